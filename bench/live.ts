// Live benchmark: N idle authenticated subscribers on one server process — the server's
// memory per socket — then fan-out: messages to distinct recipients per second and the delay from
// the send until the recipient's socket has it. Next to two floors measured the same way in the same
// run (bench/live-floor.ts): bare graphql-ws, and bare graphql-ws doing one SQL statement per send
// and per delivery (the least a stored, rights-checked message needs). Then the inbox query at 1,000 threads next to raw SQL.
//   npm run bench:live -- [--subscribers 1000,5000,10000] [--messages 2000] [--concurrency 32]
//     [--targets floor,floor-sql,app] [--inbox-threads 1000] [--inbox-seconds 8]
// A quick comparison on a busy machine (about a minute): --subscribers 1000 --messages 1000
// --targets floor-sql,app --inbox-threads 20 --inbox-seconds 1; compare the ratios to the floor and
// the CPU per message (server and database processes), which other work on the machine disturbs less.
// PostgreSQL only (a fresh database huiskans_bench_live): the deployment that holds many sockets.
// Results are written to bench/results/live.md (and printed).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { type ChildServer, percentile, startServer } from './harness.js';
import { prepareLiveDatabase } from './live-data.js';
import { inboxRows } from './live-inbox.js';
import { cpuMs, inParallel, type Subscriber, subscribe, waitIdle } from './live-sockets.js';

const { values: opts } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000,5000,10000' },
    /** Messages per fan-out round (each to another subscriber), at most the number of subscribers. */
    messages: { type: 'string', default: '2000' },
    /** Sends in flight at once. */
    concurrency: { type: 'string', default: '32' },
    'inbox-threads': { type: 'string', default: '1000' },
    'inbox-seconds': { type: 'string', default: '8' },
    /** Any of `floor`, `floor-sql`, `app`. */
    targets: { type: 'string', default: 'floor,floor-sql,app' },
    'pg-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
  },
});
const LEVELS = opts.subscribers!.split(',').map(Number);
const MAX = Math.max(...LEVELS);
const MESSAGES = Number(opts.messages);
const CONCURRENCY = Number(opts.concurrency);
const SENDERS = 20;
/** What the header widget needs of a new notification: the message, its thread's and the viewer's unread counts. */
const APP_SUBSCRIPTION = `subscription { notificationAdded { notification { id message createdAt }
  thread { id unreadCount } viewer { unreadCount } } }`;
