import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A Redis connection that fails fast while Redis is gone and reconnects by itself: a command
 * waits for at most one reconnect attempt (at most a second apart) or a second without an answer,
 * then fails (and the request answers 503, server/http/unavailable.ts) instead of hanging.
 * `subscriber`: the connection of SUBSCRIBE, whose commands wait for Redis instead (ioredis
 * re-subscribes its channels after a reconnect, so a subscription made during an outage holds).
 */
export function createRedisClient(url: string, log: Logger | undefined, purpose: string, { subscriber = false } = {}) {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    maxRetriesPerRequest: subscriber ? null : 1,
    ...(subscriber ? {} : { commandTimeout: 1000 }),
  });
  // One line per outage, not one per reconnect attempt; without a listener ioredis prints to stderr.
  let down = false;
  redis.on('error', (err) => {
    if (down) return;
    down = true;
    log?.warn({ err: err.message, redis: purpose }, 'redis unavailable');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({ redis: purpose }, 'redis available again');
  });
  return redis;
}
