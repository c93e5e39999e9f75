// npm run db:seed [-- --large N]
// Seeds the configured database (DATABASE_URL, else PGlite in <DATA_DIR>/pglite): migrations, then the
// demo (only when there are no users yet), then optionally N synthetic houses for benchmarks.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createStorage } from '../../server/adapters/storage/index.js';
import { ConfigError, loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { applyMigrations } from '../../server/db/migrate.js';
import { seedDemo } from './demo.js';
import { seedLarge } from './large.js';

const USAGE = `Gebruik: npm run db:seed [-- --large AANTAL]

  (zonder opties)   demodata in een lege database: accounts, ~1.200 huizen, foto's
  --large AANTAL    daarna nog AANTAL synthetische huizen voor benchmarks (bijv. 100000)`;

function parseCount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/[_.]/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--large verwacht een positief aantal, niet "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { large: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const large = parseCount(values.large);
  const config = loadConfig();
  const log = (message: string) => console.log(message);

  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') });
  try {
    log(
      `database: ${db.kind === 'postgresql' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.DATA_DIR, 'pglite')}`}`,
    );
    const applied = await applyMigrations(db);
    if (applied.length) log(`migraties toegepast: ${applied.join(', ')}`);
    const storage = createStorage(config);
    const demo = await seedDemo({ prisma: db.prisma, storage, log });
    if (!demo.skipped) log(`demodata klaar in ${(demo.ms / 1000).toFixed(1)} s`);
    if (large) {
      const result = await seedLarge({ prisma: db.prisma, count: large, storage, log });
      log(`${result.houses.toLocaleString('nl-NL')} synthetische huizen in ${(result.ms / 1000).toFixed(1)} s`);
    }
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    (err instanceof Error && /^--large|Unknown option|Unexpected argument/.test(err.message))
  ) {
    console.error(err.message);
    console.error(USAGE);
  } else {
    console.error(err);
  }
  process.exitCode = 1;
});
