import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from '../../../server/adapters/ratelimit/index.js';
import { createRedisSessionStore } from '../../../server/adapters/sessions/index.js';
import { createApp } from '../../../server/app.js';
import { hashPassword } from '../../../server/domain/accounts/password.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createUser } from '../../helpers/fixtures.js';

// Two app instances on one database and one Redis (REDIS_URL): a login lock and a session made
// on one instance hold on the other. Runs when TEST_REDIS_URL is set (CI).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('two instances sharing Redis', () => {
  const prefix = `huiskans-test:${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const r1 = new Redis(redisUrl!);
    const r2 = new Redis(redisUrl!);
    clients.push(r1, r2);
    a = await createTestApp({ env: { TRUST_PROXY: '1' } });
    // The app holds the services object: swapping its stores switches instance a to Redis.
    a.services.rateLimits = createRedisRateLimitStore(r1, prefix);
    a.services.sessions = createRedisSessionStore(r1, a.db.prisma, prefix);
    // Instance b: the same database, its own Redis connection and its own app.
    const services = {
      ...a.services,
      rateLimits: createRedisRateLimitStore(r2, prefix),
      sessions: createRedisSessionStore(r2, a.db.prisma, prefix),
    };
    const appB = createApp({ services, ping: a.db.ping }).app;
    b = { ...a, services, request: async (path, init) => appB.request(new URL(path, services.config.APP_URL), init) };
  });
  afterAll(async () => {
    const keys = await clients[0].keys(`${prefix}*`);
    if (keys.length) await clients[0].del(...keys);
    await Promise.all(clients.map((c) => c.quit()));
    await a.close();
  });

  it('5 failed logins on one instance lock the e-mail + IP on the other', async () => {
    const user = await createUser(a.db.prisma, { passwordHash: await hashPassword('juist-wachtwoord') });
    const onA = testBrowser(a, '198.51.100.7');
    const onB = testBrowser(b, '198.51.100.7');
    for (let i = 0; i < 5; i++)
      expect((await onA.post('/api/auth/login', { email: user.email, password: 'fout' })).status).toBe(422);
    const res = await onB.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('a session made on one instance is valid on the other, and logout there ends it', async () => {
    const user = await createUser(a.db.prisma, { passwordHash: await hashPassword('juist-wachtwoord') });
    const onA = testBrowser(a);
    expect((await onA.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' })).status).toBe(204);
    expect(await a.db.prisma.session.count({ where: { userId: user.id } })).toBe(0); // not in the database
    const onB = testBrowser(b);
    onB.token = onA.token;
    expect((await onB.get('/api/user')).body.id).toBe(user.id);
    await onB.post('/api/auth/logout');
    expect((await onA.get('/api/user')).status).toBe(401);
  });
});
