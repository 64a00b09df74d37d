import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PayoutStatus } from '@collably/shared/domain/payouts';
import { GstHeldMessages } from '@collably/shared/messages/gst-held';
import type { TPayoutRecord } from '@collably/shared/schemas/payouts';
import { renderWithProviders } from '@/test/render';
import { PayoutCards, PayoutTable } from './payout-records';

const record = (key: string, influencerName: string, status: TPayoutRecord['status']): TPayoutRecord => ({
  key,
  id: Number(key),
  influencerName,
  amount: 1500,
  tdsWithheld: 0,
  status,
  updatedOn: '2026-05-01T10:00:00.000Z',
  reference: null,
  accountNo: 'XXXXXXXX9012',
});

const RECORDS = [record('1', 'Priya', PayoutStatus.Requested), record('2', 'Meera', PayoutStatus.Processing)];
const actions = { onApprove: vi.fn(), onDecline: vi.fn() };

describe('payout records for the super admin', () => {
  it('offers Approve and Decline on a request only, not on a payout already Processing', () => {
    renderWithProviders(<PayoutTable records={RECORDS} {...actions} />);
    const processing = screen.getByRole('row', { name: /Meera/ });
    expect(within(processing).getByText('Processing')).toBeInTheDocument();
    expect(within(processing).queryByRole('button', { name: /^(Approve|Decline)/ })).toBeNull();
    expect(within(processing).getByRole('button', { name: /On its way to the bank/ })).toBeInTheDocument();
    const requested = screen.getByRole('row', { name: /Priya/ });
    expect(within(requested).getByRole('button', { name: /^Approve Priya/ })).toBeInTheDocument();
    expect(within(requested).getByRole('button', { name: /^Decline Priya/ })).toBeInTheDocument();
  });

  it('does the same on a phone’s cards', () => {
    renderWithProviders(<PayoutCards records={RECORDS} {...actions} />);
    const processing = screen.getByRole('article', { name: 'Processing ₹1,500.00' });
    expect(within(processing).queryByRole('button', { name: /^(Approve|Decline)/ })).toBeNull();
    const requested = screen.getByRole('article', { name: 'Requested Payout ₹1,500.00' });
    expect(within(requested).getAllByRole('button', { name: /^(Approve|Decline) Priya/ })).toHaveLength(2);
  });
});

describe('an order’s credit with GST held (issue 37)', () => {
  const credit: TPayoutRecord = {
    ...record('3', 'Asha', PayoutStatus.ReceivedFromBrand),
    amount: 1980,
    tdsWithheld: 20,
    reference: 'Collab #12',
    accountNo: null,
    gstHeld: { amount: 360, releasedOn: null },
  };

  it('shows the GST held until the invoice is filed, and the gross with it', () => {
    renderWithProviders(<PayoutTable records={[credit]} />);
    const row = screen.getByRole('row', { name: /Asha/ });
    expect(within(row).getByText(`GST ₹360.00: ${GstHeldMessages.heldUntilFiled}`)).toBeInTheDocument();
    expect(within(row).getByText('₹2,360.00 less TDS ₹20.00')).toBeInTheDocument();
  });

  it('says when it was added to the balance, on a phone’s cards too', () => {
    renderWithProviders(
      <PayoutCards records={[{ ...credit, gstHeld: { amount: 360, releasedOn: '2026-12-14' } }]} />,
    );
    expect(screen.getByText('GST ₹360.00 added to your balance')).toBeInTheDocument();
  });
});
