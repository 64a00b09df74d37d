import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayoutMessages as PM } from '@collably/shared/messages/payouts';
import { WithdrawalMessages as M } from '@collably/shared/messages/withdrawals';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { BankWithdrawForm } from './bank-withdraw-form';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

beforeEach(() => {
  api.post.mockReset().mockResolvedValue({ isSuccess: true, message: M.bankRequested('₹500.00'), data: {} });
});

const field = (label: string) => screen.getByRole('textbox', { name: label });
const send = (label = 'Withdraw to bank account') =>
  userEvent.click(screen.getByRole('button', { name: label }));

describe('BankWithdrawForm', () => {
  it('names the first mistake with the payout form’s messages and sends nothing', async () => {
    renderWithProviders(<BankWithdrawForm walletBalance={1000} />);
    expect(screen.getByText(/No fee: the whole amount reaches you/)).toBeInTheDocument();
    await send();
    expect(await screen.findByText(M.amountRequired)).toBeInTheDocument();
    await userEvent.type(field('Amount to withdraw'), '500');
    await send();
    expect(await screen.findByText(M.accountHolderRequired)).toBeInTheDocument();
    await userEvent.type(field('Account holder name'), 'Goa Cashews LLP');
    await userEvent.type(field('Account No.'), '12ab');
    await userEvent.type(field('IFSC Code'), 'SBIN0001234');
    await send();
    expect(await screen.findByText(PM.accountNoFormat)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the bank account normalised, or a UPI ID', async () => {
    renderWithProviders(<BankWithdrawForm walletBalance={1000} />);
    await userEvent.type(field('Amount to withdraw'), '500');
    await userEvent.type(field('Account holder name'), ' Goa Cashews LLP ');
    await userEvent.type(field('Account No.'), '5010 0123 4512 34');
    await userEvent.type(field('IFSC Code'), 'hdfc0001234');
    await send();
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('withdrawals/withdraw-to-bank', {
        amount: 500,
        method: 'bank',
        accountHolder: 'Goa Cashews LLP',
        accountNo: '50100123451234',
        ifscCode: 'HDFC0001234',
      }),
    );

    // A sent request empties the amount; the UPI ID is asked for once an amount is given.
    await userEvent.click(screen.getByRole('radio', { name: 'UPI ID' }));
    await userEvent.type(field('Amount to withdraw'), '500');
    await send('Withdraw to UPI ID');
    expect(await screen.findByText(PM.upiRequired)).toBeInTheDocument();
    await userEvent.type(field('UPI ID'), 'Goa@OKBank');
    await send('Withdraw to UPI ID');
    await waitFor(() =>
      expect(api.post).toHaveBeenLastCalledWith('withdrawals/withdraw-to-bank', {
        amount: 500,
        method: 'upi',
        upi: 'goa@okbank',
      }),
    );
  });

  it('shows the bank account’s fields or the UPI ID, as chosen, and keeps what was typed', async () => {
    renderWithProviders(<BankWithdrawForm walletBalance={1000} />);
    expect(screen.getByRole('radio', { name: 'Bank account (IMPS/NEFT)' })).toBeChecked();
    await userEvent.type(field('Account No.'), '50100123451234');
    expect(screen.queryByRole('textbox', { name: 'UPI ID' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'UPI ID' }));
    expect(field('UPI ID')).toBeInTheDocument();
    for (const label of ['Account holder name', 'Account No.', 'IFSC Code']) {
      expect(screen.queryByRole('textbox', { name: label })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Withdraw to UPI ID' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Bank account (IMPS/NEFT)' }));
    expect(field('Account No.')).toHaveValue('50100123451234');
    expect(screen.queryByRole('textbox', { name: 'UPI ID' })).toBeNull();
  });

  it('refuses a UPI transfer above ₹1,00,000 on the amount; a bank account takes it', async () => {
    renderWithProviders(<BankWithdrawForm walletBalance={250_000} />);
    await userEvent.click(screen.getByRole('radio', { name: 'UPI ID' }));
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(field('Amount to withdraw')).toHaveValue('₹2,50,000');
    await send('Withdraw to UPI ID');
    const limit = M.upiAboveLimit('₹1,00,000.00');
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(field('Amount to withdraw')).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Bank account (IMPS/NEFT)' }));
    await waitFor(() => expect(screen.queryByText(limit)).toBeNull());
    await userEvent.type(field('Account holder name'), 'Goa Cashews LLP');
    await userEvent.type(field('Account No.'), '50100123451234');
    await userEvent.type(field('IFSC Code'), 'HDFC0001234');
    await send();
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('withdrawals/withdraw-to-bank', {
        amount: 250000,
        method: 'bank',
        accountHolder: 'Goa Cashews LLP',
        accountNo: '50100123451234',
        ifscCode: 'HDFC0001234',
      }),
    );
  });

  it('shows the server’s answer under the amount', async () => {
    api.post.mockRejectedValue(new Error(M.amountInvalid));
    renderWithProviders(<BankWithdrawForm walletBalance={1000} />);
    await userEvent.click(screen.getByRole('radio', { name: 'UPI ID' }));
    await userEvent.type(field('Amount to withdraw'), '500');
    await userEvent.type(field('UPI ID'), 'goa@okbank');
    await send('Withdraw to UPI ID');
    expect(await screen.findByText(M.amountInvalid)).toBeInTheDocument();
    expect(field('Amount to withdraw')).toHaveValue('₹500');
  });
});
