// Child process of the live benchmark (bench/live.ts): the floor. A bare graphql-ws server — `ws`,
// graphql-ws/use/ws and a three-field graphql-js schema fed by an in-process pub/sub, without Yoga,
// Pothos, Prisma or sessions — measured exactly like the app. The socket's user is the cookie value
// itself (`huiskans_session=<user id>`): the least any server must do to know who listens.
import { createServer } from 'node:http';
import { buildSchema, graphql } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { reportMemoryOnRequest } from './memory.js';

const schema = buildSchema(`
  type Notification { id: ID! message: String! createdAt: String! }
  type Query { ok: Boolean }
  type Mutation { sendMessage(to: ID!, message: String!): Notification! }
  type Subscription { notificationAdded: Notification! }
`);

type Note = { id: string; message: string; createdAt: string };
const listeners = new Map<string, Set<(n: Note) => void>>();
let sequence = 0;

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
      while (!queue.length && !done) await new Promise<void>((r) => (wake = r));
      if (done) return { done: true, value: undefined };
      return { done: false, value: { notificationAdded: queue.shift()! } };
    },
    async return() {
      stop();
      return { done: true, value: undefined };
    },
  };
}

type Context = { userId?: string };
const rootValue = {
  sendMessage: ({ to, message }: { to: string; message: string }) => {
    const note = { id: String(++sequence), message, createdAt: new Date().toISOString() };
    for (const push of listeners.get(to) ?? []) push(note);
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
    // Straight into the pub/sub, as bench/serve.ts's /bench/publish does for the app.
    rootValue.sendMessage(json as { to: string; message: string });
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
