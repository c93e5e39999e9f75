// Child process of the live benchmark (bench/live.ts): the floor. A bare graphql-ws server — `ws`,
// graphql-ws/use/ws and a three-field graphql-js schema fed by an in-process pub/sub, without Yoga,
// Pothos, Prisma or sessions — measured exactly like the app. The socket's user is the cookie value
// itself (`huiskans_session=<user id>`): the least any server must do to know who listens.
// With FLOOR_DATABASE_URL the floor also does the least a durable, rights-checked message needs:
// the send inserts the notification row (one statement) and publishes its id; each subscriber
// event reads that row back for its recipient (one statement), as the app's live layer does.
import { createServer } from 'node:http';
import { buildSchema, graphql } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import { reportMemoryOnRequest } from './memory.js';

const schema = buildSchema(`
  type Notification { id: ID! message: String! createdAt: String! }
  type Query { ok: Boolean }
  type Mutation { sendMessage(from: ID, to: ID!, message: String!): Notification! }
  type Subscription { notificationAdded: Notification! }
`);

type Note = { id: string; message: string; createdAt: string };
const listeners = new Map<string, Set<(n: Note) => void>>();
let sequence = 0;
const sql = process.env.FLOOR_DATABASE_URL ? new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL }) : null;

/** Stores the message (SQL mode) and returns what is published: the row's id, or the whole note. */
async function store(from: string | undefined, to: string, message: string): Promise<Note> {
  if (!sql) return { id: String(++sequence), message, createdAt: new Date().toISOString() };
  const { rows } = await sql.query<{ id: number; created_at: Date }>(
    `INSERT INTO notifications (type, data, sender_user_id, recipient_user_id)
     VALUES ('UserMessage', jsonb_build_object('message', $3::text), $1, $2) RETURNING id, created_at`,
    [from ?? null, to, message],
  );
  return { id: String(rows[0].id), message, createdAt: rows[0].created_at.toISOString() };
}

/** What a subscriber receives for a published note: in SQL mode the row, read for its recipient only. */
async function deliverable(userId: string, note: Note): Promise<Note | null> {
  if (!sql) return note;
  const { rows } = await sql.query<{ id: number; message: string; created_at: Date }>(
    `SELECT id, data->>'message' AS message, created_at FROM notifications WHERE id = $1 AND recipient_user_id = $2`,
    [note.id, userId],
  );
  return rows[0]
    ? { id: String(rows[0].id), message: rows[0].message, createdAt: rows[0].created_at.toISOString() }
    : null;
}

const publish = (to: string, note: Note) => {
  for (const push of listeners.get(to) ?? []) push(note);
};

/** The listener's notifications as an async iterator; ends when graphql-ws calls return(). */
function listen(userId: string): AsyncIterableIterator<{ notificationAdded: Note }> {
  const queue: Note[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const push = (n: Note) => {
    queue.push(n);
    wake?.();
  };
  const set = listeners.get(userId) ?? new Set();
  listeners.set(userId, set);
  set.add(push);
  const stop = () => {
    done = true;
    set.delete(push);
    if (!set.size) listeners.delete(userId);
    wake?.();
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      for (;;) {
        while (!queue.length && !done) await new Promise<void>((r) => (wake = r));
        if (done) return { done: true, value: undefined };
        const note = await deliverable(userId, queue.shift()!);
        if (note) return { done: false, value: { notificationAdded: note } };
      }
    },
    async return() {
      stop();
      return { done: true, value: undefined };
    },
  };
}

type Context = { userId?: string };
const rootValue = {
  sendMessage: async ({ from, to, message }: { from?: string; to: string; message: string }) => {
    const note = await store(from, to, message);
    publish(to, note);
    return note;
  },
  notificationAdded: (_args: unknown, ctx: Context) => {
    if (!ctx.userId) throw new Error('Niet ingelogd.');
    return listen(ctx.userId);
  },
};

const server = createServer(async (req, res) => {
  if (req.method !== 'POST') return res.writeHead(404).end();
  let body = '';
  for await (const chunk of req) body += chunk;
  const json = JSON.parse(body);
  if (req.url === '/bench/publish') {
    // Straight into the pub/sub, as bench/serve.ts's /bench/publish does for the app: in SQL mode
    // the id of the row the send stored (each subscriber event reads it), else the note itself.
    const { to, message, notificationId } = json as { to: string; message: string; notificationId?: number };
    publish(to, { id: String(notificationId ?? ++sequence), message, createdAt: new Date().toISOString() });
    return res.writeHead(204).end();
  }
  if (req.url !== '/graphql') return res.writeHead(404).end();
  const { query, variables } = json as { query: string; variables?: Record<string, unknown> };
  const result = await graphql({ schema, source: query, variableValues: variables, rootValue, contextValue: {} });
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
});
const wss = new WebSocketServer({ server, path: '/graphql' });
// biome-ignore lint/correctness/useHookAtTopLevel: graphql-ws's useServer is not a React hook.
useServer(
  {
    schema,
    roots: { subscription: { notificationAdded: rootValue.notificationAdded } },
    context: (ctx): Context => ({
      userId: /huiskans_session=(\d+)/.exec(ctx.extra.request.headers.cookie ?? '')?.[1],
    }),
  },
  wss,
);
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address() as { port: number };
  process.send?.({ port: address.port });
});
reportMemoryOnRequest();
process.on('SIGTERM', () => process.exit(0));
