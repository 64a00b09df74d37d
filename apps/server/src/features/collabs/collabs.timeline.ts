/**
 * A collab's timeline and money outcome (issue 11 items 1 and 4), built from records nothing overwrites: the
 * payment transaction, the collab's brief, its events and its ledger journals. Pure: the service reads the
 * rows, these functions decide what each viewer may see.
 *
 * Who sees which figures: the brand and the super admin see the payment's parts (wallet, card, coupon); the
 * influencer sees that the payment is held and what they will earn, never what the brand paid. Money
 * movements name their amounts to both parties (a helpdesk split is a decision both read), except a full
 * refund, which the influencer reads without the brand's figure. The super admin also sees the platform's
 * share (fee and GST).
 */
import { ActionCode, CollabStatus, type TCollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { collabEventLabel, type TEventActor } from '@collably/shared/domain/collab-history';
import type { TSettledMoney } from '@collably/shared/domain/collab-progress';
import { displayStatus, isTerminalStatus } from '@collably/shared/domain/collab-status';
import { TimelineMessages as M } from '@collably/shared/messages/timeline';
import { PostProofMessages } from '@collably/shared/messages/post-proofs';
import { platformName } from '@collably/shared/constants/platforms';
import { hasOpenAuthorCheck } from '@collably/shared/domain/post-proofs';
import type { TCollabTimelineEntry } from '@collably/shared/schemas/collabs';
import type { PaymentTransaction } from '../payments/payments.service';
import type { PostProof } from '../post-proofs/post-proofs.service';
import type { CollabRow } from './collabs.repository';

export type MoneyRow = {
  journalId: number;
  collabId: number | null;
  kind: string;
  createdOn: string;
  accountKind: string;
  amountPaise: number;
};

export type EventRow = {
  id: number;
  actorUserId: number | null;
  action: number | null;
  systemRule: string | null;
  fromStatus: TCollabStatus;
  toStatus: TCollabStatus;
  reason: string | null;
  files: string | null;
  createdOn: string;
  actorName: string | null;
};

/** One settled escrow: what went to the brand's wallet, to the influencer, and to the platform. */
export type Movement = {
  journalId: number;
  collabId: number;
  kind: TSettledMoney['kind'];
  createdOn: string;
  refundPaise: number;
  /** The influencer's part before TDS. */
  influencerPaise: number;
  /** Income-tax TDS withheld from it. */
  tdsPaise: number;
  platformPaise: number;
  gstPaise: number;
  /** The input tax credit of a registered influencer's GST the movement paid them. */
  inputCreditPaise: number;
};

const KIND: Readonly<Record<string, TSettledMoney['kind']>> = {
  release: 'release',
  'refund-reject': 'refund',
  'refund-cancel': 'refund',
  settle: 'split',
};

/** Groups journal entries into movements (the capture journal has no collab id, so it is never here). */
export function movementsOf(rows: readonly MoneyRow[]): Movement[] {
  const byJournal = new Map<number, Movement>();
  for (const r of rows) {
    const kind = KIND[r.kind];
    if (!kind || r.collabId === null) continue;
    const m = byJournal.get(r.journalId) ?? {
      journalId: r.journalId,
      collabId: r.collabId,
      kind,
      createdOn: r.createdOn,
      refundPaise: 0,
      influencerPaise: 0,
      platformPaise: 0,
      gstPaise: 0,
      inputCreditPaise: 0,
      tdsPaise: 0,
    };
    if (r.accountKind === 'brand-wallet') m.refundPaise += r.amountPaise;
    // The influencer's part before TDS: what reached the earnings plus what was withheld from it.
    if (r.accountKind === 'influencer-earnings' || r.accountKind === 'tds-payable')
      m.influencerPaise += r.amountPaise;
    if (r.accountKind === 'tds-payable') m.tdsPaise += r.amountPaise;
    if (r.accountKind === 'platform-revenue') m.platformPaise += r.amountPaise;
    if (r.accountKind === 'gst-payable') m.gstPaise += r.amountPaise;
    if (r.accountKind === 'gst-input-credit') m.inputCreditPaise -= r.amountPaise;
    byJournal.set(r.journalId, m);
  }
  return [...byJournal.values()];
}

export const settledOf = (m: Movement, settledFrom: TCollabStatus | undefined): TSettledMoney => ({
  kind: m.kind,
  byHelpdesk: settledFrom === CollabStatus.HelpDesk,
  refundPaise: m.refundPaise,
  influencerPaise: m.influencerPaise,
});

/** Who made a recorded change: the collab's brand or influencer, the super admin, or a time rule. */
export const eventActor = (collab: CollabRow, actorUserId: number | null): TEventActor =>
  actorUserId === null
    ? 'system'
    : actorUserId === collab.brandUserId
      ? 'brand'
      : actorUserId === collab.influencerUserId
        ? 'influencer'
        : 'admin';

const list = (csv: string | null) => (csv ?? '').split(',').filter(Boolean);

type Names = { brandName: string; influencerName: string };

function paymentLines(tx: PaymentTransaction, viewerRole: number): string[] {
  if (viewerRole === Role.Influencer) return [M.heldInEscrow, M.youWillEarn(tx.influencerPayoutPaise)];
  const lines = [M.paidTotal(tx.subtotalPaise - tx.discountPaise)];
  if (tx.walletPaise > 0) lines.push(M.paidFromWallet(tx.walletPaise));
  if (tx.totalPaise > 0) lines.push(M.paidByCard(tx.totalPaise));
  if (tx.discountPaise > 0) lines.push(M.couponUsed(tx.couponCode ?? '', tx.discountPaise));
  return lines;
}

function movementLines(m: Movement, viewerRole: number, gstHold: TimelineInput['gstHold']): string[] {
  const isBrand = viewerRole === Role.Brand;
  const isInfluencer = viewerRole === Role.Influencer;
  const lines: string[] = [];
  if (m.refundPaise > 0) {
    if (isBrand) lines.push(M.refundedToYou(m.refundPaise));
    else if (isInfluencer && m.kind === 'refund') lines.push(M.outcomeRefundedInfluencer);
    else lines.push(M.refundedToBrand(m.refundPaise));
  }
  if (m.influencerPaise > 0) {
    // The brand is not told the influencer's TDS: it is the influencer's tax affair.
    lines.push(
      isBrand
        ? M.releasedToInfluencer(m.influencerPaise)
        : M.releasedWithTds(m.influencerPaise, m.tdsPaise, isInfluencer),
    );
    // Not the brand's affair either: the influencer's GST waiting for their invoice.
    if (!isBrand && gstHold)
      lines.push(M.gstHeldOfRelease(gstHold.heldPaise, gstHold.isReleased, isInfluencer));
  }
  if (viewerRole === Role.SuperAdmin && m.platformPaise + m.gstPaise > 0) {
    lines.push(M.platformShare(m.platformPaise, m.gstPaise, m.inputCreditPaise));
  }
  return lines;
}

const MOVEMENT_TITLE: Readonly<Record<Movement['kind'], string>> = {
  release: M.released,
  refund: M.refunded,
  split: M.split,
};

/** Entries of one instant keep the order things happened in: payment, brief, status change, money. */
const RANK: Readonly<Record<TCollabTimelineEntry['kind'], number>> = {
  payment: 0,
  details: 1,
  status: 2,
  reminder: 2,
  proof: 3,
  money: 4,
};

export type TimelineInput = {
  collab: CollabRow;
  names: Names;
  tx: PaymentTransaction;
  events: readonly EventRow[];
  movements: readonly Movement[];
  /** The post's proof (issue 19), when a post URL was given. */
  proof?: PostProof | null;
  /** A registered influencer's GST held from the order's release until their invoice is in GSTR-2B. */
  gstHold?: { heldPaise: number; isReleased: boolean };
  viewerRole: number;
};

/** What the post check found, as both parties read it: one entry, at the last check. */
function proofTitle(proof: PostProof): string {
  const platform = platformName(proof.platformId);
  switch (proof.status) {
    case 'verified':
      return PostProofMessages.verified(platform);
    case 'unverified':
      return hasOpenAuthorCheck(proof.platformId)
        ? PostProofMessages.unverifiedPlain
        : PostProofMessages.unverified(platform);
    case 'failed':
      return PostProofMessages.recheckFailed(platform);
    case 'taken_down':
      return PostProofMessages.takenDown;
  }
}

/** The whole timeline, oldest first. */
export function buildTimeline({
  collab,
  names,
  tx,
  events,
  movements,
  proof = null,
  gstHold,
  viewerRole,
}: TimelineInput): TCollabTimelineEntry[] {
  const isAdmin = viewerRole === Role.SuperAdmin;
  const nameOf = (actor: TEventActor, adminName: string | null) =>
    actor === 'brand'
      ? names.brandName
      : actor === 'influencer'
        ? names.influencerName
        : actor === 'admin'
          ? isAdmin && adminName
            ? adminName
            : M.helpdeskName
          : M.systemName;
  const base = { statusText: null, note: null, link: null, lines: [], files: [], version: null };
  const entries: TCollabTimelineEntry[] = [
    {
      ...base,
      key: 'payment',
      kind: 'payment',
      createdOn: tx.capturedOn ?? tx.createdOn,
      actor: 'brand',
      actorName: names.brandName,
      title: M.paymentCaptured,
      lines: paymentLines(tx, viewerRole),
    },
    {
      ...base,
      key: 'details',
      kind: 'details',
      createdOn: collab.createdOn,
      actor: 'brand',
      actorName: names.brandName,
      title: M.detailsSent,
      statusText: displayStatus(CollabStatus.New, viewerRole),
      note: collab.description,
      files: list(collab.uploadedFiles),
    },
  ];
  let version = 0;
  for (const e of events) {
    const actor = eventActor(collab, e.actorUserId);
    const isReminder = e.fromStatus === e.toStatus;
    const isPostUrl = e.action === ActionCode.MarkCompleteWithUrl;
    const isDelivery = e.action === ActionCode.SendForApproval;
    if (isDelivery) version += 1;
    entries.push({
      ...base,
      key: `event-${e.id}`,
      kind: isReminder ? 'reminder' : 'status',
      createdOn: e.createdOn,
      actor,
      actorName: nameOf(actor, e.actorName),
      title: isReminder
        ? M.reminder
        : collabEventLabel({ actor, action: e.action, from: e.fromStatus, to: e.toStatus }),
      statusText: isReminder ? null : displayStatus(e.toStatus, viewerRole),
      note: isPostUrl ? null : e.reason,
      link: isPostUrl ? e.reason : null,
      files: list(e.files),
      version: isDelivery ? version : null,
    });
  }
  for (const m of movements) {
    entries.push({
      ...base,
      key: `journal-${m.journalId}`,
      kind: 'money',
      createdOn: m.createdOn,
      actor: 'system',
      actorName: M.systemName,
      title: MOVEMENT_TITLE[m.kind],
      lines: movementLines(m, viewerRole, gstHold),
    });
  }
  if (proof) {
    entries.push({
      ...base,
      key: `proof-${proof.id}`,
      kind: 'proof',
      createdOn: proof.checkedOn,
      actor: 'system',
      actorName: M.systemName,
      title: proofTitle(proof),
      note: proof.reason,
      link: proof.url,
      lines: [
        PostProofMessages.checkLine(proof.checks),
        ...(proof.nextCheckOn ? [PostProofMessages.nextCheckLine(proof.nextCheckOn)] : []),
      ],
    });
  }
  const at = (e: TCollabTimelineEntry) => new Date(e.createdOn).getTime();
  // A stable sort: events and journals already come in id order.
  return entries.sort((a, b) => at(a) - at(b) || RANK[a.kind] - RANK[b.kind]);
}

/** Whether the collab's escrow may have been settled (only terminal statuses move money). */
export const mayBeSettled = (status: TCollabStatus) => isTerminalStatus(status);
