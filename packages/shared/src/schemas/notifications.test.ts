import { describe, expect, it } from 'vitest';
import { PAYOUT_MSG_TYPE, WALLET_MSG_TYPE, notificationPath } from './notifications';

describe('notificationPath', () => {
  it('opens payment details, the wallet, or the order tab with the collab', () => {
    expect(notificationPath(PAYOUT_MSG_TYPE)).toBe('/paymentdetails');
    expect(notificationPath(WALLET_MSG_TYPE)).toBe('/wallet');
    expect(notificationPath('Wallet', 4)).toBe('/wallet');
    expect(notificationPath('Ongoing', 12)).toBe('/order/ongoing?collab=12');
    expect(notificationPath('new')).toBe('/order/new');
  });
});
