// Listing benchmark: throughput and latency of one listing page through GraphQL and REST, next to a
// hand-written SQL endpoint returning the same JSON (the floor), on PGlite and on PostgreSQL.
//   npm run bench -- [--houses 100000] [--duration 10] [--connections 8] [--db pglite,postgresql]
// Results are written to bench/results/listing.md (and printed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { load, prepare, type Scenario, startServer } from './harness.js';

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

const LISTING_QUERY = `query Listing($first: Int, $after: String, $page: Int, $filter: HouseFilter) {
  houses(first: $first, after: $after, page: $page, filter: $filter) {
  totalCount edges { node { id slug route price minPrice maxPrice formattedAddressLine livingM2 plotM2 numberBedrooms
  currentHouseStatus { status label } likingUsersCount mainPhoto { mediumUrl medium2xUrl } } } } }`;
const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };
/** The deep page: houses 90,001 – 90,024 (page 3,751 of 24). */
const DEEP_OFFSET = 90_000;
const DEEP_PAGE = DEEP_OFFSET / 24 + 1;

const graphql = (name: string, variables: Record<string, unknown>): Scenario => ({
  name,
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ query: LISTING_QUERY, variables }),
});

/** The listing scenarios; the deep keyset ones start from the cursor of house 90,000 (asked of the app). */
function scenarios(deepCursors: Record<'newest' | 'priceAsc', string>): Scenario[] {
  const priceAsc = { sorting: 'PRICE_ASC' };
  return [
    graphql('GraphQL, page 1 (newest)', { first: 24 }),
    { name: 'REST /api/houses, page 1', method: 'GET', path: '/api/houses' },
    { name: 'floor: one SQL statement', method: 'GET', path: '/bench/floor' },
    graphql('GraphQL, 90,000 deep, keyset `after` (newest)', { first: 24, after: deepCursors.newest }),
    graphql(`GraphQL, 90,000 deep, \`page: ${DEEP_PAGE}\` (newest)`, { first: 24, page: DEEP_PAGE }),
    { name: `REST, 90,000 deep, page=${DEEP_PAGE} (newest)`, method: 'GET', path: `/api/houses?page=${DEEP_PAGE}` },
    { name: `floor, 90,000 deep (OFFSET)`, method: 'GET', path: `/bench/floor?page=${DEEP_PAGE}` },
    graphql('GraphQL, page 1 (price ↑)', { first: 24, filter: priceAsc }),
    graphql('GraphQL, 90,000 deep, keyset `after` (price ↑)', {
      first: 24,
      after: deepCursors.priceAsc,
      filter: priceAsc,
    }),
    {
      name: `REST, 90,000 deep, page=${DEEP_PAGE} (price ↑)`,
      method: 'GET',
      path: `/api/houses?page=${DEEP_PAGE}&sorting=price_asc`,
    },
    graphql('GraphQL, Utrecht +10 km, price ↑', { first: 24, filter: { ...UTRECHT, range: 10, sorting: 'PRICE_ASC' } }),
    {
      name: 'REST, Utrecht +10 km, price ↑',
      method: 'GET',
      path: `/api/houses?latitude=${UTRECHT.latitude}&longitude=${UTRECHT.longitude}&range=10&sorting=price_asc`,
    },
  ];
}

/** The cursor of house 90,000 in a sorting, from the app itself (a numbered page of one). */
async function deepCursor(port: number, filter: Record<string, unknown>): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      query: 'query($page: Int, $f: HouseFilter) { houses(first: 1, page: $page, filter: $f) { edges { cursor } } }',
      variables: { page: DEEP_OFFSET, f: filter },
    }),
  });
  const body = (await res.json()) as { data?: { houses: { edges: { cursor: string }[] } } };
  const cursor = body.data?.houses.edges[0]?.cursor;
  if (!cursor) throw new Error(`no house ${DEEP_OFFSET} to start the deep page from: ${JSON.stringify(body)}`);
  return cursor;
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
  const { url, dataDir, seedSeconds } = await prepare(kind, HOUSES, opts['pg-url']!);
  if (seedSeconds > 1) lines.push(`<!-- ${kind}: seeded in ${seedSeconds.toFixed(1)} s -->`);
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'never' });
  try {
    const list = scenarios({
      newest: await deepCursor(server.port, {}),
      priceAsc: await deepCursor(server.port, { sorting: 'PRICE_ASC' }),
    });
    for (const s of list) await load(server.port, s, 2, CONNECTIONS); // warm-up
    for (const s of list) {
      const r = await load(server.port, s, DURATION, CONNECTIONS);
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
