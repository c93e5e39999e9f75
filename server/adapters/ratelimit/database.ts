import type { Db } from '../../db/client.js';
import type { RateLimitCount, RateLimitStore } from '../../domain/ports/rate-limits.js';

/**
 * Counters in rate_limit_buckets. One upsert per hit: the counter and its window change in the same
 * statement, so concurrent requests (on any instance) never lose a hit.
 */
export function createDatabaseRateLimitStore(prisma: Db, now: () => Date = () => new Date()): RateLimitStore {
  let hitsSinceSweep = 0;
  return {
    async hit(key, windowMs, amount = 1) {
      const at = now();
      const resetAt = new Date(at.getTime() + windowMs);
      const rows = await prisma.$queryRaw<{ hits: number; reset_at: Date }[]>`
        INSERT INTO rate_limit_buckets (key, hits, reset_at) VALUES (${key}, ${amount}, ${resetAt})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_buckets.reset_at <= ${at} THEN EXCLUDED.hits ELSE rate_limit_buckets.hits + EXCLUDED.hits END,
          reset_at = CASE WHEN rate_limit_buckets.reset_at <= ${at} THEN EXCLUDED.reset_at ELSE rate_limit_buckets.reset_at END
        RETURNING hits, reset_at`;
      // Expired buckets are dead rows; sweep them now and then rather than on every hit.
      if (++hitsSinceSweep >= 500) {
        hitsSinceSweep = 0;
        await prisma.rateLimitBucket.deleteMany({ where: { resetAt: { lt: at } } });
      }
      return { hits: Number(rows[0].hits), resetAt: new Date(rows[0].reset_at) };
    },
    async peek(key): Promise<RateLimitCount | null> {
      const row = await prisma.rateLimitBucket.findUnique({ where: { key } });
      if (!row || row.resetAt <= now()) return null;
      return { hits: row.hits, resetAt: row.resetAt };
    },
    async clear(key) {
      await prisma.rateLimitBucket.deleteMany({ where: { key } });
    },
  };
}
