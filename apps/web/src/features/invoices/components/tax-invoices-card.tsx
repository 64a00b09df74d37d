import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TInvoiceSummary } from '@collably/shared/schemas/invoices';
import { DownloadButton } from '@/components/download-button';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { downloadInvoice, useInvoices } from '../api/invoices';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * 'Tax invoices' (issue 16): one per paid order, made out to the brand's billing details, each a PDF to
 * download.
 */
export function TaxInvoicesCard() {
  const invoices = useInvoices();
  return (
    <SectionCard
      id="invoices"
      icon={IconReceipt}
      title="Tax invoices"
      description="A GST tax invoice for every paid order, made out to the billing details on your brand profile, and a credit note for every refund."
    >
      {invoices.isPending ? (
        <SectionLoader label="Loading tax invoices" />
      ) : invoices.isError ? (
        <LoadError title="Could not load your tax invoices" error={invoices.error} />
      ) : invoices.data.length === 0 ? (
        <Text fz="sm">No invoices yet: your first one comes with your first paid order.</Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} aria-label="Tax invoices" style={{ listStyle: 'none' }}>
          {invoices.data.map((invoice, i) => (
            <li key={invoice.id}>
              {i > 0 ? <Divider my="xs" /> : null}
              <InvoiceRow invoice={invoice} />
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function InvoiceRow({ invoice }: { invoice: TInvoiceSummary }) {
  const isCreditNote = invoice.kind === 'credit-note';
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <div>
        <Group gap="xs">
          <Text fw={600}>{invoice.number}</Text>
          {isCreditNote ? (
            <Badge color="teal" variant="light" size="sm">
              Credit note
            </Badge>
          ) : null}
        </Group>
        <Text fz="sm" c="dimmed">
          {day.format(new Date(invoice.issuedOn))} · Order {invoice.transactionId} ·{' '}
          {formatRupees(rupeesToPaise(isCreditNote ? -invoice.total : invoice.total))}
        </Text>
      </div>
      <DownloadButton
        variant="light"
        size="xs"
        download={() => downloadInvoice(invoice)}
        label={`Download ${isCreditNote ? 'credit note' : 'invoice'} ${invoice.number}`}
      >
        PDF
      </DownloadButton>
    </Group>
  );
}
