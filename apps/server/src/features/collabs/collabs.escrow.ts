import { CollabStatus } from '@collably/shared/constants/collabs';
import { splitSettlement } from '@collably/shared/domain/settlement';
import type { DbOrTrx } from '../../db/database';
import type { FieldCipher } from '../../platform/crypto/field-cipher';
import type { Events } from '../../platform/events/facts';
import {
  refundJournal,
  releaseJournal,
  settleJournal,
  unadjustedGstJournal,
} from '../../platform/ledger/escrow';
import { post, type Journal } from '../../platform/ledger/ledger';
import {
  issueSelfBilledInvoice,
  issueSettlementDocuments,
  type SettledGst,
} from '../invoices/invoices.service';
import { holdInfluencerGst } from '../gst-held/gst-held.service';
import { withholdTds } from '../tds/tds.service';
import { capturedExtraRevisions, type PaymentTransaction } from '../payments/payments.service';
import type { CollabRow } from './collabs.repository';
import type { StatusChange } from './collabs.status-change';

/**
 * How a status change moves the escrow (the transition table's movement, or a helpdesk split): TDS, the
 * order's tax documents, the journal, the influencer's GST held, then the paid extra revisions.
 */
export async function moveMoney(
  trx: DbOrTrx,
  { cipher, events }: { cipher: FieldCipher; events: Events },
  tx: PaymentTransaction,
  collab: CollabRow,
  change: StatusChange,
  now: Date,
) {
  if (change.money === 'none') return;
  const split = typeof change.money === 'object' ? splitSettlement(tx, change.money.refundPaise) : null;
  // What reaches the influencer's earnings, and its TDS (withheld at this credit, docs/tax.md § TDS).
  const credit =
    split !== null
      ? { grossPaise: split.influencerPaise, creditPaise: split.influencerPaise - split.inputCreditPaise }
      : change.money === 'release'
        ? {
            grossPaise: tx.influencerPayoutPaise,
            creditPaise: tx.influencerPayoutPaise - tx.influencerGstPaise,
          }
        : null;
  const tdsPaise = credit
    ? await withholdTds(
        trx,
        cipher,
        { influencerUserId: tx.influencerUserId, transactionId: tx.id, collabId: collab.id, ...credit },
        now,
      )
    : 0;
  // The order's documents first (issue 37): the ledger books the GST they state.
  const gst = await issueSettlementDocuments(
    trx,
    events,
    tx.id,
    typeof change.money === 'object'
      ? { kind: 'split', refundPaise: change.money.refundPaise }
      : { kind: change.money },
    now,
  );
  // A registered influencer's invoice to the platform for what they are paid, when they agree to self-billing.
  if (credit) await issueSelfBilledInvoice(trx, tx, credit.grossPaise, now);
  const suppliedGst = gst.suppliedGstPaise ?? undefined;
  const journal =
    typeof change.money === 'object'
      ? settleJournal(tx, collab.id, change.money.refundPaise, tdsPaise, suppliedGst)
      : change.money === 'release'
        ? releaseJournal(tx, collab.id, tdsPaise, suppliedGst)
        : refundJournal(tx, collab.id, change.to === CollabStatus.Reject ? 'refund-reject' : 'refund-cancel');
  // The status guard already makes this once-only; a second settle means a broken invariant: roll back.
  if (!(await post(trx, journal, now))) throw new Error(`escrow of collab ${collab.id} was already settled`);
  // A registered influencer's GST waits for their invoice in GSTR-2B (CGST Act s. 16(2)(aa); features/gst-held).
  if (credit) await holdInfluencerGst(trx, { tx, collabId: collab.id, ...credit, tdsPaise }, now);
  await bookUnadjustedGst(trx, tx, gst, now);
  await settleExtraRevisions(trx, { cipher, events }, collab, change, now);
}

/**
 * Paid extra revisions (issue 19 item 4) are held in escrows of their own and follow the order: released to
 * the influencer when it completes, refunded to the brand's wallet when it is rejected or cancelled. A
 * helpdesk split covers the order's own price; the extras are refunded (the work they paid for was in
 * dispute). Their journals name no collab, so the order's settlement read from its journal stays the order's.
 */
async function settleExtraRevisions(
  trx: DbOrTrx,
  { cipher, events }: { cipher: FieldCipher; events: Events },
  collab: CollabRow,
  change: StatusChange,
  now: Date,
) {
  if (change.money === 'none') return;
  for (const extra of await capturedExtraRevisions(trx, collab.id)) {
    const isRelease = change.money === 'release';
    const gst = await issueSettlementDocuments(
      trx,
      events,
      extra.id,
      { kind: isRelease ? 'release' : 'refund' },
      now,
    );
    if (isRelease) {
      await releaseExtraRevisions(trx, cipher, collab.id, extra, gst, now);
    } else {
      const kind = change.to === CollabStatus.Reject ? 'refund-reject' : 'refund-cancel';
      await postExtraJournal(trx, extra, refundJournal(extra, collab.id, kind), now);
    }
    await bookUnadjustedGst(trx, extra, gst, now);
  }
}

/** Extra revisions released with their order: TDS, the self-billed invoice, the journal, the GST held. */
async function releaseExtraRevisions(
  trx: DbOrTrx,
  cipher: FieldCipher,
  collabId: number,
  extra: PaymentTransaction,
  gst: SettledGst,
  now: Date,
) {
  const credit = {
    grossPaise: extra.influencerPayoutPaise,
    creditPaise: extra.influencerPayoutPaise - extra.influencerGstPaise,
  };
  const tdsPaise = await withholdTds(
    trx,
    cipher,
    { influencerUserId: extra.influencerUserId, transactionId: extra.id, collabId, ...credit },
    now,
  );
  await issueSelfBilledInvoice(trx, extra, credit.grossPaise, now);
  const journal = releaseJournal(extra, collabId, tdsPaise, gst.suppliedGstPaise ?? undefined);
  await postExtraJournal(trx, extra, journal, now);
  await holdInfluencerGst(trx, { tx: extra, collabId, ...credit, tdsPaise }, now);
}

/** An extra's journal names no collab, so the order's settlement read from its journal stays the order's. */
async function postExtraJournal(trx: DbOrTrx, extra: PaymentTransaction, journal: Journal, now: Date) {
  if (!(await post(trx, { ...journal, collabId: undefined }, now))) {
    throw new Error(`escrow of extra revisions ${extra.id} was already settled`);
  }
}

/** A credit note past the CGST Act s. 34(2) deadline leaves its GST owed: the platform pays it (issue 37). */
async function bookUnadjustedGst(trx: DbOrTrx, tx: { id: number }, gst: SettledGst, now: Date) {
  if (gst.unadjustedGstPaise > 0) await post(trx, unadjustedGstJournal(tx, gst.unadjustedGstPaise), now);
}
