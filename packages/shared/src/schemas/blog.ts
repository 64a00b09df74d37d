import { z } from 'zod';
import {
  BLOG_AUTHOR_MAX,
  BLOG_CONTENT_MAX_BYTES,
  BLOG_DEFAULT_AUTHOR,
  BLOG_DESCRIPTION_MAX,
  BLOG_LABEL_MAX,
  BLOG_MAX_CATEGORIES,
  BLOG_MAX_TAGS,
  BLOG_PAGE_SIZE,
  BLOG_PAGE_SIZE_MAX,
  BLOG_SLUG_MAX,
  BLOG_SLUG_MIN,
  BLOG_TITLE_MAX,
} from '../constants/blog';
import { MAX_PAGE } from '../constants/discovery';
import { FILE_NAME_MAX } from '../constants/limits';
import { BLOG_SLUG_PATTERN, blogContentHasText, utf8Bytes } from '../domain/blog';
import { BlogMessages } from '../messages/blog';
import { CommonMessages } from '../messages/common';
import { FileMessages } from '../messages/files';
import { dbInt, multiLine, singleLine } from './common';

const required = CommonMessages.required;

/** A whole number from the query string in [min, max]; blank means the default. */
const queryWhole = (field: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: CommonMessages.mustBeBetween(field, min, max) })
      .refine(
        (n) => Number.isInteger(n) && n >= min && n <= max,
        CommonMessages.mustBeBetween(field, min, max),
      )
      .default(fallback),
  );

/** GET post/getall?page=&pageSize= (public): 0-based pages of published posts, newest first. */
export const ZBlogListQuery = z.object({
  page: queryWhole('page', 0, MAX_PAGE, 0),
  pageSize: queryWhole('pageSize', 1, BLOG_PAGE_SIZE_MAX, BLOG_PAGE_SIZE),
});
export type TBlogListQuery = z.infer<typeof ZBlogListQuery>;
export type TBlogListQueryInput = z.input<typeof ZBlogListQuery>;

/** GET post/admin/list?page=&pageSize= (super admin): every post, drafts included. */
export const ZAdminBlogListQuery = ZBlogListQuery;

const slugRule = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .min(BLOG_SLUG_MIN, BlogMessages.slugLength)
  .max(BLOG_SLUG_MAX, BlogMessages.slugLength)
  .regex(BLOG_SLUG_PATTERN, BlogMessages.slugPattern);

/**
 * GET post/get?slug= (public). Any text of the right length is looked up: a slug the post no longer has
 * still finds it (the answer carries the current slug); anything else is a 404.
 */
export const ZBlogPostQuery = z.object({
  slug: z
    .string({ error: CommonMessages.isRequired('slug') })
    .trim()
    .min(1, CommonMessages.isRequired('slug'))
    .max(BLOG_SLUG_MAX, BlogMessages.slugLength),
});
export type TBlogPostQuery = z.infer<typeof ZBlogPostQuery>;

/** GET post/admin/get?postId= (super admin). */
export const ZBlogPostIdQuery = z.object({
  postId: dbInt(
    z.coerce
      .number({ error: CommonMessages.idNotNumber })
      .int(CommonMessages.idNotWhole)
      .positive(CommonMessages.idNotPositive),
  ),
});

/** POST post/publish, post/unpublish, post/delete (super admin). */
export const ZBlogPostIdRequest = z.object({
  postId: dbInt(z.number({ error: CommonMessages.idNotNumber }).int(CommonMessages.idNotWhole).positive()),
});
export type TBlogPostIdRequest = z.infer<typeof ZBlogPostIdRequest>;

const label = singleLine(
  z
    .string({ error: BlogMessages.labelInvalid })
    .trim()
    .min(1, BlogMessages.labelInvalid)
    .max(BLOG_LABEL_MAX, BlogMessages.labelInvalid),
).refine((name) => !name.includes(','), BlogMessages.labelInvalid);

