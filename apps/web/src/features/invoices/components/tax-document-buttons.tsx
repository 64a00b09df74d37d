import { Group } from '@mantine/core';
import { TAX_DOCUMENT_TITLES } from '@collably/shared/domain/gst-invoice';
import type { TTaxDocumentRef } from '@collably/shared/schemas/invoices';
import { DownloadButton } from '@/components/download-button';
import { downloadInvoice } from '../api/invoices';

/**
 * An order's tax documents as PDF downloads, on its card (brand and super admin), oldest first: the receipt
 * voucher of the payment, then the tax invoice at completion or the refund voucher of a refund (issue 37),
 * each named by its kind.
 */
export function TaxDocumentButtons({ documents }: { documents: TTaxDocumentRef[] }) {
  return (
    <Group gap="xs" mt={-4} aria-label="Tax documents">
      {documents.map((d) => {
        const title = TAX_DOCUMENT_TITLES[d.kind];
        return (
          <DownloadButton
            key={d.id}
            variant="subtle"
            size="compact-xs"
            download={() => downloadInvoice(d)}
            label={`Download ${title.toLowerCase()} ${d.number}`}
          >
            {title}
          </DownloadButton>
        );
      })}
    </Group>
  );
}
