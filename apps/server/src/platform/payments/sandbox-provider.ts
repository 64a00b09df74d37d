import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { PaymentProvider, ProviderCheckout } from './provider';
import { sandboxRepository as repo } from './sandbox.repository';

export type SandboxProvider = PaymentProvider & {
  readonly name: 'sandbox';
  find: (ref: string) => ReturnType<typeof repo.find>;
  /** What the hosted page's buttons do; false when the checkout is no longer open. */
  pay: (ref: string) => Promise<boolean>;
  cancel: (ref: string) => Promise<boolean>;
};

const token = () => randomBytes(18).toString('base64url');

/**
 * The embedded payment provider: a hosted checkout page served by this product (/pay/sandbox/{ref}, see
 * sandbox.routes.ts) whose Pay button always succeeds. Its records live in `sandbox_payments`, standing in
 * for the provider's own database, so the rest of the payment flow is the same as with Stripe.
 */
export function createSandboxProvider(db: Db, clock: Clock): SandboxProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      const ref = token();
      const paymentIntent = `sbpi_${token()}`;
      await repo.insert(db, {
        ref,
        paymentIntent,
        amountPaise: request.amountPaise,
        description: request.description,
        status: 'open',
        successUrl: request.successPath(paymentIntent),
        cancelUrl: request.cancelPath,
        createdOn: clock.now().toISOString(),
        expiresAt: request.expiresAt.toISOString(),
        completedOn: null,
      });
      // Relative, so the browser stays on whatever origin serves the app (a dev proxy included).
      return { providerRef: ref, redirectUrl: `/pay/sandbox/${ref}` };
    },

    async retrieve(ref): Promise<ProviderCheckout> {
      const row = await repo.find(db, ref);
      if (!row) return { isClosed: true, attempts: [] };
      const isExpired = row.expiresAt <= clock.now().toISOString();
      // The Pay button captures at once, in rupees: one attempt, the checkout's whole amount.
      const attempts =
        row.status === 'succeeded'
          ? [
              {
                id: row.paymentIntent,
                status: 'captured' as const,
                amountPaise: row.amountPaise,
                currency: 'INR',
                createdAt: Date.parse(row.completedOn ?? row.createdOn),
              },
            ]
          : [];
      return { isClosed: row.status === 'cancelled' || (row.status === 'open' && isExpired), attempts };
    },

    // The sandbox's money is pretend, so is its card: a refund to it is processed at once, one per receipt.
    refunds: {
      refund: async ({ receipt }) => ({ id: `sbrf_${receipt}`, status: 'processed' }),
      fetchRefund: async (id) => ({ id, status: 'processed' }),
    },

    find: (ref) => repo.find(db, ref),
    pay: (ref) => repo.complete(db, ref, 'succeeded', clock.now().toISOString()),
    cancel: (ref) => repo.complete(db, ref, 'cancelled', clock.now().toISOString()),
  };
}
