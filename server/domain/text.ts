import { z } from 'zod';

// The one rule for text from outside. Control characters (C0, DEL, C1) mean
// nothing in any text of ours, and PostgreSQL text cannot even hold U+0000: every text input is
// built from `line` or `multiLine` below, so such input is refused with a 422 and a Dutch message
// during validation (after the rights checks), never stored, silently changed or sent to the
// database. Multi-line texts (descriptions, bio, messages) may hold tabs and line breaks.

// Unicode's Cc category: U+0000–U+001F, U+007F–U+009F; and the bidirectional embeddings,
// overrides and isolates (U+202A–U+202E LRE RLE PDF LRO RLO, U+2066–U+2069 LRI RLI FSI PDI):
// invisible, they make a text show something else than it says (a name that
// reads "Huiskans" backwards, a link whose end shows first). The directional marks U+200E/U+200F
// (LRM, RLM) and U+061C (ALM) stay allowed: they only set the direction of the neutral characters
// next to them (needed in Arabic or Hebrew text beside Latin) and cannot reverse or hide a run.
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const CONTROL_EXCEPT_LAYOUT = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;

export const CONTROL_CHARACTERS_MESSAGE = 'Dit veld bevat onzichtbare stuurtekens. Haal ze weg en probeer het opnieuw.';

/**
 * True when `value` holds a control character or a bidirectional override/isolate (tab, CR and LF
 * are fine in multi-line texts).
 */
export function hasControlCharacters(value: string, multiLineText = false): boolean {
  return (multiLineText ? CONTROL_EXCEPT_LAYOUT : CONTROL).test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/** A single-line text input (names, e-mail, keys, codes, passwords ...). */
export const line = (params?: StringParams) =>
  z.string(params).refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

/** A multi-line text input: tab, CR and LF allowed. */
export const multiLine = (params?: StringParams) =>
  z.string(params).refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE);

// Slugs are made by slugify (a-z, 0-9, '-'); anything else can name no row, so a lookup by such a
// key is "not found" without asking the database (which would refuse a NUL with an error).
const SLUG = /^[a-z0-9-]{1,200}$/;

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG.test(value);
}
