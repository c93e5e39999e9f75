import { DiskStorage, UPLOADS_URL_PREFIX, uploadsDir } from './disk.js';
import { assertValidKey, type Storage } from './types.js';

export { DiskStorage, UPLOADS_URL_PREFIX, uploadsDir } from './disk.js';
export { assertValidKey, InvalidStorageKeyError, type Storage } from './types.js';

/** The configured storage: a disk folder under DATA_DIR (an S3-compatible one can come later). */
export function createStorage(config: { DATA_DIR: string }): Storage {
  return new DiskStorage(uploadsDir(config.DATA_DIR));
}

/** Keeps files in memory; for tests, where nothing should touch the disk. */
export function createMemoryStorage(): Storage & {
  readonly files: Map<string, { data: Buffer; contentType: string }>;
} {
  const files = new Map<string, { data: Buffer; contentType: string }>();
  return {
    files,
    async put(key, data, contentType) {
      assertValidKey(key);
      files.set(key, { data: Buffer.from(data), contentType });
    },
    async get(key) {
      assertValidKey(key);
      return files.get(key)?.data ?? null;
    },
    async delete(key) {
      assertValidKey(key);
      files.delete(key);
    },
    url(key) {
      assertValidKey(key);
      return UPLOADS_URL_PREFIX + key;
    },
  };
}
