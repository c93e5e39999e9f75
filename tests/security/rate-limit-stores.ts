import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedisRateLimitStore } from '../../server/adapters/ratelimit/index.js';
import type { TestApp } from '../helpers/app.js';

// The rate-limit stores a throttling test runs on: the database always, Redis too when
// TEST_REDIS_URL is set (CI). `use` switches the test app's store and returns the cleanup.

const redisUrl = process.env.TEST_REDIS_URL;

export const RATE_LIMIT_STORES: ('database' | 'redis')[] = redisUrl ? ['database', 'redis'] : ['database'];

export async function useRateLimitStore(t: TestApp, kind: 'database' | 'redis'): Promise<() => Promise<void>> {
  const original = t.services.rateLimits;
  if (kind === 'database') return async () => {};
  const redis = new Redis(redisUrl!);
  const prefix = `huiskans-test:${randomBytes(6).toString('hex')}:`;
  t.services.rateLimits = createRedisRateLimitStore(redis, prefix);
  return async () => {
    t.services.rateLimits = original;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  };
}
