import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TWithdrawal } from '@collably/shared/schemas/withdrawals';
import { renderWithProviders } from '@/test/render';
import { WithdrawalRow } from './withdrawal-row';

const withdrawal = (over: Partial<TWithdrawal>): TWithdrawal => ({
  id: 7,
  amount: 500,
  method: 'bank',
  status: 'requested',
  transactionId: null,
  reference: null,
  failureReason: null,
  requestedOn: '2026-05-01T10:00:00.000Z',
  settledOn: null,
  destination: 'bank account ••1234',
  ...over,
});

const renderRow = (w: TWithdrawal) =>
  renderWithProviders(
    <ul>
      <WithdrawalRow withdrawal={w} />
    </ul>,
  );

describe('WithdrawalRow', () => {
  it('shows a bank withdrawal on its way as Processing', () => {
    renderRow(withdrawal({ status: 'processing', reference: 'pout_00000000000001' }));
    expect(screen.getByText('₹500.00 to bank account ••1234')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText(/pout_00000000000001/)).toBeInTheDocument();
  });

  it.each([
    ['requested', 'Waiting to be sent'],
    ['processed', 'Sent'],
    ['failed', 'Not sent: back in wallet'],
  ] as const)('labels a bank withdrawal %s “%s”', (status, label) => {
    renderRow(withdrawal({ status }));
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
