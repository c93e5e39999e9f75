import { z } from 'zod';
import { InputError, inputErrorFromIssues } from '../errors.js';
import { blankToNull, references, toNumber, yesNo } from '../kernel/form-fields.js';
import { line } from '../text.js';
import { MAX_RANGE_METRES, MIN_RANGE_METRES } from './work-area.js';

// The advisor-profile command (spec §3 "Advisor"): camelCase, owned by this schema.
// GraphQL passes its input through; REST renames its snake_case at its edge. Keys that are absent
// stay as they are on an update; unknown keys are ignored (a client may PUT the advisor JSON back).

export const ADVISOR_MESSAGES = {
  organisationName: 'Vul de naam van je organisatie in.',
  address: 'Vul het adres van je kantoor in.',
  range: 'Je werkgebied moet tussen 1 en 15 km liggen.',
  expertisesRequired: 'Kies minstens één expertise.',
  expertises: 'Kies expertises uit de lijst.',
  certificates: 'Kies certificaten uit de lijst.',
  certificateNotForExpertises: 'Kies alleen certificaten die bij je expertises horen.',
  languagesRequired: 'Kies minstens één taal.',
  languages: 'Kies talen uit de lijst.',
  acceptTerms: 'Ga akkoord met de voorwaarden om je adviesprofiel te publiceren.',
  exists: 'Je hebt al een adviesprofiel.',
  notYours: 'Dit is niet jouw adviesprofiel.',
  login: 'Log in om je adviesprofiel te beheren.',
} as const;

const name = (label: string, max: number) =>
  z
    .preprocess(
      blankToNull,
      line({ error: `${label} moet tekst zijn.` })
        .trim()
        .min(2, `${label} moet minstens 2 tekens bevatten.`)
        .max(max, `${label} mag maximaal ${max} tekens bevatten.`)
        .nullable(),
    )
    .optional();

/** A cleared list (null) is an empty one. */
const refs = (message: string) => z.preprocess((v) => (v === null ? [] : v), references(message)).optional();

export const advisorInputSchema = z.object({
  organisationName: name('De naam van je organisatie', 120),
  /** The office's own name; the organisation's name when left empty. */
  officeName: name('De naam van je kantoor', 120),
  /** The office address, as the house address: the id of the lookup's result, or postcode + number. */
  ngrAddressId: z.preprocess(blankToNull, line().trim().max(100).nullable()).optional(),
  postalCode: z.preprocess(blankToNull, line().nullable()).optional(),
  streetNumber: z.preprocess((v) => (typeof v === 'number' ? String(v) : blankToNull(v)), line().nullable()).optional(),
  expertises: refs(ADVISOR_MESSAGES.expertises),
  certificates: refs(ADVISOR_MESSAGES.certificates),
  languages: refs(ADVISOR_MESSAGES.languages),
  isAvailableOfficehours: yesNo.optional(),
  isAvailableEvenings: yesNo.optional(),
  isAvailableWeekends: yesNo.optional(),
  range: z
    .preprocess(
      toNumber,
      z
        .number({ error: 'Je werkgebied moet een getal (meters) zijn.' })
        .int('Je werkgebied moet een heel aantal meters zijn.')
        .min(MIN_RANGE_METRES, ADVISOR_MESSAGES.range)
        .max(MAX_RANGE_METRES, ADVISOR_MESSAGES.range),
    )
    .optional(),
  acceptTerms: yesNo.optional(),
});
export type AdvisorInput = z.infer<typeof advisorInputSchema>;

/**
 * The command's valid fields and the errors of the others: the checks that need the database or the
 * address lookup still run on what is valid, so that one answer names every wrong field.
 */
export function parseAdvisorInput(raw: unknown): { input: AdvisorInput; errors: Record<string, string[]> } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new InputError({ input: ['Geef je adviesprofiel op.'] });
  const parsed = advisorInputSchema.safeParse(raw);
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors = inputErrorFromIssues(parsed.error.issues).fields;
  const valid = Object.fromEntries(Object.entries(raw).filter(([key]) => !(key in errors)));
  const again = advisorInputSchema.safeParse(valid);
  return { input: again.success ? again.data : {}, errors };
}

/**
 * The lists and terms a profile must have once saved: a new one is checked on all of it, an update
 * on what it sends (the office: office.ts).
 */
export function requiredFieldErrors(input: AdvisorInput, creating: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (creating ? !input.expertises?.length : input.expertises?.length === 0)
    errors.expertises = [ADVISOR_MESSAGES.expertisesRequired];
  if (creating ? !input.languages?.length : input.languages?.length === 0)
    errors.languages = [ADVISOR_MESSAGES.languagesRequired];
  // Terms are accepted to publish, and cannot be withdrawn (delete the profile instead).
  if (creating ? input.acceptTerms !== true : input.acceptTerms === false)
    errors.acceptTerms = [ADVISOR_MESSAGES.acceptTerms];
  return errors;
}
