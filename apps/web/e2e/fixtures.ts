import { expect, type APIRequestContext, type Page } from './test';

export const DEMO = {
  admin: { email: 'admin@collably.in', password: 'Admin@12345' },
  staff: { email: 'staff@collably.in', password: 'Staff@12345' },
  brand: { email: 'brand@collably.in', password: 'Brand@12345' },
  influencer: { email: 'influencer@collably.in', password: 'Influencer@123' },
} as const;

let seq = 0;
/** A unique, valid user name / e-mail stem for this run. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The newest 6-digit code the dev mailbox holds for an address. */
export async function readOtpFromMailbox(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const text = await mailbox.locator('.mail pre').first().innerText();
  await mailbox.close();
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `OTP mail for ${email}`).toBeTruthy();
  return code!;
}

/** Signs in through the API and stores the session the way the app does, then opens `path`. */
export async function loginAs(page: Page, account: { email: string; password: string }, path = '/') {
  const res = await page.request.post('/api/user/login', {
    data: { Email: account.email, Password: account.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as {
    token: string;
    data: {
      userID: number;
      roleID: number;
      name: string;
      email: string;
      userName: string | null;
      profilePic: string | null;
      couponShown: boolean;
    };
  };
  await page.goto('/about-us');
  await page.evaluate((b) => {
    localStorage.setItem('token', b.token);
    localStorage.setItem('userid', String(b.data.userID));
    localStorage.setItem('role', String(b.data.roleID));
    localStorage.setItem('name', b.data.name);
    localStorage.setItem('email', b.data.email);
    localStorage.setItem('username', b.data.userName ?? '');
    localStorage.setItem('image', b.data.profilePic ?? '');
    localStorage.setItem('couponShown', String(b.data.couponShown));
  }, body);
  await page.goto(path);
  return body;
}

/** The newest 6-digit code the dev mailbox holds for an address, read over HTTP (no page needed). */
export async function otpFromMailbox(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(res.ok(), `dev mailbox for ${email}`).toBeTruthy();
  const newest = /<pre>([\s\S]*?)<\/pre>/.exec(await res.text())?.[1] ?? '';
  const code = /\b(\d{6})\b/.exec(newest)?.[1];
  expect(code, `OTP mail for ${email}`).toBeTruthy();
  return code!;
}

/**
 * Registers a brand through the API and confirms the code from the dev mailbox, as a brand must before
 * it is signed in (fast set-up for journeys that are not about registering).
 */
export async function registerBrand(request: APIRequestContext, name = 'Test Brand') {
  const email = `${uniqueName('brand')}@example.com`;
  const password = 'Brand@1234';
  const res = await request.post('/api/user/register', {
    // As the sign-up form sends it: the box 'Accept all the terms of use & privacy policy.' ticked (issue 36).
    data: { Name: name, Email: email, Password: password, RoleId: 2, AcceptedPrivacy: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const otpAuthId = ((await res.json()) as { message: string }).message.substring(8);
  const otp = await otpFromMailbox(request, email);
  const verified = await request.post(
    `/api/user/register-otp?OtpAuthId=${encodeURIComponent(otpAuthId)}&Otp=${otp}`,
  );
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return { email, password };
}

/**
 * Fails when the page stays wider than the viewport (a sign of a broken mobile layout). Polled: right
 * after a resize the page has not laid itself out again yet.
 */
export async function expectNoHorizontalScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'horizontal overflow in px',
    })
    .toBeLessThanOrEqual(1);
}

/** The id of a category of the master data, by its name. */
export async function categoryId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get('/api/master/categories');
  const { data } = (await res.json()) as { data: { categoryId: number; categoryName: string }[] };
  const found = data.find((c) => c.categoryName === name);
  expect(found, `category ${name}`).toBeTruthy();
  return found!.categoryId;
}
