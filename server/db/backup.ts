import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { uploadsDir } from '../adapters/storage/disk.js';

// One backup is a folder: the database (pg_dump's custom format, or the embedded database's data
// folder as PGlite's own tarball), a copy of the uploads folder and manifest.json saying what it
// holds. Restoring goes into an empty database only, unless forced: a restore over live data is
// almost always a mistake (the wrong DATABASE_URL), and it cannot be undone.

const run = promisify(execFile);

export const MANIFEST_FILE = 'manifest.json';
const PG_DUMP_FILE = 'database.dump';
const PGLITE_FILE = 'pglite.tar.gz';
const UPLOADS = 'uploads';
const FORMAT = 'huiskans-backup';

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: 'postgresql' | 'pglite';
  /** The newest migration in the backed-up database. */
  lastMigration: string | null;
  uploads: { files: number; bytes: number };
}

export interface BackupTarget {
  /** A PostgreSQL server's database; without it the embedded database in `<dataDir>/pglite`. */
  databaseUrl?: string;
  /** DATA_DIR: holds `uploads/` (and `pglite/`). */
  dataDir: string;
}

export class BackupError extends Error {}

/** Writes a backup of `target` into the new folder `dir` and returns its manifest. */
export async function createBackup(target: BackupTarget, dir: string): Promise<Manifest> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) throw new BackupError(`${dir} bestaat al en is niet leeg`);
  const pgliteDir = join(target.dataDir, 'pglite');
  if (!target.databaseUrl) {
    if (!existsSync(pgliteDir)) throw new BackupError(`geen database gevonden in ${pgliteDir}`);
    assertPgliteClosed(pgliteDir);
  }
  await mkdir(dir, { recursive: true });
  let lastMigration: string | null;
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(dir, PG_DUMP_FILE)}`], {
      env: libpqEnv(target.databaseUrl),
    });
    lastMigration = await withPg(target.databaseUrl, lastMigrationOf);
  } else {
    const db = new PGlite({ dataDir: pgliteDir });
    try {
      lastMigration = await lastMigrationOf(db);
      const tarball = await db.dumpDataDir('gzip');
      await writeFile(join(dir, PGLITE_FILE), Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  const source = uploadsDir(target.dataDir);
  if (existsSync(source)) {
    // A `.tmp` file is an upload being written (DiskStorage renames it into place when complete).
    await cp(source, join(dir, UPLOADS), { recursive: true, filter: (path) => !path.endsWith('.tmp') });
  }
  const manifest: Manifest = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    database: target.databaseUrl ? 'postgresql' : 'pglite',
    lastMigration,
    uploads: await folderSize(join(dir, UPLOADS)),
  };
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores the backup in `dir` into `target`. Refuses a database that has tables, or an uploads
 * folder with files, unless `force`: then those are emptied first.
 */
export async function restoreBackup(
  dir: string,
  target: BackupTarget,
  { force = false }: { force?: boolean } = {},
): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const kind = target.databaseUrl ? 'postgresql' : 'pglite';
  if (manifest.database !== kind) {
    throw new BackupError(
      `deze backup is van een ${manifest.database}-database en kan niet in een ${kind}-database worden teruggezet`,
    );
  }
  const uploads = uploadsDir(target.dataDir);
  if (!force && (await folderSize(uploads)).files > 0) {
    throw new BackupError(`${uploads} bevat al bestanden; gebruik --force om ze te vervangen`);
  }
  if (target.databaseUrl) await restorePostgres(join(dir, PG_DUMP_FILE), target.databaseUrl, force);
  else await restorePglite(join(dir, PGLITE_FILE), join(target.dataDir, 'pglite'), force);
  await rm(uploads, { recursive: true, force: true });
  if (existsSync(join(dir, UPLOADS))) await cp(join(dir, UPLOADS), uploads, { recursive: true });
  else await mkdir(uploads, { recursive: true });
  const restored = await folderSize(uploads);
  if (restored.files !== manifest.uploads.files || restored.bytes !== manifest.uploads.bytes) {
    throw new BackupError(
      `uploads onvolledig teruggezet: ${restored.files} van ${manifest.uploads.files} bestanden, ${restored.bytes} van ${manifest.uploads.bytes} bytes`,
    );
  }
  return manifest;
}

export async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new BackupError(`${dir} is geen Huiskans-backup (geen leesbare ${MANIFEST_FILE})`);
  }
  if (manifest.format !== FORMAT || manifest.version !== 1) {
    throw new BackupError(`${dir}: onbekend backupformaat ${manifest.format} ${manifest.version}`);
  }
  return manifest;
}

async function restorePostgres(dumpFile: string, url: string, force: boolean) {
  await withPg(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n === 0) return;
    if (!force) throw new BackupError(`de database heeft al ${rows[0].n} tabellen; gebruik --force om ze te vervangen`);
    // Everything Huiskans keeps (tables, the contrib extensions of the migrations) lives in public.
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  });
  // One transaction: a failed restore leaves the database as empty as it was.
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${databaseName(url)}`,
      dumpFile,
    ],
    { env: libpqEnv(url) },
  );
}

/**
 * PGlite is one process: opened a second time while the server has it open, the copy may be torn
 * and the server's files damaged. An open PGlite keeps postmaster.pid in its folder.
 */
function assertPgliteClosed(pgliteDir: string) {
  if (existsSync(join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `de database in ${pgliteDir} is in gebruik: stop Huiskans eerst (draait het niet, dan is het na een crash blijven staan: start en stop Huiskans één keer)`,
    );
  }
}

async function restorePglite(tarball: string, pgliteDir: string, force: boolean) {
  if (existsSync(pgliteDir) && (await readdir(pgliteDir)).length > 0) {
    assertPgliteClosed(pgliteDir);
    if (!force) throw new BackupError(`${pgliteDir} bevat al een database; gebruik --force om hem te vervangen`);
    await rm(pgliteDir, { recursive: true });
  }
  await mkdir(pgliteDir, { recursive: true });
  const db = new PGlite({ dataDir: pgliteDir, loadDataDir: new Blob([await readFile(tarball)]) });
  await db.waitReady;
  await db.close();
}

type Queryable = { query<T>(sql: string): Promise<{ rows: T[] }> };

async function lastMigrationOf(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name DESC LIMIT 1',
  );
  return rows[0]?.name ?? null;
}

async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The connection as libpq's variables, so the password is not on pg_dump's command line (ps). */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname) || 'localhost',
    PGPORT: u.port || '5432',
    PGDATABASE: databaseName(url),
  };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Number and total size of the files under `dir` (0 when it does not exist). */
export async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}
