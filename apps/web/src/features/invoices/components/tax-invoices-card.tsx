import { Badge, Button, Divider, Group, Stack, Text, type MantineColor } from '@mantine/core';
import { IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import {
  isReturnDocument,
  TAX_DOCUMENT_TITLES,
  type TBrandDocumentKind,
} from '@collably/shared/domain/gst-invoice';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { TaxDocumentMessages as M } from '@collably/shared/messages/tax-documents';
import type { TInvoiceSummary } from '@collably/shared/schemas/invoices';
import { DownloadButton } from '@/components/download-button';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConfirmReversal } from '../api/confirm-reversal';
import { downloadInvoice, useInvoices } from '../api/invoices';

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const KIND_COLOR: Record<TBrandDocumentKind, MantineColor> = {
  'receipt-voucher': 'blue',
  invoice: 'gray',
  'refund-voucher': 'teal',
  'credit-note': 'teal',
};

/**
 * The brand's tax documents on /wallet (issues 16, 37), newest first, each a PDF to download: the receipt
 * voucher of each payment, the tax invoice when the order completes, a refund voucher when an advance goes
 * back, and a credit note for a refund of an order invoiced at payment. A credit note to a buyer registered for
 * GST asks it to confirm the reversal of its input tax credit.
 */
export function TaxInvoicesCard() {
  const invoices = useInvoices();
  return (
    <SectionCard
      id="invoices"
      icon={IconReceipt}
      title={M.brandCardTitle}
      description={M.brandCardDescription}
    >
      {invoices.isPending ? (
        <SectionLoader label="Loading tax documents" />
      ) : invoices.isError ? (
        <LoadError title={M.brandCardLoadError} error={invoices.error} />
      ) : invoices.data.length === 0 ? (
        <Text fz="sm">{M.brandCardEmpty}</Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} aria-label={M.brandCardTitle} style={{ listStyle: 'none' }}>
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
  const title = TAX_DOCUMENT_TITLES[invoice.kind];
  const total = rupeesToPaise(invoice.total);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
            <Text fw={600}>{invoice.number}</Text>
            <Badge color={KIND_COLOR[invoice.kind]} variant="light" size="sm">
              {title}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {day.format(new Date(invoice.issuedOn))} · Order {invoice.transactionId} ·{' '}
            <span style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(isReturnDocument(invoice.kind) ? -total : total)}
            </span>
          </Text>
        </div>
        <DownloadButton
          variant="light"
          size="xs"
          style={{ flexShrink: 0 }}
          download={() => downloadInvoice(invoice)}
          label={`Download ${title.toLowerCase()} ${invoice.number}`}
        >
          Download
        </DownloadButton>
      </Group>
      {invoice.reversal === 'awaiting' ? (
        <ReversalRequest invoice={invoice} />
      ) : invoice.reversal === 'confirmed' ? (
        <Group gap={6} wrap="nowrap" c="teal">
          <IconCircleCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm">{M.reversalDone}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/** A credit note to a GST-registered brand: what it must do, and the button that says it has. */
function ReversalRequest({ invoice }: { invoice: TInvoiceSummary }) {
  const confirm = useConfirmReversal();
  return (
    <Stack gap={6} align="flex-start">
      <Text fz="sm">{M.reversalAwaiting}</Text>
      <Button
        variant="light"
        size="xs"
        loading={confirm.isPending}
        aria-label={`${M.reversalButton} (${invoice.number})`}
        onClick={() =>
          confirm.mutate(invoice.id, {
            onSuccess: ({ message }) => notifySuccess(message),
            onError: (error) => notifyError(error),
          })
        }
      >
        {M.reversalButton}
      </Button>
    </Stack>
  );
}
