import type { ProviderAttempt } from '../../platform/payments/provider';
import type { PaymentTransaction } from './payments.repository';

const byAge = (a: ProviderAttempt, b: ProviderAttempt) =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The attempt a pending transaction books: one of its exact amount in rupees, a captured one before an
 * authorised one (so no more money is taken than is already taken), the earliest of each, so every instance
 * that asks picks the same. Any other attempt that holds money is a stray (stray-payments.service.ts).
 */
export function bookableAttempt(
  tx: Pick<PaymentTransaction, 'totalPaise'>,
  attempts: readonly ProviderAttempt[],
): ProviderAttempt | null {
  const fits = attempts.filter((a) => a.amountPaise === tx.totalPaise && a.currency === 'INR').sort(byAge);
  return fits.find((a) => a.status === 'captured') ?? fits.find((a) => a.status === 'authorized') ?? null;
}

/**
 * The provider payment a closed transaction booked. Transactions captured before issue 32 may lack the id
 * when their provider gave none: the attempt that would be booked today stands for it.
 */
export function bookedPaymentId(
  tx: Pick<PaymentTransaction, 'providerPaymentId' | 'capturedOn' | 'totalPaise'>,
  attempts: readonly ProviderAttempt[],
): string | null {
  if (tx.providerPaymentId !== null) return tx.providerPaymentId;
  return tx.capturedOn === null ? null : (bookableAttempt(tx, attempts)?.id ?? null);
}

/** Attempts that hold a brand's money now: approved by the bank (authorised) or taken (captured). */
export const holdsMoney = (attempt: ProviderAttempt) =>
  attempt.status === 'authorized' || attempt.status === 'captured';
