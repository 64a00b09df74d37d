/**
 * The fake Razorpay API as a process, for the browser journeys (apps/web playwright.config.ts): the app under
 * test is pointed at it with RAZORPAY_API_URL. Keys and port come from the environment.
 */
import { startFakeRazorpay } from './fake-razorpay';

const fake = await startFakeRazorpay(
  process.env.RAZORPAY_KEY_ID ?? 'rzp_test_e2e',
  process.env.RAZORPAY_KEY_SECRET ?? 'e2e-key-secret',
  Number(process.env.FAKE_RAZORPAY_PORT ?? 0),
);
console.log(`fake Razorpay on ${fake.url}`);
