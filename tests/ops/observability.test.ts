import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Services } from '../../server/context.js';
import { openDatabase } from '../../server/db/client.js';
import { pendingMigrations } from '../../server/db/migrate.js';
import type { Mailer } from '../../server/domain/ports/mail.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

// What an operator sees of one instance: /metrics (Prometheus, loopback or METRICS_ALLOW only),
// /healthz and /readyz with JSON bodies, and a request id on every answer, in every log line of
// the request and in the body of a 5xx.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const metricsText = async (peer = '127.0.0.1') => (await t.request('/metrics', {}, peer)).text();

/** The value of one series in Prometheus' text format (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const [series, value] = line.split(/\s(?=[^\s]+$)/);
    if (wanted.every((w) => series.includes(w))) return Number(value);
  }
  return 0;
}

describe('/metrics', () => {
  it('answers a loopback peer in Prometheus text, with the default process metrics', async () => {
    const res = await t.request('/metrics', {}, '127.0.0.1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE huiskans_http_request_duration_seconds histogram');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('# TYPE huiskans_websocket_connections gauge');
  });

  it('is a 404 for anyone else: another network, no socket, or a request a proxy passed on', async () => {
    expect((await t.request('/metrics', {}, '203.0.113.9')).status).toBe(404);
    expect((await t.request('/metrics')).status).toBe(404);
    const proxied = await t.request('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } }, '127.0.0.1');
    expect(proxied.status).toBe(404);
    // Never the app's HTML.
    expect(await proxied.text()).toBe('Niet gevonden.');
  });

  it('follows METRICS_ALLOW', async () => {
    const ops = await createTestApp({ env: { METRICS_ALLOW: '10.1.0.0/16, ::1' } });
    try {
      expect((await ops.request('/metrics', {}, '10.1.200.3')).status).toBe(200);
      expect((await ops.request('/metrics', {}, '::ffff:10.1.0.7')).status).toBe(200);
      expect((await ops.request('/metrics', {}, '127.0.0.1')).status).toBe(404);
      expect((await ops.request('/metrics', {}, '10.2.0.1')).status).toBe(404);
    } finally {
      await ops.close();
    }
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW: moet een lijst van netwerken/);
    expect(() => loadConfig({ METRICS_ALLOW: 'intranet' })).toThrow(/METRICS_ALLOW/);
  });

  it('times HTTP requests by route pattern, never by the raw path', async () => {
    await t.request('/api/houses/987654');
    await t.request('/geen-pagina/987654');
    const text = await metricsText();
    expect(text).not.toContain('987654');
    expect(
      sample(text, 'huiskans_http_request_duration_seconds_count', { route: '/api/houses/:idOrSlug' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'huiskans_http_request_duration_seconds_count', { route: '/*' })).toBeGreaterThan(0);
  });

  it('times GraphQL operations by name, never their variables, and caps made-up names', async () => {
    await t.graphql(
      'query ObservabilityProbe($secret: String!) { addressLookup(postalCode: $secret, streetNumber: "1") { __typename } }',
      { secret: 'geheim-123' },
    );
    await t.graphql('query { __typename }');
    const text = await metricsText();
    expect(text).not.toContain('geheim-123');
    const probe = { operation: 'ObservabilityProbe', type: 'query' };
    expect(sample(text, 'huiskans_graphql_operation_duration_seconds_count', probe)).toBe(1);
    expect(
      sample(text, 'huiskans_graphql_operation_duration_seconds_count', { operation: '(anonymous)' }),
    ).toBeGreaterThan(0);
    const { operationLabel } = await import('../../server/metrics.js');
    expect(operationLabel('Naam met spaties')).toBe('(other)');
    expect(operationLabel('x'.repeat(101))).toBe('(other)');
  });

  it('counts rate-limit refusals (the REST 429 of a login tried too often)', async () => {
    const before = sample(await metricsText(), 'huiskans_rate_limit_refusals_total', { surface: 'rest' });
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++) {
      const res = await t.request(
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ email: 'niemand@example.nl', password: 'fout-wachtwoord' }),
        },
        '198.51.100.20',
      );
      status = res.status;
    }
    expect(status).toBe(429);
    expect(sample(await metricsText(), 'huiskans_rate_limit_refusals_total', { surface: 'rest' })).toBe(before + 1);
  });
});

describe('/healthz and /readyz', () => {
  it('answer JSON: alive, and ready with the database up and every migration applied', async () => {
    const live = await t.request('/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'up', migrations: 'applied' });
  });

  const appWith = (overrides: Partial<Services>, ping: () => Promise<void>) =>
    createApp({ services: { ...t.services, ...overrides }, ping, clientDir: t.services.config.DATA_DIR });

  it('/readyz is 503 when the database does not answer, /healthz stays 200', async () => {
    const { app } = appWith({}, () => Promise.reject(new Error('connection refused')));
    const ready = await app.request(new URL('/readyz', t.services.config.APP_URL));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', database: 'down', migrations: 'unknown' });
    expect((await app.request(new URL('/healthz', t.services.config.APP_URL))).status).toBe(200);
  });

  it('/readyz is 503 while a migration is pending, and 503 "stopping" once shutdown began', async () => {
    const empty = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const names = await pendingMigrations(empty.prisma);
      expect(names.length).toBeGreaterThan(10);
      expect(await pendingMigrations(t.db.prisma)).toEqual([]);
      const { app } = appWith({ prisma: empty.prisma }, empty.ping);
      const res = await app.request(new URL('/readyz', t.services.config.APP_URL));
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ database: 'up', migrations: 'pending' });
    } finally {
      await empty.close();
    }
    const { app, beginShutdown } = appWith({}, t.db.ping);
    expect((await app.request(new URL('/readyz', t.services.config.APP_URL))).status).toBe(200);
    beginShutdown();
    const stopping = await app.request(new URL('/readyz', t.services.config.APP_URL));
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: 'stopping' });
  });

  it('/readyz checks Redis when REDIS_URL is set (the sessions and rate-limit store)', async () => {
    const config = { ...t.services.config, REDIS_URL: 'redis://127.0.0.1:1' };
    const down = Promise.reject(new Error('Connection is closed.'));
    down.catch(() => undefined);
    const { app } = appWith({ config, rateLimits: { ...t.services.rateLimits, peek: () => down } }, t.db.ping);
    const res = await app.request(new URL('/readyz', config.APP_URL));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ database: 'up', redis: 'down' });
  });
});

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id, replaces any other, and returns it on every answer', async () => {
    const kept = await t.request('/api/houses/987654', { headers: { 'x-request-id': 'lb-1234.abc_DEF' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.abc_DEF');
    for (const bad of ['a'.repeat(65), 'met spatie', 'x\u00e9', '<script>']) {
      const res = await t.request('/healthz', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Refusals before anything else runs carry it too.
    const foreign = await t.request('http://kwaadwillend.example/healthz');
    expect(foreign.status).toBe(421);
    expect(foreign.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const a = await t.request('/healthz');
    const b = await t.request('/healthz');
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('is in every log line of its request and in the 5xx bodies of GraphQL and REST', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const { requestLogFields } = await import('../../server/http/request-id.js');
    const log = pino({ level: 'info', mixin: requestLogFields }, sink);
    // A database that fails in a way nobody expects: every read of a house throws.
    const broken = new Proxy(t.services.prisma, {
      get(target, prop, receiver) {
        if (['house', '$queryRaw', '$queryRawUnsafe'].includes(String(prop))) throw new Error('kapotte schijf');
        return Reflect.get(target, prop, receiver);
      },
    });
    const { app } = createApp({
      services: { ...t.services, prisma: broken },
      ping: t.db.ping,
      log,
      clientDir: t.services.config.DATA_DIR,
    });
    const url = (path: string) => new URL(path, t.services.config.APP_URL);

    const rest = await app.request(url('/api/houses/1'), { headers: { 'x-request-id': 'rest-500-probe' } });
    expect(rest.status).toBe(500);
    expect(await rest.json()).toEqual({ message: 'Server Error', request_id: 'rest-500-probe' });

    const gql = await app.request(url('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'graphql-500-probe' },
      body: JSON.stringify({ query: '{ houses(first: 1) { edges { node { id } } } }' }),
    });
    const body = (await gql.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]).toMatchObject({
      message: 'Unexpected error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'graphql-500-probe' },
    });
    expect(JSON.stringify(body)).not.toContain('kapotte schijf');

    const restLines = lines.filter((l) => l.msg === 'unhandled REST error');
    expect(restLines).toHaveLength(1);
    expect(restLines[0].reqId).toBe('rest-500-probe');
    const gqlLines = lines.filter((l) => l.msg === 'unhandled GraphQL error');
    expect(gqlLines.length).toBeGreaterThan(0);
    expect(gqlLines.every((l) => l.reqId === 'graphql-500-probe')).toBe(true);
    // Lines outside any request carry none.
    log.info('outside');
    expect(lines.at(-1)).not.toHaveProperty('reqId');
  });
});

describe('jobs and mail', () => {
  it('count job runs and failures, and mails sent and failed', async () => {
    const { countedJob } = await import('../../server/counted-job.js');
    const { countedMailer } = await import('../../server/adapters/mail/counted.js');
    const job = countedJob({
      name: 'probe',
      schedule: { everyMs: 60_000 },
      run: async (now) => {
        if (now.getTime() === 0) throw new Error('mislukt');
        return 'klaar';
      },
    });
    expect(await job.run(new Date(1))).toBe('klaar');
    await expect(job.run(new Date(0))).rejects.toThrow('mislukt');
    let fail = false;
    const mailer = countedMailer<Mailer>({
      kind: 'smtp',
      send: async () => {
        if (fail) throw new Error('smtp weg');
      },
    });
    await mailer.send({ to: 'a@example.nl', subject: 'x', text: 'x' });
    fail = true;
    await expect(mailer.send({ to: 'a@example.nl', subject: 'x', text: 'x' })).rejects.toThrow('smtp weg');
    const text = await metricsText();
    expect(sample(text, 'huiskans_job_runs_total', { job: 'probe', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'huiskans_job_runs_total', { job: 'probe', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'huiskans_job_duration_seconds_count', { job: 'probe' })).toBe(2);
    expect(sample(text, 'huiskans_mail_messages_total', { transport: 'smtp', outcome: 'sent' })).toBe(1);
    expect(sample(text, 'huiskans_mail_messages_total', { transport: 'smtp', outcome: 'failed' })).toBe(1);
  });
});
