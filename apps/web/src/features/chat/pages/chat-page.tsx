import { useCallback, useMemo, useState, type ComponentProps } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Container,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ChatEvent } from '@collably/shared/constants/chat';
import { ChatMessages as M } from '@collably/shared/messages/chat';
import type { TChatUser } from '@collably/shared/schemas/chat';
import { PageLoader, LoadError } from '@/components/page-states';
import { PageTitle } from '@/components/page-title';
import { fileUrl } from '@/lib/api-client';
import { DateFormat, formatDate } from '@/lib/dates';
import { useConnectionState, useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import { useChatPartner } from '../api/get-chat-partner';
import { useChatUsers } from '../api/get-chat-users';
import { ChatPane } from '../components/chat-pane';
import { matchesName } from '../lib/message-list';

const PANE_HEIGHT = 'calc(100dvh - 180px)';

function ConnectionBanner() {
  const state = useConnectionState();
  if (state === 'connected' || state === 'offline') return null;
  const text =
    state === 'timeout'
      ? M.timeout
      : state === 'refused'
        ? 'Your session has ended. Please log in again.'
        : M.reconnecting;
  return (
    <Alert color={state === 'connecting' ? 'gray' : 'yellow'} py={6} mb="xs" role="status">
      {state === 'connecting' ? 'Connecting…' : text}
    </Alert>
  );
}

function PartnerRow({ user, isActive, onOpen }: { user: TChatUser; isActive: boolean; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      p="sm"
      w="100%"
      aria-current={isActive ? 'true' : undefined}
      style={{
        background: isActive ? 'var(--mantine-color-brand-0)' : undefined,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar alt="" src={fileUrl(user.profilePic, 'card')} name={user.name} radius="xl" />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Text fw={600} size="sm" truncate>
              {user.name}
            </Text>
            {user.lastMessageOn ? (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatDate(user.lastMessageOn, DateFormat.chat)}
              </Text>
            ) : null}
          </Group>
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Text size="xs" c="dimmed" truncate>
              {user.lastMessage ?? 'No messages yet'}
            </Text>
            {user.unreadCount > 0 ? (
              <Badge size="sm" circle aria-label={`${user.unreadCount} unread`}>
                {user.unreadCount}
              </Badge>
            ) : null}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

/** /collabs and /collabs/{u_id} (spec §2 Chat): partners on the left, the conversation on the right. */
export default function ChatPage({ extra }: { extra?: ComponentProps<typeof ChatPane>['extra'] } = {}) {
  const { u_id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const users = useChatUsers();
  const [search, setSearch] = useState('');
  const requestedId = u_id && /^\d+$/.test(u_id) ? Number(u_id) : null;
  const list = useMemo(() => users.data ?? [], [users.data]);
  const listed = requestedId === null ? undefined : list.find((u) => u.userID === requestedId);
  // Someone not in the list yet (a brand's first enquiry): asked for by id.
  const partnerQuery = useChatPartner(requestedId);
  const openId = requestedId ?? list[0]?.userID ?? null;
  const partner = partnerQuery.data ?? listed ?? (requestedId === null ? list[0] : undefined);

  const refreshLists = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['chat'] }),
    [queryClient],
  );
  useRealtimeEvent(ChatEvent.ReceiveMessage, refreshLists);
  useRealtimeEvent(ChatEvent.ChatRead, refreshLists);
  useOnConnect(refreshLists);

  if (users.isLoading) return <PageLoader label="Loading conversations" />;
  if (users.error) return <LoadError title="Messages" error={users.error} />;

  const shown = list.filter((u) => matchesName(u.name, search));
  const isChatOpenOnPhone = u_id !== undefined;

  return (
    <Container size="xl" py="md">
      <PageTitle title="Messages" />
      <ConnectionBanner />
      <Paper
        withBorder
        radius="md"
        h={PANE_HEIGHT}
        style={{ display: 'flex', overflow: 'hidden', minHeight: 420 }}
      >
        <Stack
          gap={0}
          w={{ base: '100%', md: 320 }}
          visibleFrom={isChatOpenOnPhone ? 'md' : undefined}
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
        >
          <Box p="sm">
            <TextInput
              aria-label="Search conversations"
              placeholder={M.searchPlaceholder}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </Box>
          <ScrollArea style={{ flex: 1 }}>
            {shown.length === 0 ? (
              <Text c="dimmed" size="sm" p="md">
                {list.length === 0 ? M.noPartners : 'No conversation matches this name.'}
              </Text>
            ) : (
              shown.map((u) => (
                <PartnerRow
                  key={u.userID}
                  user={u}
                  isActive={u.userID === openId}
                  onOpen={() => void navigate(`/collabs/${u.userID}`)}
                />
              ))
            )}
          </ScrollArea>
        </Stack>
        <Box style={{ flex: 1, minWidth: 0 }} visibleFrom={isChatOpenOnPhone ? undefined : 'md'}>
          {partner ? (
            <ChatPane
              key={partner.userID}
              partner={partner}
              onBack={() => void navigate('/collabs')}
              extra={extra}
            />
          ) : partnerQuery.error ? (
            <Alert color="red" m="md">
              {partnerQuery.error.message}
            </Alert>
          ) : (
            <Text c="dimmed" p="md">
              {list.length === 0 ? M.noPartners : 'Choose a conversation.'}
            </Text>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
