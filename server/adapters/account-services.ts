import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createDatabaseSessionStore } from '../domain/accounts/sessions.js';
import type { Ports } from '../domain/ports/index.js';
import { createCaptcha } from './captcha/index.js';
import { createMailer } from './mail/index.js';
import { createDatabaseRateLimitStore, createRedisRateLimitStore } from './ratelimit/index.js';
import { createRedisClient } from './redis.js';
import { createRedisSessionStore } from './sessions/redis.js';

export type AccountServices = Pick<Ports, 'mail' | 'captcha' | 'rateLimits' | 'sessions'>;

/**
 * The adapters accounts need, chosen from configuration: sessions and rate-limit counters in the
 * database, or in Redis when REDIS_URL is set (shared by all instances); SMTP or the outbox;
 * reCAPTCHA or off. `close` ends the Redis connection.
 */
export function createAccountServices(
  config: Pick<
    Config,
    'REDIS_URL' | 'REDIS_PREFIX' | 'SMTP_URL' | 'MAIL_FROM' | 'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL'
  >,
  prisma: Db,
  log?: Logger,
): AccountServices & { close(): Promise<void> } {
  const mail = createMailer(config, prisma);
  const captcha = createCaptcha(config);
  const closeMail = () => {
    if ('close' in mail && typeof mail.close === 'function') mail.close();
  };
  if (!config.REDIS_URL) {
    return {
      mail,
      captcha,
      rateLimits: createDatabaseRateLimitStore(prisma),
      sessions: createDatabaseSessionStore(prisma),
      close: async () => closeMail(),
    };
  }
  // Sessions and rate limits fail closed without Redis (docs/operations.md, 'Faults').
  const redis = createRedisClient(config.REDIS_URL, log, 'sessions and rate limits');
  return {
    mail,
    captcha,
    rateLimits: createRedisRateLimitStore(redis, config.REDIS_PREFIX),
    sessions: createRedisSessionStore(redis, prisma, config.REDIS_PREFIX),
    async close() {
      closeMail();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
