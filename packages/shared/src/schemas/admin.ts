import { z } from 'zod';
import { AdminAction, AdminUserList, STATUS_FLAG, type TStatusAction } from '../constants/admin';
import { MAX_PAGE } from '../constants/discovery';
import { ADMIN_SEARCH_MAX, TAGS_JSON_MAX } from '../constants/limits';
import { TAGS } from '../constants/profile';
import { Role } from '../constants/roles';
import { AdminMessages } from '../messages/admin';
import { CommonMessages } from '../messages/common';
import { booleanLike } from './parsers';
import { ZUserId } from './common';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A whole number from a path or query string, in [min, max], or the message. */
const wholeIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).refine((n) => Number.isInteger(n) && n >= min && n <= max, message);

/** GET user/get-all-user/{x}: 0 pending, 1 active, 2 disabled. */
export const ZAdminUserListParams = z.object({
  x: wholeIn(AdminUserList.Pending, AdminUserList.Disabled, AdminMessages.listTypeInvalid).pipe(
    z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ),
});
export type TAdminUserListParams = z.infer<typeof ZAdminUserListParams>;

/** Its query: role 1 influencers (default) or 2 brands, 0-based page, an optional search text. */
export const ZAdminUserListQuery = z.object({
  role: z.preprocess(
    emptyToUndefined,
    wholeIn(Role.Influencer, Role.Brand, AdminMessages.roleInvalid)
      .pipe(z.union([z.literal(Role.Influencer), z.literal(Role.Brand)]))
      .default(Role.Influencer),
  ),
  page: z.preprocess(
    emptyToUndefined,
    wholeIn(0, MAX_PAGE, CommonMessages.mustBeBetween('page', 0, MAX_PAGE)).default(0),
  ),
  search: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX, AdminMessages.searchTooLong(ADMIN_SEARCH_MAX))
      .optional()
      .transform((s) => s || undefined),
  ),
});
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;
export type TAdminUserListQueryInput = z.input<typeof ZAdminUserListQuery>;

export const ZTag = z.object({ id: z.number(), name: z.string() });
export type TTag = z.infer<typeof ZTag>;

/** An admin user row (spec §3), plus roleId so one table serves influencers and brands. */
export const ZAdminUser = z.object({
  userID: z.number(),
  roleId: z.number(),
  name: z.string(),
  userName: z.string().nullable(),
  email: z.string(),
  createdOn: z.string(),
  lastLoginOn: z.string().nullable(),
  isFeatured: z.boolean(),
  /** JSON text of [{ id, name }]. */
  tags: z.string(),
  tagsList: z.array(ZTag),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserCounts = z.object({ pending: z.number(), active: z.number(), disabled: z.number() });
export type TAdminUserCounts = z.infer<typeof ZAdminUserCounts>;

/** One page of a moderation list, with the three lists' counts for the role. */
export const ZAdminUserPage = z.object({
  users: z.array(ZAdminUser),
  currentPage: z.number(),
  totalPages: z.number(),
  pageSize: z.number(),
  total: z.number(),
  counts: ZAdminUserCounts,
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/** POST user/approve, user/Reject (disable), user/Delete, user/Revert: { userId, status } (spec §7). */
export const moderateUserRequest = (action: TStatusAction) => {
  const expected = STATUS_FLAG[action];
  return z.object({
    userId: ZUserId,
    status: booleanLike(CommonMessages.flagInvalid).refine(
      (v) => v === expected,
      AdminMessages.flagMustBe(expected),
    ),
  });
};
export type TModerateUserRequest = z.infer<ReturnType<typeof moderateUserRequest>>;

/** POST user/togglefeatured. */
export const ZToggleFeaturedRequest = z.object({
  userId: ZUserId,
  isFeatured: booleanLike(CommonMessages.flagInvalid),
});
export type TToggleFeaturedRequest = z.infer<typeof ZToggleFeaturedRequest>;

const TAG_BY_ID = new Map<number, TTag>(TAGS.map((t) => [t.id, { id: t.id, name: t.name }]));

/**
 * The tags field: JSON text of [{ id, name }] with ids 1-5. Names are taken from the tag list, not from
 * the caller; a tag sent twice counts once. Answers the tags in id order.
 */
export function parseTagIds(text: string): TTag[] | 'invalid' | 'unknown' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  if (!Array.isArray(parsed)) return 'invalid';
  const ids = new Set<number>();
  for (const item of parsed) {
    if (typeof item !== 'object' || item === null || !('id' in item)) return 'invalid';
    const id = Number((item as { id: unknown }).id);
    if (!TAG_BY_ID.has(id)) return 'unknown';
    ids.add(id);
  }
  return [...ids].sort((a, b) => a - b).map((id) => TAG_BY_ID.get(id)!);
}

/** POST user/updateTags: tags as JSON text (spec §7); the server stores the canonical list. */
export const ZUpdateTagsRequest = z.object({
  userId: ZUserId,
  tags: z
    .string({ error: AdminMessages.tagsInvalid })
    .max(TAGS_JSON_MAX, AdminMessages.tagsTooLong)
    .transform((text, ctx) => {
      const tags = parseTagIds(text);
      if (tags === 'invalid' || tags === 'unknown') {
        ctx.addIssue({
          code: 'custom',
          message: tags === 'invalid' ? AdminMessages.tagsInvalid : AdminMessages.tagUnknown,
        });
        return z.NEVER;
      }
      return tags;
    }),
});
export type TUpdateTagsRequest = z.input<typeof ZUpdateTagsRequest>;
export type TUpdateTags = z.output<typeof ZUpdateTagsRequest>;

/** The fields one admin action changed, before and after. */
export const ZAuditChange = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(ZTag)]),
);

/** A row of the audit log (role 99): who, what, on whom, when, before → after. */
export const ZAuditEntry = z.object({
  id: z.number(),
  action: z.enum(AdminAction),
  actorUserId: z.number(),
  actorName: z.string(),
  targetUserId: z.number(),
  targetName: z.string(),
  targetEmail: z.string(),
  createdOn: z.string(),
  before: ZAuditChange,
  after: ZAuditChange,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogQuery = z.object({
  page: z.preprocess(
    emptyToUndefined,
    wholeIn(0, MAX_PAGE, CommonMessages.mustBeBetween('page', 0, MAX_PAGE)).default(0),
  ),
});

export const ZAuditLogPage = z.object({
  entries: z.array(ZAuditEntry),
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;

/** One call of staff or a super admin that may have shown someone's personal data (GET admin/access-log). */
export const ZAccessLogEntry = z.object({
  id: z.number(),
  actorUserId: z.number(),
  actorName: z.string(),
  /** 'GET /api/payout/details' */
  route: z.string(),
  /** The call's path parameters and query, as JSON text. */
  target: z.string(),
  statusCode: z.number(),
  createdOn: z.string(),
});
export type TAccessLogEntry = z.infer<typeof ZAccessLogEntry>;

export const ZAccessLogPage = z.object({
  entries: z.array(ZAccessLogEntry),
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TAccessLogPage = z.infer<typeof ZAccessLogPage>;
