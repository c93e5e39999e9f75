// Matching benchmark: a profile's first kansen page next to the listing page with the
// same filters (GraphQL and REST, through the app), re-matching one changed house against all
// profiles, and re-matching one saved profile against all houses — on the large seed plus synthetic
// profiles (prisma/seed/large.ts seedLargeProfiles).
//   npm run bench:matching -- [--houses 20000] [--profiles 20000] [--samples 60] [--db pglite,postgresql]
// Results are written to bench/results/matching.md (and printed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { seedLargeProfiles } from '../prisma/seed/large.js';
import { openDatabase } from '../server/db/client.js';
import { createSession, SESSION_COOKIE } from '../server/domain/accounts/sessions.js';
import { HOUSE_STATUS_KEYS } from '../server/domain/houses/statuses.js';
import { rematchHouse, rematchSearchProfile } from '../server/domain/matching/store.js';
import { percentile, prepare, startServer } from './harness.js';

const { values: opts } = parseArgs({
  options: {
    houses: { type: 'string', default: '20000' },
    profiles: { type: 'string', default: '20000' },
    samples: { type: 'string', default: '60' },
    db: { type: 'string', default: 'pglite' },
    'pg-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
  },
});
const HOUSES = Number(opts.houses);
const PROFILES = Number(opts.profiles);
const SAMPLES = Number(opts.samples);
const PAGE = 12;

const CARD = `id slug route price minPrice maxPrice formattedAddressLine livingM2 numberBedrooms
  currentHouseStatus { status label } mainPhoto { mediumUrl medium2xUrl }`;
const KANSEN = `query ($id: ID!) { searchProfile(id: $id) { matches(first: ${PAGE}) { totalCount
  edges { exact reasons { code label } node { ${CARD} } } } } }`;
const LISTING = `query ($filter: HouseFilter) { houses(first: ${PAGE}, filter: $filter) { totalCount
  edges { node { ${CARD} } } } }`;

interface Sample {
  id: number;
  userId: number;
  cookie: string;
  /** The listing filter with the profile's wishes (GraphQL HouseFilter). */
  filter: Record<string, unknown>;
  /** The same as REST query parameters. */
  query: string;
}

const ms = (from: number) => performance.now() - from;
const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const fmt = (x: number) => x.toFixed(1);

