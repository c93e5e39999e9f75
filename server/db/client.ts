import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';
import { trackPool } from '../metrics.js';
import { preparedStatementName } from './prepared.js';

export type Db = PrismaClient;

/** How long a request waits for a database connection (a new one, or a free one of the pool). */
export const CONNECT_TIMEOUT_MS = 1500;

export interface Database {
  prisma: PrismaClient;
  adapter: SqlMigrationAwareDriverAdapterFactory;
  /**
   * An adapter for the schema engine (server/db/migrate.ts) on one connection of its own: the
   * engine takes a session-level advisory lock, and over a pool its unlock may run on another
   * connection, leaving the lock held by an idle one until the pool drops it. `close()` ends that
   * session, so the next migration never waits on it.
   */
  openMigrationAdapter(): { adapter: SqlMigrationAwareDriverAdapterFactory; close(): Promise<void> };
  kind: 'pglite' | 'postgresql';
  /** Runs a trivial query; used by /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data directory (`dumpDataDir`) the embedded database starts from (tests' migrated template). */
  pgliteDataDump?: Blob;
  /** Called with each SQL statement, its parameters as JSON and its duration (query-count tests, metrics, bench plans). */
  onQuery?: (sql: string, params: string, durationMs: number) => void;
}

/**
 * The pooled adapter of a PostgreSQL server (the primary, or a read replica). A server that does
 * not answer (a lost network, a frozen host) fails the request within the connect timeout instead
 * of hanging it; waiting for a free pooled connection counts too, so an overloaded pool sheds load
 * as 503s. Keepalive finds connections that died silently.
 */
export function postgresAdapter(
  connectionString: string,
  { onPoolError, database = 'primary' }: { onPoolError?: (err: Error) => void; database?: 'primary' | 'replica' } = {},
) {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // /metrics shows how full it is; the adapter ends it when Prisma disconnects.
  trackPool(database, pool);
  return new PrismaPg(pool, {
    disposeExternalPool: true,
    // Its type says string; pg runs a statement without a name unprepared, as without the option.
    statementNameGenerator: preparedStatementName as (query: { sql: string }) => string,
    onPoolError,
  });
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  let adapter: SqlMigrationAwareDriverAdapterFactory;
  let closeDriver: () => Promise<void>;
  let kind: Database['kind'];
  let openMigrationAdapter: Database['openMigrationAdapter'];
  if (opts.url) {
    const connectionString = opts.url;
    adapter = postgresAdapter(connectionString);
    closeDriver = async () => {};
    kind = 'postgresql';
    openMigrationAdapter = () => {
      const pool = new pg.Pool({ connectionString, max: 1 });
      return { adapter: new PrismaPg(pool), close: () => pool.end() };
    };
  } else {
    const dir = opts.pgliteDir ?? 'memory://';
    if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
    const pglite = new PGlite({
      dataDir: dir.startsWith('memory://') ? undefined : join(dir),
      loadDataDir: opts.pgliteDataDump,
    });
    await pglite.waitReady;
    adapter = new PrismaPGlite(pglite);
    closeDriver = () => pglite.close();
    kind = 'pglite';
    // PGlite is one connection already.
    const shared = adapter;
    openMigrationAdapter = () => ({ adapter: shared, close: async () => {} });
  }
  const prisma = new PrismaClient({
    adapter,
    log: opts.onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (opts.onQuery) {
    const onQuery = opts.onQuery;
    (
      prisma as unknown as {
        $on(e: 'query', cb: (ev: { query: string; params: string; duration: number }) => void): void;
      }
    ).$on('query', (ev) => onQuery(ev.query, ev.params, ev.duration));
  }
  return {
    prisma,
    adapter,
    openMigrationAdapter,
    kind,
    async ping() {
      await prisma.$queryRaw`SELECT 1`;
    },
    async close() {
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}
