import { ActionIcon, Button, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { CommonMessages } from '@collably/shared/messages/common';
import { notifySuccess } from '@/lib/notify';

/** Copies a link; the spec's toast confirms it ('Link copied to clipboard'). */
export function CopyLinkButton({ url, isLabelled = false }: { url: string; isLabelled?: boolean }) {
  return (
    <CopyButton value={url} timeout={2_000}>
      {({ copied, copy }) => {
        const onClick = () => {
          copy();
          notifySuccess(CommonMessages.linkCopied, { id: 'yt-link-copied' });
        };
        return isLabelled ? (
          <Button
            onClick={onClick}
            variant="light"
            color={copied ? 'teal' : undefined}
            style={{ flexShrink: 0 }}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        ) : (
          <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={onClick}
              aria-label={`Copy ${url}`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        );
      }}
    </CopyButton>
  );
}
