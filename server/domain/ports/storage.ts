/** Where uploaded and generated files live (photos, avatars). Keys are relative paths like `assets/12/medium.webp`. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Public URL path the HTTP server answers for this key. */
  url(key: string): string;
}

export class InvalidStorageKeyError extends Error {
  readonly code = 'invalid_storage_key';
  constructor(readonly key: string) {
    super(`Ongeldige opslagsleutel: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Letters, digits, '.', '_' and '-' per segment, no empty, '.' or '..' segments: a key can never
// climb out of the storage root, and it is safe to put in a URL unescaped.
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** Throws InvalidStorageKeyError unless `key` is a plain relative path (no `..`, no leading `/`). */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) throw new InvalidStorageKeyError(key);
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment) || segment === '..' || segment.endsWith('.')) throw new InvalidStorageKeyError(key);
  }
}
