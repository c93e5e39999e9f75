// Abusive uploads against the running server: a visitor's 280 MB upload (REST
// photos and GraphQL multipart, streamed without Content-Length) and a logged-in owner's 20 photos
// of 100 megapixels each (PNG decompression bombs of 12 KB). For each: the answer, the time until
// it came, and the server's memory (RSS) before, at its peak and after. Then a normal listing
// query under load, alone and while the attacks repeat, with its p50/p95.
//   npm run bench:abuse-uploads -- [--houses 5000] [--duration 10] [--connections 4] [--rounds 3]
// Results: bench/results/abuse-uploads.md (and printed). PGlite, as `npm start` runs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { seedLarge } from '../prisma/seed/large.js';
import { createStorage } from '../server/adapters/storage/index.js';
import { openDatabase } from '../server/db/client.js';
import { applyMigrations } from '../server/db/migrate.js';
import { createSession, SESSION_COOKIE } from '../server/domain/accounts/sessions.js';
import { seedReferenceData } from '../server/domain/reference-data/seed-reference.js';
import { pngBomb } from '../tests/helpers/png-bomb.js';
import { type ChildServer, load, percentile, startServer } from './harness.js';

const { values: opts } = parseArgs({
  options: {
    houses: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
  },
});
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);
const ROUNDS = Number(opts.rounds);
const DATA_DIR = resolve(import.meta.dirname, '.data/abuse-uploads');
const MB = 1024 * 1024;
const ATTACK_BYTES = 280 * MB;

const LISTING = JSON.stringify({
  query: `query Listing($first: Int) { houses(first: $first) { totalCount edges { node { id slug route price
    formattedAddressLine livingM2 numberBedrooms likingUsersCount mainPhoto { mediumUrl } } } } }`,
  variables: { first: 24 },
});

/** A database with houses, one owner with a house of their own, and that owner's session cookie. */
async function prepare() {
  const db = await openDatabase({ pgliteDir: resolve(DATA_DIR, 'pglite') });
  await applyMigrations(db);
  await seedReferenceData(db.prisma);
  const have = await db.prisma.house.count();
  if (have < Number(opts.houses)) {
    console.log(`seeding ${Number(opts.houses) - have} houses ...`);
    await seedLarge({ prisma: db.prisma, count: Number(opts.houses) - have, storage: createStorage({ DATA_DIR }) });
  }
  const email = 'aanvaller@bench.huiskans.nl';
  const owner =
    (await db.prisma.user.findUnique({ where: { email } })) ??
    (await db.prisma.user.create({
      data: { email, slug: 'bench-aanvaller', firstName: 'Bench', lastName: 'Eigenaar' },
    }));
  const house =
    (await db.prisma.house.findFirst({ where: { ownerUserId: owner.id } })) ??
    (await db.prisma.house.create({
      data: {
        slug: 'bench-huis',
        ownerUserId: owner.id,
        street: 'Benchstraat',
        city: 'Utrecht',
        moderationStatus: 'new',
      },
    }));
  const visitorTarget = (await db.prisma.house.findFirstOrThrow({ where: { ownerUserId: { not: owner.id } } })).id;
  const cookie = `${SESSION_COOKIE}=${await createSession(db.prisma, owner.id)}`;
  await db.close();
  return { cookie, ownHouse: house.id, visitorTarget };
}

interface Answer {
  status: number | string;
  ms: number;
  sentMB: number;
}

/** Resident and peak memory of the server process, in MB (Linux /proc). */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Streams `bytes` of body (no Content-Length) and resolves when the answer arrives: the status and
 * the milliseconds from the first byte sent. The rest of the upload is abandoned then.
 */
function streamUpload(port: number, path: string, bytes: number, headers: Record<string, string>) {
  return new Promise<Answer>((done, fail) => {
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest', ...headers } },
      (res) => {
        answered = true;
        res.resume();
        done({ status: res.statusCode ?? 0, ms: performance.now() - started, sentMB: sent / MB });
        req.destroy();
      },
    );
    req.on('error', (err) => (answered ? undefined : fail(err)));
    const pump = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** One multipart POST (fetch): its status (with the result type of a GraphQL answer) and time. */
async function postForm(port: number, path: string, form: FormData, cookie: string) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
    body: form,
  });
  const body = (await res.json()) as { data?: Record<string, { __typename?: string }> };
  const typename = Object.values(body.data ?? {})[0]?.__typename;
  return { status: typename ? `${res.status} ${typename}` : res.status, ms: performance.now() - started, sentMB: 0 };
}

function bombs(fields: (i: number) => string) {
  const bomb = new Uint8Array(pngBomb(10_000, 10_000));
  const form = new FormData();
  for (let i = 0; i < 20; i++) form.append(fields(i), new File([bomb], `bom-${i + 1}.png`, { type: 'image/png' }));
  return form;
}

