import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { UserStatus, type TRole } from '@collably/shared/constants/roles';
import { AuthMessages } from '@collably/shared/messages/auth';
import { CommonMessages } from '@collably/shared/messages/common';
import { AppError } from '../http/errors';

export type AuthUser = { userId: number; role: TRole; userName: string | null; name: string };
/** What a token is signed for; a user created without a version (tests, seeds) is at version 0. */
export type SessionUser = { id: number; roleId: TRole; tokenVersion?: number };
type TokenPayload = { sub: number; role: TRole; ver?: number };

declare module '@fastify/jwt' {
  // Declaration merging needs an interface.
  interface FastifyJWT {
    payload: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate` / `identify`; null for a visitor. */
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid token of an active account is required (401 otherwise). */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads the token when present; a visitor passes with auth = null. */
    identify: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: signed in with one of these roles (403 otherwise). */
    requireRole: (...roles: TRole[]) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signToken: (user: SessionUser) => string;
    /** The session of a token sent outside an HTTP header (the chat socket's handshake); 401 when it ended. */
    sessionOfToken: (token: string) => Promise<Session>;
  }
}

/** A signed-in user and the version of the sessions their token belongs to. */
export type Session = AuthUser & { tokenVersion: number };

const TOKEN_TTL = '7d';

export const authPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    await app.register(jwt, { secret, sign: { expiresIn: TOKEN_TTL } });
    app.decorateRequest('auth', null);

    app.decorate('signToken', (user: SessionUser) =>
      app.jwt.sign({ sub: user.id, role: user.roleId, ver: user.tokenVersion ?? 0 }),
    );

    async function loadUser(req: FastifyRequest): Promise<AuthUser> {
      let payload: TokenPayload;
      try {
        payload = await req.jwtVerify<TokenPayload>();
      } catch {
        throw new AppError('UNAUTHORIZED', AuthMessages.sessionEnded);
      }
      const { tokenVersion: _version, ...user } = await sessionOf(payload);
      return user;
    }

    async function sessionOf(payload: TokenPayload): Promise<Session> {
      // The account is read on every call so a disabled or deleted user loses access at once, and a
      // token issued before the last endAllSessions (reset, logout) is refused on every instance.
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'roleId', 'userName', 'name', 'status', 'tokenVersion'])
        .where('id', '=', payload.sub)
        .executeTakeFirst();
      if (
        !user ||
        user.status === UserStatus.Disabled ||
        user.status === UserStatus.Deleted ||
        (payload.ver ?? 0) !== user.tokenVersion
      ) {
        throw new AppError('UNAUTHORIZED', AuthMessages.sessionEnded);
      }
      return {
        userId: user.id,
        role: user.roleId,
        userName: user.userName,
        name: user.name,
        tokenVersion: user.tokenVersion,
      };
    }

    app.decorate('sessionOfToken', async (token: string) => {
      let payload: TokenPayload;
      try {
        payload = app.jwt.verify<TokenPayload>(token);
      } catch {
        throw new AppError('UNAUTHORIZED', AuthMessages.sessionEnded);
      }
      return sessionOf(payload);
    });

    app.decorate('authenticate', async (req: FastifyRequest) => {
      req.auth = await loadUser(req);
    });

    app.decorate('identify', async (req: FastifyRequest) => {
      req.auth = req.headers.authorization ? await loadUser(req) : null;
    });

    app.decorate('requireRole', (...roles: TRole[]) => async (req: FastifyRequest) => {
      req.auth ??= await loadUser(req);
      if (!roles.includes(req.auth.role)) {
        throw new AppError('FORBIDDEN', CommonMessages.notAllowed);
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
