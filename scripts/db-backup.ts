// npm run db:backup [-- <folder>]: a backup of the configured database (DATABASE_URL, else the
// embedded one in <DATA_DIR>/pglite, which needs the server stopped) and the uploads, into a new
// folder (default ./backups/huiskans-<time>). docs/operations.md, 'Backups'.
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../server/config.js';
import { BackupError, createBackup } from '../server/db/backup.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const dir = process.argv[2] ?? join('backups', `huiskans-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const manifest = await createBackup({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, dir);
  console.log(
    `backup gemaakt in ${dir}: ${manifest.database}, migratie ${manifest.lastMigration}, ${manifest.uploads.files} uploads`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
});
