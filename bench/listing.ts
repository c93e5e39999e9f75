// Listing benchmark: throughput and latency of one listing page through GraphQL and REST, next to a
// hand-written SQL endpoint returning the same JSON (the floor) and, on PostgreSQL, PostGraphile v4
// serving the same cards from the same database in the same run (the peer of issue 21), on PGlite
// and on PostgreSQL. The machine's load average is written next to every row.
//   npm run bench -- [--houses 100000] [--duration 10] [--connections 8] [--db pglite,postgresql]
//                    [--pg-db huiskans_bench] [--no-peer]
// Results are written to bench/results/listing.md (and printed); query plans: bench/listing-plans.ts.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, load, prepare, type Scenario, startServer } from './harness.js';
import { FIVE_FILTERS, UTRECHT } from './listing-scenarios.js';

const { values: opts } = parseArgs({
  options: {
    houses: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    db: { type: 'string', default: 'pglite,postgresql' },
    'pg-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
    'pg-db': { type: 'string', default: 'huiskans_bench' },
    'no-peer': { type: 'boolean', default: false },
  },
});
const HOUSES = Number(opts.houses);
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);

/** The client's listing query (HouseList + HouseCard), with the seller: what the peer serves too. */
const CARDS = `edges { distanceKm cursor node { id slug route price minPrice maxPrice formattedAddressLine livingM2 plotM2
  numberBedrooms houseType { name } currentHouseStatus { status label } likingUsersCount
  mainPhoto { mediumUrl medium2xUrl } sellerUser { firstName } } }`;
const LISTING_QUERY = `query Listing($first: Int, $after: String, $page: Int, $filter: HouseFilter) {
  houses(first: $first, after: $after, page: $page, filter: $filter) { totalCount totalCountIsExact maxPage ${CARDS} } }`;
const LISTING_NO_TOTAL = `query Listing($first: Int, $after: String, $page: Int, $filter: HouseFilter) {
  houses(first: $first, after: $after, page: $page, filter: $filter) { ${CARDS} } }`;
/** The deep page: houses 90,001 – 90,024 (page 3,751 of 24): by cursor; numbered pages stop at 417. */
const DEEP_OFFSET = 90_000;
const DEEPEST_PAGE = 417;

const graphql = (name: string, variables: Record<string, unknown>, query = LISTING_QUERY): Scenario => ({
  name,
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ query, variables }),
});

/** PostGraphile v4's query for the same 24 cards: newest listed houses, cover photo, type, seller. */
const peerQuery = (withTotal: boolean) => `{ allHouses(first: 24, orderBy: [SUBMITTED_AT_DESC, ID_DESC],
  condition: { moderationStatus: "approved" }) { ${withTotal ? 'totalCount' : ''} edges { cursor node { id slug price minPrice maxPrice
  city street livingM2 plotM2 numberBedrooms houseStatus likingUsersCount houseTypeByHouseTypeId { name }
  houseAssetsByHouseId(condition: { isMain: true }, first: 1) { nodes { assetByAssetId { variants } } }
  userByOwnerUserId { firstName } } } } }`;

/** The listing scenarios; the deep keyset one starts from the cursor of house 90,000 (asked of the app). */
function scenarios(deepCursor: string, peerPort: number | null): (Scenario & { port?: number })[] {
  const priceAsc = { sorting: 'PRICE_ASC' };
  const utrecht = { ...UTRECHT, range: 10, sorting: 'PRICE_ASC' };
  const five = { ...FIVE_FILTERS, sorting: 'PRICE_ASC' };
  const peer = (name: string, withTotal: boolean) => ({
    name,
    method: 'POST' as const,
    path: '/graphql',
    body: JSON.stringify({ query: peerQuery(withTotal) }),
    port: peerPort!,
  });
  return [
    graphql('GraphQL, page 1 (newest), as the client asks: with the total', { first: 24 }),
    graphql('GraphQL, page 1 (newest), without the total', { first: 24 }, LISTING_NO_TOTAL),
    ...(peerPort ? [peer('PostGraphile v4, page 1 (newest), without a total', false)] : []),
    ...(peerPort ? [peer('PostGraphile v4, page 1 (newest), with totalCount', true)] : []),
    { name: 'REST /api/houses, page 1', method: 'GET', path: '/api/houses' },
    {
      name: 'REST /api/houses, page 1, Accept-Encoding: br',
      method: 'GET',
      path: '/api/houses',
      headers: { 'accept-encoding': 'br' },
    },
    { name: 'floor: one SQL statement (exact count(*))', method: 'GET', path: '/bench/floor' },
    graphql('GraphQL, page 1 (price ↑)', { first: 24, filter: priceAsc }),
    graphql('GraphQL, Utrecht +10 km, price ↑', { first: 24, filter: utrecht }),
    {
      name: 'REST, Utrecht +10 km, price ↑',
      method: 'GET',
      path: `/api/houses?latitude=${UTRECHT.latitude}&longitude=${UTRECHT.longitude}&range=10&sorting=price_asc`,
    },
    graphql('GraphQL, five filters (Utrecht +10 km, price, bedrooms, m², type), price ↑', {
      first: 24,
      filter: { ...five, houseTypes: FIVE_FILTERS.houseTypes },
    }),
    graphql('GraphQL, 90,000 deep, keyset `after` (newest)', { first: 24, after: deepCursor }),
    graphql(`GraphQL, numbered page ${DEEPEST_PAGE} (the deepest served, newest)`, { first: 24, page: DEEPEST_PAGE }),
    {
      name: `REST, page=${DEEPEST_PAGE} (the deepest served)`,
      method: 'GET',
      path: `/api/houses?page=${DEEPEST_PAGE}`,
    },
  ];
}

