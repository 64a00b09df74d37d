import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp } from '../../test/test-app';
import { createAdminAccount } from './create-admin';

describe.each(databases())('create-admin on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => (t = await testApp(dialect)));
  afterAll(() => t.close());

  it('creates an administrator who can log in, once per e-mail', async () => {
    const account = {
      email: 'Ops@Example.com',
      name: 'Ops',
      role: Role.SuperAdmin,
      password: 'Str0ng-pass!',
    };
    await createAdminAccount(t.db, account);
    const login = await t.post('/api/user/login', { Email: 'ops@example.com', Password: 'Str0ng-pass!' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.roleID).toBe(Role.SuperAdmin);
    await expect(createAdminAccount(t.db, account)).rejects.toThrow('already exists');
  });
});
