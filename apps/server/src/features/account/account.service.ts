import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { ACCOUNT_EXPORT_TTL_DAYS } from '@collably/shared/constants/limits';
import { isAdminRole } from '@collably/shared/constants/roles';
import { formatRupees } from '@collably/shared/domain/pricing';
import { AccountMessages } from '@collably/shared/messages/account';
import type { TAccountExport } from '@collably/shared/schemas/account';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import { AppError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/db-errors';
import { refreshInfluencerSearch } from '../../platform/influencer-search/influencer-search';
import { confirmOwnPassword } from '../auth/auth.service';
import { accountRepository as repo, type HeldMoney } from './account.repository';

const DAY_MS = 24 * 3_600_000;

/** Why an account cannot be deleted yet, in the order a person would settle them; null when it can. */
export function deletionBlocker(held: HeldMoney): string | null {
  if (held.openOrders > 0) return AccountMessages.deleteOpenOrders(held.openOrders);
  if (held.movingPaise > 0) return AccountMessages.deleteMoneyMoving;
  if (held.openCheckouts > 0) return AccountMessages.deleteCheckoutOpen;
  if (held.walletPaise > 0) return AccountMessages.deleteWalletHeld(formatRupees(held.walletPaise));
  if (held.earningsPaise > 0) return AccountMessages.deleteEarningsHeld(formatRupees(held.earningsPaise));
  return null;
}

/**
 * Deletes the signed-in influencer's or brand's own account, the password proven. Refused with the reason
 * while money of theirs is held or an order is open. Otherwise, in one transaction, their personal data is
 * erased or anonymised (docs/privacy.md), every session ends and the listing drops them; invoices, the
 * ledger and TDS records stay as the law requires, pointing at the anonymised row.
 */
export async function deleteAccount(ctx: AppContext, user: AuthUser, password: string): Promise<string> {
  if (isAdminRole(user.role)) throw new AppError('FORBIDDEN', AccountMessages.deleteNotForStaff);
  const owner = await confirmOwnPassword(ctx, user.userId, password);
  const now = ctx.clock.now().toISOString();
  const files = await ctx.db.transaction().execute(async (trx) => {
    // Read inside the transaction, so money that arrived a moment ago is seen.
    const blocker = deletionBlocker(await repo.heldMoney(trx, user.userId, now));
    if (blocker) throw new AppError('CONFLICT', blocker);
    const removed = await repo.eraseUser(trx, user.userId, now);
    if (removed === null) throw new AppError('UNAUTHORIZED', AccountMessages.accountDeleted);
    await refreshInfluencerSearch(trx, user.userId);
    return removed;
  });
  ctx.realtime.endSessions(user.userId);
  await Promise.all(files.map((name) => ctx.storage.delete(name)));
  await ctx.mailer.send({
    to: owner.email,
    subject: 'Your Collably account was deleted',
    text: `Hi ${owner.name},\n\nYour Collably account was deleted as you asked, and your personal data erased. Tax invoices and payment records are kept for as long as the law requires.\n\n- Team Collably`,
  });
  return AccountMessages.accountDeleted;
}

/**
 * Asks for an archive of one's data; a job prepares it and mails when it is ready. One at a time: a unique
 * index lets one export per user be preparing (migration 039), so parallel requests make at most one.
 */
export async function requestExport(ctx: AppContext, userId: number): Promise<string> {
  if (await repo.hasPreparingExport(ctx.db, userId)) {
    throw new AppError('CONFLICT', AccountMessages.exportAlreadyPreparing);
  }
  try {
    await repo.insertExport(ctx.db, {
      userId,
      status: 'preparing',
      fileName: null,
      bytes: null,
      requestedOn: ctx.clock.now().toISOString(),
      readyOn: null,
      expiresOn: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', AccountMessages.exportAlreadyPreparing);
    throw error;
  }
  return AccountMessages.exportRequested;
}

export const myExports = (ctx: AppContext, userId: number): Promise<TAccountExport[]> =>
  repo.exportsOf(ctx.db, userId);

/** The archive of a ready export, for its owner only (anyone else gets the same 404 as a missing one). */
export async function exportArchive(ctx: AppContext, userId: number, exportId: number) {
  const found = await repo.findExport(ctx.db, exportId);
  if (!found || found.userId !== userId) throw new AppError('NOT_FOUND', AccountMessages.exportNotFound);
  if (found.status !== 'ready' || !found.fileName) {
    throw new AppError('CONFLICT', AccountMessages.exportNotReady);
  }
  const file = await ctx.storage.get(found.fileName);
  if (!file) throw new AppError('NOT_FOUND', AccountMessages.exportNotFound);
  return { file, downloadName: `collably-data-${found.requestedOn.slice(0, 10)}.zip` };
}

const csvOf = (rows: Record<string, unknown>[]): string => {
  if (rows.length === 0) return '';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return stringify(rows, { header: true, columns });
};

/** The archive: everything as one JSON file, and each section as a CSV sheet. */
export function buildArchive(records: Record<string, Record<string, unknown>[]>, now: Date): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'collably-data.json': strToU8(JSON.stringify({ exportedOn: now.toISOString(), ...records }, null, 2)),
    'README.txt': strToU8(
      'Your Collably data. collably-data.json holds everything; each CSV file is one section of it.\n' +
        'Amounts ending in "Paise" are in paise (100 paise = 1 rupee). Dates are in UTC.\n',
    ),
  };
  for (const [section, rows] of Object.entries(records)) files[`${section}.csv`] = strToU8(csvOf(rows));
  return zipSync(files);
}

/** Prepares one asked-for export: the archive into storage, the row ready, the owner mailed. */
async function prepareExport(ctx: AppContext, job: { id: number; userId: number }): Promise<void> {
  const now = ctx.clock.now();
  const archive = buildArchive(await repo.personalRecords(ctx.db, job.userId), now);
  const fileName = `export-${randomBytes(16).toString('base64url')}.zip`;
  await ctx.storage.put(fileName, Readable.from([archive]), 'application/zip', { isPrivate: true });
  const isMine = await repo.markExportReady(ctx.db, job.id, {
    fileName,
    bytes: archive.byteLength,
    readyOn: now.toISOString(),
    expiresOn: new Date(now.getTime() + ACCOUNT_EXPORT_TTL_DAYS * DAY_MS).toISOString(),
  });
  if (!isMine) {
    await ctx.storage.delete(fileName);
    return;
  }
  const owner = await repo.contactOf(ctx.db, job.userId);
  if (!owner) return;
  await ctx.mailer.send({
    to: owner.email,
    subject: 'Your Collably data is ready',
    text: `Hi ${owner.name},\n\nThe copy of your data you asked for is ready. Download it from Account Settings within ${ACCOUNT_EXPORT_TTL_DAYS} days: ${ctx.config.publicUrl}/account\n\n- Team Collably`,
  });
}

/**
 * The export job: prepares waiting exports and removes archives past their days. A failure marks that
 * export failed (the owner may ask again), the others go on, and the first error is thrown for the log.
 * Returns how many it prepared.
 */
export async function runAccountExports(ctx: AppContext, limit = 5): Promise<number> {
  let prepared = 0;
  let firstError: unknown = null;
  for (const job of await repo.preparingExports(ctx.db, limit)) {
    try {
      await prepareExport(ctx, job);
      prepared += 1;
    } catch (error) {
      firstError ??= error;
      await repo.markExportFailed(ctx.db, job.id);
    }
  }
  for (const old of await repo.expiredExports(ctx.db, ctx.clock.now().toISOString())) {
    if (old.fileName) await ctx.storage.delete(old.fileName);
    await repo.deleteExport(ctx.db, old.id);
  }
  if (firstError) throw firstError;
  return prepared;
}
