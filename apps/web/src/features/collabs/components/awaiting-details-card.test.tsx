import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Platform } from '@collably/shared/constants/platforms';
import type { TAwaitingDetails } from '@collably/shared/schemas/payments';
import { renderWithProviders } from '@/test/render';
import { AwaitingDetailsCard } from './awaiting-details-card';

// Local times, so the test reads the same in every time zone.
const payment = (over: Partial<TAwaitingDetails> = {}): TAwaitingDetails => ({
  transId: 17,
  influencerServiceId: 3,
  allowUGC: false,
  serviceTitle: 'Instagram Reel',
  platformId: Platform.Instagram,
  influencerUserId: 5,
  influencerName: 'Ananya Sharma',
  userName: 'ananya.sharma',
  profilePic: null,
  brandName: 'Masala Box',
  amount: 1168.2,
  cardAmount: 1168.2,
  walletAmount: 0,
  paidOn: new Date(2026, 10, 23, 12, 14).toISOString(),
  remindedOn: null,
  refundOn: new Date(2026, 10, 30, 12, 14).toISOString(),
  ...over,
});

describe('AwaitingDetailsCard', () => {
  it('says what was paid, to whom, and by when the details must come', () => {
    renderWithProviders(<AwaitingDetailsCard payment={payment()} onSend={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Paid — send the collab details: Instagram Reel' });
    expect(card).toHaveTextContent('Paid — send the collab details');
    expect(screen.getByRole('link', { name: 'Ananya Sharma' })).toHaveAttribute(
      'href',
      '/influencer/ananya.sharma',
    );
    expect(screen.getByLabelText('Amount paid')).toHaveTextContent('₹1,168.20');
    expect(card).toHaveTextContent(
      'Send the details by 30 Nov, 12:14 pm, otherwise ₹1,168.20 goes back to your wallet.',
    );
    expect(card).toHaveTextContent('Payment #17');
    expect(card).toHaveTextContent(
      '7 days: the influencer can only start from your brief, so an order without one is refunded in full rather than held in escrow.',
    );
    // Paid by card only: no split line.
    expect(card).not.toHaveTextContent('wallet +');
  });

  it('shows the wallet and card parts of a split payment', () => {
    renderWithProviders(
      <AwaitingDetailsCard
        payment={payment({ amount: 3115.2, walletAmount: 1168.2, cardAmount: 1947 })}
        onSend={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Amount paid')).toHaveTextContent('₹3,115.20');
    expect(screen.getByText('₹1,168.20 wallet + ₹1,947.00 card')).toBeInTheDocument();
  });

  it('opens the details form for its payment', async () => {
    const onSend = vi.fn();
    const p = payment({ allowUGC: true });
    renderWithProviders(<AwaitingDetailsCard payment={p} onSend={onSend} />);
    expect(screen.getByText('UGC rights')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send details' }));
    expect(onSend).toHaveBeenCalledWith(p);
  });
});
