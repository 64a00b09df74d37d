import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { PayoutStatus } from '@collably/shared/domain/payouts';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { GstHeldMessages } from '@collably/shared/messages/gst-held';
import type { TPayoutRecord } from '@collably/shared/schemas/payouts';
import { DateFormat, formatDate } from '@/lib/dates';
import { STATUS_COLOR, referenceText } from '../lib/record-look';

export type RecordActions = {
  /** Set for the super admin: the confirm tick and decline on 'Requested Payout' rows. */
  onApprove?: (r: TPayoutRecord) => void;
  onDecline?: (r: TPayoutRecord) => void;
};

const amountOf = (r: TPayoutRecord) => formatRupees(rupeesToPaise(r.amount));

/** An order's credit with TDS: its gross and the TDS withheld, under the net amount. */
function TdsLine({ record }: { record: TPayoutRecord }) {
  if (record.tdsWithheld === 0) return null;
  const gross =
    rupeesToPaise(record.amount) +
    rupeesToPaise(record.tdsWithheld) +
    rupeesToPaise(record.gstHeld?.amount ?? 0);
  return (
    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {formatRupees(gross)} less TDS {formatRupees(rupeesToPaise(record.tdsWithheld))}
    </Text>
  );
}

/** A registered influencer's GST held from the credit until their invoice is in GSTR-2B (issue 37). */
function GstHeldLine({ record }: { record: TPayoutRecord }) {
  if (!record.gstHeld) return null;
  const gst = formatRupees(rupeesToPaise(record.gstHeld.amount));
  return (
    <Text fz="xs" c={record.gstHeld.releasedOn ? 'dimmed' : 'yellow.8'}>
      {record.gstHeld.releasedOn
        ? `GST ${gst} added to your balance`
        : `GST ${gst}: ${GstHeldMessages.heldUntilFiled}`}
    </Text>
  );
}

function InfoIcon({ record }: { record: TPayoutRecord }) {
  const text = referenceText(record);
  return (
    <Tooltip label={text} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" aria-label={`Reference: ${text}`}>
        <IconInfoCircle size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function Decision({ record, onApprove, onDecline }: { record: TPayoutRecord } & RecordActions) {
  if (record.status !== PayoutStatus.Requested || !onApprove || !onDecline) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Approve">
        <ActionIcon
          variant="light"
          color="teal"
          aria-label={`Approve ${record.influencerName}’s payout of ${amountOf(record)}`}
          onClick={() => onApprove(record)}
        >
          <IconCheck size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Decline">
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Decline ${record.influencerName}’s payout of ${amountOf(record)}`}
          onClick={() => onDecline(record)}
        >
          <IconX size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const StatusBadge = ({ record }: { record: TPayoutRecord }) => (
  <Badge variant="light" color={STATUS_COLOR[record.status]} style={{ whiteSpace: 'nowrap' }}>
    {record.status}
  </Badge>
);

/** Name, Amount, Status, Updated On (dd-MM-yyyy), the info icon, and for the admin the decision (spec §2). */
export function PayoutTable({ records, ...actions }: { records: TPayoutRecord[] } & RecordActions) {
  const isAdmin = actions.onApprove !== undefined;
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Updated On</Table.Th>
            <Table.Th w={isAdmin ? 130 : 60}>
              <VisuallyHidden>Reference and actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td fw={600}>{r.influencerName}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {amountOf(r)}
                <TdsLine record={r} />
                <GstHeldLine record={r} />
              </Table.Td>
              <Table.Td>
                <StatusBadge record={r} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(r.updatedOn, DateFormat.payout)}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <InfoIcon record={r} />
                  <Decision record={r} {...actions} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** On a phone each record is a card with the same fields, instead of a table wider than the screen. */
export function PayoutCards({ records, ...actions }: { records: TPayoutRecord[] } & RecordActions) {
  return (
    <Stack gap="sm">
      {records.map((r) => (
        <Paper
          key={r.key}
          withBorder
          radius="lg"
          p="md"
          component="article"
          aria-label={`${r.status} ${amountOf(r)}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {r.influencerName}
              </Text>
              <StatusBadge record={r} />
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fw={800} c="brand.7" style={{ whiteSpace: 'nowrap' }}>
                {amountOf(r)}
              </Text>
              <TdsLine record={r} />
              <GstHeldLine record={r} />
            </Stack>
          </Group>
          <Group justify="space-between" align="center" mt="xs" gap="xs">
            <Text fz="xs" c="dimmed">
              Updated On {formatDate(r.updatedOn, DateFormat.payout)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <InfoIcon record={r} />
              <Decision record={r} {...actions} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
