import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp } from '../../server/app.js';
import { ConfigError, loadConfig } from '../../server/config.js';
import { MISSING_HOST_MESSAGE, UNKNOWN_HOST_MESSAGE } from '../../server/http/host-guard.js';
import { createTestApp, socketEnv, type TestApp } from '../helpers/app.js';

// The outbox page (/dev/mail: password-reset links) only for a browser on this
// machine, decided by the socket's remote address; and a Host allow-list against DNS rebinding.

let t: TestApp;
beforeAll(async () => {
  // `npm start`: production, default APP_URL (localhost), no SMTP: the newcomer's laptop.
  t = await createTestApp({ env: { NODE_ENV: 'production' } });
  await t.services.mail.send({
    to: 'slachtoffer@example.nl',
    subject: 'Wachtwoord',
    text: 'http://x/reset?token=geheim',
  });
});
afterAll(() => t.close());

const outboxFrom = (peer: string | undefined, headers: Record<string, string> = {}) =>
  t.request('/dev/mail', { headers }, peer);

const serve = (host: string) =>
  createApp({ services: t.services, ping: t.db.ping, clientDir: t.services.config.DATA_DIR }).listen(0, host);

/** A plain HTTP/1.1 request over a real socket, with a Host header of our choosing. */
function rawGet(address: string, port: number, path: string, host: string) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const req = httpRequest({ host: address, port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('/dev/mail (the outbox)', () => {
  it('is served to a loopback peer, IPv4 or IPv6', async () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outboxFrom(peer);
      expect(res.status, peer).toBe(200);
      expect(await res.text()).toContain('token=geheim');
    }
  });

  it('does not exist for any other peer, whatever Host says', async () => {
    for (const peer of ['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', 'fd00::1']) {
      const res = await outboxFrom(peer, { host: 'localhost:3000' });
      expect(res.status, peer).toBe(404);
      expect(await res.text()).not.toContain('geheim');
    }
  });

  it('does not exist without a socket: an in-process request is not "loopback"', async () => {
    expect((await outboxFrom(undefined)).status).toBe(404);
  });

  it('does not exist when a proxy shows itself: forwarding headers', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' } as Record<string, string>,
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
      { 'x-forwarded-host': 'localhost:3000' },
      { via: '1.1 nginx' },
    ]) {
      expect((await outboxFrom('127.0.0.1', headers)).status, JSON.stringify(headers)).toBe(404);
    }
  });

  it('behind TRUST_PROXY: only for a loopback request that did not come through the proxy', async () => {
    const config = loadConfig({ TRUST_PROXY: '1', DATA_DIR: t.services.config.DATA_DIR });
    const { app } = createApp({ services: { ...t.services, config }, ping: t.db.ping, clientDir: config.DATA_DIR });
    const url = new URL('/dev/mail', 'http://localhost:3000');
    const throughProxy = { headers: { 'x-forwarded-for': '127.0.0.1' } };
    const proxied = await app.request(url, throughProxy, socketEnv(url, throughProxy, '127.0.0.1'));
    expect(proxied.status).toBe(404);
    expect((await app.request(url, undefined, socketEnv(url, undefined, '127.0.0.1'))).status).toBe(200);
  });

  it('does not exist for a public production APP_URL, or with SMTP', async () => {
    for (const env of [
      {
        NODE_ENV: 'production',
        APP_URL: 'https://huiskans.nl',
        ALLOWED_HOSTS: 'localhost:3000',
        MOLLIE_API_KEY: 'live_test1234',
      },
      { SMTP_URL: 'smtp://mail.example.nl' },
    ]) {
      const config = loadConfig({ ...env, DATA_DIR: t.services.config.DATA_DIR });
      const { app } = createApp({ services: { ...t.services, config }, ping: t.db.ping, clientDir: config.DATA_DIR });
      const url = new URL('/dev/mail', 'http://localhost:3000');
      const res = await app.request(url, undefined, socketEnv(url, undefined, '127.0.0.1'));
      expect(res.status, JSON.stringify(env)).toBe(404);
    }
  });

  describe('over real sockets', () => {
    let server: { port: number; close: () => Promise<void> };
    beforeAll(async () => {
      server = await serve('0.0.0.0');
    });
    afterAll(() => server.close());

    it('answers the browser on this machine (http://localhost:PORT, as after npm start)', async () => {
      const res = await rawGet('127.0.0.1', server.port, '/dev/mail', `localhost:${server.port}`);
      expect(res.status).toBe(200);
      expect(res.body).toContain('Verstuurde e-mail');
    });

    // The attack of the finding: from another machine, with Host set to localhost.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
    it.skipIf(!outside)('is 404 for a peer on another interface even with Host: localhost', async () => {
      const res = await rawGet(outside!, server.port, '/dev/mail', `localhost:${server.port}`);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('geheim');
    });
  });
});

