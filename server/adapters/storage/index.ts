import type { Storage } from '../../domain/ports/storage.js';
import { DiskStorage, uploadsDir } from './disk.js';

export { assertValidKey, InvalidStorageKeyError, type Storage } from '../../domain/ports/storage.js';
export { DiskStorage, UPLOADS_URL_PREFIX, uploadsDir } from './disk.js';

/** The configured storage: a disk folder under DATA_DIR (an S3-compatible one can come later). */
export function createStorage(config: { DATA_DIR: string }): Storage {
  return new DiskStorage(uploadsDir(config.DATA_DIR));
}
