import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChatEvent } from '@collably/shared/constants/chat';
import { Role } from '@collably/shared/constants/roles';
import { ChatMessages as M } from '@collably/shared/messages/chat';
import type { TChatMessage, TChatUser } from '@collably/shared/schemas/chat';
import { AttachmentPicker } from '@/components/attachment-picker';
import { fileUrl } from '@/lib/api-client';
import { uploadAttachments } from '@/lib/attachments';
import { errorMessage } from '@/lib/errors';
import { useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { useBlockChatUser } from '../api/block-chat-user';
import { useActiveOrders } from '../api/get-active-orders';
import { getChatHistory } from '../api/get-chat-history';
import { useMarkChatRead } from '../api/mark-chat-read';
import { sendMessage } from '../api/send-message';
import { lastStoredId, mergeMessages, type ShownMessage } from '../lib/message-list';
import { MessageBubble } from './message-bubble';

type Props = {
  partner: TChatUser & { canMessage?: boolean; reason?: string | null };
  onBack: () => void;
  /** What another feature shows of this conversation above its messages (the offers feature's cards). */
  extra?: ComponentType<{ partner: TChatUser }>;
};

/** The conversation with one partner: history (older on scroll up), live messages, the composer. */
export function ChatPane({ partner, onBack, extra: Extra }: Props) {
  const session = useSession();
  const myId = session?.userId ?? 0;
  const partnerId = partner.userID;
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const viewport = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  /** Scroll events count only once the first page is shown at its newest message. */
  const isReady = useRef(false);
  const markRead = useMarkChatRead();
  const { mutate: markReadNow } = markRead;

  const merge = useCallback(
    (incoming: readonly TChatMessage[]) => setMessages((list) => mergeMessages(list, incoming)),
    [],
  );

  useEffect(() => {
    let isCurrent = true;
    setMessages([]);
    setIsLoading(true);
    setLoadError(null);
    stickToBottom.current = true;
    isReady.current = false;
    getChatHistory(partnerId)
      .then((page) => {
        if (!isCurrent) return;
        setMessages(mergeMessages([], page.messages));
        setHasOlder(page.hasOlder);
        markReadNow(partnerId);
      })
      .catch((error: unknown) => isCurrent && setLoadError(errorMessage(error)))
      .finally(() => isCurrent && setIsLoading(false));
    return () => {
      isCurrent = false;
    };
  }, [partnerId, markReadNow]);

  useLayoutEffect(() => {
    const el = viewport.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
    if (messages.length > 0) isReady.current = true;
  }, [messages]);
  // Once the first page is laid out (pictures, fonts), to the newest again: spec §2, 'after about 1 second'.
  useEffect(() => {
    if (isLoading) return;
    const timer = window.setTimeout(() => {
      const el = viewport.current;
      if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
    }, 1_000);
    return () => window.clearTimeout(timer);
  }, [isLoading]);

  const onReceive = useCallback(
    (message: TChatMessage) => {
      const isThisConversation =
        (message.fromUserId === partnerId && message.toUserId === myId) ||
        (message.fromUserId === myId && message.toUserId === partnerId);
      if (!isThisConversation) return;
      stickToBottom.current = true;
      merge([message]);
      if (message.fromUserId === partnerId && document.visibilityState === 'visible') markReadNow(partnerId);
    },
    [partnerId, myId, merge, markReadNow],
  );
  useRealtimeEvent(ChatEvent.ReceiveMessage, onReceive);

  // After a reconnect: what arrived meanwhile, with no gap and no duplicate (merge drops repeats).
  const catchUp = useCallback(() => {
    setMessages((list) => {
      void getChatHistory(partnerId, { after: lastStoredId(list) })
        .then((page) => merge(page.messages))
        .catch(() => undefined);
      return list;
    });
  }, [partnerId, merge]);
  useOnConnect(catchUp);

  const loadOlder = async () => {
    const el = viewport.current;
    const first = messages.find((m) => m.id > 0);
    if (!el || !first) return;
    const before = el.scrollHeight;
    const page = await getChatHistory(partnerId, { before: first.id });
    stickToBottom.current = false;
    setHasOlder(page.hasOlder);
    merge(page.messages);
    requestAnimationFrame(() => {
      el.scrollTop = el.scrollHeight - before;
    });
  };

  const deliver = async (pending: ShownMessage, files: File[]) => {
    setMessages((list) =>
      mergeMessages(
        list.filter((m) => m.clientId !== pending.clientId),
        [],
      ).concat({ ...pending, sendState: 'sending' }),
    );
    try {
      const names = pending.attachments ? pending.attachments.split(',') : await uploadAttachments(files);
      if (names.length > 0) pending = { ...pending, attachments: names.join(',') };
      merge([await sendMessage(partnerId, pending.message, names, pending.clientId ?? '')]);
    } catch (error) {
      const failed: ShownMessage = { ...pending, sendState: 'failed', error: errorMessage(error) };
      setMessages((list) => list.map((m) => (m.id <= 0 && m.clientId === pending.clientId ? failed : m)));
      retryFiles.current.set(pending.clientId ?? '', files);
    }
  };
  const retryFiles = useRef(new Map<string, File[]>());

  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = () => {
    if (!text.trim() && files.length === 0) {
      setFormError(M.messageRequired);
      return;
    }
    setFormError(null);
    stickToBottom.current = true;
    const clientId = crypto.randomUUID();
    const pending: ShownMessage = {
      id: -Date.now(),
      fromUserId: myId,
      toUserId: partnerId,
      userID: myId,
      name: session?.name ?? '',
      photo: null,
      createdOn: new Date().toISOString(),
      message: text.trim(),
      attachments: '',
      files: files.map((f) => ({ fileName: f.name, name: f.name, bytes: f.size, contentType: f.type })),
      clientId,
      isRead: false,
      sendState: 'sending',
    };
    void deliver(pending, files);
    setText('');
    setFiles([]);
  };
  const retry = (message: ShownMessage) =>
    void deliver(message, retryFiles.current.get(message.clientId ?? '') ?? []);

  const canMessage = partner.canMessage ?? true;
  const profileLink =
    session?.role === Role.Brand && partner.userName ? `/influencer/${partner.userName}` : null;

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <Group gap="sm" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <ActionIcon variant="subtle" hiddenFrom="md" onClick={onBack} aria-label="Back to conversations">
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Avatar alt="" src={fileUrl(partner.profilePic, 'card')} name={partner.name} radius="xl" size="md" />
        {profileLink ? (
          <Anchor component={Link} to={profileLink} fw={600} truncate>
            {partner.name}
          </Anchor>
        ) : (
          <Text fw={600} truncate>
            {partner.name}
          </Text>
        )}
        <BlockToggle partner={partner} />
      </Group>
      <ActiveCollabs partnerId={partnerId} />
      {Extra ? <Extra partner={partner} /> : null}
      <ScrollArea
        viewportRef={viewport}
        style={{ flex: 1 }}
        px="sm"
        onScrollPositionChange={({ y }) => {
          const el = viewport.current;
          if (!isReady.current) return;
          stickToBottom.current = el ? el.scrollHeight - el.clientHeight - y < 40 : true;
          if (y === 0 && hasOlder) void loadOlder();
        }}
      >
        <Stack gap="sm" py="sm">
          {hasOlder ? (
            <Button variant="subtle" size="xs" onClick={() => void loadOlder()}>
              Load older messages
            </Button>
          ) : null}
          {isLoading ? <Loader size="sm" mx="auto" aria-label="Loading messages" /> : null}
          {loadError ? <Alert color="red">{loadError}</Alert> : null}
          {!isLoading && !loadError && messages.length === 0 ? (
            <Text c="dimmed" ta="center" size="sm">
              {M.noMessages}
            </Text>
          ) : null}
          {messages.map((m) => (
            <MessageBubble
              key={m.id > 0 ? m.id : m.clientId}
              message={m}
              isMine={m.fromUserId === myId}
              onRetry={retry}
            />
          ))}
        </Stack>
      </ScrollArea>
      {canMessage ? (
        <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Box style={{ flex: 1 }}>
              <Textarea
                aria-label="Message"
                placeholder="Write a message"
                autosize
                minRows={1}
                maxRows={5}
                value={text}
                error={formError}
                onChange={(e) => setText(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                    e.preventDefault();
                    submit();
                  }
                }}
              />
            </Box>
            <ActionIcon size="lg" onClick={submit} aria-label="Send">
              <IconSend size={18} />
            </ActionIcon>
          </Group>
          <AttachmentPicker label="Attach files" files={files} onChange={setFiles} />
        </Box>
      ) : (
        <Alert color="gray" m="sm">
          {partner.reason ?? M.notAllowed}
        </Alert>
      )}
    </Stack>
  );
}

