import { MonthExportCard } from '@/components/month-export-card';
import { downloadTaxExport } from '../api/invoices';

/** 'Tax documents' (super admin, issue 16): a month's invoices and credit notes as CSV, for the GST returns. */
export function TaxExportCard() {
  return (
    <MonthExportCard
      id="tax-export"
      title="Tax documents"
      description="Every tax invoice and credit note issued in a month (India time), one row each with its taxable value, IGST, CGST, SGST and UTGST. Credit notes are negative, so each column adds up to the month."
      download={downloadTaxExport}
    />
  );
}
