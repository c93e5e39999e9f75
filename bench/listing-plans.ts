// Query plans of the listing's statements (issue 21), as the app writes them: each scenario runs the
// domain's searchHouses (page + capped total) with the SQL captured, then EXPLAIN (ANALYZE, BUFFERS)
// of every statement on the same database. The radius rows run a second time against the btree on
// (latitude, longitude) that the GiST index replaced (inside a transaction that is rolled back).
//   npx tsx bench/listing-plans.ts [--pg-url postgresql://postgres@127.0.0.1:5432/huiskans_bench_1m]
// Writes bench/results/listing-plans.md.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/client.js';
import {
  checkListingPageDepth,
  type ListingFilter,
  listingOrder,
  parseListingFilter,
  searchHouses,
} from '../server/domain/houses/listing.js';
import type { LocationAccess } from '../server/domain/houses/location.js';
import { checkinPolicy } from '../server/domain/kernel/freshness.js';
import { numberedPage, parsePageArgs } from '../server/domain/pagination.js';
import { FIVE_FILTERS, UTRECHT } from './listing-scenarios.js';

const { values: opts } = parseArgs({
  options: { 'pg-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/huiskans_bench_1m' } },
});
const url = opts['pg-url']!;
const captured: { sql: string; params: string }[] = [];
const db = await openDatabase({ url, onQuery: (sql, params) => captured.push({ sql, params }) });
const checkins = checkinPolicy({ STATUS_CHECKIN_DAYS: 30, HOUSE_STATUS_UNKNOWN_DAYS: 90 });
const visitor: LocationAccess = { exact: 'none' };

interface Case {
  name: string;
  filter: Record<string, unknown>;
  page?: number;
}
const cases: Case[] = [
  { name: 'whole country, newest, page 1', filter: {} },
  { name: 'whole country, price ↑, page 1', filter: { sorting: 'price_asc' } },
  { name: 'Utrecht + 10 km, price ↑', filter: { ...UTRECHT, range: 10, sorting: 'price_asc' } },
  { name: 'five filters (Utrecht + 10 km, price, bedrooms, m², type), price ↑', filter: FIVE_FILTERS },
  { name: 'numbered page 417 (the deepest served), newest', filter: {}, page: 417 },
];

async function statements(c: Case) {
  const filter: ListingFilter = parseListingFilter(c.filter);
  const order = listingOrder(filter);
  checkListingPageDepth(c.page, 24);
  const request = c.page
    ? numberedPage(order, c.page, 24, { defaultSize: 24, maxSize: 100 })
    : parsePageArgs(order, { first: 24 }, { defaultSize: 24, maxSize: 100 });
  captured.length = 0;
  const result = await searchHouses(db.prisma, filter, request, visitor, checkins);
  const total = await result.total();
  return { statements: [...captured], total };
}

const client = new pg.Client({ connectionString: url });
await client.connect();
async function explain(sql: string, params: string) {
  const values = JSON.parse(params) as unknown[];
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, values);
  return rows.map((r) => r['QUERY PLAN'] as string);
}
const ms = (plan: string[]) => Number(plan.find((l) => l.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0] ?? NaN);
/** The same statement with the radius as the btree-era BETWEEN on latitude and longitude. */
const asBtree = (sql: string) =>
  sql.replace(
    /point\(h\.longitude, h\.latitude\) <@ box\(point\((\$\d+)::float8, (\$\d+)::float8\), point\((\$\d+)::float8, (\$\d+)::float8\)\)/,
    'h.latitude BETWEEN $2::float8 AND $4::float8 AND h.longitude BETWEEN $1::float8 AND $3::float8'.replace(
      /\$(\d)/g,
      (_m, i) => `__${i}__`,
    ),
  );

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const out: string[] = [
  '# Listing statements: query plans at 1,000,000 houses',
  '',
  `\`npx tsx bench/listing-plans.ts\` on ${url.replace(/^.*\//, '')}, ${new Date().toISOString().slice(0, 16)} UTC, load average ${load()} (1/5/15 min; 2 cores shared with other engineers' work).`,
  'Each statement exactly as the app runs it for a visitor (public locations), EXPLAIN (ANALYZE, BUFFERS) right after',
  'the app ran it (warm cache). "page" = the page of ids, "total" = the capped count (LIMIT 10,001).',
  '',
  '| scenario | statement | execution ms | total shown |',
  '|---|---|---:|---|',
];
const details: string[] = [];
for (const c of cases) {
  const { statements: list, total } = await statements(c);
  for (const [i, s] of list.entries()) {
    const kind = /count\(\*\)/.test(s.sql) ? 'total' : 'page';
    // Twice: the first warms the cache for this statement, the second is reported.
    await explain(s.sql, s.params);
    const plan = await explain(s.sql, s.params);
    out.push(
      `| ${c.name} | ${kind} | ${ms(plan).toFixed(2)} | ${i === list.length - 1 ? `${total.count.toLocaleString('nl-NL')}${total.exact ? '' : '+'}` : ''} |`,
    );
    details.push(
      `## ${c.name}: ${kind}`,
      '',
      '```sql',
      s.sql,
      '```',
      `params: \`${s.params}\``,
      '',
      '```',
      ...plan,
      '```',
      '',
    );
  }
}

// The radius against the btree the GiST index replaced: same statements, BETWEEN on both columns.
out.push('', '### The radius: GiST on point(longitude, latitude) against the btree on (latitude, longitude)', '');
out.push('| scenario | statement | GiST ms | btree ms |', '|---|---|---:|---:|');
for (const c of cases.filter((x) => 'range' in x.filter)) {
  const { statements: list } = await statements(c);
  const gist = [];
  for (const s of list) {
    await explain(s.sql, s.params);
    gist.push(ms(await explain(s.sql, s.params)));
  }
  await client.query('BEGIN');
  try {
    await client.query('DROP INDEX houses_listed_location_gist');
    await client.query('CREATE INDEX tmp_houses_latitude_longitude ON houses (latitude, longitude)');
    await client.query('ANALYZE houses');
    for (const [i, s] of list.entries()) {
      const sql = asBtree(s.sql).replace(/__(\d)__/g, (_m, k) => {
        // the box's parameters: $n of the original statement, in the order minLon, minLat, maxLon, maxLat
        const box = s.sql.match(
          /box\(point\((\$\d+)::float8, (\$\d+)::float8\), point\((\$\d+)::float8, (\$\d+)::float8\)\)/,
        )!;
        return box[Number(k)];
      });
      await explain(sql, s.params);
      const plan = await explain(sql, s.params);
      out.push(
        `| ${c.name} | ${/count\(\*\)/.test(s.sql) ? 'total' : 'page'} | ${gist[i].toFixed(2)} | ${ms(plan).toFixed(2)} |`,
      );
      details.push(`## ${c.name}: btree instead of GiST`, '', '```', ...plan, '```', '');
    }
  } finally {
    await client.query('ROLLBACK');
  }
}
out.push('', `Load average at the end: ${load()}.`, '', ...details);
writeFileSync(resolve(import.meta.dirname, 'results/listing-plans.md'), `${out.join('\n')}\n`);
console.log(out.slice(0, 40).join('\n'));
await client.end();
await db.close();
process.exit(0);
