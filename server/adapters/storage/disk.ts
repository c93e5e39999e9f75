import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertValidKey, InvalidStorageKeyError, type Storage } from '../../domain/ports/storage.js';

/** URL prefix under which the HTTP server serves `<DATA_DIR>/uploads`. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files under `<root>` (normally `<DATA_DIR>/uploads`), served at `/uploads/<key>`. */
export class DiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const full = resolve(this.root, key);
    // Belt and braces: the key check already rules this out.
    if (!full.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    // Write then rename, so a reader never sees a half-written file.
    const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    try {
      await rename(tmp, full);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    assertValidKey(key);
    return UPLOADS_URL_PREFIX + key;
  }
}

/** The uploads folder inside the data directory. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}
