import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAccountServices } from '../../server/adapters/account-services.js';
import { createEmbeddedGeocoder } from '../../server/adapters/geocoder/embedded.js';
import { createPaymentProvider } from '../../server/adapters/payments/index.js';
import { createInProcessPubSub } from '../../server/adapters/pubsub/index.js';
import { createApp } from '../../server/app.js';
import { ConfigError, loadConfig } from '../../server/config.js';
import { printSchemaFile, SCHEMA_FILE } from '../../server/graphql/print.js';
import { createTestApp } from '../helpers/app.js';
import { createMemoryStorage } from '../helpers/memory-storage.js';

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

describe('GET /healthz and /readyz', () => {
  it('are 200 while the database answers', async () => {
    const t = await createTestApp();
    expect(await (await t.request('/healthz')).json()).toMatchObject({ status: 'ok' });
    const res = await t.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready', database: 'up' });
    await t.close();
  });

  it('/readyz is 503 when the database is unreachable (the process still lives: /healthz 200)', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const services = {
      config,
      prisma: {} as never,
      geocoder: createEmbeddedGeocoder(),
      storage: createMemoryStorage(),
      payments: createPaymentProvider(config, {} as never),
      pubsub: createInProcessPubSub(),
      ...createAccountServices(config, {} as never),
    };
    const { app } = createApp({ services, ping: () => Promise.reject(new Error('connection refused')) });
    expect((await app.request('http://localhost:3000/healthz')).status).toBe(200);
    const res = await app.request('http://localhost:3000/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
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

describe('the client shell', () => {
  it('serves index.html for client routes with the public keys the client reads, and only those set', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'huiskans-client-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>Huiskans</title></head><body></body></html>',
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      GOOGLE_MAPS_KEY: 'maps"key',
      RECAPTCHA_SITE_KEY: 'site',
      DATA_DIR: dir,
    });
    const services = {
      config,
      prisma: {} as never,
      geocoder: createEmbeddedGeocoder(),
      storage: createMemoryStorage(),
      payments: createPaymentProvider(config, {} as never),
      pubsub: createInProcessPubSub(),
      ...createAccountServices(config, {} as never),
    };
    const { app } = createApp({ services, ping: async () => {}, clientDir: dir });
    const html = await (await app.request('http://localhost:3000/huizen/aanbod/woonplaats/0344-utrecht')).text();
    expect(html).toContain('<meta name="huiskans:google-maps-key" content="maps&quot;key">');
    expect(html).not.toContain('recaptcha-site-key'); // no secret: the server would not check a captcha
  });
});

describe('static files', () => {
  it('answers 404 for a missing file instead of the app, and serves client routes with dots in names', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'huiskans-client-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const services = {
      config,
      prisma: {} as never,
      geocoder: createEmbeddedGeocoder(),
      storage: createMemoryStorage(),
      payments: createPaymentProvider(config, {} as never),
      pubsub: createInProcessPubSub(),
      ...createAccountServices(config, {} as never),
    };
    const { app } = createApp({ services, ping: async () => {}, clientDir: dir });
    expect((await app.request('http://localhost:3000/assets/index-oud.js')).status).toBe(404);
    expect((await app.request('http://localhost:3000/favicon.ico')).status).toBe(404);
    const route = await app.request(
      'http://localhost:3000/huizen/aanbod/woonplaats/0344-utrecht/Utrecht,+Utrecht,+Utrecht/52.09083/5.12222',
    );
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('app');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body>nieuw</body></html>');
    const { utimesSync } = await import('node:fs');
    utimesSync(join(dir, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect(await (await app.request('http://localhost:3000/mijn-huiskans')).text()).toContain('nieuw');
  });
});
