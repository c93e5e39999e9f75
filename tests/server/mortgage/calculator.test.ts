import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents, presentValueCents } from '../../../server/domain/mortgage/annuity.js';
import { calculateMaxMortgage } from '../../../server/domain/mortgage/calculator.js';
import {
  INDICATION_NOT_ADVICE,
  maxMortgageHeadline,
  NO_MORTGAGE_HEADLINE,
} from '../../../server/domain/mortgage/explanation.js';

const tenYears = { fixedPeriodYears: 10 };
/** The income-based loan of a monthly room (cents) at a rate (pcm), rounded down: the calculator's own rule. */
const annuityOf = (roomCents: number, ratePcm: number) => {
  const pv = presentValueCents({ numerator: BigInt(roomCents), denominator: 1n }, ratePcm, 360);
  return Number(pv.numerator / (pv.denominator * 100n));
};

describe('worked examples of shared/notes/max-mortgage.md (2026)', () => {
  it('couple € 40,000 + € 0, label A, 4.33% for 10 years: 23.6% → € 786.67 a month → € 158,399 + € 10,000 = € 168,399', () => {
    const r = calculateMaxMortgage({
      income: 40_000,
      partnerIncome: 0,
      energyLabel: 'A',
      interestRate: 4.33,
      ...tenYears,
    });
    expect(r.financingCostPcm).toBe(23_600);
    expect(r.housingCostRoomCents).toBe(78_667);
    expect(r.parts).toEqual({ incomeBased: 158_399, energyLabel: 10_000, energySavingMeasures: 0, singleApplicant: 0 });
    expect(r.maximum).toBe(168_399);
    expect(r.buyingAlone).toBe(false);
  });

  it('€ 40,000 + € 35,000 at 4% for 10 years: the row of the combined income, 24.6% → € 1,537.50 → ≈ € 322,046', () => {
    const r = calculateMaxMortgage({ income: 40_000, partnerIncome: 35_000, interestRate: 4, ...tenYears });
    expect(r.testIncome).toBe(75_000);
    expect(r.financingCostPcm).toBe(24_600);
    expect(r.monthlyRoomCents).toBe(153_750);
    expect(Math.abs(r.maximum - 322_046)).toBeLessThanOrEqual(1);
  });

  it('the same at 3.8% for 5 years: toetsrente 5% → 26.4% → ≈ € 307,365, rounded down to € 307,364', () => {
    const r = calculateMaxMortgage({ income: 40_000, partnerIncome: 35_000, interestRate: 3.8, fixedPeriodYears: 5 });
    expect(r.testRatePcm).toBe(5000);
    expect(r.testRateSource).toBe('afm');
    expect(r.financingCostPcm).toBe(26_400);
    expect(Math.abs(r.maximum - 307_365)).toBeLessThanOrEqual(1);
    // Exactly € 307,364.67: the loan is rounded down to whole euros, never up.
    expect(r.maximum).toBe(307_364);
  });

  it('single € 50,000 at 4% for 10 years: 22.6% → € 197,243 + € 17,000 = € 214,243', () => {
    const r = calculateMaxMortgage({ income: 50_000, interestRate: 4, ...tenYears });
    expect(r.financingCostPcm).toBe(22_600);
    expect(Math.abs(r.parts.incomeBased - 197_243)).toBeLessThanOrEqual(1);
    expect(r.parts.singleApplicant).toBe(17_000);
    expect(Math.abs(r.maximum - 214_243)).toBeLessThanOrEqual(1);
  });
});

describe('toetsrente', () => {
  it('a short fixed period above the AFM rate counts at the offered rate; a variable rate at the AFM rate', () => {
    const high = calculateMaxMortgage({ income: 60_000, interestRate: 6.2, fixedPeriodYears: 5 });
    expect([high.testRatePcm, high.testRateSource]).toEqual([6200, 'offered']);
    const variable = calculateMaxMortgage({ income: 60_000, interestRate: 3.5, fixedPeriodYears: 0 });
    expect([variable.testRatePcm, variable.testRateSource]).toEqual([5000, 'afm']);
    expect(high.explanation[1]).toBe(
      'Je rente staat 5 jaar vast. Jouw rente van 6,2% is hoger dan de toetsrente, dus rekenen we met 6,2%.',
    );
    expect(variable.explanation[1]).toBe(
      'Je rente is variabel. Dan rekenen banken met een toetsrente van 5%, ook als jouw rente lager is.',
    );
  });

  it('10 years or longer counts at the offered rate, even below 5%', () => {
    for (const fixedPeriodYears of [10, 20, 30]) {
      expect(calculateMaxMortgage({ income: 60_000, interestRate: 3.5, fixedPeriodYears }).testRatePcm).toBe(3500);
    }
    expect(calculateMaxMortgage({ income: 60_000, interestRate: 3.5, fixedPeriodYears: 7 }).testRatePcm).toBe(5000);
  });
});

