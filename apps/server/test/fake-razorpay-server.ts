/**
 * The fake Razorpay API as a process, for the browser journeys (apps/web playwright.config.ts): the app under
 * test is pointed at it with RAZORPAY_API_URL. Keys and port come from the environment; so do automatic capture
 * (FAKE_RAZORPAY_AUTO_CAPTURE=1) and where its signed webhooks go (FAKE_RAZORPAY_WEBHOOK_URL, signed with
 * FAKE_RAZORPAY_WEBHOOK_SECRET). RazorpayX's payout events go to FAKE_RAZORPAYX_WEBHOOK_URL, signed with
 * FAKE_RAZORPAYX_WEBHOOK_SECRET, each defaulting to its pay-in counterpart. Without a webhook URL, events are
 * only recorded (GET /__control/webhooks).
 */
import { startFakeRazorpay, type FakeRazorpayWebhook } from './fake-razorpay';

const webhookSecret = process.env.FAKE_RAZORPAY_WEBHOOK_SECRET ?? 'e2e-webhook-secret';
/** A webhook that posts to `url` (none without one). */
const posting = (url: string | undefined, secret: string): FakeRazorpayWebhook | undefined =>
  url
    ? {
        secret,
        deliver: async (rawBody, headers) => {
          const res = await fetch(url, { method: 'POST', headers, body: rawBody });
          await res.text();
          return { status: res.status };
        },
      }
    : undefined;

const fake = await startFakeRazorpay(
  process.env.RAZORPAY_KEY_ID ?? 'rzp_test_e2e',
  process.env.RAZORPAY_KEY_SECRET ?? 'e2e-key-secret',
  Number(process.env.FAKE_RAZORPAY_PORT ?? 0),
  {
    autoCapture: process.env.FAKE_RAZORPAY_AUTO_CAPTURE === '1',
    webhook: posting(process.env.FAKE_RAZORPAY_WEBHOOK_URL, webhookSecret),
    payoutWebhook: posting(
      process.env.FAKE_RAZORPAYX_WEBHOOK_URL ?? process.env.FAKE_RAZORPAY_WEBHOOK_URL,
      process.env.FAKE_RAZORPAYX_WEBHOOK_SECRET ?? webhookSecret,
    ),
  },
);
console.log(`fake Razorpay on ${fake.url}`);
