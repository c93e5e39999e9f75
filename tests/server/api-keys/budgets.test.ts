import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from '../../../server/adapters/ratelimit/index.js';
import { createApp } from '../../../server/app.js';
import { API_KEY_BUDGETS } from '../../../server/domain/accounts/api-keys/budgets.js';
import { createApiKey } from '../../../server/domain/accounts/api-keys/keys.js';
import { createViewer } from '../../../server/domain/accounts/viewer.js';
import type { RateLimitStore } from '../../../server/domain/ports/rate-limits.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';

// Two app instances on one database and one rate-limit store: a key's minute budget is one budget
// whichever instance answers. The database store always; Redis too when TEST_REDIS_URL is set (CI),
// and PostgreSQL instead of PGlite with TEST_DATABASE_URL.
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `huiskans-test:${randomBytes(6).toString('hex')}:`;
const redis: Redis[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  await createHouse(t.db.prisma);
});
afterAll(async () => {
  if (redis.length) {
    const keys = await redis[0].keys(`${prefix}*`);
    if (keys.length) await redis[0].del(...keys);
    await Promise.all(redis.map((r) => r.quit()));
  }
  await t.close();
});

const stores: [string, () => [RateLimitStore, RateLimitStore]][] = [
  ['the database store', () => [t.services.rateLimits, t.services.rateLimits]],
];
if (redisUrl)
  stores.push([
    'Redis',
    () => {
      const [r1, r2] = [new Redis(redisUrl), new Redis(redisUrl)];
      redis.push(r1, r2);
      return [createRedisRateLimitStore(r1, prefix), createRedisRateLimitStore(r2, prefix)];
    },
  ]);

describe.each(stores)('per-key budgets on %s, shared by two instances', (_name, makeStores) => {
  let instances: ((path: string, init?: RequestInit) => Response | Promise<Response>)[];
  let store: RateLimitStore;
  beforeAll(() => {
    const [a, b] = makeStores();
    store = a;
    instances = [a, b].map((rateLimits) => {
      const services = { ...t.services, rateLimits };
      const { app } = createApp({ services, ping: t.db.ping });
      return (path, init) => app.request(new URL(path, services.config.APP_URL), init);
    });
  });

  async function newKey() {
    const user = await createUser(t.db.prisma);
    const { key, secret } = await createApiKey(
      { prisma: t.db.prisma, viewer: createViewer(t.db.prisma, user) },
      { name: 'Budget', scope: 'read' },
    );
    return { id: key.id, secret };
  }
  const query = (secret: string) => ({
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ houses(first: 2) { edges { node { slug } } } }' }),
  });

  it('requests per minute: the last one allowed on A, the next refused on B with Retry-After', async () => {
    const { id, secret } = await newKey();
    // The minute's earlier requests, counted at once (as if made by other instances).
    await store.hit(`api-key-requests:${id}`, API_KEY_BUDGETS.windowMs, API_KEY_BUDGETS.requestsPerMinute - 1);
    const [a, b] = instances;
    const last = await a('/api/houses', { headers: { authorization: `Bearer ${secret}` } });
    expect(last.status).toBe(200);
    expect(last.headers.get('x-ratelimit-remaining')).toBe('0');
    const refused = await b('/api/houses', { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Deze API-sleutel heeft het maximum van 600 verzoeken per minuut/);
    const graphql = await a('/graphql', query(secret));
    expect(graphql.status).toBe(429);
    expect((await graphql.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('cost points per minute: used and left in extensions, then 429 on the other instance', async () => {
    const { id, secret } = await newKey();
    const [a, b] = instances;
    const first = (await (await a('/graphql', query(secret))).json()) as any;
    const cost = first.extensions.cost;
    expect(cost.requestedQueryCost).toBeGreaterThan(0);
    expect(cost).toMatchObject({ used: cost.requestedQueryCost, remaining: API_KEY_BUDGETS.costPerMinute - cost.used });
    await store.hit(`api-key-cost:${id}`, API_KEY_BUDGETS.windowMs, cost.remaining - 1);
    const refused = await b('/graphql', query(secret));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as any;
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', cost: { remaining: 0 } });
  });

  it('a key may ask a costlier operation than a client without one', async () => {
    const { secret } = await newKey();
    const big =
      '{ houses(first: 100) { edges { node { slug tags { id name } facilities { id name } a: photos { id height mediumUrl medium2xUrl } b: photos { id height mediumUrl medium2xUrl } } } } }';
    const [a] = instances;
    const anonymous = (await (
      await a('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: big }),
      })
    ).json()) as any;
    expect(anonymous.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    const withKey = (await (
      await a('/graphql', { ...query(secret), body: JSON.stringify({ query: big }) })
    ).json()) as any;
    expect(withKey.errors).toBeUndefined();
    expect(withKey.extensions.cost.requestedQueryCost).toBeGreaterThan(10_000);
  });
});
