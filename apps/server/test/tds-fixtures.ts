import { expect } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import type { TTdsSection } from '@collably/shared/constants/tds-rules';
import type { TTdsDetails, TTdsStatement } from '@collably/shared/schemas/tds';
import type { Config } from '../src/config';
import { act, deliverAndPost, hire, influencerWithService } from './hire-fixtures';
import type { TestApp, TestUser } from './test-app';

/** The configuration's TDS section (a copy of `tds`: another instance shares the rest of the configuration). */
export const withSection =
  (section: TTdsSection, more: Partial<Config['tds']> = {}) =>
  (config: Config) => {
    config.tds = { ...config.tds, section, isSectionExplicit: true, ...more };
  };

/** Influencers, collabs and their release, and the influencer's TDS views, through the API. */
export function tdsFixtures(app: () => TestApp) {
  const savePan = (user: TestUser, pan: unknown) =>
    app().post('/api/tds/details', { pan }, { token: user.token });

  /** An influencer with one service at `rupees` (not GST-registered), with a PAN when given. */
  const influencer = async (rupees: number, pan?: string) => {
    const made = await influencerWithService(app(), { pricePaise: rupees * 100 });
    if (pan) expect((await savePan(made.influencer, pan)).statusCode).toBe(200);
    return made;
  };

  /** A collab hired, delivered and completed by the brand: its money credited to the influencer. */
  const release = async (serviceId: number, inf: TestUser) => {
    const t = app();
    const brand = await t.user(Role.Brand);
    const id = await hire(t, brand, serviceId);
    await deliverAndPost(t, brand, inf, id);
    const res = await act(t, brand, id, ActionCode.MarkComplete);
    expect(res.statusCode, res.body).toBe(200);
  };

  const details = async (user: TestUser) => {
    const res = await app().get('/api/tds/details', { token: user.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TTdsDetails;
  };

  const statement = async (user: TestUser, year?: number) => {
    const res = await app().get('/api/tds/statement', {
      token: user.token,
      query: year === undefined ? {} : { year: String(year) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TTdsStatement;
  };

  return { savePan, influencer, release, details, statement };
}
