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
});
