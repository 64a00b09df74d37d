import { describe, expect, it } from 'vitest';
import { PayoutMessages as M } from '../messages/payouts';
import {
  ZApprovePayoutRequest,
  ZDeclinePayoutRequest,
  ZPayoutHistoryQuery,
  payoutRequestSchema,
} from './payouts';

const VALID = {
  Amount: 1500.5,
  BankName: 'State Bank of India',
  AccountNo: '1234 5678 9012',
  IFSCcode: 'sbin0001234',
  PAN: 'abcde1234f',
  UPI: 'Priya@OKICICI',
  Address: '12 MG Road\nBengaluru 560001',
  Phone: '+91 98765 43210',
};

const firstMessage = (body: unknown, balance?: number) => {
  const result = payoutRequestSchema(balance).safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('payout request', () => {
  it('accepts a valid request and normalises it', () => {
    expect(payoutRequestSchema(2000).parse(VALID)).toEqual({
      Amount: 1500.5,
      BankName: 'State Bank of India',
      AccountNo: '123456789012',
      IFSCcode: 'SBIN0001234',
      PAN: 'ABCDE1234F',
      UPI: 'priya@okicici',
      Address: '12 MG Road\nBengaluru 560001',
      Phone: '9876543210',
      Method: 'bank',
    });
    expect(payoutRequestSchema(2000).parse({ ...VALID, Method: 'upi' }).Method).toBe('upi');
    expect(firstMessage({ ...VALID, Method: 'cheque' })).toBe(M.methodInvalid);
  });

  it.each([0, -1, 0.001, 10.555, Number.NaN, 20_000_000, '', 'abc', null])(
    "refuses amount %s with 'Please enter valid amount!'",
    (Amount) => expect(firstMessage({ ...VALID, Amount })).toBe(M.invalidAmount),
  );

  it('refuses an amount above the balance, and takes exactly the balance', () => {
    expect(firstMessage({ ...VALID, Amount: 2000.01 }, 2000)).toBe(M.invalidAmount);
    expect(firstMessage({ ...VALID, Amount: 2000 }, 2000)).toBeNull();
    expect(firstMessage({ ...VALID, Amount: '2000' }, 2000)).toBeNull();
  });

  it('names the first mistake in the spec’s order: amount, the seven fields, address length, formats', () => {
    const order: [keyof typeof VALID, string][] = [
      ['Amount', M.invalidAmount],
      ['BankName', M.bankNameRequired],
      ['AccountNo', M.accountNoRequired],
      ['IFSCcode', M.ifscRequired],
      ['PAN', M.panRequired],
      ['UPI', M.upiRequired],
      ['Address', M.addressRequired],
      ['Phone', M.phoneRequired],
    ];
    // Everything empty, and bad formats everywhere they can be: each fix reveals the next message.
    const body: Record<string, unknown> = {};
    for (const [field, message] of order) {
      expect(firstMessage(body, 100)).toBe(message);
      body[field] = field === 'Amount' ? 10 : field === 'Address' ? 'x'.repeat(501) : `  bad ${field} `;
    }
    expect(firstMessage(body, 100)).toBe(M.fieldTooLong('Address', 500));
    body.Address = 'Somewhere';
    for (const [field, message, fix] of [
      ['AccountNo', M.accountNoFormat, VALID.AccountNo],
      ['IFSCcode', M.ifscFormat, VALID.IFSCcode],
      ['PAN', M.panFormat, VALID.PAN],
      ['UPI', M.upiFormat, VALID.UPI],
      ['Phone', M.phoneFormat, VALID.Phone],
    ] as const) {
      expect(firstMessage(body, 100)).toBe(message);
      body[field] = fix;
    }
    expect(firstMessage(body, 100)).toBeNull();
  });

  it.each([
    ['BankName', '   '],
    ['AccountNo', 12345678901],
    ['Phone', null],
  ])('treats a blank or non-text %s as missing', (field, value) => {
    const message = { BankName: M.bankNameRequired, AccountNo: M.accountNoRequired, Phone: M.phoneRequired };
    expect(firstMessage({ ...VALID, [field]: value })).toBe(message[field as keyof typeof message]);
  });

  it.each([
    ['AccountNo', '12345678', M.accountNoFormat],
    ['AccountNo', '1234567890123456789', M.accountNoFormat],
    ['AccountNo', '12345678a9', M.accountNoFormat],
    ['IFSCcode', 'SBIN1001234', M.ifscFormat],
    ['IFSCcode', 'SBI00001234', M.ifscFormat],
    ['PAN', 'ABCD12345F', M.panFormat],
    ['UPI', 'priya', M.upiFormat],
    ['UPI', 'priya@', M.upiFormat],
    ['UPI', 'pri ya@okicici', M.upiFormat],
    ['Phone', '5876543210', M.phoneFormat],
    ['Phone', '98765 4321', M.phoneFormat],
    ['Phone', '+44 7911 123456', M.phoneFormat],
    ['BankName', 'Bank\u202Eevil', 'Text must not contain control or text-direction characters'],
  ])('refuses %s %j', (field, value, message) => {
    expect(firstMessage({ ...VALID, [field]: value })).toBe(message);
  });

  it.each([
    ['AccountNo', '123456789'],
    ['AccountNo', '123456789012345678'],
    ['IFSCcode', 'HDFC0ABC123'],
    ['Phone', '6000000000'],
    ['UPI', 'shop-42.x_y@ybl'],
  ])('accepts %s %j', (field, value) => {
    expect(firstMessage({ ...VALID, [field]: value })).toBeNull();
  });
});

describe('payout request: UPI’s per-transfer limit', () => {
  const LIMIT = M.upiAboveLimit('₹1,00,000.00');

  it('refuses a UPI payout above ₹1,00,000 on the amount, and takes exactly ₹1,00,000', () => {
    const result = payoutRequestSchema().safeParse({ ...VALID, Amount: 100_000.01, Method: 'upi' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['Amount'], message: LIMIT })]);
    expect(firstMessage({ ...VALID, Amount: 100_000, Method: 'upi' })).toBeNull();
    expect(firstMessage({ ...VALID, Amount: '100000', Method: 'upi' })).toBeNull();
  });

  it('lets a bank account take more: the limit is UPI’s alone', () => {
    expect(firstMessage({ ...VALID, Amount: 500_000 })).toBeNull();
    expect(firstMessage({ ...VALID, Amount: 500_000, Method: 'bank' })).toBeNull();
  });

  it('comes after the amount’s own checks and the required fields, before the formats', () => {
    expect(firstMessage({ ...VALID, Amount: 150_000, Method: 'upi' }, 120_000)).toBe(M.invalidAmount);
    expect(firstMessage({ ...VALID, Amount: 150_000, Method: 'upi', PAN: '' })).toBe(M.panRequired);
    expect(firstMessage({ ...VALID, Amount: 150_000, Method: 'upi', UPI: 'priya' })).toBe(LIMIT);
  });
});

