import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { act, createCollab, hire, influencerWithService, pay } from '../../../test/hire-fixtures';
import { multipartBody, sampleMp4, samplePdf } from '../../../test/multipart';
import { uploadPictureAs } from '../../../test/uploads';
import { FILE_LINK_TTL_SECONDS } from './private-files';

/**
 * Collab attachments are private: never at the public /files/{name}, only through a short-lived signed
 * link given to those allowed (uploader, the collab's parties, super admins), re-checked on every download.
 */
describe.each(databases())('private files on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
    staff = await t.user(Role.Staff);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const uploadAttachment = async (user: TestUser, content = samplePdf(), filename = 'brief.pdf') => {
    const body = multipartBody([{ filename, contentType: 'application/octet-stream', content }]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/files/attachments',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { fileNames: string[] }).fileNames[0];
  };
  const linkFor = (user: TestUser, fileName: string) =>
    t.post('/api/files/link', { fileName }, { token: user.token });
  const urlFor = async (user: TestUser, fileName: string) => {
    const res = await linkFor(user, fileName);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { url: string }).url;
  };

  /** A brand's collab with one attachment the brand uploaded. */
  async function collabWithAttachment() {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t);
    const file = await uploadAttachment(brand);
    const transId = await pay(t, brand, serviceId);
    const res = await createCollab(t, brand, { transId, influencerServiceId: serviceId, base64File: [file] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.uploadedFiles).toBe(file);
    return { brand, influencer, file, collabId: res.json().data.collabDetailId as number };
  }

  it('does not serve an attachment at the public /files/{name}, while pictures stay public and cached', async () => {
    const brand = await t.user(Role.Brand);
    const file = await uploadAttachment(brand);
    for (const url of [`/files/${file}`, `/files/${file}?size=card`]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ isSuccess: false, message: 'File not found', data: null });
    }
    const name = await uploadPictureAs(t, brand.token);
    const served = await t.get(`/files/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.get(`/files/${name}?size=card`)).statusCode).toBe(200);
  });

  it('serves a private file through a link: not cached, as a download, never sniffed', async () => {
    const brand = await t.user(Role.Brand);
    const file = await uploadAttachment(brand);
    const link = await linkFor(brand, file);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json().data as { url: string; expiresAt: string };
    expect(url).toMatch(new RegExp(`^/api/files/private/${file}\\?u=${brand.id}&e=\\d+&s=[A-Za-z0-9_-]+$`));
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(FILE_LINK_TTL_SECONDS * 1000);

    const res = await t.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('keeps byte ranges for video seeking', async () => {
    const brand = await t.user(Role.Brand);
    const video = Buffer.concat([sampleMp4(), Buffer.from('abcdefghij')]);
    const url = await urlFor(brand, await uploadAttachment(brand, video, 'clip.mp4'));
    const whole = await t.get(url);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await t.get(url, { headers: { range: 'bytes=4-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-7/${video.length}`);
    expect(part.rawPayload.toString()).toBe('ftyp');
    expect(part.headers['cache-control']).toBe('private, no-store');
  });

  it('lets the collab’s brand and influencer and a super admin open its files, nobody else', async () => {
    const { brand, influencer, file } = await collabWithAttachment();
    for (const user of [brand, influencer, admin]) {
      const res = await t.get(await urlFor(user, file));
      expect(res.statusCode, `role ${user.roleId}`).toBe(200);
      expect(res.rawPayload.equals(samplePdf())).toBe(true);
    }
    const otherBrand = await t.user(Role.Brand);
    const otherInfluencer = await t.user(Role.Influencer);
    for (const user of [otherBrand, otherInfluencer, staff]) {
      const res = await linkFor(user, file);
      expect(res.statusCode, `role ${user.roleId}`).toBe(404);
      expect(res.json()).toEqual({ isSuccess: false, message: 'File not found', data: null });
    }
    expect((await t.post('/api/files/link', { fileName: file })).statusCode).toBe(401);
  });

  it('lets the parties open the work files sent for approval', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t);
    const collabId = await hire(t, brand, serviceId);
    expect((await act(t, influencer, collabId, ActionCode.Accept)).statusCode).toBe(200);
    const work = await uploadAttachment(influencer, sampleMp4(), 'draft.mp4');
    const sent = await act(t, influencer, collabId, ActionCode.SendForApproval, '', [work]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await t.get(await urlFor(brand, work))).statusCode).toBe(200);
    expect((await linkFor(await t.user(Role.Brand), work)).statusCode).toBe(404);
  });

  it('refuses an expired, altered or borrowed link with 403', async () => {
    const { brand, file } = await collabWithAttachment();
    const url = await urlFor(brand, file);
    const outsider = await t.user(Role.Brand);
    const altered = [
      url.replace(/s=([A-Za-z0-9_-])/, (_m, c: string) => `s=${c === 'A' ? 'B' : 'A'}`),
      url.replace(`u=${brand.id}`, `u=${outsider.id}`),
      url.replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + 60}`),
    ];
    for (const bad of altered) {
      const res = await t.get(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().isSuccess).toBe(false);
    }
    for (const bad of [url.replace(/u=\d+/, 'u=2147483648'), url.replace(/e=\d+/, 'e=abc')]) {
      expect((await t.get(bad)).statusCode, bad).toBe(400);
    }
    t.clock.advance((FILE_LINK_TTL_SECONDS + 1) * 1000);
    const expired = await t.get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      'This download link has expired or is not valid. Please open the file again.',
    );
  });

  it('revokes a link at once when its user may no longer read the file', async () => {
    const { influencer, file } = await collabWithAttachment();
    const url = await urlFor(influencer, file);
    expect((await t.get(url)).statusCode).toBe(200);
    await t.db
      .updateTable('users')
      .set({ status: UserStatus.Disabled })
      .where('id', '=', influencer.id)
      .execute();
    const res = await t.get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not allowed to open this file');
  });

  it('ends a link with the sessions it was issued under (logout, password reset)', async () => {
    const brand = await t.user(Role.Brand);
    const file = await uploadAttachment(brand);
    const url = await urlFor(brand, file);
    expect((await t.get(url)).statusCode).toBe(200);
    expect((await t.post('/api/user/logout', undefined, { token: brand.token })).statusCode).toBe(200);
    const res = await t.get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'This download link has expired or is not valid. Please open the file again.',
    );
  });
});
