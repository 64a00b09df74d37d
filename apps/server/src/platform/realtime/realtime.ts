import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { CHAT_SOCKET_PATH, ChatEvent } from '@collably/shared/constants/chat';
import { UserStatus } from '@collably/shared/constants/roles';
import { AuthMessages } from '@collably/shared/messages/auth';
import type { Session } from '../auth/auth-plugin';
import type { DbOrTrx } from '../../db/database';

/**
 * The realtime hub (ARCHITECTURE §6): Socket.IO on path /chat, a session token in the handshake, one
 * room per user so an event reaches every open socket of that user. With Redis the adapter carries
 * rooms across instances, so an emit or a disconnect on one instance reaches sockets on all of them.
 * Websocket only: without long-polling no sticky sessions are needed behind a load balancer.
 */
export type Realtime = {
  /** Emits to every socket of these users, on every instance. */
  toUsers: (userIds: readonly number[], event: string, payload?: unknown) => void;
  /** The bell of these users refetches: their notifications changed (call after the commit). */
  notificationsChanged: (userIds: readonly number[]) => void;
  /** Cuts every socket of this user, on every instance (their sessions ended: call after the commit). */
  endSessions: (userId: number) => void;
};

/** What a connected socket knows: the session it was opened with. */
export type SocketData = { session: Session; token: string };
export type RealtimeIo = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

const roomOf = (userId: number) => `user:${userId}`;

function isSameOrigin(origin: string, host: string | undefined, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Sessions of connected users are checked this often, in case an end of sessions was missed. */
const SESSION_CHECK_MS = 60_000;

type RealtimeOptions = {
  db: DbOrTrx;
  /** Resolves the handshake's token to its session, or throws when it is missing, bad or ended. */
  sessionOfToken: (token: string) => Promise<Session>;
  redis?: Redis;
  /** Prefix of the adapter's Redis channels, so deployments (and test runs) sharing a Redis stay apart. */
  redisKey: string;
  /** The public URL's origin; a browser's socket must come from it or from the host it connected to. */
  publicOrigin: string;
};

export type RealtimeServer = {
  io: RealtimeIo;
  realtime: Realtime;
  close: () => Promise<void>;
};

export function createRealtimeServer(httpServer: HttpServer, options: RealtimeOptions): RealtimeServer {
  const io: RealtimeIo = new Server(httpServer, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    // A message is at most a few KB of text; files go through the upload route.
    maxHttpBufferSize: 64 * 1024,
    // A page of another site must not open a socket with a visitor's stored token: browsers always send
    // Origin on a websocket, and it must be this server's (as the browser reached it) or the public URL's.
    // Clients that are not browsers (tests, the bench) send none.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || isSameOrigin(origin, req.headers.host, options.publicOrigin));
    },
  });
  const subscriber = options.redis?.duplicate();
  if (options.redis && subscriber)
    io.adapter(createAdapter(options.redis, subscriber, { key: options.redisKey }));

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string' || token.length === 0) {
      next(new Error(AuthMessages.loginRequired));
      return;
    }
    options.sessionOfToken(token).then(
      (session) => {
        socket.data = { session, token };
        next();
      },
      () => next(new Error(AuthMessages.sessionEnded)),
    );
  });
  io.on('connection', (socket) => {
    const { session } = socket.data;
    void socket.join(roomOf(session.userId));
  });

  const realtime: Realtime = {
    toUsers: (userIds, event, payload) => {
      const rooms = [...new Set(userIds)].map(roomOf);
      // While the instance shuts down, work still finishing (a webhook, a sweep) may push after Redis has
      // quit: the adapter would publish on a closed client and reject unhandled. Such a push reaches nobody
      // anyway (this instance's sockets are gone; others learn on their next fetch), so it is dropped.
      if (options.redis?.status === 'end' || options.redis?.status === 'close') return;
      if (rooms.length > 0) io.to(rooms).emit(event, payload);
    },
    notificationsChanged: (userIds) => realtime.toUsers(userIds, ChatEvent.NotificationsChanged),
    endSessions: (userId) => io.in(roomOf(userId)).disconnectSockets(true),
  };

  const sessionCheck = setInterval(() => {
    // A failed check (the database away) cuts nobody; the next one runs as usual.
    cutEndedSessions(io, options.db).catch(() => undefined);
  }, SESSION_CHECK_MS);
  sessionCheck.unref();

  return {
    io,
    realtime,
    close: async () => {
      clearInterval(sessionCheck);
      io.local.disconnectSockets(true);
      io.engine.close();
      if (subscriber) await quitWhenSettled(subscriber);
    },
  };
}

/**
 * The adapter queues its SUBSCRIBE commands on a client that is still connecting and does not catch their
 * failure: quitting before the connection is up would reject them unhandled. So wait until it is ready (or
 * gave up), then quit, which lets the queued commands finish first.
 */
async function quitWhenSettled(client: Redis): Promise<void> {
  if (client.status === 'connecting' || client.status === 'connect' || client.status === 'wait') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      client.once('ready', done);
      client.once('end', done);
    });
  }
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}

/** Disconnects this instance's sockets whose user is no longer active or whose sessions ended since. */
async function cutEndedSessions(io: RealtimeIo, db: DbOrTrx): Promise<void> {
  const sockets = await io.local.fetchSockets();
  if (sockets.length === 0) return;
  const userIds = [...new Set(sockets.map((s) => s.data.session.userId))];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'status', 'tokenVersion'])
    .where('id', 'in', userIds)
    .execute();
  const current = new Map(rows.map((r) => [r.id, r]));
  for (const socket of sockets) {
    const { session } = socket.data;
    const user = current.get(session.userId);
    const isCurrent = user?.status === UserStatus.Active && user.tokenVersion === session.tokenVersion;
    if (!isCurrent) socket.disconnect(true);
  }
}
