import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * On a page the server painted (apps/web/src/app/render-page.tsx), waits until the app has taken the markup over
 * (app/boot.tsx marks <html data-app="ready">): before that the page shows but its buttons do nothing yet.
 * Pages the server did not paint are rendered by the app itself, which Playwright's own waiting covers.
 */
export async function appTakeover(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.getElementById('first-paint-queries') || document.documentElement.dataset.app === 'ready',
      null,
      { timeout: 30_000 },
    )
    // A navigation away (a redirect, a file) while waiting leaves nothing to wait for.
    .catch(() => undefined);
}

const patched = new WeakSet<Page>();

function waitForTakeoverOnLoads(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appTakeover(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appTakeover(page);
    return response;
  };
}

function waitForTakeoverInContext(context: BrowserContext) {
  context.pages().forEach(waitForTakeoverOnLoads);
  context.on('page', waitForTakeoverOnLoads);
}

/** Playwright's `test`, whose pages (in every context a test opens) wait for the app after each load. */
export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    waitForTakeoverInContext(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        waitForTakeoverInContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
