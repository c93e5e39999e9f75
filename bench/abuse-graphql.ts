// Abusive GraphQL against the running app: how fast each attack is refused,
// and what it does to a normal listing page running alongside.
//   npm run bench:abuse-graphql -- [--houses 20000] [--duration 8] [--connections 4] [--db pglite,postgresql]
// Results are written to bench/results/abuse-graphql.md (and printed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { load, peakRssMb, percentile, prepare, startServer } from './harness.js';

const { values: opts } = parseArgs({
  options: {
    houses: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '4' },
    /** Sequential attacks per kind when measuring the refusal alone. */
    attacks: { type: 'string', default: '50' },
    db: { type: 'string', default: 'pglite,postgresql' },
    'pg-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
  },
});
const HOUSES = Number(opts.houses);
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);
const ATTACKS = Number(opts.attacks);

const LISTING = JSON.stringify({
  query: `query Listing($first: Int) { houses(first: $first) { totalCount edges { node { id slug route price
    formattedAddressLine livingM2 numberBedrooms currentHouseStatus { label } likingUsersCount mainPhoto { mediumUrl } } } } }`,
  variables: { first: 24 },
});

function nestedHouses(levels: number): string {
  let inner = 'id slug';
  for (let i = 0; i < levels; i++)
    inner = `houses(first: 100) { edges { node { ${i === 0 ? inner : `sellerUser { ${inner} }`} } } }`;
  return `{ ${inner} }`;
}
const ids = Array.from({ length: 20_000 }, (_, i) => Buffer.from(`House:${i + 1}`).toString('base64'));

/** The probe's attacks, each with the error code that refuses it. */
const attacks = [
  { name: 'houses → sellerUser → houses …, 6 levels', code: 'QUERY_TOO_DEEP', body: { query: nestedHouses(6) } },
  { name: 'houses(first: 100) in houses(first: 100)', code: 'QUERY_TOO_COMPLEX', body: { query: nestedHouses(2) } },
  {
    name: '200 aliases of houses(first: 100)',
    code: 'QUERY_TOO_LONG',
    body: {
      query: `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: houses(first: 100) { totalCount }`).join(' ')} }`,
    },
  },
  {
    name: 'nodes(ids:) with 20,000 ids',
    code: 'QUERY_TOO_MANY_IDS',
    body: { query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids } },
  },
].map((a) => ({ ...a, body: JSON.stringify(a.body) }));

const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** One attack over HTTP: milliseconds until the answer, and whether it was the expected refusal. */
async function attackOnce(port: number, body: string, code: string) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: HEADERS, body });
  const answer = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  return {
    ms: performance.now() - started,
    refused: res.status < 500 && answer.errors?.[0]?.extensions?.code === code,
  };
}

// Encoded once: the time measured is the server's, not this process turning 50 MB into UTF-8.
const BIG = Buffer.from(
  JSON.stringify({
    id: '1',
    type: 'subscribe',
    payload: { query: `{ houses { totalCount } } #${'x'.repeat(50 * 1024 * 1024)}` },
  }),
);
/** A 50 MB WebSocket message: milliseconds until the server closes the socket, and its close code. */
async function bigMessageOnce(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
  await new Promise((r, f) => socket.once('open', r).once('error', f));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  const started = performance.now();
  const code = await new Promise<number>((r) => {
    socket.once('close', (c) => r(c));
    socket.once('error', () => {}); // the server cuts the connection while we still send
    socket.send(BIG, { binary: false });
  });
  return { ms: performance.now() - started, refused: code === 1009 };
}

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** The listing page under `CONNECTIONS` clients for `DURATION` seconds. */
const listingLoad = (port: number) =>
  load(port, { name: 'listing', method: 'POST', path: '/graphql', body: LISTING }, DURATION, CONNECTIONS);

