import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  /** The factory also drives migrations (server/db/migrate.ts). */
  adapter: SqlMigrationAwareDriverAdapterFactory;
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
  /** Called with each SQL statement (query-count tests, debugging). */
  onQuery?: (sql: string) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  let adapter: SqlMigrationAwareDriverAdapterFactory;
  let closeDriver: () => Promise<void>;
  let kind: Database['kind'];
  if (opts.url) {
    adapter = new PrismaPg({ connectionString: opts.url, max: 10 });
    closeDriver = async () => {};
    kind = 'postgresql';
  } else {
    const dir = opts.pgliteDir ?? 'memory://';
    if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
    const pglite = new PGlite(dir.startsWith('memory://') ? undefined : join(dir));
    await pglite.waitReady;
    adapter = new PrismaPGlite(pglite);
    closeDriver = () => pglite.close();
    kind = 'pglite';
  }
  const prisma = new PrismaClient({
    adapter,
    log: opts.onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (opts.onQuery) {
    const onQuery = opts.onQuery;
    (prisma as unknown as { $on(e: 'query', cb: (ev: { query: string }) => void): void }).$on('query', (ev) =>
      onQuery(ev.query),
    );
  }
  return {
    prisma,
    adapter,
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
