/**
 * The fake Razorpay API as a process, for the browser journeys (apps/web playwright.config.ts): the app under
 * test is pointed at it with RAZORPAY_API_URL. Keys and port come from the environment; so do automatic capture
 * (FAKE_RAZORPAY_AUTO_CAPTURE=1) and where its signed webhooks go (FAKE_RAZORPAY_WEBHOOK_URL, signed with
 * FAKE_RAZORPAY_WEBHOOK_SECRET). Without a webhook URL, events are only recorded (GET /__control/webhooks).
 */
import { startFakeRazorpay } from './fake-razorpay';

const webhookUrl = process.env.FAKE_RAZORPAY_WEBHOOK_URL;
const fake = await startFakeRazorpay(
  process.env.RAZORPAY_KEY_ID ?? 'rzp_test_e2e',
  process.env.RAZORPAY_KEY_SECRET ?? 'e2e-key-secret',
  Number(process.env.FAKE_RAZORPAY_PORT ?? 0),
  {
    autoCapture: process.env.FAKE_RAZORPAY_AUTO_CAPTURE === '1',
    webhook: webhookUrl
      ? {
          secret: process.env.FAKE_RAZORPAY_WEBHOOK_SECRET ?? 'e2e-webhook-secret',
          deliver: async (rawBody, headers) => {
            const res = await fetch(webhookUrl, { method: 'POST', headers, body: rawBody });
            await res.text();
            return { status: res.status };
          },
        }
      : undefined,
  },
);
console.log(`fake Razorpay on ${fake.url}`);
