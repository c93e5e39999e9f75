import type { TestDatabase } from './database.js';

const statements = new WeakMap<TestDatabase, string>();

/**
 * Per table its row count and a sum of row hashes (every column, in no order), to prove that a
 * request changed nothing: compare two fingerprints with `changedTables`. One statement, no sort.
 * `except`: tables left out (the same for every call on a database).
 */
export async function dbFingerprint(
  db: TestDatabase,
  except: ReadonlySet<string> = new Set(),
): Promise<Record<string, string>> {
  let sql = statements.get(db);
  if (!sql) {
    const tables = await db.prisma.$queryRawUnsafe<{ name: string }[]>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
       ORDER BY table_name`,
    );
    sql = tables
      .filter(({ name }) => !except.has(name))
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, count(*) || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0) AS hash FROM "${name}" x`,
      )
      .join(' UNION ALL ');
    statements.set(db, sql);
  }
  const rows = await db.prisma.$queryRawUnsafe<{ name: string; hash: string }[]>(sql);
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((name) => before[name] !== after[name]);
