import { describe, expect, it } from 'vitest';
import { PayoutMessages as PM } from '../messages/payouts';
import { WithdrawalMessages as M } from '../messages/withdrawals';
import { ZBankWithdrawRequest } from './withdrawals';

const firstMessage = (body: unknown) => {
  const result = ZBankWithdrawRequest.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

const BANK = { accountHolder: 'Goa Cashews LLP', accountNo: '50100123451234', ifscCode: 'HDFC0001234' };

describe('bank withdrawal request', () => {
  it('keeps only the chosen way’s fields, normalised', () => {
    expect(ZBankWithdrawRequest.parse({ amount: 500, ...BANK, upi: 'goa@okbank' })).toEqual({
      amount: 500,
      method: 'bank',
      ...BANK,
    });
    expect(
      ZBankWithdrawRequest.parse({ amount: '500', method: 'upi', ...BANK, upi: ' Goa@OKBank ' }),
    ).toEqual({
      amount: 500,
      method: 'upi',
      upi: 'goa@okbank',
    });
  });

  it('names the first mistake: amount, then the chosen way’s fields', () => {
    expect(firstMessage({ method: 'upi' })).toBe(M.amountRequired);
    expect(firstMessage({ amount: 0.5, method: 'upi' })).toBe(M.amountInvalid);
    expect(firstMessage({ amount: 500, method: 'upi' })).toBe(PM.upiRequired);
    expect(firstMessage({ amount: 500, method: 'upi', upi: 'goa' })).toBe(PM.upiFormat);
    expect(firstMessage({ amount: 500 })).toBe(M.accountHolderRequired);
    expect(firstMessage({ amount: 500, ...BANK, accountNo: '12ab' })).toBe(PM.accountNoFormat);
  });
});

describe('bank withdrawal request: UPI’s per-transfer limit', () => {
  const LIMIT = M.upiAboveLimit('₹1,00,000.00');

  it('refuses a UPI transfer above ₹1,00,000 on the amount, and takes exactly ₹1,00,000', () => {
    const result = ZBankWithdrawRequest.safeParse({ amount: 100_000.01, method: 'upi', upi: 'goa@okbank' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['amount'], message: LIMIT })]);
    expect(firstMessage({ amount: 100_000, method: 'upi', upi: 'goa@okbank' })).toBeNull();
  });

  it('names the limit before asking for the UPI ID, after the amount’s own checks', () => {
    expect(firstMessage({ amount: 250_000, method: 'upi' })).toBe(LIMIT);
    expect(firstMessage({ amount: 250_000.001, method: 'upi' })).toBe(M.amountInvalid);
  });

  it('lets a bank account take more', () => {
    expect(firstMessage({ amount: 250_000, ...BANK })).toBeNull();
  });
});
