import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../helpers/net.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { type PgCluster, startPgCluster } from './pg-cluster.js';
import { type RedisServer, startRedisServer } from './redis-server.js';

// The deployment of docs/operations.md, for real: the nginx configuration printed there (read from
// the document, so the two cannot drift) in front of two server processes on one PostgreSQL cluster
// and one Redis of the test's own. Through nginx: pages and the request id, WebSockets, the client's
// address for the rate limits (a forged X-Forwarded-For is replaced), /metrics kept in, and an
// instance that stops leaving the other to answer.

const ROOT = resolve(import.meta.dirname, '../..');
const NGINX = '/usr/sbin/nginx';
const hasNginx = (() => {
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The ```nginx block of docs/operations.md, listening on `port` in plain HTTP, upstreams replaced. */
function documentedConfig(port: number, upstreams: number[]): string {
  const doc = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/operations.md has no nginx configuration');
  let next = 0;
  const config = block
    .replace(/server 127\.0\.0\.1:\d+/g, () => `server 127.0.0.1:${upstreams[next++]}`)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`)
    .replace(/^\s*http2 on;\n/m, '');
  if (next !== upstreams.length) throw new Error(`the documented upstream names ${next} instances`);
  return config;
}

/** An nginx of the test's own: one process as this user, its files in a temporary folder. */
async function startNginx(config: string, port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'huiskans-nginx-'));
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${join(dir, t)};`)
    .join('\n  ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nmaster_process off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} warn;\n` +
      `events {}\nhttp {\n  access_log off;\n  ${temps}\n${config}\n}\n`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  let last: number | string = 'no answer';
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    const status = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      (e) => String(e.cause ?? e),
    );
    if (status === 200) break;
    last = status;
    if (Date.now() - started > 10_000) throw new Error(`nginx did not answer 200 within 10 s: ${last}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// CI=true runs it always (.ci/run installs nginx): a CI machine without it fails rather than skips.
describe.skipIf(!hasNginx && !process.env.CI)('two instances behind the documented nginx', () => {
  let cluster: PgCluster;
  let redis: RedisServer;
  const servers: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>>;

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startPgCluster(), startRedisServer()]);
    const port = await freePort();
    const env = {
      DATABASE_URL: cluster.url,
      REDIS_URL: redis.url,
      // The public address is nginx's; each instance also answers on its own port (loopback APP_URL).
      APP_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '1',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'silent',
      DIGEST_TIME: 'off',
    };
    // One after the other: the first applies the migrations.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    proxy = await startNginx(
      documentedConfig(
        port,
        servers.map((s) => s.port),
      ),
      port,
    );
  }, 180_000);
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all([cluster?.destroy(), redis?.destroy()]);
  });

  it("serves pages with nginx's request id and keeps /metrics in", async () => {
    const home = await fetch(`${proxy.base}/`);
    expect(home.status).toBe(200);
    // nginx's $request_id (32 hex characters) reached the app and came back: one id in both logs.
    expect(home.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect((await fetch(`${proxy.base}/metrics`)).status).toBe(404);
  });

  it('passes the GraphQL WebSocket on', async () => {
    const socket = new WebSocket(`${proxy.base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const ack = await new Promise<string>((done, fail) => {
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.once('message', (data) => done(JSON.parse(String(data)).type));
      socket.once('error', fail);
      setTimeout(() => fail(new Error('no answer over the WebSocket within 10 s')), 10_000);
    });
    socket.close();
    expect(ack).toBe('connection_ack');
  });

  it("gives the app the client's address, not one the client made up", async () => {
    // 30 logins per minute from one address across e-mails (LIMITS.loginPerIp), counted in the one
    // Redis of both instances. Each attempt claims another address; nginx replaces the claim with
    // the real one, so the 31st is refused. Had the claim passed, no attempt would be.
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) {
      const answer = await fetch(`${proxy.base}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-for': `198.51.100.${i}`,
        },
        body: JSON.stringify({ email: `niemand-${i}@example.nl`, password: 'fout-wachtwoord' }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps answering while one instance stops', async () => {
    await servers[0].stop();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${proxy.base}/api/houses`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(10).fill(200));
  });
});
