import { useEffect, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { CHAT_RECONNECT_DELAY_MS, CHAT_SOCKET_PATH } from '@collably/shared/constants/chat';
import { AuthMessages } from '@collably/shared/messages/auth';

/**
 * The one socket of a signed-in tab (ARCHITECTURE §6): the chat and the bell both listen on it.
 * socket.io-client loads only once someone signs in, so visitors' pages stay small.
 */
export type ConnectionState = 'offline' | 'connecting' | 'connected' | 'reconnecting' | 'timeout' | 'refused';

let socket: Socket | null = null;
let state: ConnectionState = 'offline';
const stateListeners = new Set<() => void>();
const socketListeners = new Set<(s: Socket | null) => void>();
const connectListeners = new Set<() => void>();

function setState(next: ConnectionState) {
  state = next;
  for (const listener of stateListeners) listener();
}

function setSocket(next: Socket | null) {
  socket = next;
  for (const listener of socketListeners) listener(next);
}

const REFUSALS: readonly string[] = [AuthMessages.sessionEnded, AuthMessages.loginRequired];

/** Opens the socket for this session's token (once); the browser reconnects by itself after a drop. */
export async function connectRealtime(token: string): Promise<void> {
  if (socket) return;
  setState('connecting');
  const { io } = await import('socket.io-client');
  const next = io(window.location.origin, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnectionDelay: CHAT_RECONNECT_DELAY_MS,
    reconnectionDelayMax: CHAT_RECONNECT_DELAY_MS * 2,
  });
  next.on('connect', () => {
    setState('connected');
    for (const listener of connectListeners) listener();
  });
  next.on('disconnect', () => setState('reconnecting'));
  next.on('connect_error', (error: Error) => {
    if (REFUSALS.includes(error.message)) {
      setState('refused');
      return;
    }
    setState(error.message === 'timeout' ? 'timeout' : 'reconnecting');
    // A refused or failed first connect is not retried by the client itself (spec §3: again after 5 s).
    if (!next.active) window.setTimeout(() => next.connect(), CHAT_RECONNECT_DELAY_MS);
  });
  setSocket(next);
  window.addEventListener('offline', dropWhileOffline);
  window.addEventListener('online', reconnectWhenOnline);
}

/**
 * A dead network can leave a WebSocket looking open until the heartbeat gives up (~45 s); the browser's own
 * offline signal shows the banner at once and reconnects (and catches up) as soon as the network is back.
 */
function dropWhileOffline() {
  socket?.disconnect();
}

function reconnectWhenOnline() {
  if (socket && !socket.connected) socket.connect();
}

export function disconnectRealtime(): void {
  window.removeEventListener('offline', dropWhileOffline);
  window.removeEventListener('online', reconnectWhenOnline);
  socket?.close();
  setSocket(null);
  setState('offline');
}

export const getSocket = () => socket;

export const useConnectionState = () =>
  useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => state,
  );

/** Calls `handler` for each `event` pushed to this tab while the component is mounted. */
export function useRealtimeEvent<T>(event: string, handler: (payload: T) => void): void {
  useEffect(() => {
    let current: Socket | null = null;
    const attach = (s: Socket | null) => {
      current?.off(event, handler);
      current = s;
      current?.on(event, handler);
    };
    attach(socket);
    socketListeners.add(attach);
    return () => {
      socketListeners.delete(attach);
      current?.off(event, handler);
    };
  }, [event, handler]);
}

/**
 * Calls `handler` after each connection, the first one too: time to fetch what arrived while the socket was not
 * listening (a message sent between a page's first fetch and the socket's first connect was otherwise missed).
 */
export function useOnConnect(handler: () => void): void {
  useEffect(() => {
    connectListeners.add(handler);
    return () => void connectListeners.delete(handler);
  }, [handler]);
}
