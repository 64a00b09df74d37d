import { Badge, Button, Divider, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { indiaDateOf, TAX_DOCUMENT_TITLES } from '@collably/shared/domain/gst-invoice';
import { formatRupees } from '@collably/shared/domain/pricing';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import { TaxDocumentMessages as M } from '@collably/shared/messages/tax-documents';
import {
  ZAnnualReturnRequest,
  type TAnnualReturnRequest,
  type TCreditNoteDeadlines,
} from '@collably/shared/schemas/invoices';
import { DownloadButton } from '@/components/download-button';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadInvoice } from '../api/invoices';
import { useCreditNoteDeadlines } from '../api/get-credit-note-deadlines';
import { useRecordAnnualReturn } from '../api/record-annual-return';

type TYear = TCreditNoteDeadlines['years'][number];
type TUnadjusted = TCreditNoteDeadlines['unadjusted'][number];

const dayFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;
/** An India calendar day ('2027-11-30') as '30 Nov 2027', the same in every browser's time zone. */
const calendarDay = new Intl.DateTimeFormat('en-IN', { ...dayFormat, timeZone: 'UTC' });
const dayText = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));
/** An instant as its day in India. */
const issuedDay = new Intl.DateTimeFormat('en-IN', { ...dayFormat, timeZone: 'Asia/Kolkata' });

/** A year ('2026-27') or a day kept on one line on a phone. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A financial year's annual return can be filed once it has ended (1 April after it, India time). */
const hasEnded = (year: TYear, today: string) => `${year.financialYear + 1}-04-01` <= today;

/** The server's refusals of the form, each shown at the field it is about. */
const FIELD_OF: Partial<Record<string, keyof TAnnualReturnRequest>> = {
  [InvoiceMessages.annualReturnYearInvalid]: 'financialYear',
  [InvoiceMessages.annualReturnDateInvalid]: 'filedOn',
  [InvoiceMessages.annualReturnBeforeYearEnd]: 'filedOn',
  [InvoiceMessages.annualReturnInFuture]: 'filedOn',
};

/**
 * 'Credit-note deadlines' (super admin, issue 37): each financial year's last day for a credit note to reduce
 * its invoice's GST (CGST Act s. 34(2)), recording the day a year's annual return was filed (which can bring
 * it forward), and the credit notes issued past it: refunded, but their GST stays payable.
 */
export function CreditNoteDeadlinesCard() {
  const deadlines = useCreditNoteDeadlines();
  return (
    <SectionCard
      id="credit-note-deadlines"
      icon={IconCalendarDue}
      title={M.deadlinesTitle}
      description={M.deadlinesDescription}
    >
      {deadlines.isPending ? (
        <SectionLoader label="Loading the credit-note deadlines" />
      ) : deadlines.isError ? (
        <LoadError title={M.deadlinesLoadError} error={deadlines.error} />
      ) : (
        <Deadlines deadlines={deadlines.data} />
      )}
    </SectionCard>
  );
}

function Deadlines({ deadlines }: { deadlines: TCreditNoteDeadlines }) {
  const today = indiaDateOf(new Date());
  const ended = deadlines.years.filter((y) => hasEnded(y, today));
  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={300}>
        <Table
          horizontalSpacing="xs"
          striped
          withTableBorder
          fz="sm"
          aria-label="Credit-note deadline by financial year"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Year</Table.Th>
              <Table.Th scope="col">Deadline</Table.Th>
              <Table.Th scope="col">Annual return</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deadlines.years.map((year) => (
              <Table.Tr key={year.financialYear}>
                <Table.Th scope="row" style={NO_WRAP}>
                  {year.label}
                </Table.Th>
                <Table.Td>
                  <span style={NO_WRAP}>{dayText(year.deadline)}</span>
                  {year.deadline < today ? (
                    <Text span fz="xs" c="dimmed">
                      {' '}
                      (passed)
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td c={year.annualReturnFiledOn ? undefined : 'dimmed'} style={NO_WRAP}>
                  {year.annualReturnFiledOn ? dayText(year.annualReturnFiledOn) : M.annualReturnNotFiled}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap="xs">
        <Title order={3} fz="md">
          {M.annualReturnFormTitle}
        </Title>
        {ended.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {M.annualReturnNoYearEnded}
          </Text>
        ) : (
          <AnnualReturnForm years={ended} today={today} />
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} fz="md">
          {M.unadjustedTitle}
        </Title>
        {deadlines.unadjusted.length === 0 ? (
          <Text fz="sm">{M.unadjustedEmpty}</Text>
        ) : (
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            aria-label={M.unadjustedTitle}
            style={{ listStyle: 'none' }}
          >
            {deadlines.unadjusted.map((note, i) => (
              <li key={note.id}>
                {i > 0 ? <Divider my="xs" /> : null}
                <UnadjustedRow note={note} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** Chooses an ended year (the newest without a return first) and the day its return was filed. */
function AnnualReturnForm({ years, today }: { years: TYear[]; today: string }) {
  const record = useRecordAnnualReturn();
  const form = useForm<TAnnualReturnRequest>({
    resolver: zodResolver(ZAnnualReturnRequest),
    defaultValues: {
      financialYear: (years.find((y) => y.annualReturnFiledOn === null) ?? years[0]).financialYear,
      filedOn: '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((request) =>
    record.mutate(request, {
      onSuccess: ({ message }) => {
        notifySuccess(message, { id: 'annual-return' });
        form.reset({ financialYear: request.financialYear, filedOn: '' });
      },
      onError: (error) => {
        const field = error instanceof ApiError && error.status === 400 ? FIELD_OF[error.message] : undefined;
        if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
        else notifyError(error, { id: 'annual-return' });
      },
    }),
  );
  return (
    <form noValidate aria-label={M.annualReturnFormTitle} onSubmit={(e) => void submit(e)}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Controller
          control={form.control}
          name="financialYear"
          render={({ field }) => (
            <Select
              label="Financial year"
              data={years.map((y) => ({ value: String(y.financialYear), label: y.label }))}
              value={field.value === undefined ? null : String(field.value)}
              onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.financialYear?.message}
              allowDeselect={false}
              w={{ base: '100%', xs: 140 }}
            />
          )}
        />
        <TextInput
          type="date"
          label="Annual return filed on"
          max={today}
          error={errors.filedOn?.message}
          w={{ base: '100%', xs: 200 }}
          {...form.register('filedOn')}
        />
        <Button type="submit" loading={record.isPending} mt={{ base: 0, xs: 25 }}>
          Record
        </Button>
      </Group>
    </form>
  );
}

function UnadjustedRow({ note }: { note: TUnadjusted }) {
  const title = TAX_DOCUMENT_TITLES['credit-note'];
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
          <Text fw={600}>{note.number}</Text>
          <Badge color="orange" variant="light" size="sm" title={InvoiceMessages.noGstAdjustment}>
            {M.unadjustedBadge}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {issuedDay.format(new Date(note.issuedOn))} · against {note.againstNumber} · GST{' '}
          {formatRupees(note.gstPaise)} · <span style={NO_WRAP}>{formatRupees(-note.totalPaise)}</span>
        </Text>
      </div>
      <DownloadButton
        variant="light"
        size="xs"
        style={{ flexShrink: 0 }}
        download={() => downloadInvoice(note)}
        label={`Download ${title.toLowerCase()} ${note.number}`}
      >
        Download
      </DownloadButton>
    </Group>
  );
}
