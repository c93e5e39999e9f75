import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { SESSION_TTL_MS } from '../../domain/accounts/sessions.js';
import { hashToken, newToken } from '../../domain/kernel/tokens.js';
import type { SessionStore } from '../../domain/ports/sessions.js';

/**
 * Sessions in Redis: `<prefix>session:<sha256>` holds the user id and expires with the session;
 * `<prefix>user-sessions:<userId>` lists a user's session keys so that all of them can be revoked.
 * The user row itself is read from the database (deleted accounts have no session).
 */
export function createRedisSessionStore(redis: Redis, prisma: Db, prefix = 'huiskans:'): SessionStore {
  const sessionKey = (hash: string) => `${prefix}session:${hash}`;
  const userKey = (userId: number) => `${prefix}user-sessions:${userId}`;
  return {
    kind: 'redis',
    async create(userId, meta = {}) {
      const token = newToken();
      const hash = hashToken(token);
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      const value = JSON.stringify({
        userId,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500),
        createdAt: Date.now(),
      });
      await redis
        .multi()
        .set(sessionKey(hash), value, 'PX', SESSION_TTL_MS)
        .sadd(userKey(userId), hash)
        .pexpire(userKey(userId), SESSION_TTL_MS)
        .exec();
      return { token, expiresAt };
    },
    async findUser(token) {
      if (!token) return null;
      const raw = await redis.get(sessionKey(hashToken(token)));
      if (!raw) return null;
      const { userId } = JSON.parse(raw) as { userId: number };
      const user = await prisma.user.findUnique({ where: { id: userId } });
      return user && !user.deletedAt ? user : null;
    },
    async lookup(token) {
      if (!token) return null;
      const key = sessionKey(hashToken(token));
      const [[, raw], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      if (!raw || ttl <= 0) return null;
      const { userId } = JSON.parse(raw) as { userId: number };
      const user = await prisma.user.findUnique({ where: { id: userId }, select: { deletedAt: true } });
      return user && !user.deletedAt ? { userId, expiresAt: new Date(Date.now() + ttl) } : null;
    },
    async revoke(token) {
      const hash = hashToken(token);
      const raw = await redis.get(sessionKey(hash));
      const tx = redis.multi().del(sessionKey(hash));
      if (raw) tx.srem(userKey((JSON.parse(raw) as { userId: number }).userId), hash);
      await tx.exec();
    },
    async revokeAllForUser(userId, exceptToken) {
      const keep = exceptToken ? hashToken(exceptToken) : undefined;
      const hashes = (await redis.smembers(userKey(userId))).filter((h) => h !== keep);
      if (!hashes.length) return;
      await redis
        .multi()
        .del(...hashes.map(sessionKey))
        .srem(userKey(userId), ...hashes)
        .exec();
    },
  };
}
