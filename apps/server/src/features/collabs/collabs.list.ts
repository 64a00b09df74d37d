import { Role } from '@collably/shared/constants/roles';
import type { TTaxDocumentRef } from '@collably/shared/schemas/invoices';
import type { TCollab } from '@collably/shared/schemas/collabs';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { taxDocumentsOf } from '../invoices/invoices.service';
import { extraRevisionsBought } from '../payments/payments.service';
import { collabsRepository as repo } from './collabs.repository';
import { seesPayment, settlementsOf, toCollab } from './collabs.view';

/** user/orders: the caller's collabs; the super admin sees every collab (helpdesk included). */
export async function listOrders(ctx: AppContext, viewer: AuthUser): Promise<TCollab[]> {
  const party =
    viewer.role === Role.Brand
      ? { brandUserId: viewer.userId }
      : viewer.role === Role.Influencer
        ? { influencerUserId: viewer.userId }
        : null;
  const rows = await repo.list(ctx.db, party);
  const settled = await settlementsOf(ctx.db, rows);
  const bought = await extraRevisionsBought(
    ctx.db,
    rows.map((r) => r.id),
  );
  const documents = seesPayment(viewer)
    ? await taxDocumentsOf(
        ctx.db,
        rows.map((r) => r.transactionId),
      )
    : new Map<number, TTaxDocumentRef[]>();
  return rows.map((row) =>
    toCollab(
      row,
      viewer,
      ctx.config.collabClockDays,
      settled.get(row.id) ?? null,
      documents.get(row.transactionId),
      bought.get(row.id) ?? 0,
    ),
  );
}
