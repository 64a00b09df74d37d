import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { PayoutStatus } from '@collably/shared/domain/payouts';
import { PayoutMessages as M } from '@collably/shared/messages/payouts';
import {
  act,
  checkLedger,
  earnings,
  hire,
  influencerWithService,
  uploadedAttachment,
} from '../../../test/hire-fixtures';
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

const history = async (t: TestApp, user: TestUser, query: Record<string, string> = {}) => {
  const res = await t.get('/api/user/payouthistory', { token: user.token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    key: string;
    id: number;
    status: string;
    amount: number;
    reference: string | null;
    accountNo: string | null;
    influencerName: string;
    updatedOn: string;
  }[];
};

/** The super admin's audit entries of one kind about one user (newest first). */
const auditOf = async (t: TestApp, admin: TestUser, action: string, targetUserId: number) =>
  (
    (await t.get('/api/admin/audit-log', { token: admin.token })).json().data.entries as {
      action: string;
      actorUserId: number;
      targetUserId: number;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[]
  ).filter((e) => e.action === action && e.targetUserId === targetUserId);

describe.each(databases())('payouts on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterAll(() => t.close());

  it('moves the amount from the balance to the request, remembers the bank details and tells the influencer', async () => {
    const influencer = await influencerWithEarnings(t, 200_000);
    const res = await requestPayout(t, influencer, {
      ...PAYOUT_FORM,
      Amount: 1500.5,
      AccountNo: '1234 5678 9012',
      IFSCcode: 'sbin0001234',
      PAN: 'abcde1234f',
      Phone: '+91 98765 43210',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, message: M.requested, data: true });
    expect(await earnings(t, influencer)).toBe(499.5);

    const bank = (await t.get('/api/user/payoutbank', { token: influencer.token })).json().data;
    expect(bank).toEqual({
      bankName: 'State Bank of India',
      accountHolder: null,
      accountNo: '123456789012',
      ifscCode: 'SBIN0001234',
      pan: 'ABCDE1234F',
      upi: 'priya@okicici',
      address: '12 MG Road, Bengaluru 560001',
      phone: '9876543210',
    });

    const rows = await history(t, influencer);
    expect(rows.map((r) => [r.status, r.amount])).toEqual([
      [PayoutStatus.Requested, 1500.5],
      [PayoutStatus.ReceivedFromBrand, 2000],
    ]);
    expect(rows[0]).toMatchObject({ accountNo: 'XXXXXXXX9012', reference: null });

    const bell = (await t.get('/api/notification/get', { token: influencer.token })).json().data;
    expect(bell[0]).toMatchObject({ msgType: 'paymentdetails', message: M.requestedNotice('₹1,500.50') });
    await checkLedger(t.db);
  });

  it('keeps PAN, account number, UPI ID and phone encrypted at rest and out of the log', async () => {
    const influencer = await influencerWithEarnings(t, 50_000);
    await requestPayout(t, influencer, { ...PAYOUT_FORM, AccountNo: '987654321098', PAN: 'PQRSX6789Z' });
    const row = await t.db
      .selectFrom('payouts')
      .selectAll()
      .where('userId', '=', influencer.id)
      .executeTakeFirstOrThrow();
    for (const column of [row.accountNoEnc, row.panEnc, row.upiEnc, row.phoneEnc]) {
      expect(column).toMatch(/^v2:k0:/);
    }
    const stored = JSON.stringify(row);
    for (const secret of ['987654321098', 'PQRSX6789Z', PAYOUT_FORM.UPI, PAYOUT_FORM.Phone]) {
      expect(stored).not.toContain(secret);
    }
    expect(row).toMatchObject({ bankName: PAYOUT_FORM.BankName, ifscCode: PAYOUT_FORM.IFSCcode });
  });

  it('prefills nothing before the first request', async () => {
    const influencer = await t.user(Role.Influencer);
    expect((await t.get('/api/user/payoutbank', { token: influencer.token })).json().data).toEqual({
      bankName: null,
      accountHolder: null,
      accountNo: null,
      ifscCode: null,
      pan: null,
      upi: null,
      address: null,
      phone: null,
    });
  });

  it('names the first mistake in the spec’s order', async () => {
    const influencer = await influencerWithEarnings(t, 10_000); // ₹100
    const messageOf = async (body: unknown) => {
      const res = await requestPayout(t, influencer, body as Record<string, unknown>);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    // Amount first, even above the balance with every other field missing.
    for (const Amount of [0, -5, 10.123, 'abc', 100.01, 5000]) {
      expect(await messageOf({ Amount })).toBe(M.invalidAmount);
    }
    const steps: [keyof typeof PAYOUT_FORM, string][] = [
      ['BankName', M.bankNameRequired],
      ['AccountNo', M.accountNoRequired],
      ['IFSCcode', M.ifscRequired],
      ['PAN', M.panRequired],
      ['UPI', M.upiRequired],
      ['Address', M.addressRequired],
      ['Phone', M.phoneRequired],
    ];
    const body: Record<string, unknown> = { Amount: 100 };
    for (const [field, message] of steps) {
      expect(await messageOf(body)).toBe(message);
      body[field] = field === 'Address' ? 'x'.repeat(501) : `bad ${field}`;
    }
    expect(await messageOf(body)).toBe(M.fieldTooLong('Address', 500));
    body.Address = PAYOUT_FORM.Address;
    for (const [field, message] of [
      ['AccountNo', M.accountNoFormat],
      ['IFSCcode', M.ifscFormat],
      ['PAN', M.panFormat],
      ['UPI', M.upiFormat],
      ['Phone', M.phoneFormat],
    ] as const) {
      expect(await messageOf(body)).toBe(message);
      body[field] = PAYOUT_FORM[field];
    }
    expect(await messageOf([PAYOUT_FORM])).toBe(M.invalidAmount);
    expect((await requestPayout(t, influencer, body)).statusCode).toBe(200);
    expect(await earningsPaise(t, influencer.id)).toBe(0);
    // One request waits at a time: the next is told so before anything else about it.
    const next = await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 0.01 });
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toBe(M.alreadyWaiting('₹100.00'));
  });

  it('is refused to brands, staff and visitors, and to influencers on the admin routes', async () => {
    const influencer = await influencerWithEarnings(t, 10_000);
    await requestPayout(t, influencer, PAYOUT_FORM);
    const id = await latestPayoutId(t, influencer.id);
    // Thunks: each call is sent only where it is awaited, so the admin's approve and decline are never sent.
    const calls = (token?: string) => [
      () => t.post('/api/user/requestpayout', PAYOUT_FORM, { token }),
      () => t.get('/api/user/payouthistory', { token }),
      () => t.get('/api/user/payoutbank', { token }),
      () => t.get('/api/payout/details', { token, query: { payoutId: String(id) } }),
      () => t.post('/api/payout/approve', {}, { token, query: { payoutId: String(id) } }),
      () => t.post('/api/payout/decline', { reason: 'No' }, { token, query: { payoutId: String(id) } }),
    ];
    const send = (list: ReturnType<typeof calls>) => Promise.all(list.map((call) => call()));
    for (const role of [Role.Brand, Role.Staff] as const) {
      const { token } = await t.user(role);
      for (const res of await send(calls(token))) expect(res.statusCode, res.body).toBe(403);
    }
    for (const res of await send(calls())) expect(res.statusCode).toBe(401);
    for (const res of await send(calls(influencer.token).slice(3))) expect(res.statusCode).toBe(403);
    const [adminRequest, , adminBank] = calls(admin.token);
    expect((await adminRequest()).statusCode).toBe(403);
    expect((await adminBank()).statusCode).toBe(403);
    expect(await earningsPaise(t, influencer.id)).toBe(0);
    const row = await t.db
      .selectFrom('payouts')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('requested');
  });

  it('shows an influencer only their own records, and the admin everyone’s waiting requests by default', async () => {
    const a = await influencerWithEarnings(t, 30_000);
    const b = await influencerWithEarnings(t, 30_000);
    await requestPayout(t, a, { ...PAYOUT_FORM, Amount: 111 });
    await requestPayout(t, b, { ...PAYOUT_FORM, Amount: 222 });
    const ofA = await history(t, a);
    expect(ofA.every((r) => r.influencerName === ofA[0].influencerName)).toBe(true);
    expect(ofA.map((r) => r.amount)).toEqual([111, 300]);

    const waiting = await history(t, admin);
    expect(waiting.every((r) => r.status === PayoutStatus.Requested)).toBe(true);
    expect(waiting.map((r) => r.amount)).toEqual(expect.arrayContaining([111, 222]));
    const received = await history(t, admin, { status: PayoutStatus.ReceivedFromBrand });
    expect(received.every((r) => r.status === PayoutStatus.ReceivedFromBrand)).toBe(true);
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(await history(t, a, { status: PayoutStatus.Released })).toEqual([]);

    for (const query of [{ days: '45' }, { days: 'x' }, { status: 'Paid' }] as Record<string, string>[]) {
      const res = await t.get('/api/user/payouthistory', { token: a.token, query });
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps to the chosen period of 30, 60 or 90 days', async () => {
    const influencer = await influencerWithEarnings(t, 90_000);
    await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 100 });
    await approvePayout(t, admin, await latestPayoutId(t, influencer.id));
    t.clock.advance(45 * 86_400_000);
    try {
      await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 200 });
      expect((await history(t, influencer)).map((r) => r.amount)).toEqual([200]);
      expect((await history(t, influencer, { days: '60' })).map((r) => r.amount)).toEqual([200, 100, 900]);
      expect((await history(t, influencer, { days: '90' })).length).toBe(3);
    } finally {
      t.clock.advance(-45 * 86_400_000);
    }
  });

  it('releases an approved payout to the bank exactly once, with a reference', async () => {
    const influencer = await influencerWithEarnings(t, 100_000);
    await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 400 });
    const id = await latestPayoutId(t, influencer.id);

    const details = await t.get('/api/payout/details', {
      token: admin.token,
      query: { payoutId: String(id) },
    });
    expect(details.json().data).toMatchObject({
      id,
      userId: influencer.id,
      amount: 400,
      status: PayoutStatus.Requested,
      accountNo: PAYOUT_FORM.AccountNo,
      pan: PAYOUT_FORM.PAN,
      upi: PAYOUT_FORM.UPI,
      phone: PAYOUT_FORM.Phone,
      reference: null,
    });

    const res = await approvePayout(t, admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, message: M.approved, data: true });
    const reference = `PAYOUT-${String(id).padStart(6, '0')}`;
    const [row] = await history(t, influencer, { status: PayoutStatus.Released });
    expect(row).toMatchObject({ id, amount: 400, reference, accountNo: 'XXXXXXXX9012' });
    expect(await earnings(t, influencer)).toBe(600);

    const again = await approvePayout(t, admin, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadySettled);
    expect((await declinePayout(t, admin, id, 'Too late')).statusCode).toBe(409);
    expect(await earnings(t, influencer)).toBe(600);
    expect(await auditOf(t, admin, 'payout-approve', influencer.id)).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        before: { payout: id, amount: '₹400.00', status: PayoutStatus.Requested },
        after: { status: PayoutStatus.Released, reference },
      }),
    ]);
    expect(await auditOf(t, admin, 'payout-decline', influencer.id)).toEqual([]);

    const bell = (await t.get('/api/notification/get', { token: influencer.token })).json().data;
    expect(bell[0].message).toBe(M.releasedNotice('₹400.00', reference));
    const journals = await t.db
      .selectFrom('ledgerJournals')
      .select(['kind'])
      .where('idempotencyKey', 'in', [`payout-request:${id}`, `payout-settle:${id}`])
      .orderBy('id')
      .execute();
    expect(journals.map((j) => j.kind)).toEqual(['payout-request', 'payout-release']);
    await checkLedger(t.db);
  });

  it('stores the bank reference (UTR) the admin gives', async () => {
    const influencer = await influencerWithEarnings(t, 10_000);
    await requestPayout(t, influencer, PAYOUT_FORM);
    const id = await latestPayoutId(t, influencer.id);
    expect((await approvePayout(t, admin, id, { reference: 'a b' })).json().message).toBe(M.referenceFormat);
    expect((await approvePayout(t, admin, id, { reference: 'utr-20260601-77' })).statusCode).toBe(200);
    const [row] = await history(t, influencer, { status: PayoutStatus.Released });
    expect(row.reference).toBe('UTR-20260601-77');
  });

  it('gives a declined request’s amount back, with the reason', async () => {
    const influencer = await influencerWithEarnings(t, 50_000);
    await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 500 });
    const id = await latestPayoutId(t, influencer.id);
    expect(await earnings(t, influencer)).toBe(0);

    const blank = await declinePayout(t, admin, id, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(M.declineReasonRequired);
    const res = await declinePayout(t, admin, id, 'The IFSC code does not match <the> bank');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.declined);
    expect(await earnings(t, influencer)).toBe(500);

    const rows = await history(t, influencer);
    expect(rows.map((r) => [r.status, r.amount, r.reference])).toEqual([
      [PayoutStatus.Declined, 500, 'The IFSC code does not match <the> bank'],
      [PayoutStatus.ReceivedFromBrand, 500, null],
    ]);
    expect((await approvePayout(t, admin, id)).statusCode).toBe(409);
    expect(await auditOf(t, admin, 'payout-decline', influencer.id)).toEqual([
      expect.objectContaining({
        after: { status: PayoutStatus.Declined, reason: 'The IFSC code does not match <the> bank' },
      }),
    ]);
    const bell = (await t.get('/api/notification/get', { token: influencer.token })).json().data;
    expect(bell[0].message).toBe(
      M.declinedNotice('₹500.00', 'The IFSC code does not match &lt;the&gt; bank'),
    );
    await checkLedger(t.db);
  });

  it('answers 404 for a payout that does not exist and 400 for a bad id', async () => {
    for (const res of [
      await approvePayout(t, admin, 999_999),
      await declinePayout(t, admin, 999_999, 'No'),
      await t.get('/api/payout/details', { token: admin.token, query: { payoutId: '999999' } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    for (const payoutId of ['0', 'abc', '1.5', '99999999999']) {
      expect(
        (await t.get('/api/payout/details', { token: admin.token, query: { payoutId } })).statusCode,
      ).toBe(400);
    }
  });

  it('shows a completed collab’s earnings as Received from Brand', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
    const id = await hire(t, brand, serviceId);
    await act(t, influencer, id, ActionCode.Accept);
    await act(t, influencer, id, ActionCode.SendForApproval, '', [
      await uploadedAttachment(t, influencer.id),
    ]);
    await act(t, brand, id, ActionCode.Approve);
    await act(t, influencer, id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/abc');
    await act(t, brand, id, ActionCode.MarkComplete);
    const rows = await history(t, influencer);
    expect(rows).toEqual([
      expect.objectContaining({
        status: PayoutStatus.ReceivedFromBrand,
        amount: 1000,
        reference: `Collab #${id}`,
      }),
    ]);
    expect((await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 1000 })).statusCode).toBe(200);
    expect(await earnings(t, influencer)).toBe(0);
  });
});

describe('payout logging', () => {
  it('never writes the bank details to the log, even at trace level', async () => {
    const lines: string[] = [];
    const t = await testApp('sqlite', {
      configure: (c) => void (c.logLevel = 'trace'),
      build: { logStream: { write: (line) => void lines.push(line) } },
    });
    try {
      const influencer = await influencerWithEarnings(t, 10_000);
      const body = {
        ...PAYOUT_FORM,
        AccountNo: '555566667777',
        PAN: 'LMNOP4321Q',
        UPI: 'secret.me@ybl',
        Phone: '7012345678',
      };
      expect((await requestPayout(t, influencer, body)).statusCode).toBe(200);
      const other = await influencerWithEarnings(t, 10_000);
      expect((await requestPayout(t, other, { ...body, IFSCcode: 'bad' })).statusCode).toBe(400);
      await t.get('/api/user/payoutbank', { token: influencer.token });
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      for (const secret of ['555566667777', 'LMNOP4321Q', 'secret.me@ybl', '7012345678']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
