/**
 * Invoices issued before billing details were required (issue 36, docs/tax.md): until then a brand that had
 * given none was invoiced under its account name, without an address, with the platform's own state as the
 * place of supply. They stay as issued; this report lets the super admin and the CA see them.
 */
import { financialYearLabel, type TTaxParty } from '@collably/shared/domain/gst-invoice';
import type { TDefaultedStateReport, TDocumentTotals } from '@collably/shared/schemas/invoices';
import type { AppContext } from '../../platform/context';
import { defaultedStateRepository as repo } from './defaulted-state.repository';

/** Documents listed at most; the sums cover every one. */
const LISTED = 500;

const NONE: TDocumentTotals = { count: 0, taxablePaise: 0, gstPaise: 0, totalPaise: 0 };

/** GET invoices/defaulted-state: the sums per financial year of such invoices and of their credit notes, and the documents. */
export async function defaultedStateReport(
  ctx: Pick<AppContext, 'db'>,
  listed = LISTED,
): Promise<TDefaultedStateReport> {
  const [totals, rows] = await Promise.all([repo.totals(ctx.db), repo.list(ctx.db, listed + 1)]);
  const years = new Map<number, TDefaultedStateReport['years'][number]>();
  for (const row of totals) {
    const year = years.get(row.financialYear) ?? {
      financialYear: row.financialYear,
      label: financialYearLabel(row.financialYear),
      invoices: NONE,
      creditNotes: NONE,
    };
    const sums: TDocumentTotals = {
      count: Number(row.count),
      taxablePaise: Number(row.taxablePaise),
      gstPaise: Number(row.gstPaise),
      totalPaise: Number(row.totalPaise),
    };
    years.set(
      row.financialYear,
      row.kind === 'invoice' ? { ...year, invoices: sums } : { ...year, creditNotes: sums },
    );
  }
  return {
    years: [...years.values()],
    documents: rows.slice(0, listed).map((row) => {
      const recipient = JSON.parse(row.recipient) as TTaxParty;
      return {
        id: row.id,
        kind: row.kind,
        number: row.number,
        issuedOn: row.issuedOn,
        againstNumber: row.againstNumber,
        brandUserId: row.brandUserId,
        brandName: recipient.name,
        placeOfSupply: recipient.stateName,
        totalPaise: row.totalPaise,
        hasBillingNow: row.billingUserId !== null,
      };
    }),
    isListComplete: rows.length <= listed,
  };
}
