import type { TReconciliationField } from '@collably/shared/schemas/reconciliation';
import type { Db } from '../src/db/database';

let planted = 0;

/**
 * An open mismatch as a run leaves one (a Razorpay payment no order booked), planted straight in the table:
 * for suites that test the admin's side (resolve, list, CSV) without driving a provider.
 */
export async function plantMismatch(
  db: Db,
  over: { day?: string; itemId?: string; field?: TReconciliationField; providerPaise?: number } = {},
) {
  planted += 1;
  const at = new Date().toISOString();
  return (
    await db
      .insertInto('reconciliationItems')
      .values({
        provider: 'razorpay',
        itemType: 'payment',
        itemId: over.itemId ?? `pay_planted${planted}${Date.now()}`,
        field: over.field ?? 'captured',
        day: over.day ?? '2026-11-27',
        providerPaise: over.providerPaise ?? 129_800,
        ledgerPaise: 0,
        status: 'open',
        action: 'Razorpay took ₹1,298.00; the ledger booked ₹0.00.',
        foundOn: at,
        lastSeenOn: at,
        resolvedNote: null,
        resolvedByUserId: null,
        resolvedOn: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export const mismatchStatus = async (db: Db, id: number) =>
  (await db.selectFrom('reconciliationItems').select('status').where('id', '=', id).executeTakeFirst())
    ?.status;
