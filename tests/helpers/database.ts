import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { type Database, openDatabase } from '../../server/db/client.js';
import { applyMigrations, MIGRATIONS_DIR } from '../../server/db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (CI runs the suite both ways). Counts SQL statements.
 */
export interface TestDatabase extends Database {
  /** The PostgreSQL database's URL (for server processes of a test); undefined on PGlite. */
  url?: string;
  /** SQL statements run since the last reset. */
  queries: string[];
  resetQueryLog(): void;
}

/** `migrateUntil`: apply only the migrations up to that one (to test a later data migration). */
export async function createTestDatabase(opts: { migrateUntil?: string } = {}): Promise<TestDatabase> {
  const queries: string[] = [];
  const serverUrl = process.env.TEST_DATABASE_URL;
  const server = serverUrl ? await createEmptyDatabase(serverUrl) : undefined;
  // PGlite starts from a migrated copy (applying every migration costs seconds per test file).
  const template = !server && opts.migrateUntil === undefined ? await migratedPgliteTemplate() : undefined;
  const db = await openDatabase({
    url: server?.url,
    pgliteDir: 'memory://',
    pgliteDataDump: template,
    onQuery: (sql) => queries.push(sql),
  });
  if (!template) await applyMigrations(db, opts.migrateUntil);
  queries.length = 0;
  return {
    ...db,
    url: server?.url,
    queries,
    resetQueryLog: () => {
      queries.length = 0;
    },
    async close() {
      await db.close();
      await server?.drop();
    },
  };
}

/** A new, empty database (no tables) on the PostgreSQL server of `serverUrl`, and how to drop it. */
export async function createEmptyDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `huiskans_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const ARTIFACTS = resolve(import.meta.dirname, '../.artifacts');
let template: Promise<Blob> | undefined;

/**
 * The data directory of a PGlite database with every migration applied, kept in tests/.artifacts
 * under a key of the migrations and the PGlite version, so a test run migrates once, not per file.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(ARTIFACTS, `pglite-migrated-${migrationsKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const pglite = new PGlite();
    try {
      await applyMigrations({
        openMigrationAdapter: () => ({ adapter: new PrismaPGlite(pglite), close: async () => {} }),
      });
      const dump = await pglite.dumpDataDir('none');
      mkdirSync(ARTIFACTS, { recursive: true });
      // Test files run in parallel processes: write aside, then rename into place.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      for (const stale of readdirSync(ARTIFACTS).filter((f) => /^pglite-migrated-\w+\.tar$/.test(f))) {
        if (join(ARTIFACTS, stale) !== file) rmSync(join(ARTIFACTS, stale), { force: true });
      }
      return dump;
    } finally {
      await pglite.close();
    }
  })();
  return template;
}

function migrationsKey(): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ).version,
  );
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    const sql = join(MIGRATIONS_DIR, name, 'migration.sql');
    if (existsSync(sql)) hash.update(name).update(readFileSync(sql));
  }
  return hash.digest('hex').slice(0, 16);
}
