import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Code,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChecks, IconPlayerPlay, IconScale } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees } from '@collably/shared/domain/pricing';
import { RESOLVE_NOTE_MAX } from '@collably/shared/constants/limits';
import {
  MismatchStatus,
  ZResolveMismatchRequest,
  type TMismatchStatus,
  type TReconciliationField,
  type TReconciliationItem,
  type TReconciliationMismatch,
  type TReconciliationProvider,
  type TReconciliationRun,
  type TResolveMismatchRequest,
} from '@collably/shared/schemas/reconciliation';
import { DownloadButton } from '@/components/download-button';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { DateFormat, formatDate } from '@/lib/dates';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { downloadReconciliationDay } from '../api/download-reconciliation-day';
import { useReconciliation } from '../api/get-reconciliation';
import { useResolveMismatch } from '../api/resolve-mismatch';
import { useRunReconciliation } from '../api/run-reconciliation';

const PROVIDER_LABEL: Record<TReconciliationProvider, string> = {
  razorpay: 'Razorpay',
  razorpayx: 'RazorpayX',
};

const ITEM_LABEL: Record<TReconciliationItem, string> = {
  payment: 'Payment',
  refund: 'Refund',
  settlement: 'Settlement',
  payout: 'Payout',
};

const FIELD_LABEL: Record<TReconciliationField, string> = {
  captured: 'Captured',
  refunded: 'Refunded',
  'paid out': 'Paid out',
  fee: 'Fee',
  tax: 'Tax',
  settled: 'Settled',
};

/**
 * An IST calendar day ('2026-11-28') as '28 Nov 2026'. Built from its parts in local time: `new Date(day)`
 * is UTC midnight, which a browser west of Greenwich would show as the day before.
 */
const dayText = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year, month - 1, date), DateFormat.day) || day;
};

/** providerPaise − ledgerPaise, signed both ways: '+₹5.00' is money the provider has and the ledger lacks. */
const differenceText = (paise: number): string => `${paise > 0 ? '+' : ''}${formatRupees(paise)}`;

const itemName = (m: TReconciliationMismatch) => `${ITEM_LABEL[m.itemType]} ${m.itemId}`;

/**
 * The super admin's reconciliation (issue 34): the daily comparison of what Razorpay and RazorpayX did with
 * what the ledger booked. The last run and 'Run now', the open and resolved mismatches (a table on a wide
 * screen, cards on a phone), resolving one with a note, and each day's report as CSV.
 */
