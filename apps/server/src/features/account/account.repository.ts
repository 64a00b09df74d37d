import { randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { CollabStatus } from '@collably/shared/constants/collabs';
import { UserStatus } from '@collably/shared/constants/roles';
import type { TAccountExport } from '@collably/shared/schemas/account';
import type { DbOrTrx } from '../../db/database';
import type { AccountExportsTable } from '../../db/tables/account';
import { escapeHtml, htmlToText } from '../../platform/http/html';

/** Money of a user the ledger still holds: what a deletion must wait for. */
export type HeldMoney = {
  walletPaise: number;
  earningsPaise: number;
  /** A payout request or wallet withdrawal on its way (its clearing account is not yet empty). */
  movingPaise: number;
  /** Orders of theirs whose escrow still holds the payment. */
  openOrders: number;
  /** Checkouts of theirs that may still be paid (a payment arriving after deletion would be stranded). */
  openCheckouts: number;
};

const FINISHED_COLLAB = [CollabStatus.Complete, CollabStatus.Reject, CollabStatus.Cancel];

const toExport = (row: {
  id: number;
  status: TAccountExport['status'];
  requestedOn: string;
  readyOn: string | null;
  expiresOn: string | null;
  bytes: number | null;
}): TAccountExport => ({
  id: row.id,
  status: row.status,
  requestedOn: row.requestedOn,
  readyOn: row.readyOn,
  expiresOn: row.expiresOn,
  bytes: row.bytes === null ? null : Number(row.bytes),
});

/** The word a deleted person's name becomes wherever it stays (docs/privacy.md). */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * Replaces a deleted person's name in the notifications they caused for others (the bell shows the actor's
 * name in the message), and in those notifications' e-mails not sent yet: a queued mail is the notification's
 * message itself, for the same person, so it is found by that text.
 */
async function unnameInOthersNotifications(trx: DbOrTrx, userId: number, name: string) {
  if (name.trim() === '' || name === DELETED_USER_NAME) return;
  const named = escapeHtml(name);
  const unnamed = escapeHtml(DELETED_USER_NAME);
  const caused = await trx
    .selectFrom('notifications')
    .select(['id', 'userId', 'message'])
    .where('actorUserId', '=', userId)
    .where('userId', '!=', userId)
    .execute();
  const renamed = caused.filter((n) => n.message.includes(named));
  if (renamed.length === 0) return;
  // One statement for all of them (a busy brand causes thousands); replace() leaves the others as they are.
  await trx
    .updateTable('notifications')
    .set({ message: sql<string>`replace(message, ${named}, ${unnamed})` })
    .where('actorUserId', '=', userId)
    .where('userId', '!=', userId)
    .execute();
  const recipients = [...new Set(renamed.map((n) => n.userId))];
  const messages = new Set(renamed.map((n) => `${n.userId}\n${n.message}`));
  const unsent = await trx
    .selectFrom('mailQueue')
    .select(['id', 'userId', 'subject', 'htmlBody'])
    .where('userId', 'in', recipients)
    .where('sentOn', 'is', null)
    .execute();
  for (const mail of unsent.filter((m) => messages.has(`${m.userId}\n${m.htmlBody}`))) {
    const htmlBody = mail.htmlBody.split(named).join(unnamed);
    await trx
      .updateTable('mailQueue')
      .set({
        htmlBody,
        textBody: htmlToText(htmlBody),
        subject: mail.subject.split(name).join(DELETED_USER_NAME),
      })
      .where('id', '=', mail.id)
      .execute();
  }
}