const APP_SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename
  ... on SendMessagePayload { notification { id } } ... on Error { message } } }`;

/** Each socket is a file descriptor here and one in the server: refuse to start into EMFILE. */
function checkFileLimit() {
  const soft = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity);
  if (soft < MAX + 500) {
    console.error(`ulimit -n is ${soft}: too low for ${MAX} sockets (run through npm run bench:live, which raises it)`);
    process.exit(1);
  }
}
checkFileLimit();

const db = await prepareLiveDatabase(opts['pg-url']!, {
  subscribers: MAX,
  senders: SENDERS,
  inboxThreads: Number(opts['inbox-threads']),
});

/** How one server is talked to: its subscription, how a message is sent, how a socket authenticates. */
interface Target {
  key: string;
  name: string;
  start: () => Promise<ChildServer>;
  subscription: string;
  /** Sends message `text` from sender `from` to subscriber `to` (indexes into db.senders / db.subscribers). */
  send: (port: number, from: number, to: number, text: string) => Promise<void>;
  /**
   * Publishes message `text` (already sent once) to subscriber `to` straight into the server's
   * pub/sub, past the sending mutation: what the live layer alone delivers.
   */
  publish: (port: number, to: number, text: string) => Promise<void>;
  cookie: (subscriber: number) => string;
}

async function post(port: number, path: string, body: unknown, cookie?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  // A refused send answers 200 with an error type instead of the payload.
  if (!res.ok || /"errors"|"__typename":"\w+Error"/.test(text))
    throw new Error(`${path} failed (${res.status}): ${text.slice(0, 300)}`);
}

/** The app's notification ids by message text, for publishing them again (filled after each send round). */
const notificationIds = new Map<string, number>();

/** The bare graphql-ws floor; with `withSql` it stores and reads each message in the live database. */
const floorTarget = (withSql: boolean): Target => ({
  key: withSql ? 'floor-sql' : 'floor',
  name: withSql ? 'floor: bare graphql-ws + 1 SQL statement per send and per delivery' : 'floor: bare graphql-ws',
  start: () => startServer(withSql ? { FLOOR_DATABASE_URL: db.url } : {}, 'live-floor.ts'),
  subscription: 'subscription { notificationAdded { id message createdAt } }',
  send: (port, from, to, text) =>
    post(port, '/graphql', {
      query: 'mutation($from: ID, $to: ID!, $m: String!) { sendMessage(from: $from, to: $to, message: $m) { id } }',
      variables: { from: String(db.senders[from].id), to: String(db.subscribers[to].id), m: text },
    }),
  publish: (port, to, text) =>
    post(port, '/bench/publish', {
      to: String(db.subscribers[to].id),
      message: text,
      notificationId: withSql ? notificationIds.get(text) : undefined,
    }),
  cookie: (i) => `huiskans_session=${db.subscribers[i].id}`,
});

const allTargets: Target[] = [
  floorTarget(false),
  floorTarget(true),
  {
    key: 'app',
    name: 'Huiskans (Yoga + Pothos + Prisma)',
    start: () => startServer({ DATA_DIR: db.dataDir, DATABASE_URL: db.url, SEED_DEMO: 'never', REDIS_URL: '' }),
    subscription: APP_SUBSCRIPTION,
    send: (port, from, to, text) =>
      post(
        port,
        '/graphql',
        {
          query: APP_SEND,
          variables: { input: { recipientUserId: encodeGlobalID('User', db.subscribers[to].id), message: text } },
        },
        `huiskans_session=${db.senders[from].token}`,
      ),
    publish: (port, to, text) =>
      post(port, '/bench/publish', { recipientId: db.subscribers[to].id, notificationId: notificationIds.get(text) }),
    cookie: (i) => `huiskans_session=${db.subscribers[i].token}`,
  },
];

const targets = allTargets.filter((t) => opts.targets!.split(',').includes(t.key));

type Mode = 'send' | 'publish';
interface Delivery {
  /** Messages delivered per second with `CONCURRENCY` in flight. */
  perSecond: number;
  /** Not delivered within 15 s of the last send. */
  lost: number;
  /** CPU milliseconds per delivered message of the server process and of the database's server processes. */
  serverCpuMs: number;
  dbCpuMs: number;
  /** Send → arrival, one message at a time (each waits for the previous one to arrive). */
  p50: number;
  p95: number;
}
interface Row {
  target: string;
  subscribers: number;
  connectSeconds: number;
  rssKb: number;
  heapKb: number;
  messages: number;
  send: Delivery;
  publish: Delivery;
}

const kb = (bytes: number) => bytes / 1024;
const text = (run: string, i: number) => `live-bench-${run}-${i}`;
const LATENCY_MESSAGES = 40;

/** Arrival times by `<run>-<i>`, and who waits for one. */
const received = new Map<string, number>();
const waiting = new Map<string, () => void>();
const onNext = (frame: string) => {
  const m = /live-bench-([a-z0-9]+-\d+)/.exec(frame);
  if (!m) return;
  received.set(m[1], performance.now());
  waiting.get(m[1])?.();
};

const deliver = (target: Target, port: number, mode: Mode, run: string, i: number) =>
  mode === 'send' ? target.send(port, i % SENDERS, i, text(run, i)) : target.publish(port, i, text(run, i));

/**
 * Messages `live-bench-<run>-<i>` to subscribers 0 … count-1 (one each), `CONCURRENCY` in flight,
 * sent through the server's own path or published again into its pub/sub. Waits for them to
 * arrive (at most 15 s); throughput is what arrived from the first send to the last arrival.
 */
async function throughput(target: Target, server: ChildServer, mode: Mode, run: string, count: number) {
  const port = server.port;
  for (let i = 0; i < count; i++) received.delete(`${run}-${i}`);
  const dbPids = await db.backendPids();
  const cpuBefore = [cpuMs([server.pid]), cpuMs(dbPids)];
  const started = performance.now();
  await inParallel(count, CONCURRENCY, (i) => deliver(target, port, mode, run, i));
  const until = performance.now() + 15_000;
  const arrived = () => [...Array(count).keys()].filter((i) => received.has(`${run}-${i}`)).length;
  while (arrived() < count && performance.now() < until) await new Promise((r) => setTimeout(r, 100));
  const times = [...Array(count).keys()].flatMap((i) => received.get(`${run}-${i}`) ?? []);
  // Backends the pool opened during the round count from 0; ones it closed are lost (rare in a round).
  const cpuAfter = [
    cpuMs([server.pid]),
    cpuMs(dbPids) + cpuMs((await db.backendPids()).filter((p) => !dbPids.includes(p))),
  ];
  return {
    perSecond: (times.length / (Math.max(...times) - started)) * 1000,
    lost: count - times.length,
    serverCpuMs: (cpuAfter[0] - cpuBefore[0]) / times.length,
    dbCpuMs: (cpuAfter[1] - cpuBefore[1]) / times.length,
  };
}

/** The delay of single messages on an otherwise quiet server: each is sent once the previous arrived. */
async function latency(target: Target, port: number, mode: Mode, run: string, count: number) {
  const ms: number[] = [];
  for (let i = 0; i < count; i++) {
    const key = `${run}-${i}`;
    received.delete(key);
    const arrived = new Promise<void>((r) => {
      waiting.set(key, r);
      setTimeout(r, 15_000);
    });
    const sent = performance.now();
    await deliver(target, port, mode, run, i);
    await arrived;
    waiting.delete(key);
    if (received.has(key)) ms.push(received.get(key)! - sent);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

/** Send rounds, then the same messages published again (the app needs their notification ids). */
async function deliveries(target: Target, server: ChildServer, count: number) {
  const port = server.port;
  const [bulk, single] = ['a', 'b'].map((suffix) => `${Date.now().toString(36)}${suffix}`);
  const sendRate = await throughput(target, server, 'send', bulk, count);
  const sendDelay = await latency(target, port, 'send', single, Math.min(count, LATENCY_MESSAGES));
  if (target.key !== 'floor') {
    for (const run of [bulk, single]) await db.loadNotificationIds(`live-bench-${run}-%`, notificationIds);
  }
  const publishRate = await throughput(target, server, 'publish', bulk, count);
  const publishDelay = await latency(target, port, 'publish', single, Math.min(count, LATENCY_MESSAGES));
  return { send: { ...sendRate, ...sendDelay }, publish: { ...publishRate, ...publishDelay } };
}

async function measure(target: Target): Promise<Row[]> {
  const server = await target.start();
  const rows: Row[] = [];
  const sockets: Subscriber[] = [];
  try {
    // Warm-up: the code paths of a handshake, a subscription and both deliveries, then no sockets.
    const warm = await Promise.all(
      [0, 1, 2, 3].map((i) => subscribe(server.port, target.cookie(i), target.subscription, onNext)),
    );
    await waitIdle(server.pid);
    await deliveries(target, server, warm.length);
    for (const s of warm) s.socket.close();
    await waitIdle(server.pid);
    const base = await server.memory();
    for (const level of LEVELS) {
      const started = performance.now();
      const from = sockets.length;
      await inParallel(level - from, 100, async (k) => {
        sockets.push(await subscribe(server.port, target.cookie(from + k), target.subscription, onNext));
      });
      await waitIdle(server.pid);
      const connectSeconds = (performance.now() - started) / 1000;
      const mem = await server.memory();
      const refused = sockets.find((s) => s.errors.length);
      if (refused) throw new Error(`${target.name}: a subscription was refused: ${refused.errors[0]}`);
      const messages = Math.min(MESSAGES, level);
      const row: Row = {
        target: target.name,
        subscribers: level,
        connectSeconds,
        rssKb: kb(mem.rss - base.rss) / level,
        heapKb: kb(mem.heapUsed + mem.external - base.heapUsed - base.external) / level,
        messages,
        ...(await deliveries(target, server, messages)),
      };
      console.log(JSON.stringify(row));
      rows.push(row);
    }
  } finally {
    for (const s of sockets) s.socket.terminate();
    server.stop();
  }
  return rows;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const loadBefore = load();
const results: Row[] = [];
for (const target of targets) results.push(...(await measure(target)));
const loadAfter = load();

const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const rowOf = (target: Target, n: number) => results.find((r) => r.target === target.name && r.subscribers === n);
/** `r`'s rate against the bare floor's, or (with `sqlFloor`) against the floor that stores and reads with SQL. */
const ratio = (r: Row, mode: Mode, sqlFloor = false) => {
  const floor = rowOf(allTargets[sqlFloor ? 1 : 0], r.subscribers);
  if (!floor || floor === r || (sqlFloor && r.target === allTargets[0].name)) return '';
  return `${fmt(r[mode].perSecond / floor[mode].perSecond, 2)}×`;
};
const report = (inbox: string[]) => [
  '# Live benchmark',
  '',
  `Idle authenticated subscribers (\`notificationAdded\`) on one server process, then fan-out to them. PostgreSQL, in-process pub/sub, everything on loopback; ${cpus().length} cores shared by the server, this client and other work (load average ${loadBefore} before, ${loadAfter} after), Node ${process.version}. Run: \`npm run bench:live\`.`,
  '',
  '- **connect**: seconds to open and subscribe the sockets added since the previous row, 100 handshakes in flight (each looks up its session).',
  '- **memory**: growth of the server process from no sockets to N subscribed sockets, divided by N: resident set (RSS) and V8 heap + external after a full GC. Goal ≤ 25 KB per idle subscriber.',
  `- **fan-out**: ${MESSAGES} messages (one per subscriber when there are fewer), each to another subscriber, ${CONCURRENCY} in flight: messages delivered per second, from the first send to the last arrival. Goal ≥ 0.8× the floor.`,
  "- **CPU per message**: CPU time the server process and the benchmark database's PostgreSQL processes used during the fan-out round, divided by the messages delivered (10 ms ticks); less disturbed by other work on the machine than the rates.",
  `- **latency**: from the send until the recipient's socket has the message, one message at a time (${LATENCY_MESSAGES} messages, each sent once the previous one arrived).`,
  "- **send**: through the server's own sending path over HTTP — the app's `sendMessage` mutation (the session's user, the recipient, the thread, rights, then one statement that stores the notification with its thread and answers the thread, then publishes: 5 statements); the bare floor's mutation only publishes, the SQL floor's inserts the notification row (one statement) and publishes its id.",
  "- **publish**: the same stored messages published again straight into the server's pub/sub (a benchmark-only endpoint): what the live layer alone delivers — the app reads the notification (with rights), its thread and the viewer's unread count in one statement per subscriber event (the viewer's row is the socket's own, read at the handshake); the bare floor sends what it was handed; the SQL floor reads the row for its recipient (one statement).",
  '',
  '| server | subscribers | connect s (new sockets) | RSS KB/socket | heap KB/socket | messages | send/s | × floor | × SQL floor | publish/s | × floor | × SQL floor | lost | send p50 ms | send p95 ms | publish p50 ms | publish p95 ms | send CPU ms/msg server + db | publish CPU ms/msg server + db |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${[
        r.target,
        r.subscribers,
        fmt(r.connectSeconds),
        fmt(r.rssKb),
        fmt(r.heapKb),
        r.messages,
        fmt(r.send.perSecond, 0),
        ratio(r, 'send'),
        ratio(r, 'send', true),
        fmt(r.publish.perSecond, 0),
        ratio(r, 'publish'),
        ratio(r, 'publish', true),
        r.send.lost + r.publish.lost,
        fmt(r.send.p50),
        fmt(r.send.p95),
        fmt(r.publish.p50),
        fmt(r.publish.p95),
        `${fmt(r.send.serverCpuMs, 2)} + ${fmt(r.send.dbCpuMs, 2)}`,
        `${fmt(r.publish.serverCpuMs, 2)} + ${fmt(r.publish.dbCpuMs, 2)}`,
      ].join(' | ')} |`,
  ),
  '',
  ...inbox,
];
const write = (lines: string[]) => {
  mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(resolve(import.meta.dirname, 'results/live.md'), `${lines.join('\n')}\n`);
};
// The fan-out first: the inbox part starts another server and may fail on its own.
write(report([]));
const inbox = targets.some((t) => t.key === 'app') ? await inboxRows(db, Number(opts['inbox-seconds'])) : [];
await db.drop();
write(report(inbox));
console.log(report(inbox).join('\n'));
process.exit(0);
