import { z } from 'zod';
import { line } from '../text.js';

/** The moving terms a profile and the status screens offer (registration offers fewer: accounts/validation.ts). */
export const PROFILE_MOVING_MONTHS = [0, 1, 3, 6, 12, 24] as const;

// Field primitives the wizard commands share (the house and the search profile): what the legacy
// client sends as form strings ("3", "") is read as the number or null it means, with Dutch messages.

export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Digits in a string become a number; a blank string null; anything else is left for the schema to refuse. */
export const toNumber = (v: unknown) => {
  const b = blankToNull(v);
  return typeof b === 'string' && Number.isFinite(Number(b)) ? Number(b) : b;
};

/** A whole number from 0 to `max`. */
export const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} moet een getal zijn.` })
    .int(`${label} moet een heel getal zijn.`)
    .min(0, `${label} mag niet negatief zijn.`)
    .max(max, `${label} is te groot.`);

/** A whole number that may be left out or cleared (null). */
export const optionalWholeNumber = (label: string, max: number) =>
  z.preprocess(toNumber, wholeNumber(label, max).nullable()).optional();

/** A reference to reference data: its id (number or digits) or its key; objects like {id, key, name} too. */
export const reference = z.preprocess(
  (v) => (v && typeof v === 'object' ? ((v as { id?: unknown; key?: unknown }).id ?? (v as { key?: unknown }).key) : v),
  z.union([z.number().int().positive(), line().trim().min(1).max(64)], { error: 'Ongeldige keuze.' }),
);

/** A list of references (at most 50). */
export const references = (message = 'Geef een lijst.') =>
  z.array(reference, { error: message }).max(50, 'Te veel keuzes.');

/** The moving wish of a house or a search profile: one of a member's options (spec §3), or cleared. */
export const movingWishField = z
  .preprocess(
    toNumber,
    z
      .number({ error: 'Kies een verhuistermijn.' })
      .refine((n) => (PROFILE_MOVING_MONTHS as readonly number[]).includes(n), 'Kies een verhuistermijn uit de lijst.')
      .nullable(),
  )
  .optional();

/** Yes or no, also as the form strings 'true'/'false'/'1'/'0' (and 1/0). */
export const yesNo = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: 'Kies ja of nee.' }),
);
