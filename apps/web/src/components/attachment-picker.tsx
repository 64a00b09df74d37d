import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { NOTICE_MS } from '@collably/shared/constants/limits';
import { FileMessages } from '@collably/shared/messages/files';
import { ATTACHMENT_ACCEPT } from '@collably/shared/schemas/files';
import { splitBySize } from '@/lib/attachments';

type Props = {
  /** Accessible name of the file input, e.g. 'Attachments' or 'Work file'. */
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  isMultiple?: boolean;
  /** Shown for 5 s when a chosen file is over 500 MB (that file is skipped). */
  tooLargeMessage?: string;
  description?: string;
  /** A validation message of the form (e.g. a required file). */
  error?: string;
  disabled?: boolean;
};

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Chooses PDF, MP4 or image files to attach (spec §5): a file over 500 MB is skipped with the spec's
 * message for 5 seconds; the others are listed with a remove button. Uploading is the caller's job.
 */
export function AttachmentPicker({
  label,
  files,
  onChange,
  isMultiple = true,
  tooLargeMessage = FileMessages.attachmentTooLarge,
  description,
  error,
  disabled = false,
}: Props) {
  const [notice, setNotice] = useState<string | null>(null);
  // Emptied after each pick, so choosing the same file again (after removing it) is noticed.
  const resetRef = useRef<() => void>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const choose = (chosen: File[] | File | null) => {
    const list = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen];
    resetRef.current?.();
    if (list.length === 0) return;
    const { accepted, rejectedMessage } = splitBySize(list);
    setNotice(rejectedMessage ? tooLargeMessage : null);
    if (accepted.length > 0) onChange(isMultiple ? [...files, ...accepted] : accepted.slice(0, 1));
  };

  const message = notice ?? error;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={500} fz="sm">
          {label}
        </Text>
        <FileButton
          onChange={choose}
          accept={ATTACHMENT_ACCEPT}
          multiple={isMultiple}
          disabled={disabled}
          resetRef={resetRef}
          inputProps={{ 'aria-label': label }}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconPaperclip size={14} />}
              disabled={disabled}
            >
              {files.length > 0 && !isMultiple ? 'Change file' : isMultiple ? 'Add files' : 'Choose file'}
            </Button>
          )}
        </FileButton>
      </Group>
      {description ? (
        <Text fz="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
      {files.length > 0 ? (
        <Stack gap={4} aria-label={`Chosen ${label.toLowerCase()}`}>
          {files.map((file, index) => (
            <Paper key={`${file.name}-${index}`} withBorder radius="md" px="sm" py={6}>
              <Group gap="xs" wrap="nowrap">
                <IconFile size={16} color="var(--mantine-color-brand-6)" aria-hidden />
                <Text fz="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                  {file.name}
                </Text>
                <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {sizeText(file.size)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {message ? (
        <Text fz="sm" c="red.7" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
