import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import type { TInfluencerListPage } from '@collably/shared/schemas/discovery';
import { refreshInfluencerSearch } from '../src/platform/influencer-search/influencer-search';
import { insertInfluencer } from './discovery-fixtures';
import { anotherInstance, databases, testApp, type TestApp } from './test-app';

/**
 * Several instances behind a load balancer share one database and one Redis: what one instance
 * decides about a session or a limit holds on every other.
 */
describe.each(databases())('two instances on one database and Redis on %s', (dialect) => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await testApp(dialect, {
      configure: (config) => {
        config.backoff = { ...config.backoff, freeFailures: 2 };
      },
    });
    b = await anotherInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const getOn = (app: FastifyInstance, url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const loginOn = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/user/login', payload: { Email: email, Password: password } });

  it('a session ended through one instance is refused by the other', async () => {
    const brand = await a.user(Role.Brand);
    expect((await getOn(b, '/api/brand/get', brand.token)).statusCode).toBe(200);
    const logout = await a.post('/api/user/logout', undefined, { token: brand.token });
    expect(logout.statusCode).toBe(200);
    const after = await getOn(b, '/api/brand/get', brand.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please log in again.');
  });

  it('a listing change written through one instance shows on the other at once', async () => {
    // Each instance holds the listing in memory, loaded when it started.
    const listedOn = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'GET', url: '/api/influencer/List?PageSize=50' });
      return res.json<{ data: TInfluencerListPage }>().data.influencers.map((i) => i.userName);
    };
    expect(await listedOn(b)).not.toContain('two_instances');
    const id = await insertInfluencer(a.db, { userName: 'two_instances' });
    expect(await listedOn(b)).toContain('two_instances');
    await a.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', id).execute();
    await refreshInfluencerSearch(a.db, id);
    expect(await listedOn(b)).not.toContain('two_instances');
    expect(await listedOn(a.app)).not.toContain('two_instances');
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'wrong passwords counted on one instance slow the next guess on the other',
    async () => {
      const brand = await a.user(Role.Brand);
      for (let i = 0; i < 3; i++) {
        expect((await loginOn(a.app, brand.email, 'Wrong-passw0rd')).statusCode).toBe(401);
      }
      const onOther = await loginOn(b, brand.email, brand.password);
      expect(onOther.statusCode).toBe(429);
      expect(onOther.headers['retry-after']).toBeDefined();
    },
  );
});
