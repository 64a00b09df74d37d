import { PayoutStatus, type TPayoutStatus } from '@collably/shared/domain/payouts';
import type { TPayoutRecord } from '@collably/shared/schemas/payouts';

/** The badge colour of each payment status. */
export const STATUS_COLOR: Record<TPayoutStatus, string> = {
  [PayoutStatus.ReceivedFromBrand]: 'teal',
  [PayoutStatus.Requested]: 'orange',
  [PayoutStatus.Processing]: 'blue',
  [PayoutStatus.Released]: 'brand',
  [PayoutStatus.Declined]: 'red',
};

/** What the info icon says about a record: its reference, and where the money went. */
export function referenceText(r: TPayoutRecord): string {
  const account = r.accountNo ? ` to account ${r.accountNo}` : '';
  switch (r.status) {
    case PayoutStatus.ReceivedFromBrand:
      return r.reference ? `Earnings of ${r.reference}` : 'Earnings from a completed collab';
    case PayoutStatus.Requested:
      return `Waiting for approval: to be paid${account}`;
    case PayoutStatus.Processing:
      return `On its way to the bank${r.accountNo ? ` (account ${r.accountNo})` : ''}: it shows as Released once the bank confirms it`;
    case PayoutStatus.Released:
      return `Reference ${r.reference ?? '—'}: paid${account}`;
    case PayoutStatus.Declined:
      return `Declined: ${r.reference ?? 'no reason given'}. The amount went back to the account balance.`;
  }
}
