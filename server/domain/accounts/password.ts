import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum (not usable under isolatedModules); 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

// OWASP Password Storage Cheat Sheet, argon2id minimum: 19 MiB memory, 2 passes, 1 lane.
// About 30-50 ms per hash here: slow enough to hurt guessing, fast enough for a login.
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`) with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * True when `password` matches `passwordHash`. A missing hash (account without a password) or a
 * malformed one is a plain `false`, never an exception, so callers have one failure path.
 */
export async function verifyPassword(password: string, passwordHash: string | null | undefined): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with other parameters than today's: rehash it after a successful login. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      o.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      o.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      o.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