export function ReconciliationPanel() {
  const [status, setStatus] = useState<TMismatchStatus>(MismatchStatus.Open);
  const [page, setPage] = useState(0);
  const [resolving, setResolving] = useState<TReconciliationMismatch | null>(null);
  const reconciliation = useReconciliation({ status, page });
  const run = useRunReconciliation();
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });

  // Resolving the last row of the last page leaves that page empty: step back to the new last page.
  const totalPages = reconciliation.data?.totalPages;
  if (totalPages !== undefined && !reconciliation.isPlaceholderData && page > 0 && page >= totalPages) {
    setPage(Math.max(0, totalPages - 1));
  }

  if (reconciliation.isPending) return <PageLoader label="Loading the reconciliation" />;
  if (reconciliation.isError) {
    return <LoadError title="Could not load the reconciliation" error={reconciliation.error} />;
  }

  const { data } = reconciliation;
  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: ({ data: result, message }) => {
        if (result.error) notifyWarning(result.error, 'The reconciliation stopped');
        else notifySuccess(message);
      },
      onError: (error) => notifyError(error),
    });

  const isOpen = status === MismatchStatus.Open;
  const rows = data.mismatches;
  const listProps: ListProps = {
    mismatches: rows,
    isOpen,
    isLoadingNext: reconciliation.isPlaceholderData,
    onResolve: setResolving,
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Every day Collably compares each payment, refund, settlement and payout at Razorpay and RazorpayX with
        what its ledger booked. Each difference stays open until someone finds out why and resolves it with a
        note; resolving moves no money.
      </Text>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LastRun run={data.lastRun} isRunning={run.isPending} onRun={runNow} />
        <DayReports days={data.days} />
      </SimpleGrid>

      <Group gap="sm" align="center">
        <SegmentedControl
          aria-label="Mismatches"
          value={status}
          onChange={(value) => {
            setStatus(value === MismatchStatus.Resolved ? MismatchStatus.Resolved : MismatchStatus.Open);
            setPage(0);
          }}
          data={[
            { value: MismatchStatus.Open, label: `Open (${data.openCount})` },
            { value: MismatchStatus.Resolved, label: 'Resolved' },
          ]}
        />
        {reconciliation.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
      </Group>

      {rows.length === 0 ? (
        isOpen ? (
          <EmptyState icon={IconChecks} color="green" title="No open mismatches">
            {/* Agreement is claimed only after a run that compared; a failed or missing run proved nothing. */}
            {data.lastRun && !data.lastRun.error
              ? 'Razorpay, RazorpayX and the ledger agree.'
              : 'No run has compared them yet.'}
          </EmptyState>
        ) : (
          <EmptyState icon={IconScale} title="No resolved mismatches yet" />
        )
      ) : isWide ? (
        <MismatchTable {...listProps} />
      ) : (
        <MismatchCards {...listProps} />
      )}

      {data.totalPages > 1 ? (
        <Center>
          <Pagination
            total={data.totalPages}
            value={page + 1}
            onChange={(p) => setPage(p - 1)}
            size="sm"
            siblings={isWide ? 1 : 0}
          />
        </Center>
      ) : null}

      <Modal opened={resolving !== null} onClose={() => setResolving(null)} title="Resolve mismatch">
        {resolving ? (
          <ResolveForm key={resolving.id} mismatch={resolving} onDone={() => setResolving(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}

/** The latest run: when, which days, how much it compared and found, and why it stopped if it failed. */
function LastRun({
  run,
  isRunning,
  onRun,
}: {
  run: TReconciliationRun | null;
  isRunning: boolean;
  onRun: () => void;
}) {
  const isUnfinished = run !== null && run.finishedOn === null && run.error === null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="reconciliation-last-run">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="reconciliation-last-run">
            Last run
          </Title>
          <Button
            size="xs"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            loading={isRunning}
            onClick={onRun}
          >
            Run now
          </Button>
        </Group>
        {run ? (
          <>
            <Group gap="xs">
              <Text fz="sm">{formatDate(run.finishedOn ?? run.startedOn, DateFormat.dayTime)}</Text>
              {isUnfinished ? (
                <Badge variant="light" color="blue">
                  Running
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm">
              Days covered:{' '}
              {run.fromDay === run.toDay
                ? dayText(run.fromDay)
                : `${dayText(run.fromDay)} to ${dayText(run.toDay)}`}
            </Text>
            <Text fz="sm">
              {run.itemsCompared} {run.itemsCompared === 1 ? 'item' : 'items'} compared, {run.mismatchesFound}{' '}
              {run.mismatchesFound === 1 ? 'mismatch' : 'mismatches'} found
            </Text>
            {run.error ? (
              <Alert color="red" variant="light" title="The run stopped">
                {run.error}
              </Alert>
            ) : null}
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            No reconciliation has run yet. It runs every day, or now with Run now.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A day's report as CSV: the days the server has one for, newest first. */
function DayReports({ days }: { days: string[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  // A new run may add a day: a choice no longer listed falls back to the newest.
  const day = chosen !== null && days.includes(chosen) ? chosen : (days[0] ?? null);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="reconciliation-reports">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="reconciliation-reports">
          Daily reports
        </Title>
        {day === null ? (
          <Text fz="sm" c="dimmed">
            No day has a report yet.
          </Text>
        ) : (
          <Group align="end" wrap="wrap" gap="sm">
            <Select
              label="Day (India time)"
              data={days.map((d) => ({ value: d, label: dayText(d) }))}
              value={day}
              onChange={(value) => value && setChosen(value)}
              allowDeselect={false}
              w={{ base: '100%', sm: 200 }}
            />
            <DownloadButton
              download={() => downloadReconciliationDay(day)}
              w={{ base: '100%', sm: 'auto' }}
              label={`Download CSV of the reconciliation of ${dayText(day)}`}
            >
              Download CSV
            </DownloadButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

type ListProps = {
  mismatches: TReconciliationMismatch[];
  /** The open list: a Resolve button; the resolved list: the note, who and when. */
  isOpen: boolean;
  /** The rows are the previous list's, kept while the next loads: they are not acted on. */
  isLoadingNext: boolean;
  onResolve: (mismatch: TReconciliationMismatch) => void;
};

function ItemId({ mismatch }: { mismatch: TReconciliationMismatch }) {
  return <Code style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}>{mismatch.itemId}</Code>;
}

function ResolveButton({
  mismatch,
  isLoadingNext,
  onResolve,
}: Pick<ListProps, 'isLoadingNext' | 'onResolve'> & { mismatch: TReconciliationMismatch }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      disabled={isLoadingNext}
      onClick={() => onResolve(mismatch)}
      aria-label={`Resolve ${itemName(mismatch)}`}
    >
      Resolve
    </Button>
  );
}

/** How a resolved mismatch was closed: the note, who and when (no one: a later run found them agreeing). */
function Resolution({ mismatch }: { mismatch: TReconciliationMismatch }) {
  const when = formatDate(mismatch.resolvedOn, DateFormat.dayTime);
  return (
    <Stack gap={2}>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {mismatch.resolvedNote}
      </Text>
      <Text fz="xs" c="dimmed">
        {mismatch.resolvedByName ? `By ${mismatch.resolvedByName}` : 'By the reconciliation'}
        {when ? `, ${when}` : ''}
      </Text>
    </Stack>
  );
}

/** The wide screen (≥ 62em): one row per mismatch. */
function MismatchTable({ mismatches, isOpen, isLoadingNext, onResolve }: ListProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" striped miw={1000}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>Provider</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th ta="right">Provider amount</Table.Th>
            <Table.Th ta="right">Ledger amount</Table.Th>
            <Table.Th ta="right">Difference</Table.Th>
            <Table.Th>Action</Table.Th>
            {isOpen ? (
              <Table.Th>
                <VisuallyHidden>Resolve</VisuallyHidden>
              </Table.Th>
            ) : (
              <Table.Th>Resolution</Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mismatches.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(m.day)}</Table.Td>
              <Table.Td>{PROVIDER_LABEL[m.provider]}</Table.Td>
              <Table.Td maw={220}>
                <Text fz="sm">{ITEM_LABEL[m.itemType]}</Text>
                <ItemId mismatch={m} />
              </Table.Td>
              <Table.Td>{FIELD_LABEL[m.field]}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(m.providerPaise)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(m.ledgerPaise)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {differenceText(m.differencePaise)}
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{m.action}</Text>
              </Table.Td>
              <Table.Td miw={isOpen ? undefined : 220}>
                {isOpen ? (
                  <ResolveButton mismatch={m} isLoadingNext={isLoadingNext} onResolve={onResolve} />
                ) : (
                  <Resolution mismatch={m} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** A phone: one card per mismatch with the same fields, never a clipped table. */
function MismatchCards({ mismatches, isOpen, isLoadingNext, onResolve }: ListProps) {
  return (
    <Stack gap="sm">
      {mismatches.map((m) => (
        <Paper key={m.id} withBorder radius="lg" p="md" component="article" aria-label={itemName(m)}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600}>
                {PROVIDER_LABEL[m.provider]} · {ITEM_LABEL[m.itemType]}
              </Text>
              <ItemId mismatch={m} />
            </Stack>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {dayText(m.day)}
            </Text>
          </Group>
          <SimpleGrid cols={3} spacing="xs" mt="sm">
            <Amount
              label={`Provider (${FIELD_LABEL[m.field].toLowerCase()})`}
              text={formatRupees(m.providerPaise)}
            />
            <Amount label="Ledger" text={formatRupees(m.ledgerPaise)} />
            <Amount label="Difference" text={differenceText(m.differencePaise)} isStrong />
          </SimpleGrid>
          <Text fz="sm" mt="sm">
            {m.action}
          </Text>
          {isOpen ? (
            <Group mt="sm">
              <ResolveButton mismatch={m} isLoadingNext={isLoadingNext} onResolve={onResolve} />
            </Group>
          ) : (
            <Paper bg="gray.0" radius="md" p="sm" mt="sm">
              <Resolution mismatch={m} />
            </Paper>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function Amount({ label, text, isStrong = false }: { label: string; text: string; isStrong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={isStrong ? 600 : undefined}>
        {text}
      </Text>
    </Stack>
  );
}

/** The note that closes a mismatch: required, at most RESOLVE_NOTE_MAX characters; a refusal is notified. */
function ResolveForm({ mismatch, onDone }: { mismatch: TReconciliationMismatch; onDone: () => void }) {
  const resolve = useResolveMismatch();
  const form = useForm<TResolveMismatchRequest>({
    resolver: zodResolver(ZResolveMismatchRequest),
    defaultValues: { note: '' },
  });
  const note = form.watch('note');
  const submit = form.handleSubmit(({ note: text }) =>
    resolve.mutate(
      { id: mismatch.id, note: text },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
        onError: (error) => notifyError(error),
      },
    ),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text fz="sm">
          {PROVIDER_LABEL[mismatch.provider]} {itemName(mismatch)},{' '}
          {FIELD_LABEL[mismatch.field].toLowerCase()}: the provider says{' '}
          {formatRupees(mismatch.providerPaise)}, the ledger {formatRupees(mismatch.ledgerPaise)} (
          {differenceText(mismatch.differencePaise)}). Resolving moves no money.
        </Text>
        <Textarea
          label="What was found and done"
          withAsterisk
          autosize
          minRows={3}
          maxLength={RESOLVE_NOTE_MAX}
          description={`${note.length}/${RESOLVE_NOTE_MAX}`}
          error={form.formState.errors.note?.message}
          data-autofocus
          {...form.register('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={resolve.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={resolve.isPending}>
            Resolve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
