import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../../../test/hire-fixtures';
import { Accounts } from './accounts';
import {
  balanceOf,
  InsufficientFundsError,
  post,
  UnbalancedJournalError,
  validateJournal,
  type Journal,
} from './ledger';

let seq = 0;
const key = () => `test:${++seq}`;

describe('validateJournal', () => {
  const wallet = Accounts.brandWallet(1);
  const provider = Accounts.paymentProvider;
  const journal = (entries: Journal['entries']): Journal => ({
    idempotencyKey: 'k',
    kind: 'capture',
    memo: '',
    entries,
  });

  it('accepts balanced journals and drops zero lines', () => {
    expect(
      validateJournal(
        journal([
          { account: provider, amountPaise: -100 },
          { account: wallet, amountPaise: 100 },
          { account: Accounts.couponDiscounts, amountPaise: 0 },
        ]),
      ),
    ).toHaveLength(2);
  });

  it.each([
    [
      'does not sum to zero',
      [
        { account: provider, amountPaise: -100 },
        { account: wallet, amountPaise: 99 },
      ],
    ],
    [
      'has one line',
      [
        { account: wallet, amountPaise: 0 },
        { account: provider, amountPaise: 5 },
      ],
    ],
    [
      'names an account twice',
      [
        { account: wallet, amountPaise: -1 },
        { account: wallet, amountPaise: 1 },
      ],
    ],
    [
      'is not integer paise',
      [
        { account: provider, amountPaise: -0.5 },
        { account: wallet, amountPaise: 0.5 },
      ],
    ],
  ])('refuses a journal that %s', (_why, entries) => {
    expect(() => validateJournal(journal(entries))).toThrow(UnbalancedJournalError);
  });
});

describe.each(databases())('ledger on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  const topUp = (userId: number, paise: number) =>
    t.db.transaction().execute((trx) =>
      post(
        trx,
        {
          idempotencyKey: key(),
          kind: 'payment-credit',
          memo: 'test',
          entries: [
            { account: Accounts.paymentProvider, amountPaise: -paise },
            { account: Accounts.brandWallet(userId), amountPaise: paise },
          ],
        },
        t.clock.now(),
      ),
    );
  const spend = (userId: number, paise: number) =>
    t.db.transaction().execute((trx) =>
      post(
        trx,
        {
          idempotencyKey: key(),
          kind: 'capture',
          memo: 'test',
          entries: [
            { account: Accounts.brandWallet(userId), amountPaise: -paise },
            { account: Accounts.escrow(900_000 + seq), amountPaise: paise },
          ],
        },
        t.clock.now(),
      ),
    );

  it('balances are sums of entries; an idempotency key books once', async () => {
    const brand = await t.user(Role.Brand);
    await topUp(brand.id, 500);
    const journal: Journal = {
      idempotencyKey: key(),
      kind: 'payment-credit',
      memo: 'once',
      entries: [
        { account: Accounts.paymentProvider, amountPaise: -70 },
        { account: Accounts.brandWallet(brand.id), amountPaise: 70 },
      ],
    };
    expect(await t.db.transaction().execute((trx) => post(trx, journal, t.clock.now()))).toBe(true);
    expect(await t.db.transaction().execute((trx) => post(trx, journal, t.clock.now()))).toBe(false);
    expect(await balanceOf(t.db, Accounts.brandWallet(brand.id))).toBe(570);
  });

  it('never takes a wallet below zero, and writes nothing when it refuses', async () => {
    const brand = await t.user(Role.Brand);
    await topUp(brand.id, 100);
    const journals = await t.db.selectFrom('ledgerJournals').select('id').execute();
    await expect(spend(brand.id, 101)).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await t.db.selectFrom('ledgerJournals').select('id').execute()).toHaveLength(journals.length);
    expect(await balanceOf(t.db, Accounts.brandWallet(brand.id))).toBe(100);
  });

  it('concurrent spends cannot overdraw: 10 spends of 100 from 500, exactly 5 succeed', async () => {
    const brand = await t.user(Role.Brand);
    await topUp(brand.id, 500);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => spend(brand.id, 100)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(t.db, Accounts.brandWallet(brand.id))).toBe(0);
    await checkLedger(t.db);
  });

  it('the database itself refuses a negative guarded balance row', async () => {
    const brand = await t.user(Role.Brand);
    await topUp(brand.id, 10);
    await expect(
      t.db
        .updateTable('ledgerAccounts')
        .set({ balancePaise: -1 })
        .where('code', '=', `wallet:${brand.id}`)
        .execute(),
    ).rejects.toThrow();
  });
});
