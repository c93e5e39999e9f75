// The live benchmark's data: a fresh PostgreSQL database with thousands of users, each with a
// session made directly in the sessions table (hashed token, as the app stores it) instead of
// thousands of logins; premium senders; one user with an inbox of many threads.
import { resolve } from 'node:path';
import pg from 'pg';
import { createInProcessPubSub } from '../server/adapters/pubsub/index.js';
import { openDatabase } from '../server/db/client.js';
import { applyMigrations } from '../server/db/migrate.js';
import { SESSION_TTL_MS } from '../server/domain/accounts/sessions.js';
import { hashToken, newToken } from '../server/domain/kernel/tokens.js';
import { notify } from '../server/domain/notifications/notify.js';
import { notificationContent } from '../server/domain/notifications/types.js';
import { inParallel } from './live-sockets.js';

export interface BenchUser {
  id: number;
  slug: string;
  /** The `huiskans_session` cookie value. */
  token: string;
}

export interface LiveDatabase {
  url: string;
  dataDir: string;
  subscribers: BenchUser[];
  /** Users with an active Premium subscription (starting a conversation is a subscriber action). */
  senders: BenchUser[];
  /** The user whose inbox holds `inboxThreads` threads. */
  inboxOwner: BenchUser;
  inboxThreads: number;
  /** Fills `into` with the ids of the notifications whose message is LIKE `pattern`, by message. */
  loadNotificationIds: (pattern: string, into: Map<string, number>) => Promise<void>;
  /** The PostgreSQL server processes connected to the benchmark database (same machine). */
  backendPids: () => Promise<number[]>;
  drop: () => Promise<void>;
}

const NAME = 'huiskans_bench_live';

async function adminQuery(pgUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Users `prefix-1` … `prefix-count` with a session each, in three statements. */
async function insertUsers(client: pg.Client, prefix: string, count: number): Promise<BenchUser[]> {
  const { rows } = await client.query<{ id: number; slug: string }>(
    `INSERT INTO users (slug, first_name, last_name, email, updated_at)
     SELECT $1 || '-' || i, 'Bench', 'Gebruiker ' || i, $1 || '-' || i || '@example.nl', now()
     FROM generate_series(1, $2::int) AS i ORDER BY i RETURNING id, slug`,
    [prefix, count],
  );
  const users = rows.map((r) => ({ ...r, token: newToken() }));
  await client.query(
    `INSERT INTO sessions (id, user_id, expires_at)
     SELECT unnest($1::text[]), unnest($2::int[]), $3::timestamptz`,
    [users.map((u) => hashToken(u.token)), users.map((u) => u.id), new Date(Date.now() + SESSION_TTL_MS)],
  );
  return users;
}

/**
 * `owner` writes to each partner and the partner answers: one thread each, an unread message on
 * top. Through notify(), the one function that stores notifications, so the rows are as real ones.
 */
async function seedInbox(url: string, owner: BenchUser, partners: BenchUser[]) {
  const db = await openDatabase({ url });
  const deps = { prisma: db.prisma, pubsub: createInProcessPubSub() };
  const message = (from: BenchUser, to: BenchUser, text: string) =>
    notify(deps, {
      senderUserId: from.id,
      recipientUserId: to.id,
      content: notificationContent('UserMessage', { message: text }),
    });
  await inParallel(partners.length, 8, async (i) => {
    await message(owner, partners[i], `Goedemiddag, is de woning nog beschikbaar? (${i})`);
    await message(partners[i], owner, `Ja, u bent welkom voor een bezichtiging. (${i})`);
  });
  await db.close();
}

export async function prepareLiveDatabase(
  pgUrl: string,
  sizes: { subscribers: number; senders: number; inboxThreads: number },
): Promise<LiveDatabase> {
  await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await adminQuery(pgUrl, `CREATE DATABASE ${NAME}`);
  const u = new URL(pgUrl);
  u.pathname = `/${NAME}`;
  const url = u.toString();
  const db = await openDatabase({ url, pgliteDir: '' });
  await applyMigrations(db);
  await db.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const subscribers = await insertUsers(client, 'abonnee', sizes.subscribers);
  const senders = await insertUsers(client, 'afzender', sizes.senders + 1);
  const inboxOwner = senders.pop()!;
  await client.query(
    `INSERT INTO subscriptions (user_id, plan, status, cycle_started_at, updated_at)
     SELECT unnest($1::int[]), 'user_premium', 'active', now(), now()`,
    [[...senders, inboxOwner].map((s) => s.id)],
  );
  await client.end();
  await seedInbox(url, inboxOwner, subscribers.slice(0, sizes.inboxThreads));
  console.log(
    `live bench data: ${sizes.subscribers + sizes.senders + 1} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    url,
    dataDir: resolve(import.meta.dirname, '.data/live'),
    subscribers,
    senders,
    inboxOwner,
    inboxThreads: sizes.inboxThreads,
    async loadNotificationIds(pattern, into) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const { rows } = await c.query<{ id: number; message: string }>(
        `SELECT id, data->>'message' AS message FROM notifications WHERE data->>'message' LIKE $1`,
        [pattern],
      );
      await c.end();
      for (const r of rows) into.set(r.message, r.id);
    },
    async backendPids() {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      const { rows } = await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [NAME]);
      await c.end();
      return rows.map((r) => r.pid);
    },
    drop: () => adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`),
  };
}
