import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client.js';
import { applyMigrations } from '../../server/db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (CI runs the suite both ways). Counts SQL statements.
 */
export interface TestDatabase extends Database {
  /** SQL statements run since the last reset. */
  queries: string[];
  resetQueryLog(): void;
}

/** `migrateUntil`: apply only the migrations up to that one (to test a later data migration). */
export async function createTestDatabase(opts: { migrateUntil?: string } = {}): Promise<TestDatabase> {
  const queries: string[] = [];
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const name = `huiskans_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const db = await openDatabase({ url, pgliteDir: 'memory://', onQuery: (sql) => queries.push(sql) });
  await applyMigrations(db.adapter, opts.migrateUntil);
  queries.length = 0;
  return {
    ...db,
    queries,
    resetQueryLog: () => {
      queries.length = 0;
    },
    async close() {
      await db.close();
      await drop();
    },
  };
}
