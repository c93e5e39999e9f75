import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A Mollie-shaped id (`tr_WDqYK6vllg`): the prefix and 10 random letters and digits (~59 bits).
 * A payment id is also the key to its checkout page, so it must not be guessable.
 */
export function newProviderId(prefix: 'cst' | 'tr' | 'mdt' | 'sub' | 're'): string {
  let suffix = '';
  for (let i = 0; i < 10; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${suffix}`;
}
