import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TTaxDocumentRef } from '@collably/shared/schemas/invoices';
import { notifyError } from '@/lib/notify';
import { downloadInvoice } from '../api/invoices';

/** An order's tax invoice and credit notes as PDF downloads, on its card (brand and super admin). */
export function TaxDocumentButtons({ documents }: { documents: TTaxDocumentRef[] }) {
  return (
    <Group gap="xs" mt={-4} aria-label="Tax documents">
      {documents.map((d) => (
        <DocumentButton key={d.id} document={d} />
      ))}
    </Group>
  );
}

function DocumentButton({ document }: { document: TTaxDocumentRef }) {
  const [busy, setBusy] = useState(false);
  const isCreditNote = document.kind === 'credit-note';
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(document);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download ${isCreditNote ? 'credit note' : 'invoice'} ${document.number}`}
    >
      {isCreditNote ? 'Credit note' : 'Tax invoice'}
    </Button>
  );
}
