import { MonthExportCard } from '@/components/month-export-card';
import { downloadTaxExport } from '../api/invoices';

/**
 * 'Tax documents' (super admin, issues 16, 37): a month's documents made out to brands as CSV, for the GST
 * returns.
 */
export function TaxExportCard() {
  return (
    <MonthExportCard
      id="tax-export"
      title="Tax documents"
      description="Every receipt voucher, tax invoice, refund voucher and credit note issued in a month (India time), one row each with its taxable value, IGST, CGST, SGST and UTGST (and for a credit note, whether its GST was adjusted and the buyer's reversal of input tax credit). Refund vouchers and credit notes are negative, so each column adds up to the month."
      download={downloadTaxExport}
    />
  );
}
