import { FileMessages } from '@collably/shared/messages/files';
import type { UploadKind } from '../../db/tables/media';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { uploadsRepository } from './uploads.repository';

/**
 * A call that names an uploaded file (a profile picture, a collab attachment) may only name one its
 * caller uploaded; otherwise anyone could attach someone else's private file by guessing its name.
 * The file must also really be in storage: the `uploads` row is shared by every instance, but an
 * instance with its own local folder may not have the file another instance stored.
 */
export async function assertOwnUploads(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  callerUserId: number,
  names: readonly string[],
  kind: UploadKind,
): Promise<void> {
  const unique = [...new Set(names)];
  const owned = await uploadsRepository.ownedNames(ctx.db, unique, callerUserId, kind);
  if (unique.some((name) => !owned.has(name))) throw new AppError('BAD_REQUEST', FileMessages.notYours);
  const stored = await Promise.all(unique.map((name) => ctx.storage.exists(name)));
  if (stored.includes(false)) throw new AppError('BAD_REQUEST', FileMessages.notYours);
}
