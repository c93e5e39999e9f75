import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAccountServices } from '../../server/adapters/account-services.js';
import { createEmbeddedGeocoder } from '../../server/adapters/geocoder/embedded.js';
import { createMemoryStorage } from '../../server/adapters/storage/index.js';
import { createApp } from '../../server/app.js';
import { ConfigError, loadConfig } from '../../server/config.js';
import { printSchemaFile, SCHEMA_FILE } from '../../server/graphql/print.js';
import { createTestApp } from '../helpers/app.js';

describe('schema.graphql', () => {
  it('is the schema printed from the Pothos types (run npm run schema:print after changing them)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printSchemaFile());
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, NODE_ENV: 'development', APP_URL: 'http://localhost:3000' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'drieduizend', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'drieduizend', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL: moet beginnen met postgres:\/\/ of postgresql:\/\//);
    }
  });
});

describe('GET /healthz', () => {
  it('is 200 while the database answers', async () => {
    const t = await createTestApp();
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
    await t.close();
  });

  it('is 503 when the database is unreachable', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const services = {
      config,
      prisma: {} as never,
      geocoder: createEmbeddedGeocoder(),
      storage: createMemoryStorage(),
      ...createAccountServices(config, {} as never),
    };
    const { app } = createApp({ services, ping: () => Promise.reject(new Error('connection refused')) });
    const res = await app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'down' });
  });
});

describe('pages and fallbacks', () => {
  it('serves the Dutch voorwaarden and privacy pages, GraphiQL, and JSON 404s under /api', async () => {
    const t = await createTestApp();
    const terms = await t.request('/voorwaarden');
    expect(await terms.text()).toContain('Algemene voorwaarden');
    expect(await (await t.request('/privacy')).text()).toContain('Privacyverklaring');
    const graphiql = await t.request('/graphql', { headers: { accept: 'text/html' } });
    expect(await graphiql.text()).toContain('Huiskans GraphQL');
    const missing = await t.request('/api/bestaat-niet');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Niet gevonden.' });
    await t.close();
  });

  it('masks unexpected GraphQL errors', async () => {
    const t = await createTestApp();
    await t.db.close(); // every query now fails inside the resolver
    const res = await t.graphql<any>('{ houseTypes { key } }');
    expect(res.errors?.[0].message).toBe('Unexpected error.');
  });
});
