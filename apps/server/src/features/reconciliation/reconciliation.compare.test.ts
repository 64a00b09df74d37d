import { describe, expect, it } from 'vitest';
import type { ProviderPaymentRecord, ProviderRefundRecord } from '../../platform/payments/provider';
import type { RazorpayXPayout } from '../../platform/payouts/razorpayx';
import {
  actionFor,
  addDays,
  comparePayment,
  comparePayout,
  compareRefund,
  compareSettlement,
  differs,
  istDay,
  istDayRange,
} from './reconciliation.compare';

const at = (iso: string) => Date.parse(iso);

const payment = (over: Partial<ProviderPaymentRecord> = {}): ProviderPaymentRecord => ({
  id: 'pay_1',
  checkoutRef: 'order_1',
  status: 'captured',
  amountPaise: 129_800,
  currency: 'INR',
  isCaptured: true,
  amountRefundedPaise: 0,
  feePaise: 3_064,
  taxPaise: 467,
  createdAt: at('2026-11-27T20:00:00Z'),
  ...over,
});

const payout = (over: Partial<RazorpayXPayout> = {}): RazorpayXPayout => ({
  id: 'pout_1',
  status: 'processed',
  amount: 60_000,
  utr: 'UTR1',
  failureReason: null,
  feesPaise: 590,
  taxPaise: 90,
  referenceId: 'PAYOUT-000001-1',
  createdAt: at('2026-11-28T04:00:00Z'),
  ...over,
});

describe('IST days', () => {
  it('an instant belongs to its day in India, which starts at 18:30 UTC the day before', () => {
    expect(istDay(at('2026-11-27T18:29:59.999Z'))).toBe('2026-11-27');
    expect(istDay(at('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(istDayRange('2026-11-28')).toEqual({
      fromMs: at('2026-11-27T18:30:00Z'),
      toMs: at('2026-11-28T18:29:59.999Z'),
    });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('a payment', () => {
  it('agrees when the ledger booked what Razorpay took and charged', () => {
    const lines = comparePayment(payment(), { capturedPaise: 129_800, feePaise: 3_064, taxPaise: 467 });
    expect(lines.map((l) => [l.field, l.providerPaise, l.ledgerPaise, l.day])).toEqual([
      ['captured', 129_800, 129_800, '2026-11-28'],
      ['fee', 3_064, 3_064, '2026-11-28'],
      ['tax', 467, 467, '2026-11-28'],
    ]);
    expect(lines.some(differs)).toBe(false);
  });

  it('taken but never booked is one mismatch: the capture (its charge is booked with it)', () => {
    const lines = comparePayment(payment(), { capturedPaise: 0, feePaise: 0, taxPaise: 0 });
    expect(lines.map((l) => l.field)).toEqual(['captured']);
    expect(actionFor(lines[0])).toContain('Razorpay took ₹1,298.00; the ledger booked ₹0.00');
  });

  it('an authorisation Razorpay reversed by itself took nothing: matched, not flagged', () => {
    const reversed = payment({
      status: 'refunded',
      isCaptured: false,
      amountRefundedPaise: 129_800,
      feePaise: null,
    });
    expect(comparePayment(reversed, { capturedPaise: 0, feePaise: 0, taxPaise: 0 }).some(differs)).toBe(
      false,
    );
  });
});

describe('a refund', () => {
  const refund = (over: Partial<ProviderRefundRecord> = {}): ProviderRefundRecord => ({
    id: 'rfnd_1',
    paymentId: 'pay_1',
    amountPaise: 50_000,
    status: 'processed',
    createdAt: at('2026-11-28T05:00:00Z'),
    ...over,
  });

  it('processed gave the money back; failed gave nothing; pending waits for a later run', () => {
    expect(compareRefund(refund(), true, { refundedPaise: 50_000 }).some(differs)).toBe(false);
    expect(compareRefund(refund({ status: 'failed' }), true, { refundedPaise: 0 }).some(differs)).toBe(false);
    expect(compareRefund(refund({ status: 'pending' }), true, { refundedPaise: 0 })).toEqual([]);
    expect(compareRefund(refund(), true, { refundedPaise: 0 })[0]).toMatchObject({
      field: 'refunded',
      providerPaise: 50_000,
      ledgerPaise: 0,
    });
  });

  it('the refund Razorpay made of an authorisation it reversed is matched against nothing booked', () => {
    expect(compareRefund(refund(), false, { refundedPaise: 0 }).some(differs)).toBe(false);
  });
});

describe('a payout', () => {
  it('processed: the money and the charge left; returned: nothing did, the charge given back', () => {
    const booked = { paidOutPaise: 60_000, feePaise: 590, taxPaise: 90 };
    expect(comparePayout(payout(), booked).some(differs)).toBe(false);
    expect(
      comparePayout(payout({ status: 'reversed' }), { paidOutPaise: 0, feePaise: 0, taxPaise: 0 }).some(
        differs,
      ),
    ).toBe(false);
    expect(comparePayout(payout({ status: 'reversed' }), booked).filter(differs)).toHaveLength(3);
  });

  it('on its way, it is not compared yet', () => {
    for (const status of ['queued', 'pending', 'processing'] as const) {
      expect(comparePayout(payout({ status }), { paidOutPaise: 0, feePaise: 0, taxPaise: 0 })).toEqual([]);
    }
  });
});

describe('a settlement', () => {
  const settledAt = at('2026-11-29T06:00:00Z');
  const lines = [
    {
      settlementId: 'setl_1',
      entityId: 'pay_1',
      type: 'payment' as const,
      creditPaise: 126_736,
      debitPaise: 0,
      feePaise: 3_064,
      taxPaise: 467,
      settledAt,
    },
    {
      settlementId: 'setl_1',
      entityId: 'rfnd_1',
      type: 'refund' as const,
      creditPaise: 0,
      debitPaise: 10_000,
      feePaise: 0,
      taxPaise: 0,
      settledAt,
    },
  ];

  it('pays the payments net of their charges less the refunds, as the ledger booked them', () => {
    const c = compareSettlement(
      'setl_1',
      lines,
      () => ({ capturedPaise: 129_800, feePaise: 3_064, taxPaise: 467 }),
      () => ({ refundedPaise: 10_000 }),
    );
    expect(c).toMatchObject({
      field: 'settled',
      providerPaise: 116_736,
      ledgerPaise: 116_736,
      day: '2026-11-29',
    });
  });

  it('differs when a charge was booked other than Razorpay kept', () => {
    const c = compareSettlement(
      'setl_1',
      lines,
      () => ({ capturedPaise: 129_800, feePaise: 2_000, taxPaise: 305 }),
      () => ({ refundedPaise: 10_000 }),
    );
    expect(differs(c)).toBe(true);
    expect(actionFor(c)).toContain('settled ₹1,167.36');
  });
});