interface Attack {
  name: string;
  run: (port: number) => Promise<Answer>;
}

function attacks(ctx: Awaited<ReturnType<typeof prepare>>): Attack[] {
  const multipart = { 'content-type': 'multipart/form-data; boundary=grens' };
  return [
    {
      name: 'visitor, 280 MB to REST /api/houses/{id}/photos',
      run: (port) => streamUpload(port, `/api/houses/${ctx.visitorTarget}/photos`, ATTACK_BYTES, multipart),
    },
    {
      name: 'visitor, 280 MB GraphQL multipart',
      run: (port) => streamUpload(port, '/graphql', ATTACK_BYTES, multipart),
    },
    {
      name: 'owner, 20 × 100 MP photos (REST)',
      run: (port) =>
        postForm(
          port,
          `/api/houses/${ctx.ownHouse}/photos`,
          bombs(() => 'photos[]'),
          ctx.cookie,
        ),
    },
    {
      name: 'owner, 20 × 100 MP photos (GraphQL uploadHousePhotos)',
      run: (port) => {
        const form = bombs((i) => String(i));
        const operations = new FormData();
        const houseId = encodeGlobalID('House', ctx.ownHouse);
        operations.append(
          'operations',
          JSON.stringify({
            query: 'mutation($input: UploadHousePhotosInput!) { uploadHousePhotos(input: $input) { __typename } }',
            variables: { input: { houseId, photos: Array(20).fill(null) } },
          }),
        );
        operations.append(
          'map',
          JSON.stringify(
            Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, [`variables.input.photos.${i}`]])),
          ),
        );
        for (const [key, value] of form) operations.append(key, value);
        return postForm(port, '/graphql', operations, ctx.cookie);
      },
    },
  ];
}

/** The listing under load for DURATION seconds: p50/p95 and requests per second. */
const listing = (port: number) =>
  load(port, { name: 'listing', method: 'POST', path: '/graphql', body: LISTING }, DURATION, CONNECTIONS);

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main() {
  const ctx = await prepare();
  const server: ChildServer = await startServer({ DATA_DIR, DATABASE_URL: '', SEED_DEMO: 'never' });
  const lines = [
    '# Abusive uploads',
    '',
    `${Number(opts.houses).toLocaleString('nl-NL')} houses on PGlite; the app in a child process (\`bench/serve.ts\`, NODE_ENV=production); ${cpus().length} cores, Node ${process.version}. Run: \`npm run bench:abuse-uploads\`.`,
    '',
    '## Each attack, alone',
    '',
    `Median of ${ROUNDS} rounds. RSS of the server process in MB: before the attack, its peak (VmHWM, since start) and after.`,
    '',
    '| attack | answer | time to answer ms | body sent before the answer MB | RSS before | RSS peak | RSS after |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  try {
    await listing(server.port); // warm-up: the first queries compile plans and fill caches
    for (const attack of attacks(ctx)) {
      const before = memory(server.pid);
      const runs = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await attack.run(server.port));
      await new Promise((r) => setTimeout(r, 500));
      const after = memory(server.pid);
      const median = runs.sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
      const row = `| ${attack.name} | ${median.status} | ${fmt(median.ms, 1)} | ${fmt(median.sentMB, 1)} | ${fmt(before.rss)} | ${fmt(after.peak)} | ${fmt(after.rss)} |`;
      console.log(row);
      lines.push(row);
    }

    lines.push(
      '',
      '## The listing while the attacks repeat',
      '',
      `GraphQL listing page (24 houses), ${CONNECTIONS} connections, ${DURATION} s; during the attack the four attacks above run one after another, over and over.`,
      '',
      '| listing | req/s | p50 ms | p95 ms | errors | attacks answered | their median time ms |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    const quiet = await listing(server.port);
    lines.push(`| alone | ${fmt(quiet.rps)} | ${fmt(quiet.p50, 1)} | ${fmt(quiet.p95, 1)} | ${quiet.errors} | – | – |`);
    let attacking = true;
    const times: number[] = [];
    const loop = (async () => {
      const list = attacks(ctx);
      for (let i = 0; attacking; i++) times.push((await list[i % list.length].run(server.port)).ms);
    })();
    const loud = await listing(server.port);
    attacking = false;
    await loop;
    times.sort((a, b) => a - b);
    lines.push(
      `| during the attacks | ${fmt(loud.rps)} | ${fmt(loud.p50, 1)} | ${fmt(loud.p95, 1)} | ${loud.errors} | ${times.length} | ${fmt(percentile(times, 50), 1)} |`,
    );
    const end = memory(server.pid);
    lines.push('', `Server RSS at the end: ${fmt(end.rss)} MB, peak over the whole run: ${fmt(end.peak)} MB.`);
  } finally {
    server.stop();
  }
  mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(resolve(import.meta.dirname, 'results/abuse-uploads.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  process.exit(0);
}

await main();
