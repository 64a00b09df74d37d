import { Badge, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { isReturnDocument, TAX_DOCUMENT_TITLES } from '@collably/shared/domain/gst-invoice';
import { formatRupees } from '@collably/shared/domain/pricing';
import type { TDefaultedStateReport, TDocumentTotals } from '@collably/shared/schemas/invoices';
import { DownloadButton } from '@/components/download-button';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { downloadInvoice } from '../api/invoices';
import { useDefaultedState } from '../api/defaulted-state';

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * 'Invoices issued without billing details' (super admin, issue 36): before every payment needed the brand's
 * billing details, a brand that had given none was invoiced without an address, in the platform's own state.
 * They stay as issued (docs/tax.md); this is what the CA reviews for the GST returns.
 */
export function DefaultedStateCard() {
  const report = useDefaultedState();
  return (
    <SectionCard
      id="defaulted-state"
      icon={IconFileAlert}
      title="Invoices issued without billing details"
      description="Issued before billing details were required: no buyer's address, the place of supply defaulted to the platform's state. They stay as issued; whether to amend them in the GSTR-1 is for the CA to decide (docs/tax.md)."
    >
      {report.isPending ? (
        <SectionLoader label="Loading invoices issued without billing details" />
      ) : report.isError ? (
        <LoadError title="Could not load these invoices" error={report.error} />
      ) : report.data.years.length === 0 ? (
        <Text fz="sm">None: every invoice and credit note names its buyer and the buyer's state.</Text>
      ) : (
        <Report report={report.data} />
      )}
    </SectionCard>
  );
}

const counted = (totals: TDocumentTotals, one: string, many: string) =>
  `${totals.count} ${totals.count === 1 ? one : many}`;

function Report({ report }: { report: TDefaultedStateReport }) {
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={480}>
        <Table
          horizontalSpacing="xs"
          striped
          withTableBorder
          fz="sm"
          aria-label="Documents issued without billing details, by financial year"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Year</Table.Th>
              <Table.Th scope="col">Documents</Table.Th>
              <Table.Th scope="col" ta="right">
                Taxable
              </Table.Th>
              <Table.Th scope="col" ta="right">
                GST
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.years.flatMap((year) =>
              [
                {
                  key: 'invoices',
                  label: counted(year.invoices, 'invoice', 'invoices'),
                  totals: year.invoices,
                },
                {
                  key: 'credit-notes',
                  label: counted(year.creditNotes, 'credit note', 'credit notes'),
                  totals: year.creditNotes,
                },
              ].map((row) => (
                <Table.Tr key={`${year.financialYear}-${row.key}`}>
                  <Table.Th scope="row" fw={row.key === 'invoices' ? 600 : 400}>
                    {year.label}
                  </Table.Th>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td ta="right">{formatRupees(row.totals.taxablePaise)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(row.totals.gstPaise)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(row.totals.totalPaise)}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack
        component="ul"
        gap={0}
        m={0}
        p={0}
        aria-label="Documents issued without billing details"
        style={{ listStyle: 'none' }}
      >
        {report.documents.map((doc, i) => (
          <li key={doc.id}>
            {i > 0 ? <Divider my="xs" /> : null}
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{doc.number}</Text>
                  {isReturnDocument(doc.kind) ? (
                    <Badge color="teal" variant="light" size="sm">
                      {TAX_DOCUMENT_TITLES[doc.kind]}
                      {doc.againstNumber ? ` of ${doc.againstNumber}` : ''}
                    </Badge>
                  ) : null}
                  <Badge color={doc.hasBillingNow ? 'gray' : 'yellow'} variant="light" size="sm">
                    {doc.hasBillingNow ? 'Billing details given since' : 'No billing details yet'}
                  </Badge>
                </Group>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {day.format(new Date(doc.issuedOn))} · {doc.brandName} (user {doc.brandUserId}) · taxed in{' '}
                  {doc.placeOfSupply} ·{' '}
                  {formatRupees(isReturnDocument(doc.kind) ? -doc.totalPaise : doc.totalPaise)}
                </Text>
              </div>
              <DownloadButton
                variant="light"
                size="xs"
                download={() => downloadInvoice(doc)}
                label={`Download ${TAX_DOCUMENT_TITLES[doc.kind].toLowerCase()} ${doc.number}`}
              >
                Download
              </DownloadButton>
            </Group>
          </li>
        ))}
      </Stack>
      {report.isListComplete ? null : (
        <Text fz="sm" c="dimmed">
          The oldest {report.documents.length} are listed; the sums above count them all. The monthly export
          below has every one.
        </Text>
      )}
    </Stack>
  );
}
