import { useCallback, useState } from 'react';
import {
  ActionIcon,
  Avatar,
  Box,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChatEvent } from '@collably/shared/constants/chat';
import { notificationPath, type TNotification } from '@collably/shared/schemas/notifications';
import { fileUrl } from '@/lib/api-client';
import { DateFormat, formatDate } from '@/lib/dates';
import { useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import { notificationsQuery, useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { actorNameOf, messageNodes, messageText } from '../lib/message-nodes';

/** Every notification names its day and time, today's too: '23 Nov, 12:14 pm' (issue 11 item 5). */
const timeOf = (value: string) => formatDate(value, DateFormat.shortDayTime);

function Item({ n, onOpen }: { n: TNotification; onOpen: (n: TNotification) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(n)}
      aria-label={messageText(n.message)}
      px="md"
      py="sm"
      w="100%"
      style={{
        display: 'block',
        background: n.isClicked ? undefined : 'var(--mantine-color-brand-0)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          alt=""
          src={fileUrl(n.profilePic, 'card')}
          name={n.userName ?? actorNameOf(n.message) ?? 'Collably'}
          color="brand"
          radius="xl"
          size={36}
        />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fz="sm" lh={1.4} style={{ overflowWrap: 'anywhere' }}>
            {messageNodes(n.message)}
          </Text>
          <Text fz="xs" c="dimmed">
            {timeOf(n.createDate)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The bell of roles 1 and 2 (spec §2, §4): a badge counts the unclicked notifications; opening it
 * marks them read and hides the badge; a notification opens its order tab.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const list = useNotifications(true);
  const queryClient = useQueryClient();
  // Pushed on the socket when a notification is stored for this user (issue 12 item 5).
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey }),
    [queryClient],
  );
  useRealtimeEvent(ChatEvent.NotificationsChanged, refresh);
  useOnConnect(refresh);
  const markRead = useMarkNotificationsRead();
  const items = list.data ?? [];
  const unread = items.filter((n) => !n.isClicked).length;

  const toggle = () => {
    const next = !isOpen;
    setIsOpen(next);
    if (next && unread > 0) markRead.mutate();
  };
  const open = (n: TNotification) => {
    setIsOpen(false);
    void navigate(notificationPath(n.msgType, n.collabId));
  };

  // The count badge wraps the whole popover, so the popover's target is the button itself (a wrapping div
  // given aria-expanded is an ARIA error axe reports as critical).
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      offset={5}
      color="red"
      disabled={unread === 0}
      withBorder
    >
      <Popover
        opened={isOpen}
        onChange={setIsOpen}
        position="bottom-end"
        width="min(380px, calc(100vw - 24px))"
        shadow="lg"
        radius="lg"
        withArrow
        arrowOffset={18}
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            onClick={toggle}
            aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
            aria-expanded={isOpen}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label="Notifications list">
          <Box px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Text fw={700}>Notifications</Text>
          </Box>
          {list.isPending ? (
            <Group justify="center" py="lg">
              <Loader size="sm" aria-label="Loading notifications" />
            </Group>
          ) : items.length === 0 ? (
            <Stack align="center" gap={6} py="xl" px="md" ta="center">
              <IconBellOff size={28} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text fz="sm" c="dimmed">
                No notifications yet
              </Text>
            </Stack>
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              {items.map((n) => (
                <Item key={n.id} n={n} onOpen={open} />
              ))}
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
