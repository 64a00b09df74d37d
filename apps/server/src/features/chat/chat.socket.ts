import type { FastifyBaseLogger } from 'fastify';
import { ChatEvent } from '@collably/shared/constants/chat';
import { ChatMessages as M } from '@collably/shared/messages/chat';
import { ZSendMessageArgs, type TSendMessageAck } from '@collably/shared/schemas/chat';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import type { RealtimeIo } from '../../platform/realtime/realtime';
import { sendMessage } from './chat.service';

type ChatSocketOptions = { ctx: AppContext; log: FastifyBaseLogger };

/**
 * SendMessage(toUserId, message, attachments, { clientId }, ack): validated with the shared schema,
 * re-checked against the account (status and session version), stored, then pushed (chat.service). The acknowledgement always comes:
 * the stored message, or why it was not stored, so the browser never loses a message silently.
 */
export function registerChatSocket(io: RealtimeIo, { ctx, log }: ChatSocketOptions): void {
  io.on('connection', (socket) => {
    socket.on(ChatEvent.SendMessage, async (...args: unknown[]) => {
      const last = args.at(-1);
      const ack = typeof last === 'function' ? (args.pop() as (reply: TSendMessageAck) => void) : undefined;
      const reply = (answer: TSendMessageAck) => ack?.(answer);
      const parsed = ZSendMessageArgs.safeParse(args);
      if (!parsed.success) {
        reply({ ok: false, error: parsed.error.issues[0]?.message ?? M.sendFailed });
        return;
      }
      const [toUserId, text, fileNames, { clientId }] = parsed.data;
      try {
        const { session } = socket.data;
        const message = await sendMessage(
          ctx,
          session.userId,
          { toUserId, text, fileNames, clientId },
          session.tokenVersion,
        );
        reply({ ok: true, message });
      } catch (error) {
        if (!(error instanceof AppError)) {
          log.error({ err: error, userId: socket.data.session.userId }, 'chat send failed');
          reply({ ok: false, error: M.sendFailed });
          return;
        }
        reply({ ok: false, error: error.message });
        // The account was disabled or its sessions ended since the handshake.
        if (error.code === 'UNAUTHORIZED') socket.disconnect(true);
      }
    });
  });
}
