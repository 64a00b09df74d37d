import { CollabStatus } from '@collably/shared/constants/collabs';
import { DEFAULT_REVISIONS } from '@collably/shared/constants/limits';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TCollab } from '@collably/shared/schemas/collabs';
import type { DbOrTrx } from '../../db/database';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/http/errors';
import { claimForDetails, findTransaction, type PaymentTransaction } from '../payments/payments.service';
import { assertOwnUploads } from '../../platform/storage/ownership';
import { csv } from './collabs.files';
import { newCollabMessage } from './collabs.messages';
import { collabsRepository as repo } from './collabs.repository';
import { collabFor } from './collabs.view';

/** A collab request as the service reads it (the route maps the spec's `transId`, `allowUGC`, `base64File`). */
export type NewCollab = {
  transactionId: number;
  serviceId: number;
  allowUgc: boolean;
  description: string;
  files: readonly string[];
};

/** The payment was refunded, or another request sent its details, between the checks and the claim. */
class DetailsNotClaimed extends Error {
  override readonly name = 'DetailsNotClaimed';
}

/**
 * brand/create/collab: the collab details for a captured payment of the brand. One collab per payment: a
 * replay (double click, retry, two tabs) answers the collab that exists.
 */
export async function createCollab(ctx: AppContext, brand: AuthUser, input: NewCollab): Promise<TCollab> {
  const tx = await findTransaction(ctx.db, input.transactionId);
  if (!tx || tx.brandUserId !== brand.userId)
    throw new AppError('NOT_FOUND', CollabMessages.transactionNotPaid);
  if (tx.status === 'refunded') throw new AppError('CONFLICT', PaymentMessages.refundedUnsent);
  if (tx.status !== 'captured') throw new AppError('CONFLICT', CollabMessages.transactionNotPaid);
  if (tx.influencerServiceId !== input.serviceId || tx.allowUgc !== input.allowUgc) {
    throw new AppError('BAD_REQUEST', CollabMessages.transactionMismatch);
  }
  const existing = await repo.findByTransaction(ctx.db, tx.id);
  if (existing) return collabFor(ctx, existing.id, brand);
  await assertOwnUploads(ctx, brand.userId, input.files, 'attachment');
  try {
    const id = await inTransaction(ctx.db, (trx) => insertCollab(trx, ctx, tx, brand, input));
    return await collabFor(ctx, id, brand);
  } catch (error) {
    if (!isUniqueViolation(error) && !(error instanceof DetailsNotClaimed)) throw error;
    const winner = await repo.findByTransaction(ctx.db, tx.id);
    if (winner) return collabFor(ctx, winner.id, brand);
    // The refund sweep took the payment first (issue 11 item 3).
    if ((await findTransaction(ctx.db, tx.id))?.status === 'refunded')
      throw new AppError('CONFLICT', PaymentMessages.refundedUnsent);
    throw error;
  }
}

async function insertCollab(
  trx: DbOrTrx,
  { clock, events }: Pick<AppContext, 'clock' | 'events'>,
  tx: PaymentTransaction,
  brand: AuthUser,
  input: NewCollab,
): Promise<number> {
  const at = clock.now().toISOString();
  // First, so the row lock it takes orders this against the refund sweep: exactly one of them proceeds.
  if (!(await claimForDetails(trx, tx.id, clock.now()))) throw new DetailsNotClaimed();
  const terms = await repo.findServiceTerms(trx, tx.influencerServiceId);
  const collab = await repo.insert(trx, {
    transactionId: tx.id,
    brandUserId: tx.brandUserId,
    influencerUserId: tx.influencerUserId,
    influencerServiceId: tx.influencerServiceId,
    platformId: tx.platformId,
    serviceTitle: tx.serviceTitle,
    serviceDescription: terms?.description ?? '',
    // The revisions a custom offer agreed, else the service's when ordered (issue 19 item 4); later edits of
    // the service do not reach this order.
    revisionsAllowed: tx.offerRevisions ?? terms?.revisions ?? DEFAULT_REVISIONS,
    extraRevisionPricePaise: terms?.extraRevisionPricePaise ?? null,
    allowUgc: tx.allowUgc,
    description: input.description,
    uploadedFiles: csv(input.files),
    status: CollabStatus.New,
    statusSince: at,
    workLink: null,
    workFile: null,
    comment: null,
    createdOn: at,
    modifiedOn: at,
    offerId: tx.offerId,
    offerDueOn: tx.offerDueOn,
    offerRevisions: tx.offerRevisions,
  });
  await events.emit(trx, {
    type: 'collab.created',
    collabId: collab.id,
    brandUserId: brand.userId,
    brandName: brand.name,
    influencerUserId: tx.influencerUserId,
    serviceTitle: tx.serviceTitle,
    notice: newCollabMessage(brand.name, collab.id, tx.serviceTitle),
    at: clock.now(),
  });
  return collab.id;
}
