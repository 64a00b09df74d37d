import { MonthExportCard } from '@/components/month-export-card';
import { downloadTdsExport } from '../api/tds';

/** 'TDS' (super admin, issue 16): a month's credits to influencers and the TDS withheld, for the TDS return. */
export function TdsExportCard() {
  return (
    <MonthExportCard
      id="tds-export"
      title="TDS"
      description="Every credit to an influencer's earnings in a month (India time), with their PAN (PANNOTAVBL when not given), the section, the rate, the amount excluding GST and the TDS withheld, for the quarterly TDS return."
      download={downloadTdsExport}
    />
  );
}
