import { Group } from '@mantine/core';
import type { TTaxDocumentRef } from '@collably/shared/schemas/invoices';
import { DownloadButton } from '@/components/download-button';
import { downloadInvoice } from '../api/invoices';

/** An order's tax invoice and credit notes as PDF downloads, on its card (brand and super admin). */
export function TaxDocumentButtons({ documents }: { documents: TTaxDocumentRef[] }) {
  return (
    <Group gap="xs" mt={-4} aria-label="Tax documents">
      {documents.map((d) => {
        const isCreditNote = d.kind === 'credit-note';
        return (
          <DownloadButton
            key={d.id}
            variant="subtle"
            size="compact-xs"
            download={() => downloadInvoice(d)}
            label={`Download ${isCreditNote ? 'credit note' : 'invoice'} ${d.number}`}
          >
            {isCreditNote ? 'Credit note' : 'Tax invoice'}
          </DownloadButton>
        );
      })}
    </Group>
  );
}
