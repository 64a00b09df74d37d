import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { ToolMessages } from '@collably/shared/messages/tools';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { OPEN_REPEAT_WINDOW_MS } from './tools.service';

const ID = 'dQw4w9WgXcQ';
const CHANNEL = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe.each(databases())('YouTube tool on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        config.rateLimits.ytOpen = { max: 5, timeWindowMs: 60_000 };
        config.rateLimits.ytLink = { max: 8, timeWindowMs: 60_000 };
      },
    });
  });
  afterEach(() => t.close());

  /** A request from its own address, so the per-IP limits of one test do not touch another's. */
  let ipSeq = 0;
  const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  const make = (link: unknown, o: { token?: string; ip?: string } = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/tools/ytlink',
      payload: { link },
      remoteAddress: o.ip ?? nextIp(),
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    });
  const open = (link: unknown, ip = nextIp()) =>
    t.inject({ method: 'POST', url: '/api/tools/ytopen', payload: { link }, remoteAddress: ip });
  const opensOf = async (param: string) =>
    (await t.db.selectFrom('ytLinks').select('openCount').where('param', '=', param).executeTakeFirst())
      ?.openCount;

  it('makes the direct link of every link kind, for visitors too', async () => {
    const cases: [string, string][] = [
      [`https://www.youtube.com/watch?v=${ID}&t=10s`, `yt/${ID}`],
      [`https://youtu.be/${ID}?si=abc`, `yt/${ID}`],
      [`https://www.youtube.com/shorts/${ID}`, `yt/sh-${ID}`],
      [`https://www.youtube.com/@MrBeast`, 'yt/ch-MrBeast'],
      [`https://www.youtube.com/channel/${CHANNEL}`, `yt/ch-${CHANNEL}`],
    ];
    for (const [link, path] of cases) {
      const res = await make(link);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        isSuccess: true,
        data: { path, url: `${t.config.publicUrl}/${path}` },
      });
    }
    const rows = await t.db.selectFrom('ytLinks').select(['param', 'openCount']).orderBy('param').execute();
    expect(rows.map((r) => r.param).sort()).toEqual([ID, `sh-${ID}`, 'ch-MrBeast', `ch-${CHANNEL}`].sort());
    expect(rows.every((r) => Number(r.openCount) === 0)).toBe(true);
    // Made by visitors: nobody's list holds them.
    expect(await t.db.selectFrom('ytLinkMakers').selectAll().execute()).toEqual([]);
  });

  it('refuses anything but a YouTube link with the tool’s message, and keeps nothing', async () => {
    const bad: unknown[] = [
      '',
      'hello',
      `https://evil.example/?youtube.com/watch?v=${ID}`,
      `https://youtube.com.evil.com/watch?v=${ID}`,
      `https://notyoutube.com/watch?v=${ID}`,
      `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`,
      `https://www.youtube.com/watch?v=${ID}A`,
      'https://www.youtube.com/watch?v=dQw4w9WgXc!',
      `https://www.youtube.com/watch?v=${ID}&x=${'a'.repeat(5000)}`,
      42,
      null,
      ['https://youtu.be/dQw4w9WgXcQ'],
      { link: ID },
    ];
    for (const link of bad) {
      const res = await make(link);
      expect(res.statusCode, `${JSON.stringify(link).slice(0, 80)} → ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, message: ToolMessages.invalidLink });
    }
    const missing = await t.inject({ method: 'POST', url: '/api/tools/ytlink', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ToolMessages.invalidLink);
    const notJson = await t.inject({
      method: 'POST',
      url: '/api/tools/ytlink',
      payload: 'link=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    const huge = await t.inject({
      method: 'POST',
      url: '/api/tools/ytlink',
      payload: { link: `https://youtu.be/${'x'.repeat(2_000_000)}` },
    });
    expect(huge.statusCode).toBe(413);
    expect(await t.db.selectFrom('ytLinks').selectAll().execute()).toEqual([]);
  });

  it('limits how many links one address makes', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 8; i++) expect((await make(`https://youtu.be/${ID}`, { ip })).statusCode).toBe(200);
    const refused = await make(`https://youtu.be/${ID}`, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().isSuccess).toBe(false);
    expect((await make(`https://youtu.be/${ID}`)).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await make(`https://youtu.be/${ID}`, { ip: `2001:db8:5:5::${i + 1}` })).statusCode).toBe(200);
    }
    expect((await make(`https://youtu.be/${ID}`, { ip: '2001:db8:5:5:abcd::1' })).statusCode).toBe(429);
    expect((await make(`https://youtu.be/${ID}`, { ip: '2001:db8:5:6::1' })).statusCode).toBe(200);
  });

  it('counts an open once per address and hour, and any valid link', async () => {
    expect((await make(`https://youtu.be/${ID}`)).statusCode).toBe(200);
    const first = await open(ID, '10.1.1.1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ isCounted: true });
    expect(await opensOf(ID)).toBe(1);

    // A reload from the same address is answered but not counted; another address counts.
    expect((await open(ID, '10.1.1.1')).json().data).toEqual({ isCounted: false });
    expect(await opensOf(ID)).toBe(1);
    expect((await open(ID, '10.1.1.2')).json().data).toEqual({ isCounted: true });
    expect((await open(` ${ID} `, '10.1.1.3')).json().data).toEqual({ isCounted: true });
    expect(await opensOf(ID)).toBe(3);

    // Shorts and channels are links of their own; a valid link nobody made here is kept from its first open.
    expect((await open(`sh-${ID}`, '10.1.1.1')).json().data).toEqual({ isCounted: true });
    expect((await open('ch-MrBeast', '10.1.1.1')).json().data).toEqual({ isCounted: true });
    expect(await opensOf(`sh-${ID}`)).toBe(1);
    expect(await opensOf('ch-MrBeast')).toBe(1);
    expect(OPEN_REPEAT_WINDOW_MS).toBeGreaterThanOrEqual(60 * 60_000);
  });

  it('limits how many opens one address reports', async () => {
    const ip = '10.2.2.2';
    const params = [ID, `sh-${ID}`, 'ch-abc', 'ch-abcd', 'ch-abcde'];
    for (const p of params) expect((await open(p, ip)).statusCode).toBe(200);
    const refused = await open('ch-abcdef', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await opensOf('ch-abcdef')).toBeUndefined();
    expect((await open('ch-abcdef')).statusCode).toBe(200);
  });

  it('refuses an open of anything this tool does not make', async () => {
    for (const link of [
      '',
      'abc',
      'sh-abc',
      '../admin',
      'https://evil.example',
      'x'.repeat(100_000),
      7,
      null,
    ]) {
      const res = await open(link);
      expect(res.statusCode, String(link).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, message: ToolMessages.invalidLink });
    }
    expect(await t.db.selectFrom('ytLinks').selectAll().execute()).toEqual([]);
  });

  it("lists a signed-in maker's own links with their opens, last made first", async () => {
    const brand = await t.user(Role.Brand);
    const influencer = await t.user(Role.Influencer);
    expect((await make(`https://youtu.be/${ID}`, { token: brand.token })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await make(`https://www.youtube.com/shorts/${ID}`, { token: brand.token })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await make('https://www.youtube.com/@OtherOne', { token: influencer.token })).statusCode).toBe(
      200,
    );
    await open(ID);
    await open(ID);
    await open('ch-OtherOne');

    const mine = await t.get('/api/tools/mylinks', { token: brand.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([
      {
        param: `sh-${ID}`,
        path: `yt/sh-${ID}`,
        url: `${t.config.publicUrl}/yt/sh-${ID}`,
        youtubeUrl: `https://www.youtube.com/shorts/${ID}`,
        opens: 0,
        createdOn: '2026-06-01T10:01:00.000Z',
      },
      {
        param: ID,
        path: `yt/${ID}`,
        url: `${t.config.publicUrl}/yt/${ID}`,
        youtubeUrl: `https://www.youtube.com/watch?v=${ID}`,
        opens: 2,
        createdOn: '2026-06-01T10:00:00.000Z',
      },
    ]);
    const theirs = await t.get('/api/tools/mylinks', { token: influencer.token });
    expect(theirs.json().data).toMatchObject([{ param: 'ch-OtherOne', opens: 1 }]);

    // Making a link again moves it to the top; a link another user made shows its shared count.
    t.clock.advance(60_000);
    expect((await make(`https://youtube.com/watch?v=${ID}`, { token: brand.token })).statusCode).toBe(200);
    expect((await make(`https://youtu.be/${ID}`, { token: influencer.token })).statusCode).toBe(200);
    const again = (await t.get('/api/tools/mylinks', { token: brand.token })).json().data as {
      param: string;
    }[];
    expect(again.map((l) => l.param)).toEqual([ID, `sh-${ID}`]);
    const infLinks = (await t.get('/api/tools/mylinks', { token: influencer.token })).json().data;
    expect(infLinks).toMatchObject([{ param: ID, opens: 2 }, { param: 'ch-OtherOne' }]);

    // Staff and the super admin may use the tool like anyone.
    const admin = await t.user(Role.SuperAdmin);
    expect((await t.get('/api/tools/mylinks', { token: admin.token })).json().data).toEqual([]);
  });

  it('refuses a visitor the list (401) and bounds it', async () => {
    const res = await t.get('/api/tools/mylinks');
    expect(res.statusCode).toBe(401);
    expect(res.json().isSuccess).toBe(false);
    const stale = await t.get('/api/tools/mylinks', { token: 'not-a-token' });
    expect(stale.statusCode).toBe(401);

    const brand = await t.user(Role.Brand);
    const now = t.clock.now().toISOString();
    const params = Array.from({ length: 130 }, (_, i) => `ch-handle${String(i).padStart(3, '0')}`);
    await t.db
      .insertInto('ytLinks')
      .values(params.map((param) => ({ param, createdOn: now, lastOpenedOn: null })))
      .execute();
    await t.db
      .insertInto('ytLinkMakers')
      .values(
        params.map((param, i) => ({
          userId: brand.id,
          param,
          generatedOn: new Date(Date.parse(now) + i * 1000).toISOString(),
        })),
      )
      .execute();
    const list = (await t.get('/api/tools/mylinks', { token: brand.token })).json().data as {
      param: string;
    }[];
    expect(list).toHaveLength(100);
    expect(list[0]?.param).toBe('ch-handle129');
  });
});
