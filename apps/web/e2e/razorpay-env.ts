/**
 * The second instance of the journeys, on Razorpay against a local fake of its API (playwright.config.ts
 * starts both; e2e/razorpay.spec.ts drives them). Payouts from it go through RazorpayX, also faked
 * (e2e/razorpayx-payout.spec.ts). Ports follow E2E_PORT so side-by-side runs do not collide.
 */
const port = Number(process.env.E2E_PORT ?? 4310);

export const RAZORPAY_E2E = {
  port: port + 1,
  baseURL: `http://127.0.0.1:${port + 1}`,
  fakePort: port + 2,
  fakeURL: `http://127.0.0.1:${port + 2}`,
  keyId: 'rzp_test_e2e',
  keySecret: 'e2e-key-secret',
  webhookSecret: 'e2e-webhook-secret',
  /** RazorpayX's own webhook secret (payout events), apart from the payments one as in production. */
  payoutWebhookSecret: 'e2e-razorpayx-webhook-secret',
  /** The RazorpayX account payouts leave from. */
  payoutAccountNumber: '2323230000000001',
} as const;
