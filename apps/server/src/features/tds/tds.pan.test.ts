import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { Role } from '@collably/shared/constants/roles';
import { TdsMessages } from '@collably/shared/messages/tds';
import { earnings } from '../../../test/hire-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { startFakePanVerify, type FakePanVerify } from '../../../test/fake-pan-verify';
import { tdsFixtures } from '../../../test/tds-fixtures';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { runPanChecks } from './tds.service';

const NOV_2026 = new Date('2026-11-26T10:00:00Z');
const PERSON_PAN = 'ABCPE1234F';
const DAY = 86_400_000;

describe.each(databases())('PANs checked with a verification service on %s', (dialect) => {
  let fake: FakePanVerify;
  let t: TestApp;
  const f = tdsFixtures(() => t);
  beforeAll(async () => {
    fake = await startFakePanVerify();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.failWith(null);
    fake.asked.length = 0;
    t = await testApp(dialect, {
      configure: (c) => {
        c.panVerify = { url: fake.url, key: fake.key, timeoutMs: 2_000 };
      },
    });
    t.clock.set(NOV_2026);
  });
  afterEach(() => t.close());

  /** A PAN of its own for each test (the fake's answers outlive a test). */
  let serial = 1000;
  const freshPan = () => `ABCPE${String((serial += 1) % 10_000).padStart(4, '0')}F`;

  it('takes 20 % under s. 206AA from an inoperative PAN, says so when it is saved and on the statement, and 10 % once it is linked', async () => {
    const pan = freshPan();
    fake.setStatus(pan, 'inoperative');
    const { influencer, serviceId } = await f.influencer(60_000);
    const saved = await f.savePan(influencer, pan);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(TdsMessages.panSavedInoperative('20 %'));
    expect((await f.details(influencer)).panCheck).toEqual({
      isServiceOn: true,
      status: 'inoperative',
      checkedOn: NOV_2026.toISOString(),
    });
    await f.release(serviceId, influencer);
    // ₹60,000 is above s. 194J's ₹50,000: 20 % as if no PAN were given.
    expect(await earnings(t, influencer)).toBe(48_000);
    const [credit] = (await f.statement(influencer)).credits;
    expect(credit).toMatchObject({
      pan,
      rate: 20,
      withheld: 12_000,
      rateReason: TdsMessages.noPanReason('inoperative', '20 %'),
    });
    const text = pdfText(
      (await t.get('/api/tds/statement/pdf', { token: influencer.token })).rawPayload,
    ).replace(/\s+/g, ' ');
    expect(text).toContain('PAN inoperative (not linked with Aadhaar, s. 139AA): 20 % under s. 206AA');
    const admin = await t.user(Role.SuperAdmin);
    const csv = await t.get('/api/tds/export', { token: admin.token, query: { month: '2026-11' } });
    expect(
      parse<Record<string, string>>(csv.body, { columns: true }).map((r) => [
        r.pan,
        r.pan_status,
        r.rate_percent,
      ]),
    ).toEqual([[pan, 'inoperative', '20.00']]);

    // Linked with Aadhaar: saved again, checked again, and the next credit takes 10 %.
    fake.setStatus(pan, 'operative');
    expect((await f.savePan(influencer, pan)).json().message).toBe(TdsMessages.panSaved);
    await f.release(serviceId, influencer);
    expect(await earnings(t, influencer)).toBe(48_000 + 54_000);
  });

  it('says when the Income Tax Department does not know the PAN', async () => {
    const pan = freshPan();
    fake.setStatus(pan, 'invalid');
    const { influencer } = await f.influencer(1_000);
    expect((await f.savePan(influencer, pan)).json().message).toBe(TdsMessages.panSavedUnknown('20 %'));
    expect((await f.details(influencer)).panCheck.status).toBe('invalid');
  });

  it('takes a PAN as given while the service is down, and the job checks it when it is back', async () => {
    const pan = freshPan();
    fake.setStatus(pan, 'inoperative');
    fake.failWith(503);
    const { influencer, serviceId } = await f.influencer(60_000);
    expect((await f.savePan(influencer, pan)).json().message).toBe(TdsMessages.panSaved);
    expect((await f.details(influencer)).panCheck).toMatchObject({ status: 'unchecked', checkedOn: null });
    await f.release(serviceId, influencer);
    expect(await earnings(t, influencer)).toBe(54_000);
    expect(await runPanChecks(t.app.ctx)).toEqual({ checked: 0 });

    fake.failWith(null);
    expect(await runPanChecks(t.app.ctx)).toEqual({ checked: 1 });
    expect((await f.details(influencer)).panCheck.status).toBe('inoperative');
    // The credit already charged keeps what it was charged with.
    expect((await f.statement(influencer)).credits.map((c) => [c.rate, c.rateReason])).toEqual([[10, null]]);
  });

  it('asks again only after 30 days', async () => {
    const pan = freshPan();
    const { influencer } = await f.influencer(1_000);
    await f.savePan(influencer, pan);
    expect(fake.asked).toEqual([pan]);
    t.clock.set(new Date(NOV_2026.getTime() + 29 * DAY));
    expect(await runPanChecks(t.app.ctx)).toEqual({ checked: 0 });
    fake.setStatus(pan, 'inoperative');
    t.clock.set(new Date(NOV_2026.getTime() + 30 * DAY));
    expect(await runPanChecks(t.app.ctx)).toEqual({ checked: 1 });
    expect(fake.asked).toEqual([pan, pan]);
    expect((await f.details(influencer)).panCheck).toEqual({
      isServiceOn: true,
      status: 'inoperative',
      checkedOn: new Date(NOV_2026.getTime() + 30 * DAY).toISOString(),
    });
  });

  it('forgets the answer about a PAN that is changed or removed', async () => {
    const pan = freshPan();
    fake.setStatus(pan, 'inoperative');
    const { influencer } = await f.influencer(1_000);
    await f.savePan(influencer, pan);
    fake.failWith(503);
    await f.savePan(influencer, freshPan());
    expect((await f.details(influencer)).panCheck.status).toBe('unchecked');
    await f.savePan(influencer, '');
    expect((await f.details(influencer)).panCheck).toMatchObject({ status: 'unchecked', checkedOn: null });
  });
});

describe.each(databases())('PANs without a verification service on %s', (dialect) => {
  let t: TestApp;
  const f = tdsFixtures(() => t);
  beforeEach(async () => {
    t = await testApp(dialect);
    t.clock.set(NOV_2026);
  });
  afterEach(() => t.close());

  it('takes a PAN as given, and the job asks nobody', async () => {
    const { influencer } = await f.influencer(1_000, PERSON_PAN);
    expect((await f.details(influencer)).panCheck).toEqual({
      isServiceOn: false,
      status: 'unchecked',
      checkedOn: null,
    });
    expect(await runPanChecks(t.app.ctx)).toEqual({ checked: 0 });
  });
});
