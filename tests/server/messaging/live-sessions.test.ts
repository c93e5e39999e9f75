import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from '../../../server/adapters/pubsub/index.js';
import { createRedisSessionStore } from '../../../server/adapters/sessions/index.js';
import { createApp } from '../../../server/app.js';
import type { Services } from '../../../server/context.js';
import { hashPassword } from '../../../server/domain/accounts/password.js';
import { SESSION_COOKIE } from '../../../server/domain/accounts/sessions.js';
import { hashToken, newToken } from '../../../server/domain/kernel/tokens.js';
import { notify } from '../../../server/domain/notifications/notify.js';
import { notificationContent, PRODUCT_MESSAGE } from '../../../server/domain/notifications/types.js';
import { createLiveSessions, SESSION_ENDED_CLOSE, whileSessionLasts } from '../../../server/graphql/live-sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createUser } from '../../helpers/fixtures.js';
import { type LiveSubscription, liveClient } from '../../helpers/live-client.js';

// A live subscription does not outlive its session. Two app instances on one
// database: instance A serves the HTTP requests (logout, password change, deletion), instance B
// holds the WebSocket. With TEST_REDIS_URL (the PostgreSQL pass) they share Redis for pub/sub and
// sessions, as separate processes would; without it one in-process pub/sub joins them.
const redisUrl = process.env.TEST_REDIS_URL;
const PASSWORD = 'juist-wachtwoord';
const ADDED = 'subscription { notificationAdded { notification { id message } } }';

let a: TestApp;
let servicesB: Services;
let serverB: { port: number; close: () => Promise<void> };
const pubsubs: PubSub[] = [];
const redisClients: Redis[] = [];
const clients: ReturnType<typeof liveClient>[] = [];
const prefix = `huiskans-test:${randomBytes(6).toString('hex')}:`;

beforeAll(async () => {
  const shared = redisUrl ? null : createInProcessPubSub();
  const pubsub = () => {
    const p = shared ?? createRedisPubSub(redisUrl!, prefix);
    pubsubs.push(p);
    return p;
  };
  a = await createTestApp({ env: { TRUST_PROXY: '1' }, pubsub: pubsub() });
  servicesB = { ...a.services, pubsub: pubsub() };
  if (redisUrl) {
    const [r1, r2] = [new Redis(redisUrl), new Redis(redisUrl)];
    redisClients.push(r1, r2);
    a.services.sessions = createRedisSessionStore(r1, a.db.prisma, prefix);
    servicesB.sessions = createRedisSessionStore(r2, a.db.prisma, prefix);
  }
  serverB = await createApp({ services: servicesB, ping: a.db.ping }).listen(0, '127.0.0.1');
});

afterAll(async () => {
  for (const c of clients) await c.dispose();
  await serverB.close();
  await Promise.all([...new Set(pubsubs)].map((p) => p.close()));
  if (redisClients[0]) {
    const keys = await redisClients[0].keys(`${prefix}*`);
    if (keys.length) await redisClients[0].del(...keys);
  }
  await Promise.all(redisClients.map((r) => r.quit()));
  await a.close();
});

/** A user logged in through instance A's REST login (a session in whichever store is configured). */
async function loggedIn(user?: { id: number; email: string }) {
  const u = user ?? (await createUser(a.db.prisma, { passwordHash: await hashPassword(PASSWORD) }));
  const browser = testBrowser(a);
  expect((await browser.post('/api/auth/login', { email: u.email, password: PASSWORD })).status).toBe(204);
  return { user: u, browser, cookie: `${SESSION_COOKIE}=${browser.token}` };
}

/** A notification to `userId`, published through instance A. */
const tell = (userId: number, message: string) =>
  notify(
    { prisma: a.db.prisma, pubsub: a.services.pubsub },
    { recipientUserId: userId, senderUserId: null, content: notificationContent(PRODUCT_MESSAGE, { message }) },
  );

/**
 * `notificationAdded` on instance B with `cookie`, once it delivers: graphql-ws does not acknowledge
 * a subscribe, so notifications are sent until the first one arrives.
 */
async function liveOnB(cookie: string, userId: number): Promise<LiveSubscription> {
  const client = liveClient(`ws://127.0.0.1:${serverB.port}/graphql`, {
    cookie,
    origin: `http://127.0.0.1:${serverB.port}`,
  });
  clients.push(client);
  const sub = client.subscribe(ADDED);
  for (let i = 0; sub.results.length === 0; i++) {
    if (sub.error || sub.completed || i > 50) throw new Error(`no live delivery: ${JSON.stringify(sub)}`);
    await tell(userId, `test ${i}`);
    await sub.waitFor(1, 200).catch(() => {});
  }
  return sub;
}

/** The subscription was ended by the server with 4403 'Sessie beëindigd' within `ms`. */
async function expectClosedForSession(sub: LiveSubscription, ms = 2000) {
  await sub.ended(ms);
  expect(sub.error).toMatchObject({ code: SESSION_ENDED_CLOSE.code, reason: SESSION_ENDED_CLOSE.reason });
}

/** Nothing more arrives on `sub` after a notification is sent to `userId` (half a second to arrive). */
async function expectNothingMore(sub: LiveSubscription, userId: number) {
  const count = sub.results.length;
  await tell(userId, 'Na het einde van de sessie');
  await new Promise((r) => setTimeout(r, 500));
  expect(sub.results.length).toBe(count);
}

