import type { Selectable } from 'kysely';
import { taxDocumentNumber } from '@collably/shared/domain/gst-invoice';
import type { Db } from '../src/db/database';
import type { TaxDocumentsTable } from '../src/db/tables/billing';
import { invoicesRepository } from '../src/features/invoices/invoices.repository';

/**
 * Makes an order's receipt voucher what the code before issue 37 issued at payment: a tax invoice, numbered in
 * the invoice series. Its refunds then take the credit-note path (CGST Act s. 34). The receipt-voucher series
 * keeps the serial it gave, which is all a test needs.
 */
export async function asInvoicedAtPayment(
  db: Db,
  transactionId: number,
): Promise<Selectable<TaxDocumentsTable>> {
  const receipt = await db
    .selectFrom('taxDocuments')
    .select(['id', 'financialYear'])
    .where('transactionId', '=', transactionId)
    .where('kind', '=', 'receipt-voucher')
    .executeTakeFirstOrThrow();
  const serial = await invoicesRepository.nextSerial(db, 'invoice', receipt.financialYear);
  return db
    .updateTable('taxDocuments')
    .set({ kind: 'invoice', serial, number: taxDocumentNumber('invoice', receipt.financialYear, serial) })
    .where('id', '=', receipt.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
