// Alerts benchmark: announcing one new house to the searchers whose profile it fits
// ('Direct': a notification and an e-mail each, through the outbox), and the daily digest for many
// searchers with pending alerts (one transaction, notifications and one e-mail per searcher).
//   npm run bench:alerts -- [--instant 1000] [--daily 10000] [--per-searcher 3]
// PostgreSQL (a fresh database huiskans_bench_alerts on --pg-url). Results: bench/results/alerts.md.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createOutboxMailer } from '../server/adapters/mail/index.js';
import { createInProcessPubSub } from '../server/adapters/pubsub/index.js';
import { openDatabase } from '../server/db/client.js';
import { applyMigrations } from '../server/db/migrate.js';
import { announceMatches } from '../server/domain/alerts/announce.js';
import { sendDailyDigest } from '../server/domain/alerts/digest.js';

const { values: opts } = parseArgs({
  options: {
    instant: { type: 'string', default: '1000' },
    daily: { type: 'string', default: '10000' },
    'per-searcher': { type: 'string', default: '3' },
    'pg-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
  },
});
const INSTANT = Number(opts.instant);
const DAILY = Number(opts.daily);
const PER = Number(opts['per-searcher']);
const NAME = 'huiskans_bench_alerts';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: opts['pg-url'] });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin(`CREATE DATABASE ${NAME}`);
const url = new URL(opts['pg-url']!);
url.pathname = `/${NAME}`;
const db = await openDatabase({ url: url.toString() });
await applyMigrations(db);
const prisma = db.prisma;
const pubsub = createInProcessPubSub();
const deps = {
  prisma,
  pubsub,
  mail: createOutboxMailer(prisma),
  config: { APP_URL: 'http://localhost:3000', STATUS_CHECKIN_DAYS: 30, HOUSE_STATUS_UNKNOWN_DAYS: 90 },
};

// Data by SQL: a seller with PER + 1 houses, INSTANT + DAILY searchers with one profile each.
const seller = await prisma.user.create({ data: { slug: 'verkoper', firstName: 'V', lastName: 'K', email: 'v@x.nl' } });
await prisma.$executeRawUnsafe(`
  INSERT INTO houses (slug, street, street_number, postal_code, city, owner_user_id, moderation_status, price, sort_price, updated_at)
  SELECT 'huis-' || g, 'Teststraat', g::text, '3511AB', 'Utrecht', ${seller.id}, 'approved', 400000 + g, 400000 + g, now()
  FROM generate_series(1, ${PER + 1}) g`);
const houseIds = (await prisma.house.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((h) => h.id);
const total = INSTANT + DAILY;
await prisma.$executeRawUnsafe(`
  INSERT INTO users (slug, first_name, last_name, email, match_alerts, updated_at)
  SELECT 'zoeker-' || g, 'Zoeker', g::text, 'zoeker' || g || '@x.nl', CASE WHEN g <= ${INSTANT} THEN 'instant' ELSE 'daily' END, now()
  FROM generate_series(1, ${total}) g`);
await prisma.$executeRawUnsafe(`
  INSERT INTO search_queries (slug, user_id, query, updated_at)
  SELECT 'zoekprofiel-' || u.id, u.id, 'Utrecht', now() FROM users u WHERE u.slug LIKE 'zoeker-%'`);
const profiles = await prisma.searchQuery.findMany({
  select: { id: true, user: { select: { matchAlerts: true } } },
  orderBy: { id: 'asc' },
});
const instantProfiles = profiles.filter((p) => p.user?.matchAlerts === 'instant');
const dailyProfiles = profiles.filter((p) => p.user?.matchAlerts === 'daily');

const lines: string[] = [];
const time = async <T>(label: string, work: () => Promise<T>) => {
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  lines.push(`| ${label} | ${(ms / 1000).toFixed(2)} s |`);
  console.log(label, `${ms.toFixed(0)} ms`, result);
  return result;
};

// One new house fits every instant searcher's profile.
await time(
  `announce 1 house to ${INSTANT} searchers ('Direct': notification + e-mail each)`,
  async () =>
    (
      await announceMatches(
        deps,
        instantProfiles.map((p) => ({ searchProfileId: p.id, houseId: houseIds[PER] })),
      )
    ).length,
);
// PER houses fit every daily searcher's profile: recorded (one call per house, as listing them would).
await time(`record ${PER} houses × ${DAILY} searchers ('Dagelijks overzicht')`, async () => {
  let n = 0;
  for (const houseId of houseIds.slice(0, PER))
    n += (
      await announceMatches(
        deps,
        dailyProfiles.map((p) => ({ searchProfileId: p.id, houseId })),
      )
    ).length;
  return n;
});
await time(`daily digest: ${DAILY} searchers × ${PER} alerts`, () => sendDailyDigest(deps));

const report = `# Alerts benchmark

\`npm run bench:alerts -- --instant ${INSTANT} --daily ${DAILY} --per-searcher ${PER}\`, PostgreSQL on the same
machine (${cpus().length} cores, load ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')} at the end), outbox mailer (a database row per e-mail), in-process pub/sub.

| step | time |
|---|---|
${lines.join('\n')}
`;
writeFileSync(resolve(import.meta.dirname, 'results/alerts.md'), report);
console.log(report);
await pubsub.close();
await db.close();
await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
