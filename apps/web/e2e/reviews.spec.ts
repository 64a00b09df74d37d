import { expect, test, type APIRequestContext, type Page } from './test';
import { CollabStatus } from '@collably/shared/constants/collabs';
import { ReviewMessages as M } from '@collably/shared/messages/reviews';
import { makePng } from './profile-helpers';
import { collabCard, hireThroughApi, registerBilledBrand, shot, tokenOf } from './commerce-helpers';
import { loginAs, uniqueName } from './fixtures';
import { SOCIAL_PAGES_E2E } from './social-pages-env';

/** Not used by any other journey, so parallel specs do not share her orders or rating. */
const INFLUENCER = {
  userName: 'ishita.sings',
  name: 'Ishita Banerjee',
  email: 'ishitasings@demo.collably.in',
  password: 'Influencer@123',
};

type Order = { collabDetailId: number; collabStatus: string; actions: { statusId: number }[] };

/** Takes a hired collab to Complete through the API: each party takes the first forward action it has. */
async function completeThroughApi(
  request: APIRequestContext,
  collabId: number,
  tokens: { brand: string; influencer: string },
) {
  const upload = await request.post('/api/files/attachments', {
    headers: { Authorization: `Bearer ${tokens.influencer}` },
    multipart: { files: { name: 'work.png', mimeType: 'image/png', buffer: makePng(48, 48) } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const workFile = ((await upload.json()) as { data: { fileNames: string[] } }).data.fileNames[0];
  // Her post, a video of her own channel on the local fake of YouTube (the post link is checked, issue 19).
  const videoId = `rv${collabId}`.padEnd(11, 'q');
  const video = await request.post(`${SOCIAL_PAGES_E2E.url}/__control/video`, {
    data: { id: videoId, authorName: INFLUENCER.name, authorUrl: 'https://www.youtube.com/@ishita_sings' },
  });
  expect(video.ok()).toBeTruthy();
  // Accept, Send For Approval, Approve, Mark Complete (post URL), Mark Complete: whichever comes next.
  const forward = [8, 10, 7, 5, 1];
  for (let step = 0; step < 8; step++) {
    for (const token of [tokens.influencer, tokens.brand]) {
      const orders = (await (
        await request.get('/api/user/orders', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { data: Order[] };
      const order = orders.data.find((o) => o.collabDetailId === collabId)!;
      if (order.collabStatus === CollabStatus.Complete) return;
      const action = forward.find((a) => order.actions.some((x) => x.statusId === a));
      if (action === undefined) continue;
      const res = await request.post('/api/user/update/collab-status', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          collabDetailId: collabId,
          statusId: action,
          reason: action === 5 ? `https://www.youtube.com/watch?v=${videoId}` : '',
          base64File: action === 10 ? [workFile] : [],
        },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
  }
  throw new Error(`collab ${collabId} did not complete`);
}

async function writeReview(page: Page, collabId: number, stars: number, text: string) {
  const card = collabCard(page, collabId);
  await card.getByRole('button', { name: M.leaveReview }).click();
  const dialog = page.getByRole('dialog', { name: M.leaveReview });
  await expect(dialog).toBeVisible();
  // The star's radio is visually hidden; a person presses the star, its label.
  const star = dialog.getByRole('radio', { name: `${stars} stars` });
  await dialog.locator(`label[for="${await star.getAttribute('id')}"]`).click();
  await expect(star).toBeChecked();
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('group', { name: M.yourReview })).toContainText(text);
}

/** The influencer's card on the listing, found by a search for her name. */
const listingCard = async (page: Page) => {
  await page.goto(`/listing?q=${encodeURIComponent(INFLUENCER.name)}`);
  const card = page.getByRole('article', { name: INFLUENCER.name, exact: true });
  await expect(card).toBeVisible();
  return card;
};

test('brand and influencer review each other blind; the rating shows on her card only after both wrote', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const brandContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const creatorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const brandPage = await brandContext.newPage();
  const creatorPage = await creatorContext.newPage();
  const request = brandPage.request;

  const brandName = `Review Brand ${uniqueName('r')}`;
  const brand = await registerBilledBrand(request, brandName);
  const { collabDetailId: id } = await hireThroughApi(
    request,
    brand,
    INFLUENCER.userName,
    'A song for our launch.',
  );
  await completeThroughApi(request, id, {
    brand: await tokenOf(request, brand),
    influencer: await tokenOf(request, INFLUENCER),
  });

  const before = await listingCard(brandPage);
  const ratingBefore = await before.getByRole('img', { name: /^Rated / }).count();
  const countBefore = ratingBefore
    ? Number(
        /from (\d+) review/.exec(
          (await before.getByRole('img', { name: /^Rated / }).getAttribute('aria-label'))!,
        )![1],
      )
    : 0;

  // --- The brand writes first: its review waits, hidden from her, and the card is unchanged.
  await loginAs(brandPage, brand, '/order/complete');
  const brandText = 'Beautiful cover, delivered early and exactly to the brief.';
  await writeReview(brandPage, id, 4, brandText);
  await expect(collabCard(brandPage, id).getByText(/stays hidden until the other side writes/)).toBeVisible();
  await shot(brandPage, 'reviews-brand-waiting-1280');

  await loginAs(creatorPage, INFLUENCER, '/order/complete');
  const creatorCard = collabCard(creatorPage, id);
  await expect(creatorCard.getByRole('button', { name: M.leaveReview })).toBeVisible();
  await expect(creatorCard.getByText(brandText)).toHaveCount(0);
  expect(await (await listingCard(brandPage)).getByRole('img', { name: /^Rated / }).count()).toBe(
    ratingBefore,
  );
  if (ratingBefore) {
    await expect((await listingCard(brandPage)).getByRole('img', { name: /^Rated / })).toHaveAttribute(
      'aria-label',
      new RegExp(`from ${countBefore} review`),
    );
  }

  // --- She writes hers: both become visible to both, and her card carries the rating.
  await creatorPage.goto('/order/complete');
  await writeReview(creatorPage, id, 5, 'Clear brief, quick approval and friendly people.');
  await expect(
    collabCard(creatorPage, id).getByRole('group', { name: M.theirReview(brandName) }),
  ).toContainText(brandText);
  await shot(creatorPage, 'reviews-influencer-both-375');

  await brandPage.goto('/order/complete');
  await expect(
    collabCard(brandPage, id).getByRole('group', { name: M.theirReview(INFLUENCER.name) }),
  ).toContainText('Clear brief');

  const after = await listingCard(brandPage);
  await expect(after.getByRole('img', { name: /^Rated / })).toHaveAttribute(
    'aria-label',
    new RegExp(`from ${countBefore + 1} review`),
  );
  await shot(brandPage, 'reviews-listing-card-1280', false);

  // --- Her profile lists the brand's review.
  await brandPage.goto(`/influencer/${INFLUENCER.userName}`);
  const reviews = brandPage.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(brandText)).toBeVisible();
  await creatorPage.goto(`/influencer/${INFLUENCER.userName}`);
  await expect(creatorPage.getByRole('region', { name: 'Reviews' }).getByText(brandText)).toBeVisible();
  await shot(creatorPage, 'reviews-profile-375');
  if (process.env.SHOTS_DIR) {
    await creatorPage
      .getByRole('region', { name: 'Reviews' })
      .screenshot({ path: `${process.env.SHOTS_DIR}/reviews-profile-section-375.png` });
  }

  // --- The brand's own profile page shows how influencers rated it.
  await brandPage.goto('/brand');
  const brandReviews = brandPage.getByRole('region', { name: 'Reviews' });
  await expect(brandReviews.getByText('Clear brief, quick approval and friendly people.')).toBeVisible();
  await expect(brandReviews.getByRole('img', { name: /^Rated 5\.0/ })).toBeVisible();
  await shot(brandPage, 'reviews-brand-profile-1280', false);

  // --- The brand orders again: on the new order she sees how influencers rated the brand before accepting.
  const { collabDetailId: next } = await hireThroughApi(
    request,
    brand,
    INFLUENCER.userName,
    'A second song.',
  );
  await creatorPage.goto('/order');
  await expect(collabCard(creatorPage, next).getByTestId('counterpart-rating')).toContainText('Brand rating');
  await expect(
    collabCard(creatorPage, next).getByRole('img', { name: /^Rated 5\.0 out of 5 from 1 review/ }),
  ).toBeVisible();

  await brandContext.close();
  await creatorContext.close();
});
