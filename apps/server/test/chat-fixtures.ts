import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { CHAT_SOCKET_PATH, ChatEvent } from '@collably/shared/constants/chat';
import type { TChatMessage, TSendMessageAck } from '@collably/shared/schemas/chat';
import type { TestApp } from './test-app';

/** Starts the test app's HTTP server on a free port (sockets need one); its base URL. */
export async function listening(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

const opened = new Set<Socket>();

/** A socket of the user's session, connected; rejects with the server's refusal text. */
export function connect(baseUrl: string, token: string | undefined, headers?: Record<string, string>) {
  const socket = io(baseUrl, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
  opened.add(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Closes every socket the tests opened. */
export function closeSockets(): void {
  for (const socket of opened) socket.close();
  opened.clear();
}

/** SendMessage and its acknowledgement. */
export const send = (
  socket: Socket,
  toUserId: number | string,
  text: string,
  files: string[] = [],
  clientId: string = randomUUID(),
) =>
  socket
    .timeout(5_000)
    .emitWithAck(ChatEvent.SendMessage, toUserId, text, files, { clientId }) as Promise<TSendMessageAck>;

/** The message a stored-send acknowledgement carries (fails the test with the refusal otherwise). */
export async function sent(ack: Promise<TSendMessageAck>): Promise<TChatMessage> {
  const answer = await ack;
  if (!answer.ok) throw new Error(`send refused: ${answer.error}`);
  return answer.message;
}

/** The next `event` on the socket, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 3_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const handler = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, handler);
  });
}

/** Resolves once the socket is disconnected by the server (or rejects after `ms`). */
export function disconnected(socket: Socket, ms = 3_000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already');
  return nextEvent<string>(socket, 'disconnect', ms);
}
