import type { DbOrTrx } from '../../db/database';

export const walletRepository = Object.freeze({
  /**
   * The entries of one wallet account, newest first, with the order they belong to: the journal's
   * transaction, its collab (if any) and the influencer.
   */
  history: (db: DbOrTrx, accountCode: string) =>
    db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
      .leftJoin('paymentTransactions as t', 't.id', 'j.transactionId')
      .leftJoin('collabs as c', 'c.transactionId', 'j.transactionId')
      .leftJoin('users as i', 'i.id', 't.influencerUserId')
      .select([
        'e.id',
        'e.amountPaise',
        'j.kind',
        'j.memo',
        'j.createdOn',
        'c.id as collabId',
        'i.name as influencerName',
        'i.profilePic as influencerProfilePic',
      ])
      .where('a.code', '=', accountCode)
      .orderBy('e.id', 'desc')
      .execute(),
});
