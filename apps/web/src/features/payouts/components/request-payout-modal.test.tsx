import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayoutMessages as M } from '@collably/shared/messages/payouts';
import type { TPayoutBank } from '@collably/shared/schemas/payouts';
import { renderWithProviders } from '@/test/render';
import { RequestPayoutForm, amountHint } from './request-payout-modal';

const NO_BANK: TPayoutBank = {
  bankName: null,
  accountHolder: null,
  accountNo: null,
  ifscCode: null,
  pan: null,
  upi: null,
  address: null,
  phone: null,
};

const FILLED: TPayoutBank = {
  bankName: 'SBI',
  accountHolder: null,
  accountNo: '123456789012',
  ifscCode: 'SBIN0001234',
  pan: 'ABCDE1234F',
  upi: 'priya@okicici',
  address: '12 MG Road',
  phone: '9876543210',
};

const renderForm = (
  balance = 1000,
  bank: TPayoutBank = NO_BANK,
  onSubmit = vi.fn().mockResolvedValue(undefined),
) => {
  renderWithProviders(
    <RequestPayoutForm balance={balance} bank={bank} onSubmit={onSubmit} onCancel={vi.fn()} />,
  );
  return onSubmit;
};

// Text fields by role: 'UPI ID' also names a 'Pay to' choice.
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('RequestPayoutForm', () => {
  it('says the spec’s message under each empty field and sends nothing', async () => {
    const onSubmit = renderForm();
    await send();
    for (const message of [
      M.invalidAmount,
      M.bankNameRequired,
      M.accountNoRequired,
      M.ifscRequired,
      M.panRequired,
      M.upiRequired,
      M.addressRequired,
      M.phoneRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an amount above the balance', async () => {
    const onSubmit = renderForm(250.5);
    await userEvent.type(field(/^Amount/), '250.51');
    await send();
    expect(await screen.findByText(M.invalidAmount)).toBeInTheDocument();
    expect(screen.getByText('Up to ₹250.50')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the formats of account number, IFSC, PAN, UPI ID and phone', async () => {
    const onSubmit = renderForm();
    await userEvent.type(field(/^Amount/), '100');
    await userEvent.type(field(/^Bank Name/), 'HDFC Bank');
    await userEvent.type(field(/^Account No/), '1234');
    await userEvent.type(field(/^IFSC Code/), 'HDFC123');
    await userEvent.type(field(/^PAN No/), '12345');
    await userEvent.type(field(/^UPI ID/), 'priya');
    await userEvent.type(field(/^Address/), 'Pune');
    await userEvent.type(field(/^Phone/), '12345');
    await send();
    for (const message of [M.accountNoFormat, M.ifscFormat, M.panFormat, M.upiFormat, M.phoneFormat]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is prefilled from the last request and sends the normalised details', async () => {
    const onSubmit = renderForm(2000, {
      bankName: 'State Bank of India',
      accountHolder: 'Priya Textiles LLP',
      accountNo: '123456789012',
      ifscCode: 'SBIN0001234',
      pan: 'ABCDE1234F',
      upi: 'priya@okicici',
      address: '12 MG Road',
      phone: '9876543210',
    });
    expect(field(/^Bank Name/)).toHaveValue('State Bank of India');
    expect(field(/^Account No/)).toHaveValue('123456789012');
    expect(field(/^Account holder name/)).toHaveValue('Priya Textiles LLP');
    await userEvent.type(field(/^Amount/), '1500.5');
    const phone = field(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+91 70123 45678');
    await userEvent.click(screen.getByRole('radio', { name: 'UPI ID' }));
    await send();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        Amount: 1500.5,
        BankName: 'State Bank of India',
        AccountHolder: 'Priya Textiles LLP',
        AccountNo: '123456789012',
        IFSCcode: 'SBIN0001234',
        PAN: 'ABCDE1234F',
        UPI: 'priya@okicici',
        Address: '12 MG Road',
        Phone: '7012345678',
        Method: 'upi',
      }),
    );
  });

  it('asks for the bank account and the UPI ID whichever way is chosen, as its schema does', async () => {
    renderForm();
    const group = screen.getByRole('radiogroup', { name: /^Pay to/ });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bank account (IMPS/NEFT)' })).toBeChecked();
    for (const label of [/^Account No/, /^IFSC Code/, /^UPI ID/, /^Account holder name/]) {
      expect(field(label)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('radio', { name: 'UPI ID' }));
    for (const label of [/^Account No/, /^IFSC Code/, /^UPI ID/, /^Account holder name/]) {
      expect(field(label)).toBeInTheDocument();
    }
    await send();
    expect(await screen.findByText(M.accountNoRequired)).toBeInTheDocument();
    expect(screen.getByText(M.upiRequired)).toBeInTheDocument();
  });

  it('refuses a UPI payout above ₹1,00,000 on the amount, and a bank account takes it', async () => {
    const onSubmit = renderForm(500_000, FILLED);
    await userEvent.type(field(/^Amount/), '150000');
    await userEvent.click(screen.getByRole('radio', { name: 'UPI ID' }));
    await send();
    expect(await screen.findByText(M.upiAboveLimit('₹1,00,000.00'))).toBeInTheDocument();
    expect(field(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    // Choosing the bank account again clears the amount's message at once.
    await userEvent.click(screen.getByRole('radio', { name: 'Bank account (IMPS/NEFT)' }));
    await waitFor(() => expect(screen.queryByText(M.upiAboveLimit('₹1,00,000.00'))).toBeNull());
    await send();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ Amount: 150000, Method: 'bank' })),
    );
  });

  it('shows the server’s answer when the request is refused', async () => {
    renderForm(2000, FILLED, vi.fn().mockRejectedValue(new Error(M.invalidAmount)));
    await userEvent.type(field(/^Amount/), '10');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.invalidAmount);
  });
});

describe('amountHint', () => {
  it('says the balance, the minimum and who bears the fee', () => {
    expect(amountHint(2000, undefined)).toBe('Up to ₹2,000.00');
    expect(amountHint(2000, { minimum: 500, fee: 10, feeBearer: 'influencer', upiMax: 100_000 })).toBe(
      'Up to ₹2,000.00 · at least ₹500.00 · a ₹10.00 fee is taken from each payout',
    );
    expect(amountHint(2000, { minimum: 0, fee: 10, feeBearer: 'platform', upiMax: 100_000 })).toBe(
      'Up to ₹2,000.00 · no payout fee for you',
    );
  });
});