/** Attackers sending every attack in turn (one of them the WebSocket one) until `until`. */
async function attackLoop(port: number, until: number, withSocket: boolean) {
  const ms: number[] = [];
  let notRefused = 0;
  for (let i = 0; performance.now() < until; i++) {
    const a = attacks[i % attacks.length];
    const r =
      withSocket && i % (attacks.length + 1) === attacks.length
        ? await bigMessageOnce(port)
        : await attackOnce(port, a.body, a.code);
    ms.push(r.ms);
    if (!r.refused) notRefused++;
  }
  return { ms, notRefused };
}

const fmt = (n: number) => n.toFixed(1);
const lines = [
  '# Abusive GraphQL benchmark',
  '',
  `${HOUSES.toLocaleString('nl-NL')} houses; listing page (24 houses) under ${CONNECTIONS} connections for ${DURATION} s; ${ATTACKS} sequential attacks of each kind alone; ${cpus().length} cores, Node ${process.version}. Run: \`npm run bench:abuse-graphql\`.`,
  '',
  '## Time to refusal, each attack alone',
  '',
  '| database | attack | refused | p50 ms | p95 ms |',
  '|---|---|---:|---:|---:|',
];
const underAttack = [
  '',
  '## The listing page with and without attacks alongside',
  '',
  `Under attack: ${CONNECTIONS} attackers in a loop over the attacks above (one also sending the 50 MB WebSocket message).`,
  '',
  '| database | listing | req/s | p50 ms | p95 ms | errors | attacks refused | attack p50 ms | attack p95 ms |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
];
const memory = [
  '',
  "The 50 MB message's time is until this client sees the socket closed while it is still sending; the",
  'server reads only the frame header (`maxPayload`). Peak memory of the server process over the whole run:',
  '',
];

for (const kind of opts.db!.split(',')) {
  const { url, dataDir } = await prepare(kind, HOUSES, opts['pg-url']!);
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'never' });
  try {
    await listingLoad(server.port); // warm-up
    for (const a of [...attacks, { name: '50 MB WebSocket message', code: '1009', body: '' }]) {
      const runs = [];
      for (let i = 0; i < (a.body ? ATTACKS : Math.min(ATTACKS, 10)); i++)
        runs.push(a.body ? await attackOnce(server.port, a.body, a.code) : await bigMessageOnce(server.port));
      const s = summary(runs.map((r) => r.ms));
      const row = `| ${kind} | ${a.name} (${a.code}) | ${runs.filter((r) => r.refused).length}/${runs.length} | ${fmt(s.p50)} | ${fmt(s.p95)} |`;
      console.log(row);
      lines.push(row);
    }
    const calm = await listingLoad(server.port);
    underAttack.push(
      `| ${kind} | alone | ${calm.rps.toFixed(0)} | ${fmt(calm.p50)} | ${fmt(calm.p95)} | ${calm.errors} | | | |`,
    );
    const until = performance.now() + DURATION * 1000;
    const [busy, ...attackers] = await Promise.all([
      listingLoad(server.port),
      ...Array.from({ length: CONNECTIONS }, (_, i) => attackLoop(server.port, until, i === 0)),
    ]);
    const attackMs = attackers.flatMap((a) => a.ms);
    const refused = attackMs.length - attackers.reduce((n, a) => n + a.notRefused, 0);
    const s = summary(attackMs);
    underAttack.push(
      `| ${kind} | under attack | ${busy.rps.toFixed(0)} | ${fmt(busy.p50)} | ${fmt(busy.p95)} | ${busy.errors} | ${refused}/${attackMs.length} | ${fmt(s.p50)} | ${fmt(s.p95)} |`,
    );
    console.log(underAttack.slice(-2).join('\n'));
    memory.push(`- ${kind}: ${peakRssMb(server.pid) ?? '?'} MB peak RSS`);
  } finally {
    server.stop();
  }
}
lines.push(...underAttack, ...memory);
mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(resolve(import.meta.dirname, 'results/abuse-graphql.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
process.exit(0);
