import { deflateSync } from 'node:zlib';
import { expect, type Page } from './test';
import { loginAs, readOtpFromMailbox, uniqueName } from './fixtures';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small RGB PNG with a diagonal gradient, made in the test (no files, no network). */
export function makePng(width = 64, height = 80, tint: [number, number, number] = [91, 60, 196]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      row[1 + x * 3] = Math.round(tint[0] * (1 - t) + 255 * t);
      row[2 + x * 3] = Math.round(tint[1] * (1 - t) + 171 * t);
      row[3 + x * 3] = Math.round(tint[2] * (1 - t) + 9 * t);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Registers an influencer through the API, confirms the e-mailed OTP and signs in on `path`. */
export async function registerInfluencer(page: Page, path = '/addedit-influencer') {
  const userName = uniqueName('neha.');
  const email = `${userName}@example.com`;
  const password = 'Neha@12345';
  const res = await page.request.post('/api/user/register', {
    data: {
      Name: 'Neha Verma',
      UserName: userName,
      Email: email,
      Password: password,
      RoleId: 1,
      AcceptedPrivacy: true,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const otpAuthId = ((await res.json()) as { message: string }).message.substring(8);
  const otp = await readOtpFromMailbox(page, email);
  const verified = await page.request.post(
    `/api/user/register-otp?OtpAuthId=${encodeURIComponent(otpAuthId)}&Otp=${otp}`,
  );
  expect(verified.ok(), await verified.text()).toBeTruthy();
  await loginAs(page, { email, password }, path);
  return { userName, email, password, name: 'Neha Verma' };
}

/** Picks options of a Mantine Select / MultiSelect by its label, as a person clicks them. */
export async function pick(page: Page, label: string, ...options: string[]) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  for (const option of options) {
    await input.click();
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
}

/** Chooses a profile picture on the Start step, as a person does through the file chooser. */
export async function choosePicture(page: Page, name = 'me.png') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /(Upload|Change) profile picture/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: makePng() });
  await expect(page.getByRole('img', { name: 'Profile picture preview' })).toBeVisible();
}
