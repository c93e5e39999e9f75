import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../prisma/seed/demo.js';
import { DiskStorage, uploadsDir } from '../../server/adapters/storage/index.js';
import { BackupError, type BackupTarget, createBackup, restoreBackup } from '../../server/db/backup.js';
import { openDatabase } from '../../server/db/client.js';
import { applyMigrations } from '../../server/db/migrate.js';
import { createEmptyDatabase } from '../helpers/database.js';

// A seeded database with photos, backed up and restored into an empty one: the same rows and the
// same files. On PGlite by default, on the PostgreSQL server of TEST_DATABASE_URL when set (CI runs both).

const serverUrl = process.env.TEST_DATABASE_URL;

/** A place to back up from or restore into: a data folder, and a new database on the server. */
async function makeTarget(root: string, name: string) {
  const dataDir = join(root, name);
  const database = serverUrl ? await createEmptyDatabase(serverUrl) : undefined;
  const target: BackupTarget = { databaseUrl: database?.url, dataDir };
  const open = () => openDatabase({ url: target.databaseUrl, pgliteDir: join(dataDir, 'pglite') });
  return { target, open, drop: async () => database?.drop() };
}

async function fingerprint(target: { open: () => ReturnType<typeof openDatabase>; target: BackupTarget }) {
  const db = await target.open();
  try {
    const p = db.prisma;
    const [houses, users, notifications, threads, payments, assets] = await Promise.all([
      p.house.count(),
      p.user.count(),
      p.notification.count(),
      p.thread.count(),
      p.payment.count(),
      p.asset.count(),
    ]);
    const emails = (await p.user.findMany({ select: { email: true }, orderBy: { id: 'asc' } })).map((u) => u.email);
    return { houses, users, notifications, threads, payments, assets, emails };
  } finally {
    await db.close();
  }
}

/** Every file under the uploads folder with the SHA-256 of its bytes. */
async function uploadsFingerprint(dataDir: string) {
  const dir = uploadsDir(dataDir);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const e of entries.filter((e) => e.isFile())) {
    const path = join(e.parentPath, e.name);
    files[relative(dir, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let root: string;
  let source: Awaited<ReturnType<typeof makeTarget>>;
  let restored: Awaited<ReturnType<typeof makeTarget>>;
  const backupDir = () => join(root, 'backup');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'huiskans-backup-'));
    source = await makeTarget(root, 'source');
    restored = await makeTarget(root, 'restored');
    const db = await source.open();
    try {
      await applyMigrations(db);
      await seedDemo({
        prisma: db.prisma,
        storage: new DiskStorage(uploadsDir(source.target.dataDir)),
        houseCount: 30,
      });
    } finally {
      await db.close();
    }
  }, 240_000);
  afterAll(async () => {
    await source?.drop();
    await restored?.drop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('restores the same houses, users, messages, payments and photo files into an empty database', async () => {
    const manifest = await createBackup(source.target, backupDir());
    expect(manifest.database).toBe(serverUrl ? 'postgresql' : 'pglite');
    expect(manifest.lastMigration).toMatch(/^\d{14}_/);

    await restoreBackup(backupDir(), restored.target);

    const before = await fingerprint(source);
    expect(before.houses).toBe(30);
    for (const n of [before.users, before.notifications, before.threads, before.payments, before.assets]) {
      expect(n).toBeGreaterThan(0);
    }
    expect(await fingerprint(restored)).toEqual(before);
    const photos = await uploadsFingerprint(source.target.dataDir);
    expect(Object.keys(photos).length).toBeGreaterThanOrEqual(before.assets);
    expect(manifest.uploads.files).toBe(Object.keys(photos).length);
    expect(await uploadsFingerprint(restored.target.dataDir)).toEqual(photos);
  }, 120_000);

  it('refuses to restore over a database with data, unless forced', async () => {
    // The previous test restored into `restored`: it is no longer empty.
    await expect(restoreBackup(backupDir(), restored.target)).rejects.toThrow(BackupError);
    const db = await restored.open();
    try {
      await db.prisma.house.deleteMany({ where: { id: { gt: 0 } } });
      expect(await db.prisma.house.count()).toBe(0);
    } finally {
      await db.close();
    }
    await restoreBackup(backupDir(), restored.target, { force: true });
    expect((await fingerprint(restored)).houses).toBe(30);
  }, 120_000);

  it.skipIf(serverUrl)('refuses to back up or restore over an embedded database that is open', async () => {
    const pid = join(source.target.dataDir, 'pglite', 'postmaster.pid');
    await writeFile(pid, '-42\n');
    try {
      await expect(createBackup(source.target, join(root, 'while-open'))).rejects.toThrow(/in gebruik: stop Huiskans/);
    } finally {
      await rm(pid);
    }
    const db = await restored.open(); // holds postmaster.pid while open
    try {
      await expect(restoreBackup(backupDir(), restored.target, { force: true })).rejects.toThrow(/in gebruik/);
    } finally {
      await db.close();
    }
  });

  it('refuses a folder that is not a backup, and a backup of the other kind of database', async () => {
    await expect(restoreBackup(root, restored.target, { force: true })).rejects.toThrow(/geen Huiskans-backup/);
    const other: BackupTarget = serverUrl
      ? { dataDir: restored.target.dataDir }
      : { databaseUrl: 'postgresql://nobody@127.0.0.1:1/none', dataDir: restored.target.dataDir };
    await expect(restoreBackup(backupDir(), other, { force: true })).rejects.toThrow(/kan niet in een/);
  });
});
