// npm run db:restore -- <folder> [--force]: puts a backup of db:backup back into the configured
// database and DATA_DIR/uploads. Only into an empty database and an empty uploads folder, unless
// --force (which first empties them). Stop the server(s) first. docs/operations.md, 'Backups'.

import { ConfigError, loadConfig } from '../server/config.js';
import { BackupError, restoreBackup } from '../server/db/backup.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [dir, ...rest] = args.filter((a) => a !== '--force');
  if (!dir || rest.length) throw new BackupError('gebruik: npm run db:restore -- <backupmap> [--force]');
  const config = loadConfig();
  const manifest = await restoreBackup(dir, { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, { force });
  console.log(
    `backup van ${manifest.createdAt} teruggezet: ${manifest.database}, migratie ${manifest.lastMigration}, ${manifest.uploads.files} uploads`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
});
