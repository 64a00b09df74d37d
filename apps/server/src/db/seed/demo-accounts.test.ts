import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import type { TTaxParty } from '@collably/shared/domain/gst-invoice';
import { ZUpdateBrandBillingRequest } from '@collably/shared/schemas/brands';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { DEMO_ACCOUNTS, DEMO_BRAND_BILLING } from './demo-accounts';
import { seedDemoCollabs } from './demo-collabs';
import { seed } from './index';

describe.each(databases())('the demo brand on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(() => t.close());

  it('has billing details the form would accept, so the demo orders (and a demo walk) can pay', async () => {
    expect(await seed(t.db, t.clock.now(), { demo: true, storage: t.app.ctx.storage })).toBe(true);
    const brand = DEMO_ACCOUNTS.find((a) => a.roleId === Role.Brand)!;
    const login = await t.post('/api/user/login', { Email: brand.email, Password: brand.password });
    expect(login.statusCode, login.body).toBe(200);
    const billing = await t.get('/api/brand/billing', { token: login.json().token as string });
    const { stateName, ...given } = DEMO_BRAND_BILLING;
    expect(billing.json().data).toMatchObject(given);
    const state = await t.db
      .selectFrom('states')
      .select('name')
      .where('stateId', '=', billing.json().data.stateId as number)
      .executeTakeFirstOrThrow();
    expect(state.name).toBe(stateName);
    expect(ZUpdateBrandBillingRequest.safeParse({ ...given, stateId: 1 }).success).toBe(true);

    // The demo orders are paid through the real API, which needs the details; each document names the buyer.
    await seedDemoCollabs(t.app);
    const documents = await t.db.selectFrom('taxDocuments').select(['kind', 'recipient']).execute();
    expect(documents.filter((d) => d.kind === 'receipt-voucher').length).toBeGreaterThan(0);
    for (const document of documents.filter((d) => d.kind !== 'self-invoice')) {
      expect(JSON.parse(document.recipient) as TTaxParty).toMatchObject({
        name: DEMO_BRAND_BILLING.companyName,
        address: `${DEMO_BRAND_BILLING.address} ${DEMO_BRAND_BILLING.pincode}`,
        stateName: 'Karnataka',
      });
    }
  }, 60_000);
});
