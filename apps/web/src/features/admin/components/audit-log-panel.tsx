import { useState } from 'react';
import { Badge, Center, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { AdminMessages } from '@collably/shared/messages/admin';
import type { TAuditEntry } from '@collably/shared/schemas/admin';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { DateFormat, formatDate } from '@/lib/dates';
import { useAuditLog } from '../api/get-audit-log';

type ChangeValue = TAuditEntry['before'][string];

const show = (value: ChangeValue | undefined): string => {
  if (value === undefined) return '—';
  if (Array.isArray(value)) return value.length ? value.map((t) => t.name).join(', ') : 'none';
  return String(value);
};

const FIELD_LABEL: Record<string, string> = { status: 'Status', isFeatured: 'Featured', tags: 'Tags' };

/** 'Status: pending → active', one line per changed field. */
function Change({ entry }: { entry: TAuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return (
    <Stack gap={2}>
      {fields.map((f) => (
        <Text key={f} fz="sm">
          {FIELD_LABEL[f] ?? f}: {show(entry.before[f])} → {show(entry.after[f])}
        </Text>
      ))}
    </Stack>
  );
}

/** The super admin's audit log: who did what to whom, when, before → after; newest first, paged on the server. */
export function AuditLogPanel() {
  const [page, setPage] = useState(0);
  const log = useAuditLog(page);
  if (log.isPending) return <PageLoader label="Loading the audit log" />;
  if (log.isError) return <LoadError title="Could not load the audit log" error={log.error} />;
  const { entries, totalPages } = log.data;
  if (entries.length === 0 && page === 0)
    return <EmptyState icon={IconHistory} title={AdminMessages.noAuditEntries} />;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>On whom</Table.Th>
              <Table.Th>Before → after</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(e.createdOn, DateFormat.dayTime)}
                </Table.Td>
                <Table.Td>{e.actorName}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{e.action}</Badge>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {e.targetName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {e.targetEmail}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Change entry={e} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {totalPages > 1 ? (
        <Center>
          <Pagination total={totalPages} value={page + 1} onChange={(p) => setPage(p - 1)} size="sm" />
        </Center>
      ) : null}
    </Stack>
  );
}
