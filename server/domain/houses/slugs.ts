import { randomInt } from 'node:crypto';
import { slugify } from '../kernel/house-presentation.js';

// Public house slugs: street, city and ten random letters — no house number,
// no postcode, nothing derived from the id. Letters only, so the suffix never reads as a number and
// the route's trailing "-{id}" stays unambiguous. Earlier slugs live on in house_slug_redirects
// (migration 20261123115631_public_house_slugs makes the same shape in SQL).

const LETTERS = 'bcdfghjkmnpqrstv';
const SUFFIX_LENGTH = 10;

/** A new slug for a house at this address; `pick(n)` draws 0 … n − 1 (crypto by default, seeded in the demo). */
export function newHouseSlug(
  address: { street: string | null; city: string | null },
  pick: (n: number) => number = randomInt,
): string {
  const suffix = Array.from({ length: SUFFIX_LENGTH }, () => LETTERS[pick(LETTERS.length)]).join('');
  return [slugify(address.street ?? ''), slugify(address.city ?? ''), suffix].filter(Boolean).join('-');
}
