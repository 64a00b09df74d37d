import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { CATEGORY_NAMES } from '../../db/seed/india';

describe.each(databases())('master data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the four platforms with the spec ids', async () => {
    const res = await t.get('/api/master/platforms');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccess: true,
      data: [
        { platformId: 1, platformName: 'Facebook' },
        { platformId: 3, platformName: 'YouTube' },
        { platformId: 4, platformName: 'Instagram' },
        { platformId: 5, platformName: 'UGC' },
      ],
    });
  });

  it('names the Grievance Officer of the settings', async () => {
    const res = await t.get('/api/master/grievance-officer');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: 'Collably Trust & Safety',
      email: 'grievance@collably.in',
      phone: null,
    });
    const configured = await testApp(dialect, {
      configure: (config) => {
        config.grievanceOfficer = {
          name: 'Meena Iyer',
          email: 'dpo@example.com',
          phone: '+91 80 4000 0000',
          isDemo: false,
        };
      },
    });
    try {
      const named = await configured.get('/api/master/grievance-officer');
      expect(named.json().data).toEqual({
        name: 'Meena Iyer',
        email: 'dpo@example.com',
        phone: '+91 80 4000 0000',
      });
    } finally {
      await configured.close();
    }
  });

  it('lists every seeded category', async () => {
    const res = await t.get('/api/master/categories');
    const data = res.json().data as { categoryId: number; categoryName: string }[];
    expect(data.map((c) => c.categoryName).sort()).toEqual([...CATEGORY_NAMES].sort());
    expect(data[0]).toEqual({ categoryId: expect.any(Number), categoryName: expect.any(String) });
  });

  it('lists the eight follower ranges', async () => {
    const res = await t.get('/api/master/followers-range');
    expect(res.json().data).toHaveLength(8);
    expect(res.json().data[0]).toEqual({ followerId: 1, followerRange: '5k-10k' });
    expect(res.json().data[7]).toEqual({ followerId: 8, followerRange: '10m+' });
  });

  it('has India as country 101 with all 36 states and union territories', async () => {
    expect((await t.get('/api/master/countries')).json().data).toEqual([{ countryId: 101, name: 'India' }]);
    const states = (await t.get('/api/master/states/101')).json().data as { stateId: number; name: string }[];
    expect(states).toHaveLength(36);
    expect(states.map((s) => s.name)).toContain('Ladakh');
  });

  it('lists the cities of a state', async () => {
    const states = (await t.get('/api/master/states/101')).json().data as { stateId: number; name: string }[];
    const maharashtra = states.find((s) => s.name === 'Maharashtra')!;
    const cities = (await t.get(`/api/master/cities/${maharashtra.stateId}`)).json().data as {
      name: string;
    }[];
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['Mumbai', 'Pune']));
  });

  it('answers 404 with a message for unknown ids', async () => {
    const state = await t.get('/api/master/states/999');
    expect(state.statusCode).toBe(404);
    expect(state.json()).toEqual({ isSuccess: false, message: 'Country 999 was not found', data: null });
    const city = await t.get('/api/master/cities/999999');
    expect(city.statusCode).toBe(404);
    expect(city.json().message).toBe('State 999999 was not found');
  });

  it('answers 400 for ids that are not positive numbers', async () => {
    for (const bad of ['abc', '-1', '0', '1.5']) {
      const res = await t.get(`/api/master/states/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().isSuccess).toBe(false);
    }
  });
});
