import { useCallback, type ReactNode } from 'react';
import { Indicator } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ChatEvent } from '@collably/shared/constants/chat';
import { useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import { chatUnreadQuery, useChatUnread } from '../api/chat-unread';

/** The header's Messages icon with the unread total, kept live by the socket (a message in, a read elsewhere). */
export function ChatUnreadIndicator({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const unread = useChatUnread(true);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatUnreadQuery().queryKey }),
    [queryClient],
  );
  useRealtimeEvent(ChatEvent.ReceiveMessage, refresh);
  useRealtimeEvent(ChatEvent.ChatRead, refresh);
  useOnConnect(refresh);
  const total = unread.data ?? 0;
  return (
    <Indicator
      label={total > 99 ? '99+' : total}
      size={16}
      disabled={total === 0}
      color="red"
      offset={4}
      aria-label={total > 0 ? `${total} unread messages` : undefined}
    >
      {children}
    </Indicator>
  );
}
