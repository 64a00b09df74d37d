import { Anchor, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { ChatMessages } from '@collably/shared/messages/chat';
import { downloadAttachment } from '@/lib/attachments';
import { DateFormat, formatDate } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { linkParts, type ShownMessage } from '../lib/message-list';

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Plain text with its http(s) links clickable; React escapes the rest, so nothing written runs. */
export function MessageText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

export function MessageBubble({
  message,
  isMine,
  onRetry,
}: {
  message: ShownMessage;
  isMine: boolean;
  onRetry: (message: ShownMessage) => void;
}) {
  return (
    <Stack gap={2} align={isMine ? 'flex-end' : 'flex-start'} data-testid="chat-message">
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="80%"
        bg={isMine ? 'brand.0' : 'gray.1'}
        style={{ opacity: message.sendState === 'sending' ? 0.6 : 1 }}
      >
        {message.message ? <MessageText text={message.message} /> : null}
        {message.files.map((file) => (
          <UnstyledButton
            key={file.fileName}
            onClick={() => downloadAttachment(file.fileName).catch((e: unknown) => notifyError(e))}
            aria-label={`Download ${file.name}`}
            mt={4}
          >
            <Group gap={6} wrap="nowrap">
              <IconFile size={20} />
              <Stack gap={0}>
                <Text size="sm" fw={500} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {sizeText(file.bytes)}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        ))}
      </Paper>
      {message.sendState === 'failed' ? (
        <Group gap={6}>
          <Text size="xs" c="red">
            {ChatMessages.sendFailed}: {message.error}
          </Text>
          <Button size="compact-xs" variant="light" color="red" onClick={() => onRetry(message)}>
            {ChatMessages.retry}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {message.sendState === 'sending' ? 'Sending…' : formatDate(message.createdOn, DateFormat.chat)}
        </Text>
      )}
    </Stack>
  );
}