describe('history query, approval and decline', () => {
  it('reads the period (default 30) and a status by its text', () => {
    expect(ZPayoutHistoryQuery.parse({})).toEqual({ days: 30 });
    expect(ZPayoutHistoryQuery.parse({ days: '90', status: 'Requested Payout' })).toEqual({
      days: 90,
      status: 'Requested Payout',
    });
    expect(ZPayoutHistoryQuery.parse({ days: '', status: '' })).toEqual({ days: 30 });
    expect(ZPayoutHistoryQuery.safeParse({ days: '45' }).error?.issues[0]?.message).toBe(M.periodInvalid);
    expect(ZPayoutHistoryQuery.safeParse({ status: 'Paid' }).error?.issues[0]?.message).toBe(M.statusInvalid);
  });

  it('takes an optional bank reference, upper-cased', () => {
    expect(ZApprovePayoutRequest.parse(undefined)).toBeUndefined();
    expect(ZApprovePayoutRequest.parse({})).toEqual({});
    expect(ZApprovePayoutRequest.parse({ reference: ' utr-2026abc ' })).toEqual({ reference: 'UTR-2026ABC' });
    expect(ZApprovePayoutRequest.safeParse({ reference: 'a b' }).error?.issues[0]?.message).toBe(
      M.referenceFormat,
    );
  });

  it('requires a decline reason', () => {
    expect(ZDeclinePayoutRequest.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      M.declineReasonRequired,
    );
    expect(ZDeclinePayoutRequest.parse({ reason: 'IFSC does not match the bank' })).toEqual({
      reason: 'IFSC does not match the bank',
    });
  });
});
