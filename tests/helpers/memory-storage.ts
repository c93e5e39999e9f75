import { assertValidKey, type Storage, UPLOADS_URL_PREFIX } from '../../server/adapters/storage/index.js';

/** Storage that keeps files in memory, for tests where nothing should touch the disk. */
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