function ActiveCollabs({ partnerId }: { partnerId: number }) {
  const orders = useActiveOrders(partnerId);
  const list = orders.data ?? [];
  return (
    <Paper px="sm" py={6} radius={0} bg="gray.0" aria-label={M.activeCollabs} component="section">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {M.activeCollabs}
      </Text>
      {list.length === 0 ? (
        <Text size="xs" c="dimmed">
          {orders.isLoading ? 'Loading…' : M.noActiveCollabs}
        </Text>
      ) : (
        <Group gap="xs" mt={2}>
          {list.map((o) => (
            <Anchor
              key={o.collabDetailId}
              component={Link}
              to={`/order?collab=${o.collabDetailId}`}
              size="xs"
            >
              <Badge variant="light" style={{ textTransform: 'none', cursor: 'pointer' }}>
                #{o.collabDetailId} · {o.platformName} · {o.serviceTitle} · {o.status}
              </Badge>
            </Anchor>
          ))}
        </Group>
      )}
    </Paper>
  );
}

/** An influencer stops (or allows again) a brand's enquiries; not offered where they share a collab. */
function BlockToggle({ partner }: { partner: Props['partner'] }) {
  const session = useSession();
  const block = useBlockChatUser();
  const orders = useActiveOrders(partner.userID);
  if (session?.role !== Role.Influencer || partner.roleId !== Role.Brand || (orders.data?.length ?? 0) > 0)
    return null;
  return (
    <Button
      ml="auto"
      size="compact-xs"
      variant="subtle"
      color={partner.isBlocked ? 'gray' : 'red'}
      loading={block.isPending}
      onClick={() => block.mutate({ userId: partner.userID, isBlocked: !partner.isBlocked })}
    >
      {partner.isBlocked ? 'Unblock' : 'Block'}
    </Button>
  );
}
