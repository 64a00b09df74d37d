import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpdeskMessages } from '@collably/shared/messages/helpdesk';
import type { TCollabEscrow } from '@collably/shared/schemas/collabs';
import { renderWithProviders } from '@/test/render';
import { ResolveCaseModal } from './resolve-case-modal';

// A ₹2,000 service with a 10 % fee and GST on the fee (₹2,236), bought with the ₹500 FLAT500 coupon:
// an order priced under the agent GST model, before issue 16 (no input credit).
const ESCROW: TCollabEscrow = {
  subtotal: 2236,
  discount: 500,
  paidByBrand: 1736,
  influencerPayout: 2000,
  platformRevenue: 200,
  gst: 36,
  influencerGst: 0,
  discountGst: 0,
};

const open = (onSubmit = vi.fn().mockResolvedValue(undefined), escrow: TCollabEscrow | null = ESCROW) => {
  renderWithProviders(
    <ResolveCaseModal
      helpdeskCase={{ collabDetailId: 12, brandName: 'Chai Point', influencerName: 'Priya Nair' }}
      escrow={escrow}
      onClose={vi.fn()}
      onSubmit={onSubmit}
      isBusy={false}
    />,
  );
  return onSubmit;
};

const preview = () => screen.getByLabelText('Preview');
const amount = () => screen.getByLabelText(/Refund to the brand/);
const resolveButton = () => screen.getByRole('button', { name: 'Resolve' });
const choose = (label: string) => userEvent.click(screen.getByLabelText(label));

describe('ResolveCaseModal', () => {
  it('previews a release and sends it', async () => {
    const onSubmit = open();
    expect(screen.getByRole('dialog')).toHaveTextContent('Brand Chai Point paid ₹1,736.00');
    expect(preview()).toHaveTextContent('Brand gets ₹0.00, influencer gets ₹2,000.00');
    await userEvent.click(resolveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ collabDetailId: 12, outcome: 'release' }));
  });

  it('previews a full refund: everything the brand paid, nothing to the influencer', async () => {
    const onSubmit = open();
    await choose('Refund the brand');
    expect(preview()).toHaveTextContent('Brand gets ₹1,736.00, influencer gets ₹0.00');
    await userEvent.click(resolveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ collabDetailId: 12, outcome: 'refund' }));
  });

  it('previews a split live with the shared rule', async () => {
    open();
    await choose('Split');
    expect(screen.queryByLabelText('Preview')).not.toBeInTheDocument();
    // Half of what the brand paid: half the coupon returns to the platform, half the order is released.
    await userEvent.type(amount(), '868');
    expect(preview()).toHaveTextContent('Brand gets ₹868.00, influencer gets ₹1,000.00');
    await userEvent.type(amount(), '{backspace}{backspace}');
    expect(preview()).toHaveTextContent('Brand gets ₹8.00, influencer gets ₹1,990.78');
  });

  it('previews a split in paise and sends the rupee amount', async () => {
    const onSubmit = open();
    await choose('Split');
    await userEvent.type(amount(), '100.5');
    // Released ₹2,236 − ₹100.50 − ₹28.95 coupon share: ⌊2,000 × 2,106.55 / 2,236⌋ paise.
    expect(preview()).toHaveTextContent('Brand gets ₹100.50, influencer gets ₹1,884.21');
    await userEvent.click(resolveButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ collabDetailId: 12, outcome: 'split', refundAmount: 100.5 }),
    );
  });

  it.each([
    ['', HelpdeskMessages.refundAmountRequired],
    ['0', HelpdeskMessages.refundAmountPositive],
    ['1736', HelpdeskMessages.refundAmountTooLarge(173_600)],
    ['2236', HelpdeskMessages.refundAmountTooLarge(173_600)],
  ])('refuses a split refund of "%s" with the shared message', async (typed, message) => {
    const onSubmit = open();
    await choose('Split');
    if (typed) await userEvent.type(amount(), typed);
    expect(screen.queryByLabelText('Preview')).not.toBeInTheDocument();
    await userEvent.click(resolveButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Editing the amount takes the message away.
    await userEvent.type(amount(), '5');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('keeps at most two decimals and no minus sign in the amount', async () => {
    open();
    await choose('Split');
    await userEvent.type(amount(), '10.555');
    expect(amount()).toHaveValue('₹10.55');
    await userEvent.type(amount(), '-');
    expect(amount()).toHaveValue('₹10.55');
  });

  it('waits for the order’s figures before offering a decision', () => {
    open(vi.fn(), null);
    expect(screen.getByRole('dialog')).toHaveTextContent('Loading the order’s figures');
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('stays open when the server refuses', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('This collab was changed meanwhile.'));
    open(onSubmit);
    await userEvent.click(resolveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(resolveButton()).toBeEnabled();
  });
});
