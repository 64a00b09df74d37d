import { useCallback, type ReactNode } from 'react';
import { Indicator } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ChatEvent } from '@collably/shared/constants/chat';
import { useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import { chatUnreadQuery, useChatUnread } from '../api/chat-unread';

/** The unread chat total, kept live by the socket (a message in, a read elsewhere); 0 while not `enabled`. */
export function useChatUnreadTotal(enabled: boolean): number {
  const queryClient = useQueryClient();
  const unread = useChatUnread(enabled);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatUnreadQuery().queryKey }),
    [queryClient],
  );
  useRealtimeEvent(ChatEvent.ReceiveMessage, refresh);
  useRealtimeEvent(ChatEvent.ChatRead, refresh);
  useOnConnect(refresh);
  return enabled ? (unread.data ?? 0) : 0;
}

/** The count the Messages icon shows. */
const shownCount = (total: number) => (total > 99 ? '99+' : String(total));

/** The Messages link's name: it says the count the icon shows (issue 48: a name contains what is seen). */
export const messagesLabel = (total: number) =>
  total > 0 ? `Messages (${shownCount(total)} unread)` : 'Messages';

/** The header's Messages icon with the unread total. */
export function ChatUnreadIndicator({ total, children }: { total: number; children: ReactNode }) {
  return (
    <Indicator label={shownCount(total)} size={16} disabled={total === 0} color="red" offset={4}>
      {children}
    </Indicator>
  );
}
