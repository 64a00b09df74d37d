/**
 * Issue 10: payouts under concurrency. 20 requests of one influencer at once (a double click, a script, two
 * tabs) file one request (one may wait at a time) and never take more than the balance; an approval sent
 * twice at once, or an approval racing a decline, settles the payout once. The figures (how many succeeded, balances, time) are printed for the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { formatRupees } from '@collably/shared/domain/pricing';
import { PayoutMessages as M } from '@collably/shared/messages/payouts';
import { accountBalance, checkLedger } from '../../../test/hire-fixtures';
import {
  PAYOUT_FORM,
  approvePayout,
  declinePayout,
  earningsPaise,
  influencerWithEarnings,
  latestPayoutId,
  requestPayout,
} from '../../../test/payout-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';

const PARALLEL = 20;

describe.each(databases())('payouts under concurrency on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterAll(() => t.close());

  const record = (what: string, figures: Record<string, unknown>) =>
    console.info(`[payout concurrency ${dialect}] ${what}: ${JSON.stringify(figures)}`);

  it.each([
    ['₹120 each from ₹1,000', 100_000, 12_000],
    ['the whole ₹1,000 each', 100_000, 100_000],
    ['₹0.01 each from ₹0.15', 15, 1],
  ])(
    `${PARALLEL} parallel requests of %s file exactly one request, never above the balance`,
    async (_what, balance, each) => {
      const influencer = await influencerWithEarnings(t, balance);
      const body = { ...PAYOUT_FORM, Amount: each / 100 };
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => requestPayout(t, influencer, body)),
      );
      const ms = Math.round(performance.now() - started);
      const succeeded = answers.filter((r) => r.statusCode === 200);
      const refused = answers.filter((r) => r.statusCode !== 200);
      // The losers are told a request is waiting, or (when the winner took the whole balance first) that the
      // amount is no longer valid.
      const waitingMessage = M.alreadyWaiting(formatRupees(each));
      for (const r of refused) {
        expect([409, 400], r.body).toContain(r.statusCode);
        expect(r.json().message).toBe(r.statusCode === 409 ? waitingMessage : M.invalidAmount);
      }
      expect(succeeded).toHaveLength(1);
      const left = await earningsPaise(t, influencer.id);
      expect(left).toBe(balance - each);
      const rows = await t.db
        .selectFrom('payouts')
        .select('id')
        .where('userId', '=', influencer.id)
        .execute();
      expect(rows).toHaveLength(1);
      await checkLedger(t.db);
      record(`${PARALLEL} requests of ${each} paise from ${balance}`, {
        succeeded: succeeded.length,
        waiting: refused.filter((r) => r.statusCode === 409).length,
        overBalance: refused.filter((r) => r.statusCode === 400).length,
        earningsLeftPaise: left,
        heldPaise: each,
        ms,
      });
    },
  );

  it('a decided request lets the influencer request again', async () => {
    const influencer = await influencerWithEarnings(t, 100_000);
    expect((await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 100 })).statusCode).toBe(200);
    const again = await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyWaiting('₹100.00'));
    expect((await approvePayout(t, admin, await latestPayoutId(t, influencer.id))).statusCode).toBe(200);
    expect((await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 100 })).statusCode).toBe(200);
    expect(await earningsPaise(t, influencer.id)).toBe(80_000);
    await checkLedger(t.db);
  });

  it('an approval sent twice at once releases the payout once', async () => {
    const influencer = await influencerWithEarnings(t, 50_000);
    await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 300 });
    const id = await latestPayoutId(t, influencer.id);
    const started = performance.now();
    const answers = await Promise.all([approvePayout(t, admin, id), approvePayout(t, admin, id)]);
    const ms = Math.round(performance.now() - started);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await accountBalance(t.db, `payout:${id}`)).toBe(0);
    const settles = await t.db
      .selectFrom('ledgerJournals')
      .select('kind')
      .where('idempotencyKey', '=', `payout-settle:${id}`)
      .execute();
    expect(settles).toEqual([{ kind: 'payout-release' }]);
    expect(await earningsPaise(t, influencer.id)).toBe(20_000);
    await checkLedger(t.db);
    record('2 parallel approvals', { statuses: answers.map((r) => r.statusCode), ms });
  });

  it(`${PARALLEL} approvals and declines of one payout at once settle it once`, async () => {
    const influencer = await influencerWithEarnings(t, 50_000);
    await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 500 });
    const id = await latestPayoutId(t, influencer.id);
    const released = await accountBalance(t.db, 'payouts-released');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 === 0 ? approvePayout(t, admin, id) : declinePayout(t, admin, id, 'Duplicate request'),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
    const wasReleased = ok[0].json().message === M.approved;
    expect(await earningsPaise(t, influencer.id)).toBe(wasReleased ? 0 : 50_000);
    expect((await accountBalance(t.db, 'payouts-released')) - released).toBe(wasReleased ? 50_000 : 0);
    await checkLedger(t.db);
    record(`${PARALLEL} mixed approvals and declines`, {
      succeeded: ok.length,
      outcome: ok[0].json().message,
    });
  });
});
