import { describe, expect, it } from 'vitest';
import norms2026File from '../../../server/domain/mortgage/norms/2026.json' with { type: 'json' };
import {
  type ENERGY_LABELS,
  type FinancingCostTable,
  financingCostPcm,
  LATEST_NORMS_YEAR,
  NORMS_BY_YEAR,
  parseNormsFile,
  rateBandIndex,
} from '../../../server/domain/mortgage/norms.js';

const norms = NORMS_BY_YEAR.get(2026)!;
/** A rate (pcm) inside each of the twelve bands, for column lookups. */
const IN_BAND = [1000, 1750, 2250, 2750, 3250, 3750, 4250, 4750, 5250, 5750, 6250, 7000];
const cell = (table: FinancingCostTable, income: number, band: number) =>
  financingCostPcm(norms, table, income, IN_BAND[band]) / 1000;

describe('the 2026 norms file', () => {
  it('is the latest year and holds both tables whole: "–" plus € 30,000–125,000 and € 29,000–110,000 in € 1,000 steps', () => {
    expect(LATEST_NORMS_YEAR).toBe(2026);
    const incomes = (table: FinancingCostTable) => norms.financingCostTables[table].map((r) => r.incomeFrom);
    const steps = (from: number, to: number) =>
      Array.from({ length: (to - from) / 1000 + 1 }, (_, i) => from + i * 1000);
    expect(incomes('beforeStatePensionAge')).toEqual([0, ...steps(30_000, 125_000)]);
    expect(incomes('fromStatePensionAge')).toEqual([0, ...steps(29_000, 110_000)]);
    for (const rows of Object.values(norms.financingCostTables))
      for (const row of rows) expect(row.financingCostPcm).toHaveLength(12);
  });

  // The sample cells of shared/notes/max-mortgage.md (table 1, columns ≤ 1.5, 3.501–4.0, 4.001–4.5, 4.501–5.0, ≥ 6.501).
  it.each([
    [0, [15.5, 20.1, 20.9, 21.6, 23.7]],
    [30_000, [15.5, 20.1, 20.9, 21.6, 23.7]],
    [34_000, [17.3, 22.6, 23.6, 24.6, 28.1]],
    [50_000, [17.4, 22.6, 23.6, 24.6, 28.1]],
    [60_000, [17.7, 22.6, 23.6, 24.6, 28.1]],
    [75_000, [19.4, 24.6, 25.6, 26.4, 29.5]],
    [100_000, [21.1, 26.1, 27.1, 28.0, 31.2]],
    [125_000, [22.2, 27.4, 28.3, 29.2, 32.2]],
  ])('table 1 at € %i matches the note', (income, expected) => {
    expect([0, 5, 6, 7, 11].map((band) => cell('beforeStatePensionAge', income, band))).toEqual(expected);
  });

  it('table 2 (from AOW age) matches the note', () => {
    expect(cell('fromStatePensionAge', 0, 0)).toBe(18.5);
    expect(cell('fromStatePensionAge', 30_000, 0)).toBe(19.2);
    expect(cell('fromStatePensionAge', 50_000, 5)).toBe(28.6);
    expect(cell('fromStatePensionAge', 110_000, 11)).toBe(41.7);
  });

  it('holds the energy-label amounts, the DUO factors, the single-applicant extra and the NHG limit of the note', () => {
    const amounts = (label: (typeof ENERGY_LABELS)[number]) => Object.values(norms.energyLabelAmounts[label]);
    expect(['E', 'F', 'G'].map((l) => amounts(l as 'E'))).toEqual(Array(3).fill([0, 20_000]));
    expect(['C', 'D'].map((l) => amounts(l as 'C'))).toEqual(Array(2).fill([5_000, 15_000]));
    expect(['A', 'B'].map((l) => amounts(l as 'A'))).toEqual(Array(2).fill([10_000, 10_000]));
    expect(['A+', 'A++'].map((l) => amounts(l as 'A+'))).toEqual(Array(2).fill([20_000, 10_000]));
    expect(amounts('A+++')).toEqual([25_000, 0]);
    expect(amounts('A++++')).toEqual([30_000, 0]);
    expect(amounts('A++++ met garantie')).toEqual([40_000, 0]);
    expect(norms.studentDebtFactorHundredths).toEqual([105, 105, 110, 115, 120, 120, 125, 130, 130, 135, 140, 140]);
    expect(norms.singleApplicantExtra).toEqual({
      amount: 17_000,
      incomeAbove: { beforeStatePensionAge: 30_000, fromStatePensionAge: 29_000 },
    });
    expect(norms.nhg).toEqual({ limit: 470_000, limitWithEnergySavingMeasures: 498_200 });
    expect(norms.testRate).toEqual({ offeredRateFromFixedYears: 10, minimumPcm: 5000, afmPcm: 5000 });
    expect(norms.annuityMonths).toBe(360);
  });
});

describe('step lookup', () => {
  it('takes the last row at or below the income: "–" row below the first, the top row above the last, no interpolation', () => {
    expect(cell('beforeStatePensionAge', 29_999, 0)).toBe(15.5);
    expect(cell('beforeStatePensionAge', 30_999, 0)).toBe(15.5);
    expect(cell('beforeStatePensionAge', 31_000, 0)).toBe(16.2);
    expect(cell('beforeStatePensionAge', 31_500, 0)).toBe(16.2);
    expect(cell('beforeStatePensionAge', 10_000_000, 0)).toBe(22.2);
    expect(cell('fromStatePensionAge', 28_999, 0)).toBe(18.5);
    expect(cell('fromStatePensionAge', 29_999, 0)).toBe(18.5);
    expect(cell('fromStatePensionAge', 30_000, 0)).toBe(19.2);
    expect(cell('fromStatePensionAge', 10_000_000, 11)).toBe(41.7);
  });

  it('puts a rate in the band whose upper bound it does not exceed (x.x00% closes a band, x.x01% opens the next)', () => {
    const band = (percent: number) => rateBandIndex(norms, Math.round(percent * 1000));
    expect([0, 1.5, 1.501, 2, 2.001, 4, 4.001, 4.33, 4.5, 4.501, 6.5, 6.501, 20].map(band)).toEqual([
      0, 0, 1, 1, 2, 5, 6, 6, 6, 7, 10, 11, 11,
    ]);
  });
});

describe('a malformed norms file fails to load instead of giving wrong amounts', () => {
  const copy = () => structuredClone(norms2026File) as typeof norms2026File;

  it('refuses a cell with more decimals than pcm can hold', () => {
    const file = copy();
    file.financingCostTables.beforeStatePensionAge['40000'][0] = 17.4001;
    expect(() => parseNormsFile(file)).toThrow(/more decimals/);
  });

  it('refuses a row without twelve cells, a table without its "–" row and a missing energy label', () => {
    const short = copy();
    short.financingCostTables.fromStatePensionAge['50000'].pop();
    expect(() => parseNormsFile(short)).toThrow();
    const noDash = copy() as { financingCostTables: { beforeStatePensionAge: Record<string, number[]> } };
    delete noDash.financingCostTables.beforeStatePensionAge['0'];
    expect(() => parseNormsFile(noDash)).toThrow(/row under key/);
    const noLabel = copy() as { energyLabelAmounts: Record<string, unknown> };
    delete noLabel.energyLabelAmounts['A+++'];
    expect(() => parseNormsFile(noLabel)).toThrow();
  });
});
