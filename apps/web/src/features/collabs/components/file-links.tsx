import { Button, Group } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadAttachment } from '@/lib/attachments';
import { notifyError } from '@/lib/notify';

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toUpperCase() ?? 'FILE';

/** A collab's files are private: each button asks the server for a short-lived download link. */
export function FileLinks({ names, label }: { names: readonly string[]; label: string }) {
  const download = useMutation({
    mutationFn: (name: string) => downloadAttachment(name),
    onError: (error) => notifyError(error),
  });
  return (
    <Group gap="xs">
      {names.map((name, i) => (
        <Button
          key={name}
          onClick={() => download.mutate(name)}
          loading={download.isPending && download.variables === name}
          size="compact-sm"
          variant="light"
          leftSection={<IconPaperclip size={14} />}
        >
          {`${label} ${i + 1} (${extensionOf(name)})`}
        </Button>
      ))}
    </Group>
  );
}
