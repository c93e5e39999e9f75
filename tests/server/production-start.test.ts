import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../prisma/seed/demo.js';
import { ConfigError, loadConfig } from '../../server/config.js';
import { applyMigrations } from '../../server/db/migrate.js';
import { demoSeedWanted, prepareDatabase } from '../../server/startup.js';
import { createEmptyDatabase, createTestDatabase } from '../helpers/database.js';
import { createMemoryStorage } from '../helpers/memory-storage.js';
import { buildServerBundle, type ServerProcess, startServerProcess } from '../helpers/server-process.js';

// The demo accounts share a published password: a start seeds them only on a laptop (the embedded
// database at a localhost APP_URL) unless SEED_DEMO=always asks for them (server/startup.ts).

const ROOT = resolve(import.meta.dirname, '../..');
const PUBLIC = { APP_URL: 'https://www.huiskans.nl', MOLLIE_API_KEY: 'live_abc' };
const POSTGRES = { DATABASE_URL: 'postgresql://db.internal/huiskans' };

describe('SEED_DEMO', () => {
  it.each([
    ['the embedded database on a laptop (npm start)', { NODE_ENV: 'production' }, true],
    ['a PostgreSQL server', { NODE_ENV: 'production', ...POSTGRES }, false],
    ['the embedded database at a public APP_URL', { NODE_ENV: 'production', ...PUBLIC }, false],
    ['SEED_DEMO=always on a PostgreSQL server', { SEED_DEMO: 'always', ...POSTGRES, ...PUBLIC }, true],
    ['SEED_DEMO=never on a laptop', { SEED_DEMO: 'never' }, false],
  ])('%s: %s', (_name, env, wanted) => {
    expect(demoSeedWanted(loadConfig(env))).toBe(wanted);
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});

describe('preparing the database at start-up', () => {
  const log = pino({ level: 'silent' });
  const demoUsers = (db: { prisma: { user: { count(a: object): Promise<number> } } }) =>
    db.prisma.user.count({ where: { email: { in: Object.values(DEMO_ACCOUNTS) } } });

  it('seeds the demo into an empty database by default, and by SEED_DEMO=always with DATABASE_URL', {
    timeout: 120_000,
  }, async () => {
    for (const env of [{}, { SEED_DEMO: 'always', ...POSTGRES }]) {
      const db = await createTestDatabase();
      try {
        const config = loadConfig(env);
        await prepareDatabase({ config, db, storage: createMemoryStorage(), log, demoHouseCount: 3 });
        expect(await demoUsers(db)).toBe(4);
        expect(await db.prisma.house.count()).toBe(3);
      } finally {
        await db.close();
      }
    }
  });

  // The schema engine takes a session-level advisory lock; were its unlock to run on another pooled
  // connection, the next start's migration would wait on an idle session (Prisma P1002). PGlite is
  // one session, in which the lock is re-entrant.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'leaves no advisory lock behind, so the next migration starts at once',
    { timeout: 60_000 },
    async () => {
      const db = await createTestDatabase();
      try {
        const advisoryLocks = () =>
          db.prisma.$queryRaw<{ n: bigint }[]>`
          SELECT count(*) AS n FROM pg_locks
          WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
        expect(Number((await advisoryLocks())[0].n)).toBe(0);
        const started = Date.now();
        expect(await applyMigrations(db)).toEqual([]);
        expect(Date.now() - started).toBeLessThan(9_000);
        expect(Number((await advisoryLocks())[0].n)).toBe(0);
      } finally {
        await db.close();
      }
    },
  );

  it('seeds nothing with DATABASE_URL and the default SEED_DEMO, but the reference data', {
    timeout: 60_000,
  }, async () => {
    const db = await createTestDatabase();
    try {
      await prepareDatabase({
        config: loadConfig({ NODE_ENV: 'production', ...POSTGRES }),
        db,
        storage: createMemoryStorage(),
        log,
      });
      expect(await db.prisma.user.count()).toBe(0);
      expect(await db.prisma.houseType.count()).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});

describe('the server bundle', () => {
  it('imports only production dependencies (a deployment may install nothing else)', () => {
    buildServerBundle();
    const bundle = serverBundleFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const packages = new Set(
      [...bundle.matchAll(/(?:\bfrom|\bimport\()\s*["']([^"'.][^"']*)["']/g)]
        .map((m) => m[1])
        .filter((name) => !name.startsWith('node:'))
        .map((name) =>
          name
            .split('/')
            .slice(0, name.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    );
    expect(packages.size).toBeGreaterThan(10);
    expect([...packages].filter((name) => !(name in dependencies))).toEqual([]);
  });

  it('keeps the demo seed out of the start: a chunk loaded only when the demo is seeded', () => {
    buildServerBundle();
    const main = readFileSync(join(ROOT, 'dist/server/main.js'), 'utf8');
    const seedChunks = serverBundleFiles().filter((file) =>
      readFileSync(file, 'utf8').includes(DEMO_ACCOUNTS.searcher),
    );
    expect(seedChunks.map((file) => relative(ROOT, file))).toEqual([
      expect.stringMatching(/^dist\/server\/chunks\/demo-/),
    ]);
    expect(main).toMatch(/await import\("\.\/chunks\/demo-[\w-]+\.js"\)/);
  });
});

function serverBundleFiles(): string[] {
  return readdirSync(join(ROOT, 'dist/server'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(ROOT, 'dist/server', name));
}

// `npm start`'s own path on a deployment: the compiled server, NODE_ENV=production, an empty
// PostgreSQL database. Needs a PostgreSQL server (TEST_DATABASE_URL; CI's second pass).
const serverUrl = process.env.TEST_DATABASE_URL;
describe.runIf(serverUrl)('npm start against an empty PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let server: ServerProcess | undefined;
  let dataDir: string;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createEmptyDatabase(serverUrl!);
    dataDir = mkdtempSync(join(tmpdir(), 'huiskans-start-'));
    server = await startServerProcess(
      { DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
      { inheritEnv: false, timeoutMs: 60_000 },
    );
    baseUrl = server.baseUrl;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and answers GraphQL, and creates no accounts at all', async () => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ houses(first: 1) { totalCount } }' }),
    });
    expect(await res.json()).toEqual({ data: { houses: { totalCount: 0 } } });

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const count = async (table: string) =>
        Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
      expect(await count('users')).toBe(0);
      expect(await count('house_types')).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});
