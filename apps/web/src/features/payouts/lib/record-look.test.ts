import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES, PayoutStatus } from '@collably/shared/domain/payouts';
import type { TPayoutRecord } from '@collably/shared/schemas/payouts';
import { STATUS_COLOR, referenceText } from './record-look';

const record = (over: Partial<TPayoutRecord>): TPayoutRecord => ({
  key: 'p1',
  id: 1,
  influencerName: 'Priya',
  amount: 1500,
  tdsWithheld: 0,
  status: PayoutStatus.Requested,
  updatedOn: '2026-05-01T10:00:00.000Z',
  reference: null,
  accountNo: 'XXXXXXXX9012',
  ...over,
});

describe('record look', () => {
  it('gives every status a colour of its own, Processing blue', () => {
    expect(Object.keys(STATUS_COLOR).sort()).toEqual([...PAYOUT_STATUSES].sort());
    expect(new Set(Object.values(STATUS_COLOR)).size).toBe(PAYOUT_STATUSES.length);
    expect(STATUS_COLOR[PayoutStatus.Processing]).toBe('blue');
  });

  it('says a Processing payout is on its way to the bank, and to which account', () => {
    expect(referenceText(record({ status: PayoutStatus.Processing }))).toBe(
      'On its way to the bank (account XXXXXXXX9012): it shows as Released once the bank confirms it',
    );
    expect(referenceText(record({ status: PayoutStatus.Processing, accountNo: null }))).toBe(
      'On its way to the bank: it shows as Released once the bank confirms it',
    );
  });

  it('says where the other statuses stand', () => {
    expect(referenceText(record({}))).toBe('Waiting for approval: to be paid to account XXXXXXXX9012');
    expect(referenceText(record({ status: PayoutStatus.Released, reference: 'UTR123456' }))).toBe(
      'Reference UTR123456: paid to account XXXXXXXX9012',
    );
  });
});
