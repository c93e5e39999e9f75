import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import migrate from '@prisma/migrate';
import { fromRoot } from '../paths.js';
import type { Database, Db } from './client.js';

// Migrations are plain SQL folders in prisma/migrations, applied by Prisma's WebAssembly schema
// engine through the same driver adapter the app uses: identical on PGlite and PostgreSQL, and no
// native engine download (see docs/decisions/0002-migrations.md).

export const MIGRATIONS_DIR = fromRoot('prisma/migrations');
export const SCHEMA_FILE = fromRoot('prisma/schema.prisma');
const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** The migration folders, in the order they apply. */
function migrationNames(baseDir = MIGRATIONS_DIR, until?: string): string[] {
  return existsSync(baseDir)
    ? readdirSync(baseDir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && (until === undefined || d.name <= until))
        .map((d) => d.name)
        .sort()
    : [];
}

function migrationsList(baseDir = MIGRATIONS_DIR, until?: string) {
  const dirs = migrationNames(baseDir, until);
  const lockPath = join(baseDir, 'migration_lock.toml');
  return {
    baseDir,
    lockfile: {
      path: 'migration_lock.toml' as const,
      content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql' as const,
        content: { tag: 'ok' as const, value: readFileSync(join(baseDir, name, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

type Migratable = Pick<Database, 'openMigrationAdapter'>;

async function withEngine<T>(db: Migratable, fn: (engine: Engine) => Promise<T>) {
  const connection = db.openMigrationAdapter();
  try {
    const engine = (await migrate.SchemaEngineWasm.setup({
      adapter: bindMigrationAwareSqlAdapterFactory(connection.adapter),
    })) as unknown as Engine;
    try {
      return await fn(engine);
    } finally {
      await engine.stop();
    }
  } finally {
    await connection.close();
  }
}

interface Engine {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  migrateDiff(input: unknown): Promise<{ exitCode: number }>;
  runCommand(cmd: 'diff', input: unknown): Promise<{ exitCode: number; stdout?: string }>;
  stop(): Promise<void>;
}

/**
 * Applies every migration not yet recorded in _prisma_migrations (or only those up to the one named
 * `until`: tests of a data migration); returns the names applied.
 */
export async function applyMigrations(db: Migratable, until?: string): Promise<string[]> {
  return withEngine(db, async (engine) => {
    const out = await engine.applyMigrations({
      migrationsList: migrationsList(MIGRATIONS_DIR, until),
      filters: NO_FILTERS,
    });
    return out.appliedMigrationNames;
  });
}

/**
 * SQL that brings a database holding every committed migration up to prisma/schema.prisma.
 * `db` must be such a database (scripts/db-diff.ts uses a fresh in-memory PGlite).
 */
export async function diffAgainstSchema(db: Migratable): Promise<string> {
  return withEngine(db, async (engine) => {
    await engine.applyMigrations({ migrationsList: migrationsList(), filters: NO_FILTERS });
    const out = await engine.runCommand('diff', {
      from: {
        tag: 'schemaDatasource',
        files: [{ path: SCHEMA_FILE, content: readFileSync(SCHEMA_FILE, 'utf8') }],
        configDir: resolve(SCHEMA_FILE, '..'),
      },
      to: { tag: 'schemaDatamodel', files: [{ path: SCHEMA_FILE, content: readFileSync(SCHEMA_FILE, 'utf8') }] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return out.stdout ?? '';
  });
}

/**
 * The committed migrations this database has not finished (all of them on an empty database):
 * /readyz is not ready while any is pending. Two small statements whatever the data.
 */
export async function pendingMigrations(prisma: Pick<Db, '$queryRaw'>): Promise<string[]> {
  const committed = migrationNames();
  const [table] = await prisma.$queryRaw<{ present: boolean }[]>`
    SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`;
  const applied = table?.present
    ? await prisma.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`
    : [];
  const done = new Set(applied.map((row) => row.migration_name));
  return committed.filter((name) => !done.has(name));
}