describe('debts', () => {
  it('student debt counts as the actual monthly DUO repayment times the band factor: € 100 at 4.33% counts as € 125', () => {
    const input = { income: 40_000, partnerIncome: 0, interestRate: 4.33, ...tenYears };
    const r = calculateMaxMortgage({ ...input, studentDebtMonthly: 100 });
    expect(r.studentDebtFactorHundredths).toBe(125);
    expect(r.monthlyDebtsCents).toBe(12_500);
    // 40,000 × 23.6% / 12 − 125 = € 661.67 (rounded for display; the loan uses the exact fraction).
    expect(r.monthlyRoomCents).toBe(66_167);
    // € 125 a month less room is the annuity of € 125 less loan: € 158,399 − ≈ € 25,169.
    const withoutDebt = calculateMaxMortgage(input).parts.incomeBased;
    expect(Math.abs(withoutDebt - r.parts.incomeBased - annuityOf(12_500, 4330))).toBeLessThanOrEqual(1);
  });

  it('uses the factor of the toetsrente band, not of the offered rate', () => {
    const factor = (interestRate: number, fixedPeriodYears: number) =>
      calculateMaxMortgage({ income: 50_000, studentDebtMonthly: 100, interestRate, fixedPeriodYears })
        .studentDebtFactorHundredths;
    expect(factor(1, 10)).toBe(105);
    expect(factor(2.5, 10)).toBe(110);
    expect(factor(7, 10)).toBe(140);
    expect(factor(1, 5)).toBe(130); // toetsrente 5% → band 4.501–5.000
  });

  it('other loans count by their monthly payment; debts above the room leave no mortgage and no add-ons', () => {
    const r = calculateMaxMortgage({ income: 50_000, otherLoansMonthly: 150, interestRate: 4, ...tenYears });
    expect(r.monthlyDebtsCents).toBe(15_000);
    expect(r.monthlyRoomCents).toBe(94_167 - 15_000);
    const drowned = calculateMaxMortgage({
      income: 50_000,
      otherLoansMonthly: 1_000,
      energyLabel: 'A++++',
      interestRate: 4,
      ...tenYears,
    });
    expect(drowned.monthlyRoomCents).toBe(0);
    expect(drowned.maximum).toBe(0);
    expect(drowned.parts).toEqual({ incomeBased: 0, energyLabel: 0, energySavingMeasures: 0, singleApplicant: 0 });
    expect(drowned.explanation).toContain('Daarom kun je nu geen hypotheek krijgen.');
  });
});

describe('AOW age (table 2)', () => {
  it('uses table 2 and its lower single threshold (€ 29,000) once the AOW age is reached', () => {
    const before = calculateMaxMortgage({ income: 50_000, interestRate: 4, ...tenYears });
    const after = calculateMaxMortgage({ income: 50_000, interestRate: 4, reachedStatePensionAge: true, ...tenYears });
    expect(after.table).toBe('fromStatePensionAge');
    expect(after.financingCostPcm).toBe(28_600);
    expect(after.maximum).toBeGreaterThan(before.maximum);
    expect(after.explanation.join(' ')).toContain('de tabel voor wie de AOW-leeftijd heeft bereikt');
    const single = (reachedStatePensionAge: boolean) =>
      calculateMaxMortgage({ income: 29_500, interestRate: 4, reachedStatePensionAge, ...tenYears }).parts
        .singleApplicant;
    expect(single(true)).toBe(17_000);
    expect(single(false)).toBe(0);
  });
});

describe('single-applicant extra', () => {
  it('is € 17,000 for someone buying alone above € 30,000, not at € 30,000 and never for a couple', () => {
    const extra = (input: object) =>
      calculateMaxMortgage({ interestRate: 4, ...tenYears, ...input }).parts.singleApplicant;
    expect(extra({ income: 30_000 })).toBe(0);
    expect(extra({ income: 30_001 })).toBe(17_000);
    expect(extra({ income: 50_000, partnerIncome: 0 })).toBe(0);
    expect(extra({ income: 25_000, partnerIncome: 25_000 })).toBe(0);
  });
});