/** The listing filter of a profile: its place, range, budget, bedrooms, living area, types, facilities, tags; not sold. */
async function samplesOf(db: Awaited<ReturnType<typeof openDatabase>>): Promise<Sample[]> {
  const rows = await db.prisma.searchQuery.findMany({
    where: { slug: { startsWith: 'bench-zoekprofiel-' } },
    include: { houseTypes: true, facilities: true, tags: true },
    orderBy: { id: 'asc' },
  });
  const step = Math.max(1, Math.floor(rows.length / SAMPLES));
  const picked = rows.filter((_r, i) => i % step === 0).slice(0, SAMPLES);
  const samples: Sample[] = [];
  for (const p of picked) {
    const filter = {
      type: p.queryType,
      code: p.queryCode,
      ...(p.range > 0 && { latitude: p.latitude, longitude: p.longitude, range: p.range }),
      ...(p.priceMin !== null && { priceMin: p.priceMin }),
      ...(p.priceMax !== null && { priceMax: p.priceMax }),
      bedrooms: p.numberBedroomsMin,
      ...(p.livingM2Min !== null && { livingM2Min: p.livingM2Min }),
      houseTypes: p.houseTypes.map((t) => String(t.houseTypeId)),
      facilities: p.facilities.map((f) => String(f.facilityId)),
      tags: p.tags.map((t) => String(t.tagId)),
      statuses: HOUSE_STATUS_KEYS.filter((s) => s !== 'sold'),
    };
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(filter)) {
      const name = k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`); // livingM2Min → living_m2_min
      if (Array.isArray(v)) for (const x of v) params.append(`${name}[]`, x);
      else if (v !== null && v !== undefined) params.set(name, String(v));
    }
    const token = await createSession(db.prisma, p.userId!);
    samples.push({
      id: p.id,
      userId: p.userId!,
      cookie: `${SESSION_COOKIE}=${token}`,
      filter,
      query: params.toString(),
    });
  }
  return samples;
}

async function timed(port: number, path: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
  const text = await res.text();
  if (!res.ok || text.includes('"errors"')) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return ms(started);
}

const lines: string[] = [
  '# Matching benchmark',
  '',
  `${HOUSES.toLocaleString('nl-NL')} houses, ${PROFILES.toLocaleString('nl-NL')} search profiles, ${SAMPLES} sampled profiles, one request at a time, on this machine (${process.platform}, ${cpus().length} cores, Node ${process.version}). Run: \`npm run bench:matching\`.`,
  '',
];

for (const kind of opts.db!.split(',')) {
  const { url, dataDir } = await prepare(kind, HOUSES, opts['pg-url']!);
  const db = await openDatabase({ url, pgliteDir: resolve(dataDir, 'pglite') });
  const have = await db.prisma.searchQuery.count({ where: { slug: { startsWith: 'bench-zoekprofiel-' } } });
  if (have < PROFILES)
    await seedLargeProfiles({ prisma: db.prisma, count: PROFILES - have, log: (m) => console.log(`[${kind}] ${m}`) });
  const samples = await samplesOf(db);

  // Saving a profile: its rows against all houses.
  const profileTimes: number[] = [];
  let kansen = 0;
  for (const s of samples) {
    const started = performance.now();
    await rematchSearchProfile(db.prisma, s.id);
    profileTimes.push(ms(started));
    kansen += await db.prisma.searchProfileMatch.count({ where: { searchProfileId: s.id } });
  }
  // A changed house: its rows against all profiles.
  const houses = await db.prisma.$queryRaw<{ id: number }[]>`SELECT id FROM houses
    WHERE moderation_status = 'approved' AND house_status <> 'sold' ORDER BY hashint4(id) LIMIT ${SAMPLES}`;
  const houseTimes: number[] = [];
  let searchers = 0;
  for (const h of houses) {
    const started = performance.now();
    await rematchHouse(db.prisma, h.id);
    houseTimes.push(ms(started));
    searchers += await db.prisma.searchProfileMatch.count({ where: { houseId: h.id } });
  }
  await db.close();

  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'never' });
  try {
    const post = (cookie: string, body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
      body: JSON.stringify(body),
    });
    const get = (cookie: string): RequestInit => ({ headers: { 'x-requested-with': 'XMLHttpRequest', cookie } });
    const runs = {
      'GraphQL kansen page (SearchProfile.matches)': (s: Sample) =>
        timed(
          server.port,
          '/graphql',
          post(s.cookie, { query: KANSEN, variables: { id: encodeGlobalID('SearchProfile', s.id) } }),
        ),
      'GraphQL listing page, same filters (houses)': (s: Sample) =>
        timed(server.port, '/graphql', post(s.cookie, { query: LISTING, variables: { filter: s.filter } })),
      'REST kansen (/api/search_queries/{id}/opportunities)': (s: Sample) =>
        timed(server.port, `/api/search_queries/${s.id}/opportunities?limit=${PAGE}`, get(s.cookie)),
      'REST listing, same filters (/api/houses)': (s: Sample) =>
        timed(server.port, `/api/houses?${s.query}`, get(s.cookie)),
    };
    const times = Object.fromEntries(Object.keys(runs).map((k) => [k, [] as number[]]));
    for (const s of samples.slice(0, 5)) for (const run of Object.values(runs)) await run(s); // warm-up
    for (let round = 0; round < 2; round++)
      for (const s of samples) for (const [name, run] of Object.entries(runs)) times[name].push(await run(s));

    lines.push(`## ${kind}`, '', '| what | p50 ms | p95 ms |', '|---|---:|---:|');
    for (const [name, xs] of Object.entries(times)) {
      const { p50, p95 } = stats(xs);
      lines.push(`| ${name} | ${fmt(p50)} | ${fmt(p95)} |`);
    }
    const house = stats(houseTimes);
    const profile = stats(profileTimes);
    lines.push(
      `| re-match one changed house against all ${PROFILES.toLocaleString('nl-NL')} profiles (rematchHouse, in process) | ${fmt(house.p50)} | ${fmt(house.p95)} |`,
      `| re-match one saved profile against all ${HOUSES.toLocaleString('nl-NL')} houses (rematchSearchProfile, in process) | ${fmt(profile.p50)} | ${fmt(profile.p95)} |`,
      '',
      `Sampled profiles have ${(kansen / samples.length).toFixed(1)} kansen on average; sampled houses ${(searchers / houses.length).toFixed(1)} matching profiles.`,
      '',
    );
    console.log(lines.join('\n'));
  } finally {
    server.stop();
  }
}
mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(resolve(import.meta.dirname, 'results/matching.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
process.exit(0);
