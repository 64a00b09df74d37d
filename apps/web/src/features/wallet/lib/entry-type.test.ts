import { describe, expect, it } from 'vitest';
import { WalletEntryType } from '@collably/shared/schemas/wallet';
import { entryLookOf } from './entry-type';

describe('entryLookOf', () => {
  it('names the refund of a paid order whose details never came, as a credit', () => {
    expect(entryLookOf(WalletEntryType.UnsentRefund)).toEqual({
      label: 'Refund: details not sent',
      isCredit: true,
      color: 'teal',
    });
  });

  it('tells money used for an order from money refunded out to the payment method, and a failed refund', () => {
    expect(entryLookOf(WalletEntryType.Withdrawn, 'Ananya Rao').label).toBe('Used for an order');
    expect(entryLookOf(WalletEntryType.Withdrawn, '')).toMatchObject({
      label: 'Refunded to payment method',
      isCredit: false,
    });
    expect(entryLookOf(WalletEntryType.WithdrawalReturned)).toMatchObject({
      label: 'Refund to payment method failed',
      isCredit: true,
    });
  });
});
