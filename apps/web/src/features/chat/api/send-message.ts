import { CHAT_ACK_TIMEOUT_MS, ChatEvent } from '@collably/shared/constants/chat';
import { ChatMessages } from '@collably/shared/messages/chat';
import type { TChatMessage, TSendMessageAck } from '@collably/shared/schemas/chat';
import { getSocket } from '@/lib/realtime';

/**
 * SendMessage on the socket; resolves with the stored message once the server acknowledges it, rejects
 * with the reason (or the time-out) otherwise. The same clientId may be sent again: it is stored once.
 */
export async function sendMessage(
  toUserId: number,
  text: string,
  fileNames: readonly string[],
  clientId: string,
): Promise<TChatMessage> {
  const socket = getSocket();
  if (!socket?.connected) throw new Error(ChatMessages.timeout);
  const ack = (await socket
    .timeout(CHAT_ACK_TIMEOUT_MS)
    .emitWithAck(ChatEvent.SendMessage, toUserId, text, fileNames, { clientId })
    .catch(() => ({ ok: false, error: ChatMessages.timeout }))) as TSendMessageAck;
  if (!ack.ok) throw new Error(ack.error);
  return ack.message;
}
