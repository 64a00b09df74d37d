import { expect, test, type Page } from './test';
import { apiGet, shot } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';

/**
 * Issue 12: the demo brand and influencer (they share demo orders) talk in real time in two browsers:
 * text and a file, the Active Collabs panel, the order card's Message button, a reload, going offline and
 * back, and the 375 px list-then-chat layout.
 */
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const messages = (page: Page) => page.getByTestId('chat-message');

async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test('brand and influencer chat in real time, with a file, across a reload and an offline spell', async ({
  browser,
}) => {
  const brandContext = await browser.newContext();
  const influencerContext = await browser.newContext();
  const brand = await brandContext.newPage();
  const influencer = await influencerContext.newPage();
  const brandSession = await loginAs(brand, DEMO.brand, '/order');
  const influencerSession = await loginAs(influencer, DEMO.influencer, '/collabs');

  // The brand opens the conversation from an order card's 'Message'.
  await brand.getByRole('link', { name: 'Message', exact: true }).first().click();
  await expect(brand).toHaveURL(new RegExp(`/collabs/${influencerSession.data.userID}$`));
  // The chat page loads lazily: the order page can stay on screen for a moment after the URL changes.
  await expect(composer(brand)).toBeVisible();
  await expect(brand.getByRole('link', { name: influencerSession.data.name, exact: true })).toHaveCount(1);
  const activeCollabs = brand.getByRole('region', { name: 'Active Collabs' });
  await expect(activeCollabs.getByText(/#\d+ · YouTube/).first()).toBeVisible();

  // The influencer sees the brand in the list; both panes live.
  await influencer
    .getByRole('button', { name: new RegExp(brandSession.data.name) })
    .first()
    .click();
  await expect(influencer).toHaveURL(new RegExp(`/collabs/${brandSession.data.userID}$`));

  const hello = `Hello from the brand ${Date.now()}`;
  await say(brand, hello);
  await expect(messages(influencer).getByText(hello)).toBeVisible();
  const reply = `Reply with a link https://example.com/brief ${Date.now()}`;
  await say(influencer, reply);
  await expect(messages(brand).getByText(reply.split(' https')[0], { exact: false })).toBeVisible();
  await expect(brand.getByRole('link', { name: 'https://example.com/brief' }).last()).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );

  // A file: chosen, sent, shown to both with its name, downloadable by the other party.
  await brand.getByLabel('Attach files').setInputFiles({
    name: 'Brief.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await composer(brand).fill('The brief');
  await brand.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(influencer.getByRole('button', { name: 'Download Brief.pdf' }).last()).toBeVisible();
  const download = influencer.waitForEvent('download');
  await influencer.getByRole('button', { name: 'Download Brief.pdf' }).last().click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Text is text: markup arrives as written, nothing runs.
  const markup = `<img src=x onerror=alert(1)> ${Date.now()}`;
  await say(brand, markup);
  await expect(messages(influencer).getByText(markup)).toBeVisible();

  // Offline: what arrives meanwhile is fetched on reconnect, once, and the session survives the spell.
  await influencerContext.setOffline(true);
  await expect(influencer.getByRole('status')).toBeVisible();
  const missed = `While you were away ${Date.now()}`;
  await say(brand, missed);
  await expect(messages(brand).getByText(missed)).toBeVisible();
  await influencerContext.setOffline(false);
  await expect(messages(influencer).getByText(missed)).toBeVisible({ timeout: 20_000 });
  await expect(messages(influencer).getByText(missed)).toHaveCount(1);

  // A reload keeps the history.
  await brand.reload();
  await expect(messages(brand).getByText(hello)).toBeVisible();
  await expect(messages(brand).getByText(missed)).toBeVisible();
  await shot(brand, 'chat-1280', false);

  // 375 px: the list first, then the chat with a back arrow.
  await influencer.setViewportSize({ width: 375, height: 800 });
  await influencer.goto('/collabs');
  await expect(influencer.getByRole('textbox', { name: 'Search conversations' })).toBeVisible();
  await expectNoHorizontalScroll(influencer);
  await shot(influencer, 'chat-375-list', false);
  await influencer
    .getByRole('button', { name: new RegExp(brandSession.data.name) })
    .first()
    .click();
  await expect(messages(influencer).getByText(missed)).toBeVisible();
  await expectNoHorizontalScroll(influencer);
  await shot(influencer, 'chat-375-conversation', false);
  await influencer.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(influencer).toHaveURL(/\/collabs$/);

  await brandContext.close();
  await influencerContext.close();
});

test('the header counts unread messages and the search filters partners', async ({ browser }) => {
  const brandContext = await browser.newContext();
  const influencerContext = await browser.newContext();
  const brand = await brandContext.newPage();
  const influencer = await influencerContext.newPage();
  const influencerSession = await loginAs(influencer, DEMO.influencer, '/order');
  const brandSession = await loginAs(brand, DEMO.brand, `/collabs/${influencerSession.data.userID}`);
  // Whatever the demo brand left unread before, the influencer reads now: the conversation opens and its
  // badge in the list goes (the read is booked) before she goes elsewhere. Other journeys may leave other
  // brands' messages unread, so the header's count is read, not assumed to be zero.
  await influencer.goto(`/collabs/${brandSession.data.userID}`);
  await expect(composer(influencer)).toBeVisible();
  await expect
    .poll(async () => {
      const partners = await apiGet<{ userID: number; unreadCount: number }[]>(
        influencer.request,
        influencerSession.token,
        'user/chatusers',
      );
      return partners.find((partner) => partner.userID === brandSession.data.userID)?.unreadCount;
    })
    .toBe(0);
  await influencer.goto('/order');
  const header = influencer.getByRole('banner');
  const { total: before } = await apiGet<{ total: number }>(
    influencer.request,
    influencerSession.token,
    'user/chatunread',
  );
  // The Messages link is named by the count its icon shows (issue 48).
  const messages = (count: number) =>
    header.getByRole('link', { name: `Messages (${count} unread)` }).first();
  if (before > 0) await expect(messages(before)).toBeVisible();

  await say(brand, `Ping ${Date.now()}`);
  // The server counts it first; the header shows it by the socket's push, or by its next ask (30 s) should a
  // push be lost under load.
  await expect
    .poll(
      async () =>
        (await apiGet<{ total: number }>(influencer.request, influencerSession.token, 'user/chatunread'))
          .total,
    )
    .toBe(before + 1);
  await expect(messages(before + 1)).toBeVisible({ timeout: 40_000 });

  await brand.getByRole('textbox', { name: 'Search conversations' }).fill('zzz no such name');
  await expect(brand.getByText('No conversation matches this name.')).toBeVisible();
  await brandContext.close();
  await influencerContext.close();
});
