import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabaseRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from '../../../server/adapters/ratelimit/index.js';
import { createRedisSessionStore } from '../../../server/adapters/sessions/index.js';
import { createDatabaseSessionStore } from '../../../server/domain/accounts/sessions.js';
import { hashToken } from '../../../server/domain/kernel/tokens.js';
import type { SessionStore } from '../../../server/domain/ports/sessions.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { createUser } from '../../helpers/fixtures.js';

// The counter and session stores behind throttling and login. The database ones always run; the
// Redis ones against the local Redis when TEST_REDIS_URL is set (CI), each run under its own prefix.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** Shared behaviour: `make()` returns a fresh store handle on the same backing store (another instance). */
function rateLimitContract(name: string, make: () => RateLimitStore) {
  describe(`${name} rate-limit store`, () => {
    it('counts hits in a window, shared by every instance', async () => {
      const a = make();
      const b = make();
      const key = `test:${randomBytes(4).toString('hex')}`;
      expect(await a.peek(key)).toBeNull();
      expect((await a.hit(key, 60_000)).hits).toBe(1);
      expect((await b.hit(key, 60_000)).hits).toBe(2);
      const open = await b.peek(key);
      expect(open?.hits).toBe(2);
      expect(open!.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      await a.clear(key);
      expect(await b.peek(key)).toBeNull();
    });

    it('loses no hit under concurrency', async () => {
      const key = `test:${randomBytes(4).toString('hex')}`;
      const counts = await Promise.all(
        Array.from({ length: 25 }, (_, i) => (i % 2 ? make() : make()).hit(key, 60_000)),
      );
      expect(counts.map((c) => c.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });

    it('starts a new window once the old one is over', async () => {
      const store = make();
      const key = `test:${randomBytes(4).toString('hex')}`;
      await store.hit(key, 150);
      await store.hit(key, 150);
      await new Promise((r) => setTimeout(r, 250));
      expect(await store.peek(key)).toBeNull();
      expect((await store.hit(key, 150)).hits).toBe(1);
    });
  });
}

function sessionContract(name: string, make: () => SessionStore) {
  describe(`${name} session store`, () => {
    it('creates random 256-bit tokens, finds their user on any instance, revokes them', async () => {
      const user = await createUser(db.prisma, { firstName: 'Sessie' });
      const a = make();
      const b = make();
      const s1 = await a.create(user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
      const s2 = await a.create(user.id);
      expect(s1.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(s1.token).not.toBe(s2.token);
      expect(s1.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      expect((await b.findUser(s1.token))?.firstName).toBe('Sessie');
      expect(await b.findUser('onzin')).toBeNull();
      expect(await b.findUser(undefined)).toBeNull();
      await b.revoke(s1.token);
      expect(await a.findUser(s1.token)).toBeNull();
      expect((await a.findUser(s2.token))?.id).toBe(user.id);
    });

    it('lookup: whose session a token is and until when (what a live socket keeps), null once revoked or deleted', async () => {
      const user = await createUser(db.prisma);
      const store = make();
      const s = await store.create(user.id);
      const found = await make().lookup(s.token);
      expect(found?.userId).toBe(user.id);
      expect(Math.abs(found!.expiresAt.getTime() - s.expiresAt.getTime())).toBeLessThan(5_000);
      expect(await store.lookup('onzin')).toBeNull();
      expect(await store.lookup(undefined)).toBeNull();
      const other = await store.create(user.id);
      await store.revoke(s.token);
      expect(await store.lookup(s.token)).toBeNull();
      await db.prisma.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
      expect(await store.lookup(other.token)).toBeNull();
    });

    it('revokes all sessions of a user except one, and ignores deleted accounts', async () => {
      const user = await createUser(db.prisma);
      const other = await createUser(db.prisma);
      const store = make();
      const keep = await store.create(user.id);
      const drop1 = await store.create(user.id);
      const drop2 = await store.create(user.id);
      const others = await store.create(other.id);
      await store.revokeAllForUser(user.id, keep.token);
      expect(await store.findUser(keep.token)).not.toBeNull();
      expect(await store.findUser(drop1.token)).toBeNull();
      expect(await store.findUser(drop2.token)).toBeNull();
      expect(await store.findUser(others.token)).not.toBeNull();
      await db.prisma.user.update({ where: { id: other.id }, data: { deletedAt: new Date() } });
      expect(await store.findUser(others.token)).toBeNull();
      await store.revokeAllForUser(user.id);
      expect(await store.findUser(keep.token)).toBeNull();
    });
  });
}

rateLimitContract('database', () => createDatabaseRateLimitStore(db.prisma));
sessionContract('database', () => createDatabaseSessionStore(db.prisma));

describe('database stores keep no secrets in the clear', () => {
  it('stores the sha256 of the session token, never the token', async () => {
    const user = await createUser(db.prisma);
    const { token } = await createDatabaseSessionStore(db.prisma).create(user.id);
    const rows = await db.prisma.session.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.id)).toEqual([hashToken(token)]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('Redis (TEST_REDIS_URL)', () => {
  const prefix = `huiskans-test:${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  const client = () => {
    const r = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    clients.push(r);
    return r;
  };
  afterAll(async () => {
    const r = client();
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    await Promise.all(clients.map((c) => c.quit()));
  });

  rateLimitContract('Redis', () => createRedisRateLimitStore(client(), prefix));
  sessionContract('Redis', () => createRedisSessionStore(client(), db.prisma, prefix));

  it('keeps everything under the prefix, with expiries', async () => {
    const r = client();
    const user = await createUser(db.prisma);
    await createRedisSessionStore(r, db.prisma, prefix).create(user.id);
    await createRedisRateLimitStore(r, prefix).hit('login:x|1.2.3.4', 60_000);
    const keys = await r.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) expect(await r.pttl(k)).toBeGreaterThan(0);
  });
});
