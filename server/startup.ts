import type { Logger } from 'pino';
import { type Config, isLoopbackUrl } from './config.js';
import type { Database } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import type { Storage } from './domain/ports/storage.js';
import { seedReferenceData } from './domain/reference-data/seed-reference.js';

/**
 * Whether a start may put the demo into an empty database. The demo accounts share a published
 * password, so `auto` (the default) seeds only what is certainly a laptop: the embedded database
 * (no DATABASE_URL) at a localhost APP_URL, which is what `npm install && npm start` gives a
 * newcomer. A deployment (a PostgreSQL server, or a public APP_URL) gets the demo only with
 * SEED_DEMO=always.
 */
export function demoSeedWanted(config: Pick<Config, 'SEED_DEMO' | 'DATABASE_URL' | 'APP_URL'>): boolean {
  if (config.SEED_DEMO !== 'auto') return config.SEED_DEMO === 'always';
  return !config.DATABASE_URL && isLoopbackUrl(config.APP_URL);
}

export interface PrepareDatabaseOptions {
  config: Config;
  db: Database;
  storage: Storage;
  log: Logger;
  /** Houses of the demo when it is seeded (default 1,200; tests ask for fewer). */
  demoHouseCount?: number;
}

/** What every start does before it serves: migrations, the reference data, the demo when wanted. */
export async function prepareDatabase({ config, db, storage, log, demoHouseCount }: PrepareDatabaseOptions) {
  const applied = await applyMigrations(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  // Reference data (house types, tags, facilities ...) follows the catalog on every start.
  await seedReferenceData(db.prisma);
  if (!demoSeedWanted(config)) {
    log.info({ SEED_DEMO: config.SEED_DEMO, database: db.kind }, 'demo data not seeded');
    return;
  }
  // Loaded only here, so a production start without the demo never loads its 1,400 lines (the
  // bundle keeps it in a chunk of its own).
  const { seedDemo } = await import('../prisma/seed/demo.js');
  const seeded = await seedDemo({
    prisma: db.prisma,
    storage,
    houseCount: demoHouseCount,
    log: (m: string) => log.info(m),
  });
  if (!seeded.skipped) log.info('demo data seeded');
}
