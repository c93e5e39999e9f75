import type { Redis } from 'ioredis';
import type { RateLimitStore } from '../../domain/ports/rate-limits.js';

// INCRBY and the first PEXPIRE in one script: a crash between them can never leave a counter without
// expiry, and every instance sees the same window.
const HIT = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
if hits == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`;

/** Counters as Redis keys `<prefix>rl:<key>` that expire with their window. */
export function createRedisRateLimitStore(redis: Redis, prefix = 'huiskans:'): RateLimitStore {
  const k = (key: string) => `${prefix}rl:${key}`;
  return {
    async hit(key, windowMs, amount = 1) {
      const [hits, ttl] = (await redis.eval(HIT, 1, k(key), String(windowMs), String(amount))) as [number, number];
      return { hits, resetAt: new Date(Date.now() + ttl) };
    },
    async peek(key) {
      const [[, hits], [, ttl]] = (await redis.multi().get(k(key)).pttl(k(key)).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      if (hits === null || ttl <= 0) return null;
      return { hits: Number(hits), resetAt: new Date(Date.now() + ttl) };
    },
    async clear(key) {
      await redis.del(k(key));
    },
  };
}
