import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { SectionCard } from '@/components/page-states';
import { notifyError } from '@/lib/notify';
import { downloadTaxExport } from '../api/invoices';

const MONTHS_LISTED = 24;
const label = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The last MONTHS_LISTED calendar months, newest first, as 'YYYY-MM' with their names. */
function recentMonths(today = new Date()): { value: string; label: string }[] {
  return Array.from({ length: MONTHS_LISTED }, (_, back) => {
    const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - back, 1));
    return { value: first.toISOString().slice(0, 7), label: label.format(first) };
  });
}

/** 'Tax documents' (super admin, issue 16): a month's invoices and credit notes as CSV, for the GST returns. */
export function TaxExportCard() {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0].value);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTaxExport(month);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard
      id="tax-export"
      title="Tax documents"
      description="Every tax invoice and credit note issued in a month (India time), one row each with its taxable value, IGST, CGST, SGST and UTGST. Credit notes are negative, so each column adds up to the month."
    >
      <Group align="end" wrap="wrap">
        <Select
          label="Month"
          data={months}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
          w={{ base: '100%', sm: 'auto' }}
        >
          Download CSV
        </Button>
      </Group>
    </SectionCard>
  );
}
