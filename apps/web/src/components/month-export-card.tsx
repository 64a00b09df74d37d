import { useState, type ReactNode } from 'react';
import { Group, Select } from '@mantine/core';
import { DownloadButton } from '@/components/download-button';
import { SectionCard } from '@/components/page-states';

const MONTHS_LISTED = 24;
const label = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The last MONTHS_LISTED calendar months, newest first, as 'YYYY-MM' with their names. */
function recentMonths(today = new Date()): { value: string; label: string }[] {
  return Array.from({ length: MONTHS_LISTED }, (_, back) => {
    const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - back, 1));
    return { value: first.toISOString().slice(0, 7), label: label.format(first) };
  });
}

/** A super admin's card that downloads one month of a CSV export (tax documents, TDS). */
export function MonthExportCard({
  id,
  title,
  description,
  download,
}: {
  id: string;
  title: string;
  description: ReactNode;
  download: (month: string) => Promise<void>;
}) {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0].value);
  return (
    <SectionCard id={id} title={title} description={description}>
      <Group align="end" wrap="wrap">
        <Select
          label="Month"
          data={months}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
        <DownloadButton
          download={() => download(month)}
          w={{ base: '100%', sm: 'auto' }}
          label={`Download ${title} CSV`}
        >
          Download
        </DownloadButton>
      </Group>
    </SectionCard>
  );
}
