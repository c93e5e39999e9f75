import { z } from 'zod';
import { parseCommand } from '../errors.js';
import { ENERGY_LABELS, FIXED_PERIOD_YEARS, MAX_INTEREST_PERCENT } from './choices.js';
import { LATEST_NORMS_YEAR, NORMS_BY_YEAR, PCM_PER_PERCENT } from './norms.js';

export { FIXED_PERIOD_YEARS, MAX_INTEREST_PERCENT } from './choices.js';

/** Far above any real income or debt; only keeps nonsense out. */
const MAX_AMOUNT = 100_000_000;
const NO_NORMS = 'Voor dit jaar hebben we geen leennormen.';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const numericText = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/** Whole euros, not negative; text of digits is accepted from forms. */
const wholeEuros = (label: string) =>
  z.preprocess(
    numericText,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? `Vul ${label.charAt(0).toLowerCase()}${label.slice(1)} in.`
            : `${label} moet een bedrag in hele euro's zijn.`,
      })
      .int(`${label} moet een bedrag in hele euro's zijn, zonder centen.`)
      .min(0, `${label} kan niet negatief zijn.`)
      .max(MAX_AMOUNT, `${label} is te hoog.`),
  );
const optionalEuros = (label: string) => z.preprocess(blankToUndefined, wholeEuros(label).optional());
const flag = z.preprocess(blankToUndefined, z.boolean({ error: 'Kies ja of nee.' }).optional().default(false));

/** The interest rate in percent (a Dutch comma is fine), at most three decimals, as exact pcm. */
const interestRate = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(v) ? Number(v.replace(',', '.')) : v),
  z
    .number({ error: 'Vul de rente in als percentage, bijvoorbeeld 4,1.' })
    .min(0, `De rente moet tussen 0% en ${MAX_INTEREST_PERCENT}% liggen.`)
    .max(MAX_INTEREST_PERCENT, `De rente moet tussen 0% en ${MAX_INTEREST_PERCENT}% liggen.`)
    .transform((percent, ctx) => {
      const pcm = Math.round(percent * PCM_PER_PERCENT);
      if (Math.abs(percent * PCM_PER_PERCENT - pcm) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: 'Vul de rente in met hoogstens drie cijfers achter de komma.' });
        return z.NEVER;
      }
      return pcm;
    }),
);

export const maxMortgageInputSchema = z
  .object({
    /** Gross yearly income of the applicant. */
    income: wholeEuros('Je bruto jaarinkomen'),
    /** Gross yearly income of the partner; absent means buying alone (0 is a partner without income). */
    partnerIncome: optionalEuros('Het bruto jaarinkomen van je partner'),
    /** The actual monthly DUO repayment. */
    studentDebtMonthly: optionalEuros('Je maandelijkse aflossing aan DUO').default(0),
    /** Monthly payments on other loans (for a revolving credit: 2% of the limit). */
    otherLoansMonthly: optionalEuros('Het maandbedrag van je andere leningen').default(0),
    /** The home's energy label; absent means unknown, which adds nothing. */
    energyLabel: z.preprocess(
      blankToUndefined,
      z.enum(ENERGY_LABELS, { error: 'Kies een energielabel uit de lijst.' }).optional(),
    ),
    /** Also finance energy-saving measures (the label's extra amount for them). */
    energySavingMeasures: flag,
    /** The offered interest rate in percent. */
    interestRate,
    fixedPeriodYears: z.preprocess(
      numericText,
      z.literal(FIXED_PERIOD_YEARS, { error: 'Kies een rentevaste periode uit de lijst.' }),
    ),
    /** Everyone applying has reached the AOW age: table 2 of the norms applies. */
    reachedStatePensionAge: flag,
    normsYear: z.preprocess(
      (v) => blankToUndefined(numericText(v)),
      z
        .number({ error: NO_NORMS })
        .refine((year) => NORMS_BY_YEAR.has(year), NO_NORMS)
        .optional()
        .default(LATEST_NORMS_YEAR),
    ),
  })
  .transform(({ interestRate, ...rest }) => ({ ...rest, interestRatePcm: interestRate }));

export type MaxMortgageInput = z.output<typeof maxMortgageInputSchema>;

/** Validates the calculator's form; bad input is an InputError with Dutch messages per field. */
export function parseMaxMortgageInput(raw: unknown): MaxMortgageInput {
  return parseCommand(maxMortgageInputSchema, raw ?? {});
}
