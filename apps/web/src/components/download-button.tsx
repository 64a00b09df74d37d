import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyError } from '@/lib/notify';

/**
 * A button that fetches a file and hands it to the browser: busy while it runs, and a failure is told in a
 * notification (the refusal's message, or the lost connection).
 */
export function DownloadButton({
  download,
  label,
  children,
  ...props
}: Omit<ButtonProps, 'loading' | 'leftSection'> & {
  download: () => Promise<void>;
  /**
   * The accessible name, when the text alone does not say which file. It starts with the visible text (issue 48:
   * voice users say what they see), e.g. 'Download' and 'Download receipt voucher RV/26-27/000001'.
   */
  label?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      {...props}
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void run()}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