describe('energy label and energy-saving measures', () => {
  it('adds the label amount, the measures amount only when asked, and shows the higher NHG limit with measures', () => {
    const base = { income: 60_000, interestRate: 4, partnerIncome: 0, ...tenYears };
    const c = calculateMaxMortgage({ ...base, energyLabel: 'C' });
    const cMeasures = calculateMaxMortgage({ ...base, energyLabel: 'C', energySavingMeasures: true });
    expect([c.parts.energyLabel, c.parts.energySavingMeasures, c.nhgLimit]).toEqual([5_000, 0, 470_000]);
    expect([cMeasures.parts.energyLabel, cMeasures.parts.energySavingMeasures, cMeasures.nhgLimit]).toEqual([
      5_000, 15_000, 498_200,
    ]);
    expect(cMeasures.maximum).toBe(c.maximum + 15_000);
    const best = calculateMaxMortgage({ ...base, energyLabel: 'A++++ met garantie', energySavingMeasures: true });
    expect([best.parts.energyLabel, best.parts.energySavingMeasures]).toEqual([40_000, 0]);
    expect(best.explanation).toContain(
      'Bij energielabel A++++ met garantie is er geen extra leenruimte voor energiebesparende maatregelen.',
    );
  });

  it('adds nothing without a known label', () => {
    const r = calculateMaxMortgage({
      income: 60_000,
      partnerIncome: 0,
      interestRate: 4,
      energySavingMeasures: true,
      ...tenYears,
    });
    expect(r.maximum).toBe(r.parts.incomeBased);
    expect(r.explanation).toContain('Zonder energielabel rekenen we geen extra leenruimte voor energie mee.');
  });
});

describe('no income', () => {
  it('gives 0 and says why, also with a label and buying alone', () => {
    const r = calculateMaxMortgage({ income: 0, energyLabel: 'A', interestRate: 4, ...tenYears });
    expect(r.maximum).toBe(0);
    expect(r.parts).toEqual({ incomeBased: 0, energyLabel: 0, energySavingMeasures: 0, singleApplicant: 0 });
    expect(r.monthlyGrossPaymentCents).toBe(0);
    expect(maxMortgageHeadline(r)).toBe(NO_MORTGAGE_HEADLINE);
    expect(r.explanation).toEqual(['Zonder inkomen kun je geen hypotheek krijgen.', INDICATION_NOT_ADVICE]);
  });

  it('a partner with income and an applicant without counts the combined income', () => {
    expect(calculateMaxMortgage({ income: 0, partnerIncome: 40_000, interestRate: 4, ...tenYears }).testIncome).toBe(
      40_000,
    );
  });
});

describe('what the page shows', () => {
  it('the headline rounds down to thousands in Dutch notation', () => {
    expect(maxMortgageHeadline({ headlineAmount: 342_000 })).toBe('Je kunt maximaal ongeveer € 342.000 lenen');
    const r = calculateMaxMortgage({
      income: 40_000,
      partnerIncome: 0,
      energyLabel: 'A',
      interestRate: 4.33,
      ...tenYears,
    });
    expect(r.headlineAmount).toBe(168_000);
    expect(maxMortgageHeadline(r)).toBe('Je kunt maximaal ongeveer € 168.000 lenen');
  });

  it('carries the norms year, the monthly gross payment at the offered rate and the NHG limit', () => {
    const r = calculateMaxMortgage({ income: 40_000, partnerIncome: 35_000, interestRate: 3.8, fixedPeriodYears: 5 });
    expect(r.normsYear).toBe(2026);
    expect(r.annuityMonths).toBe(360);
    expect(r.monthlyGrossPaymentCents).toBe(monthlyPaymentCents(r.maximum, 3800, 360));
    expect(r.nhgLimit).toBe(470_000);
  });

  it('explains every step in plain Dutch and ends with "an indication, not advice"', () => {
    const r = calculateMaxMortgage({
      income: 40_000,
      studentDebtMonthly: 100,
      energyLabel: 'A',
      interestRate: 3.8,
      fixedPeriodYears: 5,
    });
    expect(r.explanation).toEqual([
      'Je toetsinkomen is je bruto jaarinkomen: € 40.000.',
      'Je rente staat 5 jaar vast, korter dan 10 jaar. Dan rekenen banken met een toetsrente van 5%, ook als jouw rente lager is.',
      'Volgens de leennormen van 2026 mag je 24,6% van je toetsinkomen aan woonlasten besteden: € 820,00 per maand.',
      'Daar gaan je studieschuld (€ 100 per maand aan DUO, telt mee als € 130,00) vanaf: er blijft € 690,00 per maand over voor je hypotheek.',
      `Met € 690,00 per maand kun je in 30 jaar € ${r.parts.incomeBased.toLocaleString('nl-NL')} lenen en aflossen (annuïteitenhypotheek, gerekend met 5%).`,
      'Door energielabel A mag je € 10.000 extra lenen.',
      'Omdat je alleen koopt en meer dan € 30.000 verdient, mag je € 17.000 extra lenen.',
      expect.stringMatching(
        /^Leen je € [\d.]+, dan betaal je bij jouw rente van 3,8% ongeveer € [\d.]+,\d\d bruto per maand\.$/,
      ),
      'Met Nationale Hypotheek Garantie (NHG) kun je in 2026 lenen tot € 470.000.',
      'Je kunt nooit meer lenen dan de waarde van het huis.',
      INDICATION_NOT_ADVICE,
    ]);
    expect(INDICATION_NOT_ADVICE).toMatch(/^Dit is een indicatie, geen advies\./);
  });
});
