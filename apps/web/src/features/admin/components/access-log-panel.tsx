import { useState } from 'react';
import { Badge, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { TAccessLogEntry } from '@collably/shared/schemas/admin';
import { EmptyState } from '@/components/page-states';
import { DateFormat, formatDate } from '@/lib/dates';
import { useAccessLog } from '../api/get-access-log';
import { PagedLog } from './paged-log';

/** '{"brandUserId":12}' as 'brandUserId 12'; nothing when the call named nobody. */
const targetText = (target: string): string => {
  try {
    const fields = Object.entries(JSON.parse(target) as Record<string, unknown>);
    return fields.map(([k, v]) => `${k} ${String(v)}`).join(', ');
  } catch {
    return target;
  }
};

function Outcome({ entry }: { entry: TAccessLogEntry }) {
  const isRefused = entry.statusCode >= 400;
  return (
    <Badge variant="light" color={isRefused ? 'red' : 'gray'}>
      {isRefused ? `Refused (${entry.statusCode})` : 'Shown'}
    </Badge>
  );
}

/**
 * The super admin's data-access log (issue 18): every call of staff or a super admin that may have shown
 * someone's personal data (who, when, which route, for whom), newest first, paged on the server.
 */
export function AccessLogPanel() {
  const [page, setPage] = useState(0);
  return (
    <PagedLog
      log={useAccessLog(page)}
      page={page}
      onPage={setPage}
      what="the data-access log"
      empty={<EmptyState icon={IconEye} title="No one has looked at anyone’s data yet" />}
    >
      {(entries, isWide) => (
        <>
          <Text fz="sm" c="dimmed">
            Every call of staff or a super admin that may show someone’s personal data, kept as the DPDP Act
            asks.
          </Text>
          {isWide ? <AccessTable entries={entries} /> : <AccessCards entries={entries} />}
        </>
      )}
    </PagedLog>
  );
}

function AccessTable({ entries }: { entries: TAccessLogEntry[] }) {
  return (
    <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" striped miw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th>Outcome</Table.Th>
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
                <Code>{e.route}</Code>
              </Table.Td>
              <Table.Td>{targetText(e.target)}</Table.Td>
              <Table.Td>
                <Outcome entry={e} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** A phone: one card per call, nothing cut off. */
function AccessCards({ entries }: { entries: TAccessLogEntry[] }) {
  return (
    <Stack gap="sm">
      {entries.map((e) => (
        <Paper key={e.id} withBorder radius="lg" p="md" component="article">
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600}>
              {e.actorName}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatDate(e.createdOn, DateFormat.dayTime)}
            </Text>
          </Group>
          <Code block mt="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {e.route}
          </Code>
          <Group justify="space-between" mt="xs" gap="xs">
            <Text fz="sm">{targetText(e.target)}</Text>
            <Outcome entry={e} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
