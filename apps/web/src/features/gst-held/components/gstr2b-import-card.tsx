import { useState } from 'react';
import { Badge, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TGstr2bImport } from '@collably/shared/schemas/gst-held';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGstHeldAdmin, useImportGstr2b } from '../api/gst-held';

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));
const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const REASONS: Record<TGstr2bImport['unmatchedRows'][number]['reason'], string> = {
  'no-held-gst': 'no GST held for it',
  'tax-differs': 'tax differs from the invoice',
  'itc-unavailable': 'ITC not available',
};

/**
 * 'GSTR-2B' (super admin, issue 37): registered influencers' GST is held until their invoice is in Collably's
 * GSTR-2B. The super admin uploads the month's JSON from the GST portal (or the GSP pulls it); each matching
 * invoice releases its GST to the influencer. Lists what is held, by influencer, and the last imports.
 */
export function Gstr2bImportCard() {
  const overview = useGstHeldAdmin();
  const importFile = useImportGstr2b();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TGstr2bImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!file) return;
    setProblem(null);
    try {
      const answer = await importFile.mutateAsync(file);
      setReport(answer.data);
      setFile(null);
      notifySuccess(answer.message);
    } catch (error) {
      // What is wrong with the file stays beside it (the server names the field), not only in a toast.
      setProblem(error instanceof Error ? error.message : String(error));
      notifyError(error);
    }
  };

  return (
    <SectionCard
      id="gstr2b-import"
      icon={IconFileImport}
      title="GSTR-2B"
      description="Registered influencers' GST is held until their invoice appears in Collably's GSTR-2B (CGST Act s. 16(2)(aa)). Upload the month's GSTR-2B JSON from the GST portal: each invoice from an influencer's GSTIN with the held invoice's number and tax releases that GST to their balance, once."
    >
      <Group align="flex-end" gap="sm">
        <FileInput
          label="GSTR-2B JSON file"
          placeholder="Choose the file"
          accept="application/json,.json"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setProblem(null);
          }}
          error={problem}
          clearable
          style={{ flex: '1 1 240px' }}
        />
        <Button onClick={() => void submit()} disabled={!file} loading={importFile.isPending}>
          Import
        </Button>
      </Group>
      {report ? <ImportReport report={report} /> : null}
      {overview.isPending ? (
        <SectionLoader label="Loading GST held" />
      ) : overview.isError ? (
        <LoadError title="Could not load the GST held" error={overview.error} />
      ) : (
        <>
          <Text fz="sm" c="dimmed">
            {overview.data.gspConfigured
              ? 'The GST service provider is configured: last month’s GSTR-2B is pulled daily.'
              : 'No GST service provider is configured (GSP_URL): upload the file each month.'}
          </Text>
          <Text fw={700}>Held now: {rupees(overview.data.held)}</Text>
          {overview.data.influencers.length === 0 ? (
            <Text fz="sm">No GST is held.</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped withTableBorder fz="sm" aria-label="GST held by influencer">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Influencer</Table.Th>
                    <Table.Th>GSTIN</Table.Th>
                    <Table.Th>Orders</Table.Th>
                    <Table.Th>Held</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {overview.data.influencers.map((i) => (
                    <Table.Tr key={i.userId}>
                      <Table.Td>{i.name}</Table.Td>
                      <Table.Td>{i.gstin}</Table.Td>
                      <Table.Td>{i.orders}</Table.Td>
                      <Table.Td>{rupees(i.held)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text fw={700}>Last imports</Text>
          {overview.data.imports.length === 0 ? (
            <Text fz="sm">None yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped withTableBorder fz="sm" aria-label="Last GSTR-2B imports">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Imported</Table.Th>
                    <Table.Th>Month</Table.Th>
                    <Table.Th>Rows</Table.Th>
                    <Table.Th>Released</Table.Th>
                    <Table.Th>Already</Table.Th>
                    <Table.Th>Unmatched</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {overview.data.imports.map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td>
                        {when.format(new Date(i.importedOn))}{' '}
                        <Badge size="xs" variant="light">
                          {i.source === 'gsp' ? 'GSP' : (i.importedBy ?? 'upload')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{i.period ?? '—'}</Table.Td>
                      <Table.Td>{i.rows}</Table.Td>
                      <Table.Td>
                        {i.matched} ({rupees(i.released)})
                      </Table.Td>
                      <Table.Td>{i.alreadyReleased}</Table.Td>
                      <Table.Td>{i.unmatched}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </SectionCard>
  );
}

function ImportReport({ report }: { report: TGstr2bImport }) {
  return (
    <Stack gap={4} role="status" aria-label="Import report">
      <Text fz="sm">
        {report.period ? `GSTR-2B ${report.period}: ` : ''}
        {report.rows} rows · {report.matched} released ({rupees(report.released)}) · {report.alreadyReleased}{' '}
        already released · {report.unmatched} unmatched
      </Text>
      {report.unmatchedRows.length > 0 ? (
        <Stack component="ul" gap={0} m={0} pl="md" aria-label="Unmatched rows">
          {report.unmatchedRows.map((r, i) => (
            <Text component="li" fz="xs" key={`${r.gstin}-${r.invoiceNumber}-${i}`}>
              {r.gstin} · {r.invoiceNumber} · {r.date} · tax {rupees(r.tax)}: {REASONS[r.reason]}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
