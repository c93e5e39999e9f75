import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisSessionStore } from '../../../server/adapters/sessions/index.js';
import { SESSION_COOKIE } from '../../../server/domain/accounts/sessions.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { createUser } from '../../helpers/fixtures.js';
import { liveClient } from '../../helpers/live-client.js';
import { type ServerProcess, startServerProcess } from '../../helpers/server-process.js';

// Huiskans as several processes behind a load balancer: two real server processes (server/main.ts)
// on one PostgreSQL database and one Redis. A message sent through process 1 reaches a subscription
// held on process 2; nobody else hears it. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set
// (CI's PostgreSQL pass); once they are, anything that keeps it from running is a failure.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

if (process.env.CI === 'true' && Boolean(databaseUrl) !== Boolean(redisUrl)) {
  it('two processes: CI sets TEST_DATABASE_URL and TEST_REDIS_URL together', () => {
    expect({ TEST_DATABASE_URL: Boolean(databaseUrl), TEST_REDIS_URL: Boolean(redisUrl) }).toEqual({
      TEST_DATABASE_URL: true,
      TEST_REDIS_URL: true,
    });
  });
}

const NOTIFICATION_ADDED = 'subscription { notificationAdded { notification { id message } } }';
const threadMessageAdded = (threadId: string) =>
  `subscription { threadMessageAdded(threadId: "${threadId}") { notification { id message } thread { unreadCount } } }`;

describe.runIf(databaseUrl && redisUrl)('two server processes on one PostgreSQL and one Redis', () => {
  const prefix = `huiskans-test:${randomBytes(6).toString('hex')}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'huiskans-two-processes-'));
  let db: TestDatabase;
  let redis: Redis;
  const servers: ServerProcess[] = [];
  const clients: ReturnType<typeof liveClient>[] = [];
  const cookies: Record<'sender' | 'recipient' | 'bystander', string> = { sender: '', recipient: '', bystander: '' };
  const users: Record<keyof typeof cookies, { id: number; slug: string }> = {} as never;

  beforeAll(async () => {
    db = await createTestDatabase();
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
    const env = {
      DATABASE_URL: db.url!,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
    };
    // One after the other: each start brings the reference data up to date.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    // With REDIS_URL the sessions live in Redis: made there, valid on both processes.
    const sessions = createRedisSessionStore(redis, db.prisma, prefix);
    for (const role of Object.keys(cookies) as (keyof typeof cookies)[]) {
      const user = await createUser(db.prisma, { firstName: role });
      users[role] = user;
      cookies[role] = `${SESSION_COOKIE}=${(await sessions.create(user.id)).token}`;
    }
    // Starting a conversation is a subscriber action.
    await db.prisma.subscription.create({
      data: { userId: users.sender.id, plan: 'user_premium', status: 'active', cycleStartedAt: new Date() },
    });
  }, 240_000);

  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await Promise.all(servers.map((s) => s.stop()));
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Processes whose Redis connection listens to `channel` (one per process, however many sockets). */
  const listeners = async (channel: string) => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]);

  /**
   * A subscription on `server` as `role`, once that process's Redis connection listens to the
   * channel (graphql-ws does not acknowledge a subscribe; Redis counts the listening connections).
   */
  async function subscribeOn(server: ServerProcess, role: keyof typeof cookies, channel: string, query: string) {
    const before = await listeners(`${prefix}${channel}`);
    const client = liveClient(`ws://127.0.0.1:${server.port}/graphql`, {
      cookie: cookies[role],
      origin: server.baseUrl,
    });
    clients.push(client);
    const sub = client.subscribe(query);
    const deadline = Date.now() + 10_000;
    while ((await listeners(`${prefix}${channel}`)) <= before) {
      if (sub.error || sub.results.length) throw new Error(`subscription refused: ${JSON.stringify(sub)}`);
      if (Date.now() > deadline) throw new Error(`nobody subscribed to ${prefix}${channel} within 10 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return sub;
  }

  /** The sender's `sendMessage` over HTTP on `server`; answers the payload. */
  async function sendOver(server: ServerProcess, message: string) {
    const res = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: cookies.sender },
      body: JSON.stringify({
        query: `mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename
          ... on SendMessagePayload { notification { id } thread { id } } ... on Error { message } } }`,
        variables: { input: { recipientUserId: encodeGlobalID('User', users.recipient.id), message } },
      }),
    });
    const body = (await res.json()) as {
      data: { sendMessage: { __typename: string; notification: { id: string }; thread: { id: string } } };
    };
    expect(body.data?.sendMessage.__typename, JSON.stringify(body)).toBe('SendMessagePayload');
    return body.data.sendMessage;
  }

  it('a message sent through process 1 arrives on a subscription held on process 2 within a second', async () => {
    const [one, two] = servers;
    const recipient = await subscribeOn(
      two,
      'recipient',
      `notificationAdded:${users.recipient.id}`,
      NOTIFICATION_ADDED,
    );
    // The third user listens on both processes and must hear nothing.
    const bystanders = [
      await subscribeOn(two, 'bystander', `notificationAdded:${users.bystander.id}`, NOTIFICATION_ADDED),
      await subscribeOn(one, 'bystander', `notificationAdded:${users.bystander.id}`, NOTIFICATION_ADDED),
    ];
    const started = performance.now();
    const sent = await sendOver(one, 'Is het huis nog beschikbaar?');
    const [result] = await recipient.waitFor(1, 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result).toEqual({
      data: {
        notificationAdded: { notification: { id: sent.notification.id, message: 'Is het huis nog beschikbaar?' } },
      },
    });
    await new Promise((r) => setTimeout(r, 500));
    for (const b of bystanders) {
      expect(b.results).toEqual([]);
      expect(b.error).toBeUndefined();
    }
  });

  it("REST too, the other way round: sent through process 2's REST path, the thread's subscription on process 1", async () => {
    const [one, two] = servers;
    const { thread } = await sendOver(two, 'Eerste bericht.');
    const rowId = Number(decodeGlobalID(thread.id).id);
    const listening = await subscribeOn(one, 'recipient', `threadMessageAdded:${rowId}`, threadMessageAdded(thread.id));
    const res = await fetch(`${two.baseUrl}/api/user/notifications/threads/${users.recipient.slug}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: cookies.sender,
      },
      body: JSON.stringify({ message: 'Tweede bericht, via REST.' }),
    });
    const sent = (await res.json()) as { id: number };
    expect(res.status, JSON.stringify(sent)).toBe(201);
    const [result] = await listening.waitFor(1, 1000);
    const unread = await db.prisma.notification.count({ where: { recipientUserId: users.recipient.id, readAt: null } });
    expect(result.data).toEqual({
      threadMessageAdded: {
        notification: { id: encodeGlobalID('Notification', sent.id), message: 'Tweede bericht, via REST.' },
        thread: { unreadCount: unread },
      },
    });
  });
});
