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
 *   release) or Cancel (3, refund). The brand may cancel (3, 'Cancel Order', refund) only its own order while
 *   it is still New, before the influencer accepted; after that its remedy is a revision or a dispute.
 * - Money moves only on entering a terminal status: Complete releases the escrow (influencer earnings +
 *   platform fee + GST), Reject and Cancel refund it to the brand's wallet. Dispute and HelpDesk keep it held.
 * - Clocks (issue 10 item 6): every non-terminal status has one (COLLAB_CLOCKS), so escrow is never held for
 *   ever: who must act, from when ('createdAt' of the order or 'statusSince', entering the status), for how
 *   many days (COLLAB_CLOCK_DAYS, overridable by the server's configuration) and what a sweep does when
 *   nobody acted. A clock is due once the full number of days has elapsed (elapsed ≥ days). Accept and Review
 *   share the delivery clock of the order (spec §9: 14 days from the order); the brand sitting on delivered
 *   work counts as approval (UpdateWorkFile) or completion (UpdateWorkLink); HelpDesk only reminds the super
 *   admins: no money moves without a person there.
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
import { COLLAB_CLOCK_DAYS } from '../constants/limits';
import { CollabMessages } from '../messages/collabs';
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
    { actor: 'brand', action: A.Cancel, to: S.Cancel, money: 'refund', label: 'Cancel Order' },
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

const TERMINAL = [S.Complete, S.Reject, S.Cancel] as const;
export const TERMINAL_STATUSES: readonly TCollabStatus[] = TERMINAL;
export const isTerminalStatus = (status: TCollabStatus): boolean => TERMINAL_STATUSES.includes(status);
/** The statuses a collab waits in: each has a clock. */
export type TClockStatus = Exclude<TCollabStatus, (typeof TERMINAL)[number]>;

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

/** A clock's name: the event's `systemRule` of its sweep, and the key of its days (COLLAB_CLOCK_DAYS, config). */
export type TClockName = keyof typeof COLLAB_CLOCK_DAYS;
export const CLOCK_NAMES = Object.keys(COLLAB_CLOCK_DAYS) as readonly TClockName[];
/** Days of every clock: the shared defaults, or the server's configured values. */
export type TCollabClockDays = Readonly<Record<TClockName, number>>;

/** What a sweep does with a collab whose clock ran out: a status change, or only a reminder. */
export type TClockOutcome =
  | {
      kind: 'move';
      to: TCollabStatus;
      money: TMoneyMovement;
      platforms: TPlatformScope;
      /** The card's end of sentence ('…, otherwise the order is cancelled and refunded'). */
      outcome: string;
    }
  | { kind: 'remind'; platforms: 'any'; outcome: string };

export type TCollabClock = {
  name: TClockName;
  /** Who must act before the due date. */
  waitingFor: TActor;
  /** What they must do, as the card's verb: 'Accept by 26 Nov 2026, …'. */
  task: string;
  /** The clock starts when the order was made, or when the collab entered its current status. */
  start: 'createdAt' | 'statusSince';
  /** One outcome per platform scope (only the brand's approval differs for UGC, as in TABLE). */
  onExpiry: readonly TClockOutcome[];
};

const refundOnCancel: TClockOutcome = {
  kind: 'move',
  to: S.Cancel,
  money: 'refund',
  platforms: 'any',
  outcome: CollabMessages.outcomeCancelled,
};
const delivery: TCollabClock = {
  name: 'deliveryOverdue',
  waitingFor: 'influencer',
  task: 'deliver',
  start: 'createdAt',
  onExpiry: [refundOnCancel],
};

/**
 * Every non-terminal status's clock (exhaustive: the type checker wants every waiting status). The sweeps,
 * the order cards' deadlines and the tests read this table; the days come from COLLAB_CLOCK_DAYS or config.
 */
export const COLLAB_CLOCKS: Readonly<Record<TClockStatus, TCollabClock>> = {
  [S.New]: {
    name: 'acceptOverdue',
    waitingFor: 'influencer',
    task: 'accept',
    start: 'statusSince',
    onExpiry: [
      {
        kind: 'move',
        to: S.Reject,
        money: 'refund',
        platforms: 'any',
        outcome: CollabMessages.outcomeRejected,
      },
    ],
  },
  [S.Accept]: delivery,
  [S.Review]: delivery,
  [S.UpdateWorkFile]: {
    name: 'approvalOverdue',
    waitingFor: 'brand',
    task: 'review',
    start: 'statusSince',
    onExpiry: [
      {
        kind: 'move',
        to: S.Pending,
        money: 'none',
        platforms: 'not-ugc',
        outcome: CollabMessages.outcomeApproved,
      },
      {
        kind: 'move',
        to: S.Complete,
        money: 'release',
        platforms: 'ugc',
        outcome: CollabMessages.outcomeApprovedReleased,
      },
    ],
  },
  [S.Pending]: {
    name: 'postOverdue',
    waitingFor: 'influencer',
    task: 'post',
    start: 'statusSince',
    onExpiry: [refundOnCancel],
  },
  [S.UpdateWorkLink]: {
    name: 'confirmOverdue',
    waitingFor: 'brand',
    task: 'confirm',
    start: 'statusSince',
    onExpiry: [
      {
        kind: 'move',
        to: S.Complete,
        money: 'release',
        platforms: 'any',
        outcome: CollabMessages.outcomeReleased,
      },
    ],
  },
  [S.Dispute]: {
    name: 'disputeExpired',
    waitingFor: 'influencer',
    task: 'respond',
    start: 'statusSince',
    onExpiry: [refundOnCancel],
  },
  [S.HelpDesk]: {
    name: 'helpdeskReminder',
    waitingFor: 'admin',
    task: 'resolve',
    start: 'statusSince',
    onExpiry: [{ kind: 'remind', platforms: 'any', outcome: CollabMessages.outcomeReminder }],
  },
};

/** The clock of `status`; null for a terminal status (nothing is held, nobody has to act). */
export const clockOf = (status: TCollabStatus): TCollabClock | null =>
  isTerminalStatus(status) ? null : COLLAB_CLOCKS[status as TClockStatus];

/** The statuses one clock runs in (two for the delivery clock), in table order. */
export const clockStatuses = (name: TClockName): readonly TClockStatus[] =>
  (Object.keys(COLLAB_CLOCKS) as TClockStatus[]).filter((s) => COLLAB_CLOCKS[s].name === name);

/** Where a clock starts; the same for every status of one clock. */
export const clockStart = (name: TClockName): TCollabClock['start'] =>
  COLLAB_CLOCKS[clockStatuses(name)[0]].start;

/** What the sweep does with a collab in `status` on `platformId` when its clock ran out; null if terminal. */
export const expiryOutcome = (status: TCollabStatus, platformId: number): TClockOutcome | null =>
  clockOf(status)?.onExpiry.find((o) => appliesTo(o.platforms, platformId)) ?? null;

export const DAY_MS = 86_400_000;

export type TCollabTimes = {
  createdAt: Date;
  statusSince: Date;
  /** A custom offer's agreed delivery instant (issue 19): it replaces the delivery clock's days for this order. */
  deliveryDueOn?: Date | null;
};

/** When the clock of a collab in `status` runs out (elapsed ≥ days); null for a terminal status. */
export const dueDate = (
  status: TCollabStatus,
  times: TCollabTimes,
  days: TCollabClockDays = COLLAB_CLOCK_DAYS,
): Date | null => {
  const clock = clockOf(status);
  if (!clock) return null;
  if (clock.name === 'deliveryOverdue' && times.deliveryDueOn) return times.deliveryDueOn;
  return new Date(times[clock.start].getTime() + days[clock.name] * DAY_MS);
};

/** A collab of clock `name` whose start is at or before this instant is due: what a sweep's UPDATE compares. */
export const clockCutoff = (name: TClockName, now: Date, days: TCollabClockDays = COLLAB_CLOCK_DAYS): Date =>
  new Date(now.getTime() - days[name] * DAY_MS);

export const isClockDue = (
  collab: TCollabTimes & { status: TCollabStatus },
  now: Date,
  days: TCollabClockDays = COLLAB_CLOCK_DAYS,
): boolean => {
  const due = dueDate(collab.status, collab, days);
  return due !== null && due.getTime() <= now.getTime();
};

/** The deadline an order card shows (TCollab.deadline): by when, who must act, what happens otherwise. */
export type TDeadline = { dueOn: string; waitingFor: TActor; outcome: string };

export const deadlineOf = (
  collab: TCollabTimes & { status: TCollabStatus; platformId: number },
  days: TCollabClockDays = COLLAB_CLOCK_DAYS,
): TDeadline | null => {
  const clock = clockOf(collab.status);
  const due = dueDate(collab.status, collab, days);
  const outcome = expiryOutcome(collab.status, collab.platformId);
  if (!clock || !due || !outcome) return null;
  return { dueOn: due.toISOString(), waitingFor: clock.waitingFor, outcome: outcome.outcome };
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
      // The parties find the case in their Disputed tab (issue 11 item 4); the admin works the Helpdesk tab.
      return isInfluencer || isBrand ? 'With helpdesk' : 'Helpdesk';
    default: {
      const unreachable: never = status;
      return unreachable;
    }
  }
};

export const visibleOrderTabs = (role: number): readonly TOrderTabDef[] =>
  ORDER_TABS.filter((t) => (t.visibleTo as readonly number[]).includes(role));

/**
 * The order tab listing a collab in `status` for a viewer of `role` (server: TCollab.tab and notification
 * links; web: the tab counts and the highlight). A party's helpdesk case sits in their Disputed tab; the
 * super admin's in the Helpdesk tab. Roles without the order page get the default tab.
 */
export const orderTabOf = (status: TCollabStatus, role: number): TOrderTab => {
  const isParty = role === Role.Brand || role === Role.Influencer;
  const visible = visibleOrderTabs(role);
  const def =
    visible.find((t) => t.statuses.includes(status)) ??
    (isParty ? visible.find((t) => t.partyStatuses?.includes(status)) : undefined);
  return def ? def.tab : DEFAULT_ORDER_TAB;
};

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