describe('Host allow-list (DNS rebinding)', () => {
  it('refuses a foreign Host with 421 before any route runs', async () => {
    for (const [path, init] of [
      ['/healthz', {}],
      ['/api/houses', {}],
      ['/dev/mail', {}],
      // Refused before the body limit or GraphQL look at it.
      [
        '/graphql',
        { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024), headers: { 'content-type': 'application/json' } },
      ],
    ] as [string, RequestInit][]) {
      const res = await t.request(`http://kwaadwillend.example:3000${path}`, init, '127.0.0.1');
      expect(res.status, path).toBe(421);
      expect(await res.text()).toBe(UNKNOWN_HOST_MESSAGE);
    }
    // A Host header that disagrees with an allowed URL counts too.
    const res = await t.request('/healthz', { headers: { host: 'kwaadwillend.example' } });
    expect(res.status).toBe(421);
  });

  it('takes APP_URL host:port and, for a localhost APP_URL, the loopback names with that port', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000']) {
      expect((await t.request(`http://${host}/healthz`)).status, host).toBe(200);
    }
    for (const host of ['localhost:3001', 'localhost', '0.0.0.0:3000', '192.0.2.2:3000', 'localhost.example:3000']) {
      expect((await t.request(`http://${host}/healthz`)).status, host).toBe(421);
    }
  });

  it('for a public APP_URL only its host and ALLOWED_HOSTS', async () => {
    const config = loadConfig({ APP_URL: 'https://huiskans.nl', ALLOWED_HOSTS: 'www.huiskans.nl, 10.0.0.5:3000' });
    const { app } = createApp({
      services: { ...t.services, config },
      ping: t.db.ping,
      clientDir: t.services.config.DATA_DIR,
    });
    const status = async (host: string) => (await app.request(`http://${host}/healthz`, { headers: { host } })).status;
    for (const host of ['huiskans.nl', 'huiskans.nl:443', 'www.huiskans.nl', '10.0.0.5:3000']) {
      expect(await status(host), host).toBe(200);
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'evil.huiskans.nl', '10.0.0.5:3001']) {
      expect(await status(host), host).toBe(421);
    }
  });

  it('validates ALLOWED_HOSTS at start-up', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'a.nl, B.nl:8080,[::1]:3000' }).ALLOWED_HOSTS).toEqual([
      'a.nl',
      'b.nl:8080',
      '[::1]:3000',
    ]);
    for (const bad of ['https://a.nl', 'a.nl/pad', 'a b', 'a.nl:99999', 'user@a.nl']) {
      expect(() => loadConfig({ ALLOWED_HOSTS: bad }), bad).toThrow(ConfigError);
    }
  });

  describe('over real sockets', () => {
    let server: { port: number; close: () => Promise<void> };
    beforeAll(async () => {
      server = await serve('127.0.0.1');
    });
    afterAll(() => server.close());

    it('accepts the port the server really listens on, refuses other names and a missing Host', async () => {
      expect((await rawGet('127.0.0.1', server.port, '/healthz', `127.0.0.1:${server.port}`)).status).toBe(200);
      const foreign = await rawGet('127.0.0.1', server.port, '/healthz', `rebind.example:${server.port}`);
      expect(foreign).toEqual({ status: 421, body: UNKNOWN_HOST_MESSAGE });
      // HTTP/1.0 may leave Host out.
      const answer = await new Promise<string>((done) => {
        let text = '';
        const socket = connect(server.port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.0\r\n\r\n'));
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => done(text));
      });
      expect(answer).toMatch(/^HTTP\/1\.[01] 400/);
      expect(answer).toContain(MISSING_HOST_MESSAGE);
    });

    it('refuses a WebSocket upgrade with a foreign Host (421)', async () => {
      const status = (host: string) =>
        new Promise<number>((done) => {
          const ws = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws', {
            headers: { host },
          });
          ws.on('open', () => {
            ws.close();
            done(101);
          });
          ws.on('unexpected-response', (_req, res) => done(res.statusCode ?? 0));
          ws.on('error', () => undefined);
        });
      expect(await status(`rebind.example:${server.port}`)).toBe(421);
      expect(await status(`localhost:${server.port}`)).toBe(101);
    });
  });
});
