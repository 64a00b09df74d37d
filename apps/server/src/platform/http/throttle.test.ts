import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { AppError } from './errors';
import { createThrottle, ipKey } from './throttle';

describe('throttle store failure', () => {
  it('refuses guarded requests with 503 while Redis is out of reach, never lets them through unlimited', async () => {
    // Port 1 answers nothing; no offline queue, so each command fails at once.
    const redis = new Redis({
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const throttle = createThrottle(loadConfig({ NODE_ENV: 'test' }), redis);
    try {
      await expect(throttle.hit('login', 'ip:1.2.3.4')).rejects.toMatchObject({ statusCode: 503 });
      const refused = await throttle.guess('login', 'someone@example.com').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ statusCode: 503 });
    } finally {
      redis.disconnect();
    }
  });
});

describe('ipKey', () => {
  it('keys IPv4 by the address and IPv6 by its /64, however the address is written', () => {
    expect(ipKey('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(ipKey('::ffff:203.0.113.7')).toBe('ip:203.0.113.7');
    expect(ipKey('2001:db8:1:2::1')).toBe('ip6:2001:db8:1:2::/64');
    expect(ipKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('ip6:2001:db8:1:2::/64');
    expect(ipKey('2001:DB8:1:2:a:b:c:d')).toBe('ip6:2001:db8:1:2::/64');
    expect(ipKey('fe80::1%eth0')).toBe('ip6:fe80:0:0:0::/64');
    expect(ipKey('2001:db8::')).toBe('ip6:2001:db8:0:0::/64');
    expect(ipKey('::1')).toBe('ip6:0:0:0:0::/64');
    expect(ipKey('64:ff9b::192.0.2.1')).toBe('ip6:64:ff9b:0:0::/64');
    expect(ipKey('2001:db8:1:3::1')).not.toBe(ipKey('2001:db8:1:2::1'));
  });
});
