/**
 * Model-based property test of payout money (ARCHITECTURE §4): random histories of earnings credits,
 * payout requests (some above the balance, some doubled in parallel, at most one waiting per influencer), approvals and declines (some sent twice,
 * or approve and decline at once) through the HTTP API, compared with a model. After every history:
 * every journal sums to zero, no guarded balance is negative and each balance row equals its entries
 * (checkLedger), every payout was settled at most once, and each influencer's earnings balance is
 * credited − requested + declined, with every open request's amount held in its clearing account.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import { propertyRuns } from '@collably/shared/testing/property-runs';
import { checkLedger, accountBalance } from '../../../test/hire-fixtures';
import {
  PAYOUT_FORM,
  approvePayout,
  creditEarnings,
  declinePayout,
  earningsPaise,
  requestPayout,
} from '../../../test/payout-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';

const RUNS = (dialect: string) =>
  Number(process.env.PROPERTY_DB_RUNS ?? propertyRuns(dialect === 'sqlite' ? 200 : 60));

type Command =
  | { kind: 'credit'; who: number; paise: number }
  | { kind: 'request'; who: number; paise: number; twice: boolean }
  | { kind: 'approve'; pick: number; twice: boolean }
  | { kind: 'decline'; pick: number }
  | { kind: 'approveAndDecline'; pick: number };

const who = fc.integer({ min: 0, max: 1 });
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), who, paise: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({
    kind: fc.constant('request' as const),
    who,
    paise: fc.oneof(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 1, max: 1_000_000 })),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat(), twice: fc.boolean() }),
  fc.record({ kind: fc.constant('decline' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('approveAndDecline' as const), pick: fc.nat() }),
);

type ModelPayout = { id: number; who: number; paise: number; status: 'requested' | 'released' | 'declined' };

describe.each(databases())('payout ledger invariants on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterAll(() => t.close());

  it('hold after random request / approve / decline histories', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 12 }), async (commands) => {
        const people = [await t.user(Role.Influencer), await t.user(Role.Influencer)];
        const balance = [0, 0];
        const credited = [0, 0];
        const payouts: ModelPayout[] = [];
        const newPayoutIds = async (userId: number) =>
          (
            await t.db
              .selectFrom('payouts')
              .select(['id', 'amountPaise'])
              .where('userId', '=', userId)
              .where('id', 'not in', payouts.length ? payouts.map((p) => p.id) : [0])
              .orderBy('id')
              .execute()
          ).map((r) => r.id);
        const open = () => payouts.filter((p) => p.status === 'requested');

        for (const c of commands) {
          if (c.kind === 'credit') {
            await creditEarnings(t, people[c.who].id, c.paise);
            balance[c.who] += c.paise;
            credited[c.who] += c.paise;
          } else if (c.kind === 'request') {
            const body = { ...PAYOUT_FORM, Amount: paiseToRupees(c.paise) };
            const calls = c.twice ? [body, body] : [body];
            const answers = await Promise.all(calls.map((b) => requestPayout(t, people[c.who], b)));
            // One request may wait at a time; it is filed when the balance covers it.
            const isWaiting = open().some((p) => p.who === c.who);
            const fits = !isWaiting && balance[c.who] >= c.paise ? 1 : 0;
            const ok = answers.filter((r) => r.statusCode === 200).length;
            for (const r of answers) expect([200, 400, 409], r.body).toContain(r.statusCode);
            expect(ok, 'one request is filed when none waits and the balance covers it').toBe(fits);
            for (const id of await newPayoutIds(people[c.who].id)) {
              payouts.push({ id, who: c.who, paise: c.paise, status: 'requested' });
            }
            balance[c.who] -= ok * c.paise;
          } else if (open().length > 0) {
            const p = open()[c.pick % open().length];
            if (c.kind === 'approve') {
              const answers = await Promise.all(
                (c.twice ? [1, 2] : [1]).map(() => approvePayout(t, admin, p.id)),
              );
              expect(answers.map((r) => r.statusCode).sort()).toEqual(c.twice ? [200, 409] : [200]);
              p.status = 'released';
            } else if (c.kind === 'decline') {
              expect((await declinePayout(t, admin, p.id, 'Bank details do not match')).statusCode).toBe(200);
              p.status = 'declined';
              balance[p.who] += p.paise;
            } else {
              const [approved, declined] = await Promise.all([
                approvePayout(t, admin, p.id),
                declinePayout(t, admin, p.id, 'Changed my mind'),
              ]);
              expect([approved.statusCode, declined.statusCode].sort()).toEqual([200, 409]);
              p.status = approved.statusCode === 200 ? 'released' : 'declined';
              if (p.status === 'declined') balance[p.who] += p.paise;
            }
          }
        }

        await checkLedger(t.db);
        for (const [i, person] of people.entries()) {
          expect(await earningsPaise(t, person.id), 'earnings = credited − requested + declined').toBe(
            balance[i],
          );
          const mine = payouts.filter((p) => p.who === i);
          const requested = mine.reduce((s, p) => s + p.paise, 0);
          const declined = mine.filter((p) => p.status === 'declined').reduce((s, p) => s + p.paise, 0);
          expect(balance[i]).toBe(credited[i] - requested + declined);
          expect(balance[i]).toBeGreaterThanOrEqual(0);
        }
        const stored = payouts.length
          ? await t.db
              .selectFrom('payouts')
              .select(['id', 'status'])
              .where(
                'id',
                'in',
                payouts.map((p) => p.id),
              )
              .execute()
          : [];
        for (const p of payouts) {
          expect(stored.find((s) => s.id === p.id)?.status).toBe(p.status);
          expect(await accountBalance(t.db, `payout:${p.id}`), `payout ${p.id} clearing`).toBe(
            p.status === 'requested' ? p.paise : 0,
          );
          const settles = await t.db
            .selectFrom('ledgerJournals')
            .select('kind')
            .where('idempotencyKey', 'in', [`payout-request:${p.id}`, `payout-settle:${p.id}`])
            .execute();
          const expected = { requested: [], released: ['payout-release'], declined: ['payout-decline'] }[
            p.status
          ];
          expect(settles.map((j) => j.kind).sort()).toEqual(['payout-request', ...expected].sort());
        }
      }),
      { numRuns: RUNS(dialect) },
    );
  }, 600_000);
});
