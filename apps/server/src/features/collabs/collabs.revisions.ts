import { Role } from '@collably/shared/constants/roles';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import type { TExtraRevisionsCheckout } from '@collably/shared/schemas/collabs';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import {
  createExtraRevisionsCheckout,
  findTransaction,
  type PaymentDeps,
} from '../payments/payments.service';
import { collabsRepository as repo } from './collabs.repository';
import { isRevisable } from '@collably/shared/domain/revisions';

/**
 * collab/extra-revisions/checkout (issue 19 item 4): the brand of an order whose influencer offers paid extra
 * revisions opens a checkout for `count` of them, while the work may still come back for a revision. The
 * payments feature prices it on the order's terms and takes the money into an escrow of its own; once the
 * provider confirms it (return or webhook, exactly once), its count adds to the allowance.
 */
export async function buyExtraRevisions(
  ctx: AppContext,
  deps: PaymentDeps,
  brand: AuthUser,
  input: { collabId: number; count: number },
): Promise<TExtraRevisionsCheckout> {
  const collab = await repo.findById(ctx.db, input.collabId);
  if (!collab || brand.role !== Role.Brand || collab.brandUserId !== brand.userId) {
    throw new AppError('NOT_FOUND', CollabMessages.notFound);
  }
  if (collab.extraRevisionPricePaise === null) {
    throw new AppError('CONFLICT', CollabMessages.extraRevisionsNotOffered);
  }
  if (!isRevisable(collab.status)) throw new AppError('CONFLICT', CollabMessages.extraRevisionsNotNow);
  const order = await findTransaction(ctx.db, collab.transactionId);
  if (!order) throw new AppError('NOT_FOUND', CollabMessages.notFound);
  const checkout = await createExtraRevisionsCheckout(ctx, deps, {
    collabId: collab.id,
    order,
    unitPricePaise: collab.extraRevisionPricePaise,
    count: input.count,
  });
  return {
    refrenceId: checkout.checkoutUrl,
    transId: checkout.transactionId,
    amount: paiseToRupees(checkout.totalPaise),
  };
}
