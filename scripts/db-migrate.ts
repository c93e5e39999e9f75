// npm run db:migrate: applies the migrations not yet applied to the configured database
// (DATABASE_URL, else PGlite in <DATA_DIR>/pglite). `npm start` does the same before it serves.
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { applyMigrations } from '../server/db/migrate.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') });
  try {
    const applied = await applyMigrations(db);
    console.log(applied.length ? `migraties toegepast: ${applied.join(', ')}` : 'geen nieuwe migraties');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
});
