// `npm run db:diff -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL
// that brings the committed migrations up to prisma/schema.prisma (computed on an in-memory PGlite).
// `npm run db:diff -- --check` exits 1 when the schema and the migrations have drifted (CI).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.js';
import { diffAgainstSchema, MIGRATIONS_DIR } from '../server/db/migrate.js';

const arg = process.argv[2];
if (!arg) {
  console.error('Gebruik: npm run db:diff -- <naam> | --check');
  process.exit(2);
}
const db = await openDatabase({});
const sql = (await diffAgainstSchema(db)).trim();
await db.close();
const empty = sql === '' || sql === '-- This is an empty migration.';
if (arg === '--check') {
  if (!empty) {
    console.error(
      'prisma/schema.prisma en prisma/migrations lopen uiteen; maak een migratie met npm run db:diff -- <naam>:\n' +
        sql,
    );
    process.exit(1);
  }
  console.log('Migraties zijn bij met prisma/schema.prisma.');
} else if (empty) {
  console.log('Geen verschil: geen migratie nodig.');
} else {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = join(MIGRATIONS_DIR, `${stamp}_${arg.replace(/\W+/g, '_')}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'migration.sql'), `${sql}\n`);
  writeFileSync(join(MIGRATIONS_DIR, 'migration_lock.toml'), 'provider = "postgresql"\n');
  console.log(`Nieuwe migratie: ${dir}`);
}
