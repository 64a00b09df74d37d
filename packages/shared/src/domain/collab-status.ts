/**
 * The collab state machine (spec §4 'Collab statuses', 'Action codes', 'Influencer actions', 'Brand actions',
 * 'Displayed status text'; §5 Collab; §6). Every status change, by a person or by a time sweep, goes through
 * this table; no other code compares status strings.
 *
 * Decisions the spec leaves open:
 * - Actors: role 1 is 'influencer', role 2 'brand', role 99 'admin' (helpdesk is a role-99 tab). Staff (98) and
 *   visitors have no collab actions.
 * - Influencer on New may Reject (2); 'Cancel on New/Pending' is read as Reject on New and Reject or Cancel on
 *   Pending. Both refund the brand; they differ only in the resulting status (Rejected vs Disputed tab).
 * - UGC platform (5): the brand approves a work file with code 1 (Complete, escrow released), since nothing is
 *   posted afterwards; code 7 is refused there. On other platforms code 7 (→ Pending) is the only approval and
 *   code 1 is refused in UpdateWorkFile.
 * - Influencer's 'Update Work Link' (5) in Dispute goes back to UpdateWorkLink, so the brand can mark complete or
 *   dispute again (a new dispute restarts the week).
 * - Only the influencer may Ask for Help (6) in a dispute; an admin resolves HelpDesk with Mark Complete (1,
 *   release) or Cancel (3, refund). The brand never cancels: its remedy is a dispute.
 * - Money moves only on entering a terminal status: Complete releases the escrow (influencer earnings +
 *   platform fee + GST), Reject and Cancel refund it to the brand's wallet. Dispute and HelpDesk keep it held.
 * - Time sweeps: a dispute is cancelled (refund) DISPUTE_AUTO_CANCEL_DAYS after it was raised (time of entering
 *   Dispute). The delivery deadline (DELIVERY_DEADLINE_DAYS from creation) applies while the influencer still
 *   owes the work (New, Accept, Review); it does not apply while the brand must act (UpdateWorkFile,
 *   UpdateWorkLink) nor in Pending (work approved, only the post remains). Both are due once the full number of
 *   days has elapsed (elapsed ≥ days).
 * - Refusals: 'forbidden-role' when this actor never uses this action code in any status (HTTP 403);
 *   'not-allowed-in-status' when the actor may use the code, but not in this status or on this platform (409).
 */
import {
  ActionCode,
  CollabStatus,
  FILE_REQUIRED_ACTIONS,
  ORDER_TABS,
  OrderTab,
  REASON_REQUIRED_ACTIONS,
  DEFAULT_ORDER_TAB,
  type TActionCode,
  type TCollabStatus,
  type TOrderTab,
  type TOrderTabDef,
} from '../constants/collabs';
import { DELIVERY_DEADLINE_DAYS, DISPUTE_AUTO_CANCEL_DAYS } from '../constants/limits';
import { Platform } from '../constants/platforms';
import { Role } from '../constants/roles';

export type TActor = 'influencer' | 'brand' | 'admin';
export const ACTORS: readonly TActor[] = ['influencer', 'brand', 'admin'];

/** 'release': escrow → influencer earnings + platform fee + GST; 'refund': escrow → brand wallet. */
export type TMoneyMovement = 'none' | 'release' | 'refund';
/** Which platforms a row applies to; only the brand's approval differs for UGC. */
export type TPlatformScope = 'any' | 'ugc' | 'not-ugc';

type TRow = {
  actor: TActor;
  action: TActionCode;
  to: TCollabStatus;
  money: TMoneyMovement;
  /** Button text. */
  label: string;
  platforms?: TPlatformScope;
};

export type TTransition = {
  kind: 'transition';
  from: TCollabStatus;
  actor: TActor;
  action: TActionCode;
  to: TCollabStatus;
  money: TMoneyMovement;
  label: string;
  platforms: TPlatformScope;
};

export type TRefusal = {
  kind: 'forbidden-role' | 'not-allowed-in-status';
  status: TCollabStatus;
  actor: TActor;
  action: number;
};

const S = CollabStatus;
const A = ActionCode;

const sendForApproval: TRow = {
  actor: 'influencer',
  action: A.SendForApproval,
  to: S.UpdateWorkFile,
  money: 'none',
  label: 'Send For Approval',
};
const influencerCancel: TRow = {
  actor: 'influencer',
  action: A.Cancel,
  to: S.Cancel,
  money: 'refund',
  label: 'Cancel Collab',
};
const influencerReject: TRow = {
  actor: 'influencer',
  action: A.Reject,
  to: S.Reject,
  money: 'refund',
  label: 'Reject',
};

