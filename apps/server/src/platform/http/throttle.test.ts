import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { AppError } from './errors';
import { createThrottle } from './throttle';

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
