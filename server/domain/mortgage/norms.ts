import { z } from 'zod';
import { line } from '../text.js';
import { ENERGY_LABELS, type EnergyLabel } from './choices.js';
import norms2026 from './norms/2026.json' with { type: 'json' };

// The yearly lending norms (Tijdelijke regeling hypothecair krediet) are data: one JSON file per year in
// ./norms, written as the regulation prints them (percent with one decimal, whole euros). Loading turns
// every percentage into an integer number of pcm, so the calculator never does arithmetic on decimals.

/** Per cent mille: thousandths of a percent. 4.33% = 4,330 pcm; 23.6% = 23,600 pcm. */
export const PCM_PER_PERCENT = 1000;
/** Bijlage 1 has twelve test-rate bands: ≤ 1.500%, 1.501–2.000%, …, 6.001–6.500%, ≥ 6.501%. */
export const RATE_BAND_COUNT = 12;

export { ENERGY_LABELS, type EnergyLabel } from './choices.js';

export type FinancingCostTable = 'beforeStatePensionAge' | 'fromStatePensionAge';

export interface FinancingCostRow {
  /** The row applies from this toetsinkomen (euros); 0 is the regulation's "–" row for every lower income. */
  incomeFrom: number;
  /** One financieringslastpercentage per test-rate band, in pcm. */
  financingCostPcm: number[];
}

export interface MortgageNorms {
  year: number;
  annuityMonths: number;
  testRate: { offeredRateFromFixedYears: number; minimumPcm: number; afmPcm: number };
  /** Upper bound (inclusive) of every band but the last, in pcm. */
  rateBandUpperBoundsPcm: number[];
  /** Rows ascending by `incomeFrom`, the first one from 0. */
  financingCostTables: Record<FinancingCostTable, FinancingCostRow[]>;
  /** Factor on the monthly DUO repayment per test-rate band, in hundredths (1.25 = 125). */
  studentDebtFactorHundredths: number[];
  singleApplicantExtra: { amount: number; incomeAbove: Record<FinancingCostTable, number> };
  energyLabelAmounts: Record<EnergyLabel, { purchase: number; energySavingMeasures: number }>;
  nhg: { limit: number; limitWithEnergySavingMeasures: number };
}

/** A decimal from the file as an exact integer of 1/`scale` units; more decimals than that is an error in the file. */
const scaled = (scale: number) =>
  z
    .number()
    .nonnegative()
    .transform((value, ctx) => {
      const units = Math.round(value * scale);
      if (Math.abs(value * scale - units) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: `${value} has more decimals than 1/${scale} allows` });
        return z.NEVER;
      }
      return units;
    });
const percent = scaled(PCM_PER_PERCENT);
const euros = z.number().int().nonnegative();
const ascending = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]);

const tableSchema = z
  .record(line().regex(/^\d+$/), z.array(percent).length(RATE_BAND_COUNT))
  .transform((rows) =>
    Object.entries(rows)
      .map(([income, financingCostPcm]) => ({ incomeFrom: Number(income), financingCostPcm }))
      .sort((a, b) => a.incomeFrom - b.incomeFrom),
  )
  .refine((rows) => rows[0]?.incomeFrom === 0, 'a table starts with the "–" row under key "0"');

const amountsSchema = z.object({ purchase: euros, energySavingMeasures: euros });

const normsFileSchema = z
  .object({
    year: z.number().int(),
    sources: z.record(line(), line()),
    annuityMonths: z.number().int().positive(),
    testRate: z.object({ offeredRateFromFixedYears: z.number().int(), minimumPercent: percent, afmPercent: percent }),
    rateBandUpperBoundsPercent: z
      .array(percent)
      .length(RATE_BAND_COUNT - 1)
      .refine(ascending, 'band bounds ascend'),
    financingCostTables: z.object({ beforeStatePensionAge: tableSchema, fromStatePensionAge: tableSchema }),
    studentDebtFactors: z.array(scaled(100)).length(RATE_BAND_COUNT),
    singleApplicantExtra: z.object({
      amount: euros,
      incomeAbove: z.object({ beforeStatePensionAge: euros, fromStatePensionAge: euros }),
    }),
    energyLabelAmounts: z.record(z.enum(ENERGY_LABELS), amountsSchema),
    nhg: z.object({ limit: euros, limitWithEnergySavingMeasures: euros }),
  })
  .transform(
    (file): MortgageNorms => ({
      year: file.year,
      annuityMonths: file.annuityMonths,
      testRate: {
        offeredRateFromFixedYears: file.testRate.offeredRateFromFixedYears,
        minimumPcm: file.testRate.minimumPercent,
        afmPcm: file.testRate.afmPercent,
      },
      rateBandUpperBoundsPcm: file.rateBandUpperBoundsPercent,
      financingCostTables: file.financingCostTables,
      studentDebtFactorHundredths: file.studentDebtFactors,
      singleApplicantExtra: file.singleApplicantExtra,
      energyLabelAmounts: file.energyLabelAmounts,
      nhg: file.nhg,
    }),
  );

/** Parses one year's norms file; a malformed file fails loudly at start-up, never as a wrong amount. */
export function parseNormsFile(raw: unknown): MortgageNorms {
  return normsFileSchema.parse(raw);
}

/** Every year we have norms for. 2025 is missing on purpose: its tables could not be verified. */
export const NORMS_BY_YEAR: ReadonlyMap<number, MortgageNorms> = new Map(
  [norms2026].map((raw) => {
    const norms = parseNormsFile(raw);
    return [norms.year, norms];
  }),
);
export const LATEST_NORMS_YEAR = Math.max(...NORMS_BY_YEAR.keys());

/** Index of the test-rate band (0 … 11) a rate falls in: each band runs up to and including its upper bound. */
export function rateBandIndex(norms: MortgageNorms, ratePcm: number): number {
  const index = norms.rateBandUpperBoundsPcm.findIndex((upper) => ratePcm <= upper);
  return index === -1 ? RATE_BAND_COUNT - 1 : index;
}

/**
 * The financieringslastpercentage by step lookup, no interpolation: the last row whose `incomeFrom` is at
 * most the toetsinkomen (so the "–" row below the first income, the top row above the last).
 */
export function financingCostPcm(
  norms: MortgageNorms,
  table: FinancingCostTable,
  testIncome: number,
  testRatePcm: number,
): number {
  const rows = norms.financingCostTables[table];
  const row = rows.findLast((r) => r.incomeFrom <= testIncome) ?? rows[0];
  return row.financingCostPcm[rateBandIndex(norms, testRatePcm)];
}
