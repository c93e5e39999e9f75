import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client.js';
import { applyMigrations } from '../../server/db/migrate.js';

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
  const db = await openDatabase({ url: server?.url, pgliteDir: 'memory://', onQuery: (sql) => queries.push(sql) });
  await applyMigrations(db, opts.migrateUntil);
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