/** Keyed by the current status (every status listed, so the type checker enforces exhaustiveness); rows in button order. */
const TABLE: Readonly<Record<TCollabStatus, readonly TRow[]>> = {
  [S.New]: [
    { actor: 'influencer', action: A.Accept, to: S.Accept, money: 'none', label: 'Accept' },
    influencerReject,
  ],
  [S.Accept]: [sendForApproval, influencerCancel],
  [S.Review]: [sendForApproval, influencerCancel],
  [S.Pending]: [
    {
      actor: 'influencer',
      action: A.MarkCompleteWithUrl,
      to: S.UpdateWorkLink,
      money: 'none',
      label: 'Mark Complete',
    },
    influencerReject,
    influencerCancel,
  ],
  [S.UpdateWorkFile]: [
    {
      actor: 'brand',
      action: A.Approve,
      to: S.Pending,
      money: 'none',
      label: 'Approve',
      platforms: 'not-ugc',
    },
    {
      actor: 'brand',
      action: A.MarkComplete,
      to: S.Complete,
      money: 'release',
      label: 'Approve',
      platforms: 'ugc',
    },
    { actor: 'brand', action: A.RequestRevision, to: S.Review, money: 'none', label: 'Request Revision' },
  ],
  [S.UpdateWorkLink]: [
    { actor: 'brand', action: A.MarkComplete, to: S.Complete, money: 'release', label: 'Mark Complete' },
    { actor: 'brand', action: A.RaiseDispute, to: S.Dispute, money: 'none', label: 'Raise Dispute' },
  ],
  [S.Dispute]: [
    {
      actor: 'influencer',
      action: A.MarkCompleteWithUrl,
      to: S.UpdateWorkLink,
      money: 'none',
      label: 'Update Work Link',
    },
    influencerCancel,
    { actor: 'influencer', action: A.AskForHelp, to: S.HelpDesk, money: 'none', label: 'Ask for Help' },
  ],
  [S.HelpDesk]: [
    { actor: 'admin', action: A.MarkComplete, to: S.Complete, money: 'release', label: 'Mark Complete' },
    { actor: 'admin', action: A.Cancel, to: S.Cancel, money: 'refund', label: 'Cancel Collab' },
  ],
  [S.Complete]: [],
  [S.Reject]: [],
  [S.Cancel]: [],
};

/** Every row of the table, flattened. */
export const COLLAB_TRANSITIONS: readonly TTransition[] = (Object.keys(TABLE) as TCollabStatus[]).flatMap(
  (from) =>
    TABLE[from].map((row) => ({
      kind: 'transition' as const,
      from,
      ...row,
      platforms: row.platforms ?? 'any',
    })),
);

export const TERMINAL_STATUSES: readonly TCollabStatus[] = [S.Complete, S.Reject, S.Cancel];
export const isTerminalStatus = (status: TCollabStatus): boolean => TERMINAL_STATUSES.includes(status);

export const actorForRole = (role: number): TActor | null => {
  switch (role) {
    case Role.Influencer:
      return 'influencer';
    case Role.Brand:
      return 'brand';
    case Role.SuperAdmin:
      return 'admin';
    default:
      return null;
  }
};

const appliesTo = (scope: TPlatformScope, platformId: number): boolean => {
  if (scope === 'any') return true;
  const isUgc = platformId === Platform.UGC;
  return scope === 'ugc' ? isUgc : !isUgc;
};

/** The transition `actor` triggers with `action` on a collab in `status` on `platformId`, or why not. */
export const nextTransition = (
  status: TCollabStatus,
  actor: TActor,
  action: number,
  platformId: number,
): TTransition | TRefusal => {
  const row = COLLAB_TRANSITIONS.find(
    (t) =>
      t.from === status && t.actor === actor && t.action === action && appliesTo(t.platforms, platformId),
  );
  if (row) return row;
  const usesCode = COLLAB_TRANSITIONS.some((t) => t.actor === actor && t.action === action);
  return { kind: usesCode ? 'not-allowed-in-status' : 'forbidden-role', status, actor, action };
};

/** The buttons `actor` sees on a collab in `status` on `platformId`, in display order. */
export const allowedActions = (
  status: TCollabStatus,
  actor: TActor,
  platformId: number,
): readonly TTransition[] =>
  COLLAB_TRANSITIONS.filter(
    (t) => t.from === status && t.actor === actor && appliesTo(t.platforms, platformId),
  );

