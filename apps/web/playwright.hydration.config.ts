import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The hydration journey (e2e/hydration.spec.ts) alone, over a development build of the web app (`npm run
 * build:web-dev`, into dev-build/: React's development build, which names each hydration mismatch that a
 * production build reports only as "Minified React error #418/#419…", beside the production server renderer in
 * dev-build/dist-ssr). Everything else is the journeys' own config (playwright.config.ts), with one server of its
 * own: its own port and data folder, started for this run, so the journey's first page is the first the server
 * paints after a start.
 */
const webDist = path.resolve(import.meta.dirname, process.env.E2E_WEB_DEV_DIST ?? 'dev-build/dist');
/** A message only React's development build holds. */
const DEVELOPMENT_ONLY = 'Hydration failed because';
const isDevelopmentBuild = (dist: string) => {
  const assets = path.join(dist, 'assets');
  return (
    fs.existsSync(path.join(dist, 'index.html')) &&
    fs.existsSync(path.join(dist, '..', 'dist-ssr', 'render-page.js')) &&
    fs
      .readdirSync(assets)
      .some(
        (file) =>
          file.endsWith('.js') && fs.readFileSync(path.join(assets, file), 'utf8').includes(DEVELOPMENT_ONLY),
      )
  );
};
// Here a journey skipped for want of the build would prove nothing: no build, no run.
if (!isDevelopmentBuild(webDist)) {
  throw new Error(
    `${webDist} is no development build of the web app with its server renderer beside it: run npm run build:web-dev`,
  );
}
process.env.E2E_HYDRATION_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'collably-e2e-hydration-'));
// Past the ports of the journeys' own servers and fakes (E2E_PORT to E2E_PORT + 3).
const port = Number(process.env.E2E_HYDRATION_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 4);
const baseURL = `http://127.0.0.1:${port}`;

const servers = [base.webServer ?? []].flat();
// The journeys' main instance (the first); the fakes and the instance on Razorpay are not needed here.
const server = servers[0];
if (!server) throw new Error('playwright.config.ts starts no server');

export default defineConfig({
  ...base,
  testMatch: 'hydration.spec.ts',
  testIgnore: [],
  outputDir: 'test-results/hydration',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/hydration' }]]
    : 'list',
  use: { ...base.use, baseURL },
  webServer: {
    ...server,
    url: `${baseURL}/api/master/platforms`,
    env: {
      ...server.env,
      PORT: String(port),
      DATA_DIR: process.env.E2E_HYDRATION_DATA_DIR,
      PUBLIC_URL: baseURL,
      WEB_DIST: webDist,
    },
  },
});
