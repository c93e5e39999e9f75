import { z } from 'zod';
import { InputError, inputErrorFromIssues } from '../errors.js';
import {
  blankToNull,
  movingWishField,
  optionalWholeNumber,
  references,
  toNumber,
  wholeNumber,
} from '../kernel/form-fields.js';
import { MAX_RANGE_KM } from '../kernel/listing.js';
import { calculateMaxMortgage } from '../mortgage/calculator.js';
import { line } from '../text.js';

// The search-profile command (spec §3 "Search profile", the zoekprofiel wizard of §2): camelCase,
// owned by this schema. GraphQL passes its input through; REST renames its snake_case at its edge.
// Keys that are absent stay as they are (an update may send one wizard step); unknown keys are
// ignored, so the legacy client may PUT the whole profile object back.

const MAX_PRICE = 100_000_000;

/** Place types a profile may be centred on (as /api/ngr/find names them). */
export const PROFILE_PLACE_TYPES = ['woonplaats', 'gemeente', 'adres', 'postcode', 'weg'] as const;

export const SEARCH_PROFILE_MESSAGES = {
  range: `De afstand moet tussen 0 en ${MAX_RANGE_KM} km liggen.`,
  priceInverted: 'De maximumprijs moet hoger zijn dan de minimumprijs.',
  chooseSuggestion: 'Selecteer een suggestie uit de lijst.',
  houseTypes: 'Kies woningtypes uit de lijst.',
  houseFacilities: 'Kies faciliteiten uit de lijst.',
  tags: 'Kies kenmerken uit de lijst.',
} as const;

const coordinate = (label: string, limit: number) =>
  z
    .preprocess(
      toNumber,
      z
        .number({ error: `${label} moet een getal zijn.` })
        .min(-limit)
        .max(limit, `${label} is ongeldig.`)
        .nullable(),
    )
    .optional();
/** A cleared list (null) is an empty one. */
const refs = (message: string) => z.preprocess((v) => (v === null ? [] : v), references(message));

export const searchProfileInputSchema = z.object({
  /** A suggestion id of the place lookup (/api/ngr/find): query, type, code and point come from it. */
  placeId: z.preprocess(blankToNull, line().trim().max(100).nullable()).optional(),
  query: z.preprocess(blankToNull, line({ error: 'De plaats moet tekst zijn.' }).trim().max(200).nullable()).optional(),
  queryType: z
    .preprocess(
      blankToNull,
      z.enum(PROFILE_PLACE_TYPES, { error: SEARCH_PROFILE_MESSAGES.chooseSuggestion }).nullable(),
    )
    .optional(),
  queryCode: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : blankToNull(v)), line().trim().max(32).nullable())
    .optional(),
  latitude: coordinate('Breedtegraad', 90),
  longitude: coordinate('Lengtegraad', 180),
  range: z
    .preprocess(
      toNumber,
      z
        .number({ error: 'De afstand moet een getal zijn.' })
        .int('De afstand moet een heel aantal kilometers zijn.')
        .min(0, SEARCH_PROFILE_MESSAGES.range)
        .max(MAX_RANGE_KM, SEARCH_PROFILE_MESSAGES.range),
    )
    .optional(),
  numberBedroomsMin: z.preprocess(toNumber, wholeNumber('Het aantal slaapkamers', 20)).optional(),
  priceMin: optionalWholeNumber('De minimumprijs', MAX_PRICE),
  priceMax: optionalWholeNumber('De maximumprijs', MAX_PRICE),
  livingM2Min: optionalWholeNumber('De woonoppervlakte', 100_000),
  movingMonths: movingWishField,
  houseTypes: refs(SEARCH_PROFILE_MESSAGES.houseTypes).optional(),
  houseFacilities: refs(SEARCH_PROFILE_MESSAGES.houseFacilities).optional(),
  /** The same list under the short name the listing filters use. */
  facilities: refs(SEARCH_PROFILE_MESSAGES.houseFacilities).optional(),
  tags: refs(SEARCH_PROFILE_MESSAGES.tags).optional(),
});
export type SearchProfileInput = z.infer<typeof searchProfileInputSchema>;

/** Defaults of a new profile (spec §3: number_bedrooms_min 1; range 0 = the place itself). */
export const NEW_SEARCH_PROFILE = { numberBedroomsMin: 1, range: 0 } as const;

/**
 * The command's valid fields and the errors of the others: the checks that need the database (place,
 * reference data, the stored budget) still run on what is valid, so that one answer names every
 * wrong field.
 */
export function parseSearchProfileInput(raw: unknown): { input: SearchProfileInput; errors: Record<string, string[]> } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new InputError({ input: ['Geef het zoekprofiel op.'] });
  const parsed = searchProfileInputSchema.safeParse(raw);
  let input: SearchProfileInput = {};
  let errors: Record<string, string[]> = {};
  if (parsed.success) input = parsed.data;
  else {
    errors = inputErrorFromIssues(parsed.error.issues).fields;
    const valid = Object.fromEntries(Object.entries(raw).filter(([key]) => !(key in errors)));
    const again = searchProfileInputSchema.safeParse(valid);
    if (again.success) input = again.data;
  }
  const oneCoordinate = (input.latitude == null) !== (input.longitude == null);
  if (oneCoordinate && !errors.latitude && !errors.longitude)
    errors.latitude = ['Geef zowel breedte- als lengtegraad op.'];
  return { input, errors };
}

/** Rules over the profile as it will be stored (an update may send only one side of the budget). */
export function mergedProfileErrors(merged: {
  priceMin: number | null;
  priceMax: number | null;
}): Record<string, string[]> {
  return merged.priceMin !== null && merged.priceMax !== null && merged.priceMin > merged.priceMax
    ? { priceMax: [SEARCH_PROFILE_MESSAGES.priceInverted] }
    : {};
}

/**
 * The maximum mortgage stored with a profile (zoek/maximale-hypotheek): the calculator's input, from
 * which the server computes the amount itself (a client never sends the amount); null clears it.
 * Absent (or the stored amount sent back): unchanged. A refused calculation is one error under `maxMortgage` (the calculator's own
 * query named the fields before).
 */
export function parseProfileMortgage(raw: unknown): { maxMortgage?: number | null; errors: Record<string, string[]> } {
  const value = raw && typeof raw === 'object' ? (raw as { maxMortgage?: unknown }).maxMortgage : undefined;
  // A number is the stored amount as the legacy client PUTs the profile back: unchanged.
  if (value === undefined || typeof value === 'number') return { errors: {} };
  if (value === null) return { maxMortgage: null, errors: {} };
  try {
    return { maxMortgage: calculateMaxMortgage(value).maximum, errors: {} };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return { errors: { maxMortgage: [Object.values(err.fields)[0]?.[0] ?? err.message] } };
  }
}
