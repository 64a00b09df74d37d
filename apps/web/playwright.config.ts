import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { RAZORPAY_E2E } from './e2e/razorpay-env';
import { SOCIAL_PAGES_E2E } from './e2e/social-pages-env';

// One fresh data folder (SQLite file, uploads, outbox) per run; workers inherit it from the runner.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'collably-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// Several people may run the journeys side by side on one machine with their own builds.
const serverEntry = process.env.E2E_SERVER_ENTRY ?? '../server/dist/main.js';
// A second instance on Razorpay and RazorpayX, pointed at a local fake of their APIs (e2e/razorpay.spec.ts,
// e2e/razorpayx-payout.spec.ts): no test touches the internet.
process.env.E2E_RAZORPAY_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'collably-e2e-razorpay-'));
const razorpayURL = RAZORPAY_E2E.baseURL;
const commonEnv = {
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SCALE: '50',
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
};

export default defineConfig({
  testDir: 'e2e',
  // Run by its own config over a development build (playwright.hydration.config.ts, after these in test:e2e).
  testIgnore: 'hydration.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a retry hides a flake; fix it at its cause.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node ${serverEntry}`,
      url: `${baseURL}/api/master/platforms`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...commonEnv,
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        // Social verification fetches public pages from the local fake below (e2e/social-verification.spec.ts).
        SOCIAL_PAGE_ORIGIN: SOCIAL_PAGES_E2E.url,
      },
    },
    {
      command: 'npx tsx ../server/test/fake-social-pages-server.ts',
      url: `${SOCIAL_PAGES_E2E.url}/__control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_SOCIAL_PAGES_PORT: String(SOCIAL_PAGES_E2E.port) },
    },
    {
      command: 'npx tsx ../server/test/fake-razorpay-server.ts',
      url: `${RAZORPAY_E2E.fakeURL}/__control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        FAKE_RAZORPAY_PORT: String(RAZORPAY_E2E.fakePort),
        RAZORPAY_KEY_ID: RAZORPAY_E2E.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_E2E.keySecret,
        // The fake sends its own signed webhooks to the instance on Razorpay, as Razorpay does.
        FAKE_RAZORPAY_WEBHOOK_URL: `${razorpayURL}/api/payments/razorpay/webhook`,
        FAKE_RAZORPAY_WEBHOOK_SECRET: RAZORPAY_E2E.webhookSecret,
        // RazorpayX's payout events go to their own webhook, signed with their own secret.
        FAKE_RAZORPAYX_WEBHOOK_URL: `${razorpayURL}/api/payments/razorpayx/webhook`,
        FAKE_RAZORPAYX_WEBHOOK_SECRET: RAZORPAY_E2E.payoutWebhookSecret,
      },
    },
    {
      command: `node ${serverEntry}`,
      url: `${razorpayURL}/api/master/platforms`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...commonEnv,
        PORT: String(RAZORPAY_E2E.port),
        DATA_DIR: process.env.E2E_RAZORPAY_DATA_DIR,
        PUBLIC_URL: razorpayURL,
        RAZORPAY_KEY_ID: RAZORPAY_E2E.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_E2E.keySecret,
        RAZORPAY_API_URL: RAZORPAY_E2E.fakeURL,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY_E2E.webhookSecret,
        // Payouts and brands' bank withdrawals are sent through RazorpayX (e2e/razorpayx-payout.spec.ts).
        RAZORPAYX_ACCOUNT_NUMBER: RAZORPAY_E2E.payoutAccountNumber,
        RAZORPAYX_WEBHOOK_SECRET: RAZORPAY_E2E.payoutWebhookSecret,
      },
    },
  ],
});