export const accountRepository = Object.freeze({
  heldMoney: async (db: DbOrTrx, userId: number, now: string): Promise<HeldMoney> => {
    const owned = await db
      .selectFrom('ledgerAccounts')
      .select(['kind', 'balancePaise'])
      .where('ownerUserId', '=', userId)
      .where('balancePaise', '!=', 0)
      .execute();
    const sumOf = (kinds: string[]) =>
      owned.filter((a) => kinds.includes(a.kind)).reduce((sum, a) => sum + Number(a.balancePaise), 0);
    const escrows = await db
      .selectFrom('ledgerAccounts as a')
      .innerJoin('paymentTransactions as t', 't.id', 'a.transactionId')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('a.kind', '=', 'escrow')
      .where('a.balancePaise', '!=', 0)
      .where((eb) => eb.or([eb('t.brandUserId', '=', userId), eb('t.influencerUserId', '=', userId)]))
      .executeTakeFirstOrThrow();
    const unfinished = await db
      .selectFrom('collabs')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where((eb) => eb.or([eb('brandUserId', '=', userId), eb('influencerUserId', '=', userId)]))
      .where('status', 'not in', FINISHED_COLLAB)
      .executeTakeFirstOrThrow();
    const checkouts = await db
      .selectFrom('paymentTransactions')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('brandUserId', '=', userId)
      .where('status', '=', 'pending')
      .where('expiresAt', '>', now)
      .executeTakeFirstOrThrow();
    return {
      openCheckouts: Number(checkouts.count),
      walletPaise: sumOf(['brand-wallet']),
      // GST held until the influencer's invoice is in GSTR-2B is theirs too (features/gst-held).
      earningsPaise: sumOf(['influencer-earnings', 'influencer-gst-held']),
      movingPaise: sumOf(['payout-clearing', 'withdrawal-clearing']),
      openOrders: Math.max(Number(escrows.count), Number(unfinished.count)),
    };
  },

  /**
   * Erases or anonymises a user's personal data, keeping what invoices, the ledger and TDS need: the row
   * stays (their id is what those records point to) under a placeholder name and an address nobody owns.
   * Returns the stored names of the files that were theirs alone, for the caller to remove, or null when
   * the user was already deleted (a parallel deletion won).
   */
  eraseUser: async (trx: DbOrTrx, userId: number, now: string): Promise<string[] | null> => {
    const before = await trx
      .selectFrom('users')
      .select(['email', 'name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const erased = await trx
      .updateTable('users')
      .set({
        name: DELETED_USER_NAME,
        userName: null,
        email: `deleted-${userId}@deleted.invalid`,
        // Nobody knows this password: the account cannot be logged into, and nothing guessable remains.
        passwordHash: `erased:${randomBytes(32).toString('base64url')}`,
        profilePic: null,
        lastLoginOn: null,
        status: UserStatus.Deleted,
        isFeatured: 0,
        tags: '[]',
        modifiedOn: now,
        tokenVersion: (eb) => eb('tokenVersion', '+', 1),
      })
      .where('id', '=', userId)
      .where('status', '!=', UserStatus.Deleted)
      .executeTakeFirst();
    if (erased.numUpdatedRows === 0n || !before) return null;
    // The embedded dev mailbox keeps mails in a table; a real deployment's SMTP keeps none here.
    await trx.deleteFrom('mailOutbox').where('toAddress', '=', before.email).execute();
    await trx
      .updateTable('influencerProfiles')
      .set({ title: null, description: null, gender: null, dob: null, languages: '[]', modifiedOn: now })
      .where('userId', '=', userId)
      .execute();
    await trx
      .updateTable('influencerServices')
      .set({ isDeleted: 1, modifiedOn: now })
      .where('userId', '=', userId)
      .execute();
    for (const table of [
      'socialAccounts',
      'socialVerifications',
      'influencerPortfolios',
      'influencerCategories',
      'otps',
    ] as const) {
      await trx.deleteFrom(table).where('userId', '=', userId).execute();
    }
    for (const table of [
      'notifications',
      'mailOptOuts',
      'ytLinkMakers',
      'mailQueue',
      'emailRestores',
    ] as const) {
      await trx.deleteFrom(table).where('userId', '=', userId).execute();
    }
    await unnameInOthersNotifications(trx, userId, before.name);
    await trx
      .deleteFrom('favourites')
      .where((eb) => eb.or([eb('brandUserId', '=', userId), eb('influencerUserId', '=', userId)]))
      .execute();
    await trx.deleteFrom('chatConversations').where('ownerUserId', '=', userId).execute();
    // Pictures are theirs alone; files sent in a chat or a collab stay with the other party's record.
    const pictures = await trx
      .selectFrom('uploads')
      .select('name')
      .where('ownerUserId', '=', userId)
      .where('kind', '=', 'image')
      .execute();
    await trx.deleteFrom('uploads').where('ownerUserId', '=', userId).where('kind', '=', 'image').execute();
    const exports = await trx
      .selectFrom('accountExports')
      .select('fileName')
      .where('userId', '=', userId)
      .execute();
    await trx.deleteFrom('accountExports').where('userId', '=', userId).execute();
    return [...pictures.map((p) => p.name), ...exports.flatMap((e) => (e.fileName ? [e.fileName] : []))];
  },

  contactOf: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('users')
      .select(['email', 'name'])
      .where('id', '=', userId)
      .where('status', '!=', UserStatus.Deleted)
      .executeTakeFirst(),

  insertExport: async (db: DbOrTrx, row: Insertable<AccountExportsTable>) =>
    (await db.insertInto('accountExports').values(row).returning('id').executeTakeFirstOrThrow()).id,

  hasPreparingExport: async (db: DbOrTrx, userId: number) =>
    (await db
      .selectFrom('accountExports')
      .select('id')
      .where('userId', '=', userId)
      .where('status', '=', 'preparing')
      .executeTakeFirst()) !== undefined,

  exportsOf: async (db: DbOrTrx, userId: number): Promise<TAccountExport[]> =>
    (
      await db
        .selectFrom('accountExports')
        .select(['id', 'status', 'requestedOn', 'readyOn', 'expiresOn', 'bytes'])
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .limit(10)
        .execute()
    ).map(toExport),

  findExport: (db: DbOrTrx, id: number) =>
    db.selectFrom('accountExports').selectAll().where('id', '=', id).executeTakeFirst(),

  preparingExports: (db: DbOrTrx, limit: number) =>
    db
      .selectFrom('accountExports')
      .select(['id', 'userId'])
      .where('status', '=', 'preparing')
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** Marks an export ready; false when another instance finished it first. */
  markExportReady: async (
    db: DbOrTrx,
    id: number,
    done: { fileName: string; bytes: number; readyOn: string; expiresOn: string },
  ) =>
    (
      await db
        .updateTable('accountExports')
        .set({ status: 'ready', ...done })
        .where('id', '=', id)
        .where('status', '=', 'preparing')
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  markExportFailed: (db: DbOrTrx, id: number) =>
    db.updateTable('accountExports').set({ status: 'failed' }).where('id', '=', id).execute(),

  expiredExports: (db: DbOrTrx, now: string) =>
    db
      .selectFrom('accountExports')
      .select(['id', 'fileName'])
      .where('status', '=', 'ready')
      .where('expiresOn', '<=', now)
      .execute(),

  /**
   * Everything the platform keeps about a user, one list of rows per section, as the export archive
   * carries it. Secrets stay out (the password hash, codes), and so do the enciphered details (account
   * number, PAN, UPI ID, phone of payouts; the PAN kept for TDS): the payout form and the TDS page show those
   * to their owner, and an archive kept for days in storage must not hold them.
   */
  personalRecords: async (
    db: DbOrTrx,
    userId: number,
  ): Promise<Record<string, Record<string, unknown>[]>> => {
    const account = await db
      .selectFrom('users')
      .select([
        'id',
        'roleId',
        'name',
        'userName',
        'email',
        'status',
        'createdOn',
        'lastLoginOn',
        'privacyAcceptedOn',
      ])
      .where('id', '=', userId)
      .execute();
    const payouts = await db
      .selectFrom('payouts')
      .select([
        'id',
        'amountPaise',
        'status',
        'method',
        'bankName',
        'accountHolder',
        'ifscCode',
        'address',
        'reference',
        'declineReason',
        'feePaise',
        'requestedOn',
        'modifiedOn',
      ])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
    const ledger = await db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
      .select([
        'j.createdOn',
        'a.code as account',
        'j.kind',
        'j.memo',
        'e.amountPaise',
        'j.transactionId',
        'j.collabId',
      ])
      .where('a.ownerUserId', '=', userId)
      .orderBy('e.id')
      .execute();
    return {
      account,
      influencerProfile: await db
        .selectFrom('influencerProfiles')
        .selectAll()
        .where('userId', '=', userId)
        .execute(),
      socialAccounts: await db
        .selectFrom('socialAccounts')
        .selectAll()
        .where('userId', '=', userId)
        .execute(),
      socialVerifications: await db
        .selectFrom('socialVerifications')
        .select(['platformId', 'pageUrl', 'status', 'issuedOn', 'submittedOn', 'verifiedOn'])
        .where('userId', '=', userId)
        .execute(),
      services: await db.selectFrom('influencerServices').selectAll().where('userId', '=', userId).execute(),
      brandBilling: await db.selectFrom('brandBilling').selectAll().where('userId', '=', userId).execute(),
      taxDetails: await db
        .selectFrom('influencerTaxDetails')
        .select(['userId', 'modifiedOn'])
        .where('userId', '=', userId)
        .execute(),
      orders: await db
        .selectFrom('collabs')
        .selectAll()
        .where((eb) => eb.or([eb('brandUserId', '=', userId), eb('influencerUserId', '=', userId)]))
        .orderBy('id')
        .execute(),
      payments: await db
        .selectFrom('paymentTransactions')
        .selectAll()
        .where((eb) => eb.or([eb('brandUserId', '=', userId), eb('influencerUserId', '=', userId)]))
        .orderBy('id')
        .execute(),
      invoices: await db
        .selectFrom('taxDocuments as d')
        .innerJoin('paymentTransactions as t', 't.id', 'd.transactionId')
        .selectAll('d')
        .where((eb) => eb.or([eb('t.brandUserId', '=', userId), eb('t.influencerUserId', '=', userId)]))
        .orderBy('d.id')
        .execute(),
      messages: await db
        .selectFrom('chatMessages')
        .select(['id', 'fromUserId', 'toUserId', 'message', 'createdOn', 'readOn'])
        .where((eb) => eb.or([eb('fromUserId', '=', userId), eb('toUserId', '=', userId)]))
        .orderBy('id')
        .execute(),
      notifications: await db
        .selectFrom('notifications')
        .select(['id', 'collabId', 'msgType', 'message', 'createDate'])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute(),
      payouts,
      moneyMovements: ledger,
      favourites: await db.selectFrom('favourites').selectAll().where('brandUserId', '=', userId).execute(),
      reviewsWritten: await db
        .selectFrom('reviews')
        .select(['id', 'collabId', 'revieweeUserId', 'stars', 'text', 'createdOn', 'visibleOn', 'isHidden'])
        .where('reviewerUserId', '=', userId)
        .orderBy('id')
        .execute(),
      // Only once visible: the other side's review stays blind to this user until then, in the export too.
      reviewsAboutYou: await db
        .selectFrom('reviews')
        .select(['id', 'collabId', 'reviewerUserId', 'stars', 'text', 'createdOn', 'visibleOn', 'isHidden'])
        .where('revieweeUserId', '=', userId)
        .where('visibleOn', 'is not', null)
        .orderBy('id')
        .execute(),
      postProofs: await db
        .selectFrom('postProofs as p')
        .innerJoin('collabs as c', 'c.id', 'p.collabId')
        .select(['p.collabId', 'p.url', 'p.status', 'p.reason', 'p.submittedOn', 'p.checkedOn', 'p.checks'])
        .where((eb) => eb.or([eb('c.brandUserId', '=', userId), eb('c.influencerUserId', '=', userId)]))
        .orderBy('p.id')
        .execute(),
      customOffers: await db
        .selectFrom('customOfferRounds as r')
        .innerJoin('customOffers as o', 'o.id', 'r.offerId')
        .select([
          'o.id as offerId',
          'o.brandUserId',
          'o.influencerUserId',
          'o.influencerServiceId',
          'o.status',
          'r.round',
          'r.proposedBy',
          'r.brief',
          'r.pricePaise',
          'r.deadline',
          'r.revisions',
          'r.createdOn',
        ])
        .where((eb) => eb.or([eb('o.brandUserId', '=', userId), eb('o.influencerUserId', '=', userId)]))
        .orderBy('o.id')
        .orderBy('r.round')
        .execute(),
      uploads: await db
        .selectFrom('uploads')
        .select(['name', 'kind', 'contentType', 'bytes', 'originalName', 'createdOn'])
        .where('ownerUserId', '=', userId)
        .execute(),
      // Which version of each legal text the user accepted, when and where (issue 36).
      legalAcceptances: await db
        .selectFrom('legalAcceptances')
        .select(['document', 'version', 'acceptedOn', 'via'])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute(),
    };
  },

  deleteExport: (db: DbOrTrx, id: number) => db.deleteFrom('accountExports').where('id', '=', id).execute(),
});
