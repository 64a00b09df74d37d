import type { Config } from '../config';
import type { Db, Dialect } from '../db/database';
import type { Clock } from './clock';
import type { Mailer } from './mail/mailer';

/** What a service needs from the running app; tests build one on a fresh database. */
export type AppContext = {
  db: Db;
  dialect: Dialect;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /** Key for hashing one-time codes (the JWT secret). */
  secret: string;
  signToken: (user: { id: number; roleId: number }) => string;
};