export const isReasonRequired = (action: number): boolean =>
  (REASON_REQUIRED_ACTIONS as readonly number[]).includes(action);
export const isFileRequired = (action: number): boolean =>
  (FILE_REQUIRED_ACTIONS as readonly number[]).includes(action);

export type TSystemTransitionName = 'disputeExpired' | 'deliveryOverdue';
export type TSystemTransition = {
  name: TSystemTransitionName;
  from: readonly TCollabStatus[];
  to: TCollabStatus;
  money: TMoneyMovement;
  afterDays: number;
  /** The clock: creation of the collab, or the moment it entered its current status. */
  since: 'createdAt' | 'statusSince';
};

/** Transitions made by the time sweeps, not by a person. */
export const SYSTEM_TRANSITIONS: Readonly<Record<TSystemTransitionName, TSystemTransition>> = {
  disputeExpired: {
    name: 'disputeExpired',
    from: [S.Dispute],
    to: S.Cancel,
    money: 'refund',
    afterDays: DISPUTE_AUTO_CANCEL_DAYS,
    since: 'statusSince',
  },
  deliveryOverdue: {
    name: 'deliveryOverdue',
    from: [S.New, S.Accept, S.Review],
    to: S.Cancel,
    money: 'refund',
    afterDays: DELIVERY_DEADLINE_DAYS,
    since: 'createdAt',
  },
};

const DAY_MS = 86_400_000;

/** Collabs whose clock (see `since`) is at or before this instant are due; what a sweep's UPDATE compares to. */
export const systemTransitionCutoff = (name: TSystemTransitionName, now: Date): Date =>
  new Date(now.getTime() - SYSTEM_TRANSITIONS[name].afterDays * DAY_MS);

export const isSystemTransitionDue = (
  name: TSystemTransitionName,
  collab: { status: TCollabStatus; createdAt: Date; statusSince: Date },
  now: Date,
): boolean => {
  const rule = SYSTEM_TRANSITIONS[name];
  if (!rule.from.includes(collab.status)) return false;
  return collab[rule.since].getTime() <= systemTransitionCutoff(name, now).getTime();
};

/** The status text of spec §4 'Displayed status text', as seen by a viewer of `viewerRole`. */
export const displayStatus = (status: TCollabStatus, viewerRole: number): string => {
  const isInfluencer = viewerRole === Role.Influencer;
  const isBrand = viewerRole === Role.Brand;
  switch (status) {
    case S.New:
    case S.Accept:
      return 'Order Pending';
    case S.Review:
      return isInfluencer || isBrand ? 'Revision Requested' : 'Under Review';
    case S.UpdateWorkFile:
      return isInfluencer ? 'Under Review' : 'Waiting for Approval';
    case S.Pending:
      return isInfluencer ? 'Ready to Upload' : 'Upload Pending';
    case S.UpdateWorkLink:
      return 'Uploaded';
    case S.Complete:
      return 'Completed';
    case S.Reject:
      return 'Rejected';
    case S.Dispute:
      return 'Disputed';
    case S.Cancel:
      return 'Cancelled';
    case S.HelpDesk:
      return 'Helpdesk';
    default: {
      const unreachable: never = status;
      return unreachable;
    }
  }
};

/** The order tab listing a collab in `status`. */
export const orderTabOf = (status: TCollabStatus): TOrderTab => {
  const def = ORDER_TABS.find((t) => t.statuses.includes(status));
  return def ? def.tab : DEFAULT_ORDER_TAB;
};

export const visibleOrderTabs = (role: number): readonly TOrderTabDef[] =>
  ORDER_TABS.filter((t) => (t.visibleTo as readonly number[]).includes(role));

/**
 * The tab opened by /order/{s_tab}. Matching ignores case (notification links use the message type in
 * lowercase); a missing, unknown or hidden-for-this-role slug opens the default New tab. Null for roles
 * without the order page (they are sent home).
 */
export const resolveOrderTab = (sTab: string | null | undefined, role: number): TOrderTabDef | null => {
  const visible = visibleOrderTabs(role);
  const slug = (sTab ?? '').trim().toLowerCase();
  const match = visible.find((t) => t.tab === slug || t.aliases.includes(slug));
  return match ?? visible.find((t) => t.tab === OrderTab.New) ?? null;
};
