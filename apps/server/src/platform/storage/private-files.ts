import { createHmac } from 'node:crypto';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';
import { sameSecret } from '../auth/same-secret';
import { uploadsRepository } from './uploads.repository';

/**
 * Private files (collab attachments, later chat files) are never served at the public /files/{name}.
 * A signed-in user who may read one asks POST /api/files/link for a download link: the file's path with
 * the user's id, an expiry a few minutes ahead and an HMAC of those and the user's session version under
 * a key derived from the server secret. A link works only until it expires, only while its user still
 * may read the file (checked again on every download), and only while the sessions it was issued under
 * last: taking a user off a collab, disabling them, a logout or a password reset revokes it.
 * A link, not a bearer token, because a plain <a href> or <video src> cannot send an Authorization header.
 */
export const FILE_LINK_TTL_SECONDS = 300;

/** Path of the private download route (the name is appended). */
export const PRIVATE_FILES_PATH = '/api/files/private';

/** A feature's rule: may `userId` read the file `name` because something of theirs references it? */
export type PrivateFileRule = (db: DbOrTrx, name: string, userId: number) => Promise<boolean>;

export type FileLink = { url: string; expiresAt: string };

export function fileLinkSigner(secret: string) {
  // A key of its own, so a link's MAC can never be replayed as anything else signed with the secret.
  const key = createHmac('sha256', secret).update('collably:file-links:v1').digest();
  const mac = (name: string, reader: Reader, expires: number) =>
    createHmac('sha256', key)
      .update(`${name}\n${reader.userId}\n${reader.tokenVersion}\n${expires}`)
      .digest();

  return {
    link(name: string, reader: Reader, now: Date): FileLink {
      const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_TTL_SECONDS;
      const query = new URLSearchParams({
        u: String(reader.userId),
        e: String(expires),
        s: mac(name, reader, expires).toString('base64url'),
      });
      return {
        url: `${PRIVATE_FILES_PATH}/${encodeURIComponent(name)}?${query.toString()}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    /** Whether the link is the server's for this reader's current sessions and has not expired. */
    isValid(link: { name: string; expires: number; signature: string }, reader: Reader, now: Date): boolean {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      if (link.expires < nowSeconds || link.expires > nowSeconds + FILE_LINK_TTL_SECONDS) return false;
      return sameSecret(Buffer.from(link.signature, 'base64url'), mac(link.name, reader, link.expires));
    },
  };
}

/** Who a link is for: the user and the version of their sessions when it was issued. */
export type Reader = { userId: number; tokenVersion: number };

/**
 * Who may read a private file now: an active user who is a super admin, who uploaded it, or whom a
 * feature's rule allows (the parties of a collab that references it). Staff (98) are not let in.
 * Returns the reader (with their current session version), or null when they may not.
 */
export async function privateFileReader(
  db: DbOrTrx,
  rules: readonly PrivateFileRule[],
  name: string,
  userId: number,
): Promise<Reader | null> {
  const [user, upload] = await Promise.all([
    uploadsRepository.findReader(db, userId),
    uploadsRepository.findByName(db, name),
  ]);
  if (!user || !upload || user.status !== UserStatus.Active) return null;
  const reader = { userId, tokenVersion: user.tokenVersion };
  if (user.roleId === Role.SuperAdmin || upload.ownerUserId === userId) return reader;
  for (const rule of rules) {
    if (await rule(db, name, userId)) return reader;
  }
  return null;
}