/**
 * PostGraphile v4 on the same database, in a child process. Installed on first use into
 * bench/.data/peer (its own tree: postgraphile 4 needs graphql 15, the app graphql 16; as a dev
 * dependency of the app npm hoists graphql 16 under parts of it and it fails with "Unexpected input type").
 */
async function startPeer(url: string): Promise<{ port: number; child: ChildProcess }> {
  const dir = resolve(import.meta.dirname, '.data/peer');
  const bin = resolve(dir, 'node_modules/.bin/postgraphile');
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(resolve(dir, 'package.json'))) writeFileSync(resolve(dir, 'package.json'), '{"private":true}\n');
    console.log('installing postgraphile@4.14.1 into bench/.data/peer ...');
    execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', 'postgraphile@4.14.1'], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  const port = await freePort();
  const child = spawn(
    bin,
    [
      '-c',
      url,
      '--schema',
      'public',
      '--disable-default-mutations',
      '--disable-query-log',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: peerQuery(false) }),
      });
      const body = (await res.json()) as { data?: { allHouses: { edges: unknown[] } }; errors?: unknown };
      if (body.errors) throw new Error(`PostGraphile refused the benchmark query: ${JSON.stringify(body.errors)}`);
      if (body.data?.allHouses.edges.length === 24) return { port, child };
    } catch (err) {
      if (String(err).includes('refused the benchmark')) throw err;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('PostGraphile did not start');
}

/** Walks keyset pages of 100 to house 90,000 (numbered pages stop at 417) and returns its cursor. */
async function deepCursorOf(port: number): Promise<string> {
  let after: string | null = null;
  for (let n = 0; n < DEEP_OFFSET / 100; n++) {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        query: 'query($after: String) { houses(first: 100, after: $after) { pageInfo { endCursor } } }',
        variables: { after },
      }),
    });
    const body = (await res.json()) as { data?: { houses: { pageInfo: { endCursor: string | null } } } };
    after = body.data?.houses.pageInfo.endCursor ?? null;
    if (!after) throw new Error(`no house ${DEEP_OFFSET} to start the deep page from: ${JSON.stringify(body)}`);
  }
  return after!;
}

const loadNow = () => loadavg()[0].toFixed(1);
const lines: string[] = [
  `# Listing benchmark`,
  '',
  `${HOUSES.toLocaleString('nl-NL')} houses, ${CONNECTIONS} connections, ${DURATION} s per row, on this machine (${process.platform}, ${(await import('node:os')).cpus().length} cores, Node ${process.version}), ${new Date().toISOString().slice(0, 16)} UTC. Run: \`npm run bench -- --houses ${HOUSES} --db ${opts.db}\`. "load" = the 1-minute load average when the row started (2 cores shared with other work: compare rows of one run with each other).`,
  '',
  '| database | scenario | req/s | p50 ms | p95 ms | bytes/resp | errors | load |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
];
for (const kind of opts.db!.split(',')) {
  const { url, dataDir, seedSeconds } = await prepare(kind, HOUSES, opts['pg-url']!, opts['pg-db']);
  if (seedSeconds > 1) lines.push(`<!-- ${kind}: seeded in ${seedSeconds.toFixed(1)} s -->`);
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'never' });
  const peer = url && !opts['no-peer'] ? await startPeer(url) : null;
  try {
    const list = scenarios(await deepCursorOf(server.port), peer?.port ?? null);
    for (const s of list) await load(s.port ?? server.port, s, 2, CONNECTIONS); // warm-up
    for (const s of list) {
      const before = loadNow();
      const r = await load(s.port ?? server.port, s, DURATION, CONNECTIONS);
      const row = `| ${kind} | ${s.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.bytes} | ${r.errors} | ${before} |`;
      console.log(row);
      lines.push(row);
    }
  } finally {
    server.stop();
    peer?.child.kill('SIGTERM');
  }
}
mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(resolve(import.meta.dirname, 'results/listing.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
process.exit(0);
