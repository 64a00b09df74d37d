/** Collab statuses, action codes and order tabs of spec §4; the rules live in domain/collab-status.ts. */
import { Role, type TRole } from './roles';

export const CollabStatus = {
  New: 'New',
  Accept: 'Accept',
  Pending: 'Pending',
  Review: 'Review',
  UpdateWorkFile: 'UpdateWorkFile',
  UpdateWorkLink: 'UpdateWorkLink',
  Complete: 'Complete',
  Reject: 'Reject',
  Dispute: 'Dispute',
  Cancel: 'Cancel',
  HelpDesk: 'HelpDesk',
} as const;
export type TCollabStatus = (typeof CollabStatus)[keyof typeof CollabStatus];
export const COLLAB_STATUSES: readonly TCollabStatus[] = Object.values(CollabStatus);

/** `statusId` of the status update payload (spec §3, §4). */
export const ActionCode = {
  MarkComplete: 1,
  Reject: 2,
  Cancel: 3,
  RaiseDispute: 4,
  MarkCompleteWithUrl: 5,
  AskForHelp: 6,
  Approve: 7,
  Accept: 8,
  RequestRevision: 9,
  SendForApproval: 10,
} as const;
export type TActionCode = (typeof ActionCode)[keyof typeof ActionCode];
export const ACTION_CODES: readonly TActionCode[] = Object.values(ActionCode);

/** Codes whose status update needs a reason ('This Field is Required'); none for 1, 7, 8 (spec §5). */
export const REASON_REQUIRED_ACTIONS: readonly TActionCode[] = [
  ActionCode.Reject,
  ActionCode.Cancel,
  ActionCode.RaiseDispute,
  ActionCode.MarkCompleteWithUrl,
  ActionCode.AskForHelp,
  ActionCode.RequestRevision,
];
/** Codes whose status update needs a file: pdf, mp4 or image, max 500 MB (spec §5). */
export const FILE_REQUIRED_ACTIONS: readonly TActionCode[] = [ActionCode.SendForApproval];

/** Roles that may open the order page; the others are redirected home (spec §2, §6). */
export const ORDER_PAGE_ROLES: readonly TRole[] = [Role.Influencer, Role.Brand, Role.SuperAdmin];

export const OrderTab = {
  New: 'new',
  Completed: 'complete',
  Rejected: 'reject',
  Disputed: 'dispute',
  Helpdesk: 'helpdesk',
} as const;
export type TOrderTab = (typeof OrderTab)[keyof typeof OrderTab];
/** The tab opened by /order without an s_tab. */
export const DEFAULT_ORDER_TAB: TOrderTab = OrderTab.New;

export type TOrderTabDef = {
  /** The /order/{s_tab} slug; 'new' is only the default (plain /order). */
  tab: TOrderTab;
  label: string;
  /** Further s_tab values opening this tab (spec §2: 'dispute or cancel'). */
  aliases: readonly string[];
  statuses: readonly TCollabStatus[];
  /**
   * Statuses the parties (brand, influencer) also find here because their own tab for them is hidden: a
   * helpdesk case stays in their Disputed tab (issue 11 item 4; spec §4 'in Dispute tab … unless status is
   * Cancel or HelpDesk' already lists HelpDesk among what the influencer sees there).
   */
  partyStatuses?: readonly TCollabStatus[];
  visibleTo: readonly TRole[];
};

/** Tabs in display order, with their statuses (spec §4) and who sees them (spec §2). */
export const ORDER_TABS: readonly TOrderTabDef[] = [
  {
    tab: OrderTab.New,
    label: 'New',
    aliases: [],
    statuses: [
      CollabStatus.New,
      CollabStatus.Pending,
      CollabStatus.UpdateWorkLink,
      CollabStatus.Accept,
      CollabStatus.Review,
      CollabStatus.UpdateWorkFile,
    ],
    visibleTo: ORDER_PAGE_ROLES,
  },
  {
    tab: OrderTab.Completed,
    label: 'Completed',
    aliases: [],
    statuses: [CollabStatus.Complete],
    visibleTo: ORDER_PAGE_ROLES,
  },
  {
    tab: OrderTab.Rejected,
    label: 'Rejected',
    aliases: [],
    statuses: [CollabStatus.Reject],
    // Deliberately shown to the influencer too (issue 11 item 4), although spec §2 lists it for roles 2 and
    // 99 only: an order the influencer rejected, or that was rejected for them by the accept clock, must not
    // vanish from their view.
    visibleTo: ORDER_PAGE_ROLES,
  },
  {
    tab: OrderTab.Disputed,
    label: 'Disputed',
    aliases: ['cancel'],
    statuses: [CollabStatus.Dispute, CollabStatus.Cancel],
    partyStatuses: [CollabStatus.HelpDesk],
    visibleTo: ORDER_PAGE_ROLES,
  },
  {
    tab: OrderTab.Helpdesk,
    label: 'Helpdesk',
    aliases: [],
    statuses: [CollabStatus.HelpDesk],
    visibleTo: [Role.SuperAdmin],
  },
];