/** Names in their order, repeats (ignoring case) dropped. */
const labels = (max: number, tooMany: string) =>
  z
    .array(label, { error: BlogMessages.labelInvalid })
    .max(max, tooMany)
    .default([])
    .transform((names) =>
      names.filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i),
    );

/**
 * The post's fields as the super admin's form sends them. `postContent` is HTML from the editor; the
 * server sanitises it before storing (and again when answering). `imageUrl` is a cover picture's file
 * name from POST /api/files/images (only the caller's own uploads are accepted), or null.
 */
export const ZBlogPostFields = z.object({
  title: singleLine(
    z.string({ error: required }).trim().min(1, required).max(BLOG_TITLE_MAX, BlogMessages.titleTooLong),
  ),
  slug: slugRule,
  description: multiLine(
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(BLOG_DESCRIPTION_MAX, BlogMessages.descriptionTooLong),
  ),
  postContent: z
    .string({ error: BlogMessages.contentRequired })
    .refine((html) => html.length <= BLOG_CONTENT_MAX_BYTES && utf8Bytes(html) <= BLOG_CONTENT_MAX_BYTES, {
      message: BlogMessages.contentTooLarge,
      abort: true,
    })
    .refine(blogContentHasText, BlogMessages.contentRequired),
  imageUrl: singleLine(z.string().trim().max(FILE_NAME_MAX, FileMessages.notYours))
    .nullish()
    .transform((name) => name || null),
  author: singleLine(z.string().trim().max(BLOG_AUTHOR_MAX, BlogMessages.authorTooLong))
    .nullish()
    .transform((name) => name || BLOG_DEFAULT_AUTHOR),
  categories: labels(BLOG_MAX_CATEGORIES, BlogMessages.tooManyCategories),
  tags: labels(BLOG_MAX_TAGS, BlogMessages.tooManyTags),
});
export type TBlogPostFieldsInput = z.input<typeof ZBlogPostFields>;

/** POST post/create (super admin): a new draft. */
export const ZCreateBlogPostRequest = ZBlogPostFields;
export type TCreateBlogPostRequest = z.output<typeof ZCreateBlogPostRequest>;

/** POST post/update (super admin): a changed slug keeps the old one working (it leads to the post). */
export const ZUpdateBlogPostRequest = ZBlogPostFields.extend(ZBlogPostIdRequest.shape);
export type TUpdateBlogPostRequest = z.output<typeof ZUpdateBlogPostRequest>;
export type TUpdateBlogPostInput = z.input<typeof ZUpdateBlogPostRequest>;

/**
 * A published post in a list (spec §4 'Blog post', less postContent: the list shows no content).
 * categoryName and tagName are comma-separated names (pages show them joined with ', ');
 * imageUrl is a file name served at /files/{name}; dates are ISO 8601. Beyond the spec, datePublished:
 * when the post first went public, the date the pages show and the order of the list.
 */
export const ZBlogPostSummary = z.object({
  postId: z.number(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  slug: z.string(),
  author: z.string(),
  categoryName: z.string(),
  tagName: z.string(),
  dateCreated: z.string(),
  dateModified: z.string(),
  datePublished: z.string(),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;

/** GET post/get: the whole post; postContent is sanitised HTML. */
export const ZBlogPost = ZBlogPostSummary.extend({ postContent: z.string() });
export type TBlogPost = z.infer<typeof ZBlogPost>;

/** A post as the super admin sees it: drafts too. */
export const ZAdminBlogPostSummary = ZBlogPostSummary.extend({
  isPublished: z.boolean(),
  /** Null until first published; kept when unpublished, so republishing keeps the post's place. */
  datePublished: z.string().nullable(),
});
export type TAdminBlogPostSummary = z.infer<typeof ZAdminBlogPostSummary>;

export const ZAdminBlogPost = ZAdminBlogPostSummary.extend({ postContent: z.string() });
export type TAdminBlogPost = z.infer<typeof ZAdminBlogPost>;

export const ZAdminBlogPage = z.object({
  posts: z.array(ZAdminBlogPostSummary),
  currentPage: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
});
export type TAdminBlogPage = z.infer<typeof ZAdminBlogPage>;