describe('a live socket lasts no longer than its session (across instances)', () => {
  it('logout through instance A closes the socket held by instance B; nothing is delivered after', async () => {
    const { user, browser, cookie } = await loggedIn();
    const sub = await liveOnB(cookie, user.id);
    expect((await browser.post('/api/auth/logout')).status).toBe(204);
    await expectClosedForSession(sub);
    await expectNothingMore(sub, user.id);
    // A new socket with the old cookie gets no subscription either.
    const again = liveClient(`ws://127.0.0.1:${serverB.port}/graphql`, {
      cookie,
      origin: `http://127.0.0.1:${serverB.port}`,
    });
    clients.push(again);
    const refused = again.subscribe(ADDED);
    await refused.ended(2000);
    expect(refused.results.map((r) => [r.data ?? null, r.errors?.[0]?.extensions?.code])).toEqual([
      [null, 'UNAUTHENTICATED'],
    ]);
  });

  it('logout over GraphQL closes it too', async () => {
    const { user, cookie } = await loggedIn();
    const sub = await liveOnB(cookie, user.id);
    const res = await a.graphql<{ logOut: { __typename: string } }>(
      'mutation { logOut { __typename } }',
      {},
      { cookie },
    );
    expect(res.data?.logOut.__typename).toBe('LogOutPayload');
    await expectClosedForSession(sub);
    await expectNothingMore(sub, user.id);
  });

  it('a password change on another device closes the other sessions’ sockets, not its own', async () => {
    const phone = await loggedIn();
    const laptop = await loggedIn(phone.user);
    const onPhone = await liveOnB(phone.cookie, phone.user.id);
    const onLaptop = await liveOnB(laptop.cookie, laptop.user.id);
    const res = await laptop.browser.put('/api/user/password', {
      current_password: PASSWORD,
      password: 'een-nieuw-wachtwoord',
      password_confirmation: 'een-nieuw-wachtwoord',
    });
    expect(res.status).toBe(204);
    await expectClosedForSession(onPhone);
    await expectNothingMore(onPhone, phone.user.id);
    // The laptop changed it: its socket stays and still delivers.
    const before = onLaptop.results.length;
    await tell(laptop.user.id, 'Nog steeds live');
    await onLaptop.waitFor(before + 1, 2000);
    expect(onLaptop.error).toBeUndefined();
  });

  it('deleting the account closes every socket of it', async () => {
    const { user, browser, cookie } = await loggedIn();
    const sub = await liveOnB(cookie, user.id);
    expect((await browser.request('DELETE', '/api/user', { password: PASSWORD })).status).toBe(204);
    await expectClosedForSession(sub);
    await expectNothingMore(sub, user.id);
  });

  it('a session that expires closes its socket when it expires', async () => {
    const user = await createUser(a.db.prisma);
    const token = newToken();
    const expiresInMs = 1500;
    if (redisUrl) {
      await redisClients[0].set(
        `${prefix}session:${hashToken(token)}`,
        JSON.stringify({ userId: user.id }),
        'PX',
        expiresInMs,
      );
    } else {
      await a.db.prisma.session.create({
        data: { id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + expiresInMs) },
      });
    }
    const sub = await liveOnB(`${SESSION_COOKIE}=${token}`, user.id);
    await expectClosedForSession(sub, expiresInMs + 2000);
    await expectNothingMore(sub, user.id);
  });
});

describe('whileSessionLasts: the check before each delivery', () => {
  it('delivers while the session is open and nothing once it is over, closing the socket', async () => {
    const pubsub = createInProcessPubSub();
    const registry = createLiveSessions(pubsub);
    const closes: [number, string][] = [];
    const socket = {
      OPEN: 1,
      CONNECTING: 0,
      readyState: 1,
      close(code: number, reason: string) {
        closes.push([code, reason]);
        this.readyState = 3;
      },
      once() {},
    };
    const live = registry.open(socket as never, { userId: 1, hash: 'h', expiresAt: new Date(Date.now() + 60_000) });
    const source = pubsub.subscribe('notificationAdded', 1);
    const events = whileSessionLasts(live, source);
    const first = events.next();
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('notificationAdded', 1, { notificationId: 1 });
    expect(await first).toEqual({ done: false, value: { notificationId: 1 } });
    // The session ends (the event on another channel is not needed: the flag is checked).
    const second = events.next();
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('sessionEnded', 'all', { userId: 1 });
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('notificationAdded', 1, { notificationId: 2 });
    expect(await second).toEqual({ done: true, value: undefined });
    expect(closes).toEqual([[4403, 'Sessie beëindigd']]);
    expect(live.isOpen()).toBe(false);
    await registry.close();
  });

  it('an expired session delivers nothing even before its timer fired', async () => {
    const pubsub = createInProcessPubSub();
    const registry = createLiveSessions(pubsub);
    const socket = { OPEN: 1, CONNECTING: 0, readyState: 1, close() {}, once() {} };
    const expiresAt = new Date(Date.now() + 60_000);
    const live = registry.open(socket as never, { userId: 2, hash: 'x', expiresAt });
    expect(live.isOpen(expiresAt.getTime() - 1)).toBe(true);
    expect(live.isOpen(expiresAt.getTime())).toBe(false);
    await registry.close();
  });
});
