import { useState } from 'react';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { AdminMessages } from '@collably/shared/messages/admin';
import type { TAuditEntry } from '@collably/shared/schemas/admin';
import { EmptyState } from '@/components/page-states';
import { DateFormat, formatDate } from '@/lib/dates';
import { useAuditLog } from '../api/get-audit-log';
import { PagedLog } from './paged-log';

type ChangeValue = TAuditEntry['before'][string];

const show = (value: ChangeValue | undefined): string => {
  if (value === undefined) return '—';
  if (Array.isArray(value)) return value.length ? value.map((t) => t.name).join(', ') : 'none';
  return String(value);
};

const FIELD_LABEL: Record<string, string> = {
  status: 'Status',
  isFeatured: 'Featured',
  tags: 'Tags',
  payout: 'Payout',
  amount: 'Amount',
  reference: 'Reference',
  reason: 'Reason',
  collab: 'Collab',
  brandRefund: 'Refund to the brand',
  influencerPaid: 'Paid to the influencer',
};

const ACTION_LABEL: Record<TAuditEntry['action'], string> = {
  approve: 'Approve',
  disable: 'Disable',
  delete: 'Delete',
  revert: 'Revert',
  featured: 'Featured',
  tags: 'Tags',
  'payout-approve': 'Payout approved',
  'payout-decline': 'Payout declined',
  'helpdesk-resolve': 'Helpdesk resolved',
  'wallet-refund': 'Wallet refunded to payment method',
  'wallet-bank-approve': 'Wallet sent to bank account',
  'wallet-bank-reject': 'Wallet bank withdrawal rejected',
  'social-verify': 'Social account verified (screenshot)',
  'social-reject': 'Social account screenshot rejected',
  'review-hide': 'Review hidden',
  'reconciliation-resolve': 'Reconciliation mismatch resolved',
  'review-unhide': 'Review shown again',
};

/** 'Status: pending → active', one line per changed field; a field on one side only (an id, a reason) as is. */
function Change({ entry }: { entry: TAuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return (
    <Stack gap={2}>
      {fields.map((f) => (
        <Text key={f} fz="sm">
          {FIELD_LABEL[f] ?? f}:{' '}
          {f in entry.before && f in entry.after
            ? `${show(entry.before[f])} → ${show(entry.after[f])}`
            : show(entry.before[f] ?? entry.after[f])}
        </Text>
      ))}
    </Stack>
  );
}

/** A phone: one card per action, nothing cut off. */
function AuditCards({ entries }: { entries: TAuditEntry[] }) {
  return (
    <Stack gap="sm">
      {entries.map((e) => (
        <Paper key={e.id} withBorder radius="lg" p="md" component="article">
          <Group justify="space-between" gap="xs">
            <Badge variant="light">{ACTION_LABEL[e.action]}</Badge>
            <Text fz="xs" c="dimmed">
              {formatDate(e.createdOn, DateFormat.dayTime)}
            </Text>
          </Group>
          <Text fz="sm" mt="xs">
            <b>{e.actorName}</b> on <b>{e.targetName}</b> ({e.targetEmail})
          </Text>
          <Stack mt={4}>
            <Change entry={e} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The super admin's audit log: who did what to whom, when, before → after; newest first, paged on the server. */
export function AuditLogPanel() {
  const [page, setPage] = useState(0);
  return (
    <PagedLog
      log={useAuditLog(page)}
      page={page}
      onPage={setPage}
      what="the audit log"
      empty={<EmptyState icon={IconHistory} title={AdminMessages.noAuditEntries} />}
    >
      {(entries, isWide) => (isWide ? <AuditTable entries={entries} /> : <AuditCards entries={entries} />)}
    </PagedLog>
  );
}

/** A wide screen: one row per action. */
function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  return (
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
                <Badge variant="light">{ACTION_LABEL[e.action]}</Badge>
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
  );
}
