// Listing benchmark: throughput and latency of one listing page through GraphQL and REST, next to a
// hand-written SQL endpoint returning the same JSON (the floor), on PGlite and on PostgreSQL.
//   npm run bench -- [--houses 100000] [--duration 10] [--connections 8] [--db pglite,postgresql]
// Results are written to bench/results/listing.md (and printed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedLarge } from '../prisma/seed/large.js';
import { createStorage } from '../server/adapters/storage/index.js';
import { openDatabase } from '../server/db/client.js';
import { applyMigrations } from '../server/db/migrate.js';
import { seedReferenceData } from '../server/domain/reference-data/seed-reference.js';
import { startServer } from './child-server.js';

const { values: opts } = parseArgs({
  options: {
    houses: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    db: { type: 'string', default: 'pglite,postgresql' },
    'pg-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
  },
});
const HOUSES = Number(opts.houses);
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);
const DATA_DIR = resolve(import.meta.dirname, '.data');

const LISTING_QUERY = `query Listing($first: Int, $filter: HouseFilter) { houses(first: $first, filter: $filter) {
  totalCount edges { node { id slug route price minPrice maxPrice formattedAddressLine livingM2 plotM2 numberBedrooms
  currentHouseStatus { status label } likingUsersCount mainPhoto { mediumUrl medium2xUrl } } } } }`;
const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}
const scenarios: Scenario[] = [
  {
    name: 'GraphQL, page 1 (newest)',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: LISTING_QUERY, variables: { first: 24 } }),
  },
  { name: 'REST /api/houses, page 1', method: 'GET', path: '/api/houses' },
  { name: 'floor: one SQL statement', method: 'GET', path: '/bench/floor' },
  {
    name: 'GraphQL, Utrecht +10 km, price ↑',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({
      query: LISTING_QUERY,
      variables: { first: 24, filter: { ...UTRECHT, range: 10, sorting: 'PRICE_ASC' } },
    }),
  },
  {
    name: 'REST, Utrecht +10 km, price ↑',
    method: 'GET',
    path: `/api/houses?latitude=${UTRECHT.latitude}&longitude=${UTRECHT.longitude}&range=10&sorting=price_asc`,
  },
];

async function prepare(kind: string): Promise<{ url?: string; dataDir: string; seedSeconds: number }> {
  let url: string | undefined;
  if (kind === 'postgresql') {
    const admin = new pg.Client({ connectionString: opts['pg-url'] });
    await admin.connect();
    const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'huiskans_bench'`);
    if (!exists.rowCount) await admin.query('CREATE DATABASE huiskans_bench');
    await admin.end();
    const u = new URL(opts['pg-url']!);
    u.pathname = '/huiskans_bench';
    url = u.toString();
  }
  const dataDir = resolve(DATA_DIR, kind);
  const db = await openDatabase({ url, pgliteDir: resolve(dataDir, 'pglite') });
  await applyMigrations(db.adapter);
  const have = await db.prisma.house.count();
  const started = performance.now();
  if (have < HOUSES) {
    await seedReferenceData(db.prisma);
    console.log(`[${kind}] seeding ${HOUSES - have} houses ...`);
    await seedLarge({ prisma: db.prisma, count: HOUSES - have, storage: createStorage({ DATA_DIR: dataDir }) });
  }
  const seedSeconds = (performance.now() - started) / 1000;
  await db.close();
  return { url, dataDir, seedSeconds };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(port: number, s: Scenario, seconds: number) {
  const latencies: number[] = [];
  let instance: autocannon.Instance;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${s.path}`,
        method: s.method,
        body: s.body,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        connections: CONNECTIONS,
        duration: seconds,
      },
      (err, res) => (err ? fail(err) : done(res)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors: result.errors + result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

const lines: string[] = [
  `# Listing benchmark`,
  '',
  `${HOUSES.toLocaleString('nl-NL')} houses, ${CONNECTIONS} connections, ${DURATION} s per row, on this machine (${process.platform}, ${(await import('node:os')).cpus().length} cores, Node ${process.version}). Run: \`npm run bench\`.`,
  '',
  '| database | scenario | req/s | p50 ms | p95 ms | bytes/resp | errors |',
  '|---|---|---:|---:|---:|---:|---:|',
];
for (const kind of opts.db!.split(',')) {
  const { url, dataDir, seedSeconds } = await prepare(kind);
  if (seedSeconds > 1) lines.push(`<!-- ${kind}: seeded in ${seedSeconds.toFixed(1)} s -->`);
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'never' });
  try {
    for (const s of scenarios) await load(server.port, s, 2); // warm-up
    for (const s of scenarios) {
      const r = await load(server.port, s, DURATION);
      const row = `| ${kind} | ${s.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.bytes} | ${r.errors} |`;
      console.log(row);
      lines.push(row);
    }
  } finally {
    server.stop();
  }
}
mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(resolve(import.meta.dirname, 'results/listing.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
process.exit(0);
