import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Role } from '@collably/shared/constants/roles';
import { DEFAULT_RATE_LIMITS, type Config } from '../../src/config';
import { DEVICE_COOKIE } from '../../src/platform/auth/device-cookie';
import { fresh } from '../sign-up-fixtures';
import { databases, otpFromMail, testApp, type TestApp, type TestUser } from '../test-app';

/**
 * Issue 35 item 5: per-address limits count failures (an office signs everyone in), IPv6 is one bucket
 * per /64, and a browser that signed in holds a device cookie so a stranger's wrong passwords never keep
 * the owner out of it (OWASP device cookies).
 */

let hosts = 0;
const nextIp = () => {
  hosts++;
  return `10.${(hosts >> 16) & 255}.${(hosts >> 8) & 255}.${hosts & 255}`;
};

type Login = { email: string; password: string; ip?: string; device?: string };

function login(t: TestApp, { email, password, ip, device }: Login): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: ip ?? nextIp(),
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    payload: { Email: email, Password: password },
  });
}

/** The device cookie a successful sign-in set. */
function deviceOf(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie, 'device cookie set').toBeDefined();
  return cookie!.value;
}

const wrong = (i: number) => `Wrong${i}xyz`;

describe.each(databases())('sign-in limits on %s', (dialect) => {
  describe('per address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(dialect, {
        configure: (config: Config) => {
          // The production limit per address, so the shared-address case is the real one.
          config.rateLimits.login = { ...DEFAULT_RATE_LIMITS.login };
        },
      });
    });
    afterAll(() => t.close());

    it('lets 15 people sign in from one shared address within a minute', async () => {
      expect(DEFAULT_RATE_LIMITS.login.max).toBeLessThan(15);
      const office = '203.0.113.10';
      const people = await Promise.all(
        Array.from({ length: 15 }, (_, i) => t.user(i % 2 ? Role.Brand : Role.Influencer)),
      );
      const statuses: number[] = [];
      for (const person of people) {
        statuses.push(
          (await login(t, { email: person.email, password: person.password, ip: office })).statusCode,
        );
      }
      expect(statuses).toEqual(Array(15).fill(200));
    });

    it('still limits failures from one address, and a success does not reopen it', async () => {
      const ip = '203.0.113.11';
      const user = await t.user(Role.Brand);
      const statuses: number[] = [];
      for (let i = 0; i < DEFAULT_RATE_LIMITS.login.max + 1; i++) {
        statuses.push(
          (await login(t, { email: `${fresh('x')}@example.com`, password: wrong(i), ip })).statusCode,
        );
      }
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await login(t, { email: user.email, password: user.password, ip })).statusCode).toBe(429);
    });

    it('counts a sign-in that succeeded after failures only as the failures', async () => {
      const ip = '203.0.113.12';
      const user = await t.user(Role.Brand);
      const max = DEFAULT_RATE_LIMITS.login.max;
      for (let i = 0; i < max - 1; i++) {
        expect(
          (await login(t, { email: `${fresh('x')}@example.com`, password: wrong(i), ip })).statusCode,
        ).toBe(401);
      }
      for (let i = 0; i < 5; i++) {
        expect((await login(t, { email: user.email, password: user.password, ip })).statusCode).toBe(200);
      }
      expect((await login(t, { email: `${fresh('x')}@example.com`, password: 'Wrong', ip })).statusCode).toBe(
        401,
      );
      expect((await login(t, { email: `${fresh('x')}@example.com`, password: 'Wrong', ip })).statusCode).toBe(
        429,
      );
    });
  });

  describe('IPv6', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(dialect, {
        configure: (config: Config) => {
          config.rateLimits.login = { max: 3, timeWindowMs: 60_000 };
        },
      });
    });
    afterAll(() => t.close());

    it('keeps one bucket per /64: other addresses of the /64 are refused, the next /64 is not', async () => {
      const guess = (ip: string) =>
        login(t, { email: `${fresh('v6')}@example.com`, password: 'Wrong1234', ip });
      const statuses = [];
      for (const ip of [
        '2001:db8:1:2::1',
        '2001:db8:1:2::2',
        '2001:db8:1:2:aaaa::3',
        '2001:db8:1:2:ffff:1:2:3',
      ]) {
        statuses.push((await guess(ip)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await guess('2001:db8:1:3::1')).statusCode).toBe(401);
    });
  });

  describe('device cookies', () => {
    let t: TestApp;
    beforeAll(async () => {
      // A wait far longer than the test: no gate reopens halfway through.
      t = await testApp(dialect, {
        configure: (config: Config) => {
          config.backoff = { ...config.backoff, freeFailures: 3, baseDelayMs: 600_000, maxDelayMs: 600_000 };
        },
      });
    });
    afterAll(() => t.close());

    /** A stranger's guesses from many addresses, with no device cookie, until the account is backed off. */
    async function attack(user: TestUser, guesses = 30) {
      const statuses: number[] = [];
      for (let i = 0; i < guesses; i++)
        statuses.push((await login(t, { email: user.email, password: wrong(i) })).statusCode);
      expect(statuses.filter((s) => s === 401).length).toBe(4);
      expect(statuses.at(-1)).toBe(429);
    }

    it('sets an HttpOnly, SameSite=Lax cookie scoped to the sign-in routes, new on every sign-in', async () => {
      const user = await t.user(Role.Brand);
      const first = await login(t, { email: user.email, password: user.password });
      const second = await login(t, { email: user.email, password: user.password });
      const cookie = first.cookies.find((c) => c.name === DEVICE_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/user' });
      // Not Secure outside production (the test app runs over plain HTTP).
      expect(cookie.secure).toBeUndefined();
      expect(cookie.value.startsWith(`${user.id}.`)).toBe(true);
      expect(deviceOf(second)).not.toBe(cookie.value);
    });

    it("lets the super admin in from a known device while a stranger's wrong passwords back off the account", async () => {
      const admin = await t.user(Role.SuperAdmin);
      const device = deviceOf(await login(t, { email: admin.email, password: admin.password }));
      await attack(admin, 60);
      // A new device (no cookie) waits, as every unknown client does.
      expect((await login(t, { email: admin.email, password: admin.password })).statusCode).toBe(429);
      // The known device signs in at once, again and again, however long the stranger goes on.
      const res = await login(t, { email: admin.email, password: admin.password, device });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
      for (let i = 0; i < 10; i++) {
        expect((await login(t, { email: admin.email, password: wrong(i) })).statusCode).toBe(429);
      }
      expect(
        (await login(t, { email: admin.email, password: admin.password, device: deviceOf(res) })).statusCode,
      ).toBe(200);
    });

    it('lets a new device in after a password reset, which the back-off does not block', async () => {
      const user = await t.user(Role.Brand);
      await attack(user);
      const sent = await t.post('/api/user/sendotp', undefined, { query: { email: user.email } });
      expect(sent.statusCode).toBe(200);
      const code = otpFromMail((await t.lastMailTo(user.email))?.textBody)!;
      const reset = await t.post('/api/user/resetpassword', {
        Email: user.email,
        Password: 'BrandNew99',
        Otp: code,
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(t, { email: user.email, password: 'BrandNew99' })).statusCode).toBe(200);
    });

    it("does not trust another account's device cookie, a tampered one or a forged one", async () => {
      const owner = await t.user(Role.Brand);
      const other = await t.user(Role.Brand);
      const ownDevice = deviceOf(await login(t, { email: owner.email, password: owner.password }));
      const otherDevice = deviceOf(await login(t, { email: other.email, password: other.password }));
      await attack(owner);
      const [id, nonce, mac] = ownDevice.split('.') as [string, string, string];
      const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
      const untrusted = [
        otherDevice,
        `${owner.id}.${otherDevice.split('.')[1]}.${otherDevice.split('.')[2]}`,
        `${id}.${nonce}.${flip(mac)}`,
        `${id}.${flip(nonce)}.${mac}`,
        `${id}.${nonce}`,
        'garbage',
      ];
      for (const device of untrusted) {
        const res = await login(t, { email: owner.email, password: owner.password, device });
        expect(res.statusCode, device).toBe(429);
      }
      expect(
        (await login(t, { email: owner.email, password: owner.password, device: ownDevice })).statusCode,
      ).toBe(200);
    });

    it('backs a known device off on its own, without spending the account', async () => {
      const user = await t.user(Role.Influencer);
      const device = deviceOf(await login(t, { email: user.email, password: user.password }));
      for (let i = 0; i < 3; i++) {
        expect((await login(t, { email: user.email, password: wrong(i), device })).statusCode).toBe(401);
      }
      // The account's free tries are all still there for other clients: three, and one through the gate.
      await attack(user);
    });

    it('refuses a device that guesses wrong too often, and then counts its guesses on the account', async () => {
      const user = await t.user(Role.Brand);
      const device = deviceOf(await login(t, { email: user.email, password: user.password }));
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await login(t, { email: user.email, password: wrong(i), device })).statusCode);
      // Three free tries, one past its own gate (no longer trusted: it counted on the account), then refused.
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      expect((await login(t, { email: user.email, password: user.password, device })).statusCode).toBe(429);
      // Another client finds one of the account's free tries spent by that untrusted guess.
      const other: number[] = [];
      for (let i = 0; i < 6; i++)
        other.push((await login(t, { email: user.email, password: wrong(i) })).statusCode);
      expect(other).toEqual([401, 401, 401, 429, 429, 429]);
    });
  });
});
