import type { DbOrTrx } from '../../db/database';
import type { UploadKind } from '../../db/tables/media';
import { AppError } from '../http/errors';
import { uploadsRepository } from './uploads.repository';

export const UploadMessages = {
  notYours: 'Please upload the file again',
} as const;

/**
 * A call that names an uploaded file (a profile picture, a collab attachment) may only name one its
 * caller uploaded; otherwise anyone could attach someone else's private file by guessing its name.
 */
export async function assertOwnUploads(
  db: DbOrTrx,
  callerUserId: number,
  names: readonly string[],
  kind: UploadKind,
): Promise<void> {
  const owned = await uploadsRepository.ownedNames(db, [...new Set(names)], callerUserId, kind);
  if (names.some((name) => !owned.has(name))) throw new AppError('BAD_REQUEST', UploadMessages.notYours);
}
