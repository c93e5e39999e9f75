import { describe, expect, it } from 'vitest';
import { InputError } from '../../../server/domain/errors.js';
import { calculateMaxMortgage } from '../../../server/domain/mortgage/calculator.js';
import { parseMaxMortgageInput } from '../../../server/domain/mortgage/input.js';

const valid = { income: 40_000, interestRate: 4.1, fixedPeriodYears: 10 };

/** The Dutch messages per field of an input the calculator refuses. */
function refusal(raw: unknown): Record<string, string[]> {
  try {
    calculateMaxMortgage(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).fields;
  }
  throw new Error('the input was accepted');
}

describe('max-mortgage input', () => {
  it('asks for the income, the rate and the fixed period when they are missing', () => {
    expect(refusal({})).toEqual({
      income: ['Vul je bruto jaarinkomen in.'],
      interestRate: ['Vul de rente in als percentage, bijvoorbeeld 4,1.'],
      fixedPeriodYears: ['Kies een rentevaste periode uit de lijst.'],
    });
    expect(refusal(null)).toHaveProperty('income');
  });

  it('refuses negative amounts, cents and text as incomes and debts', () => {
    expect(
      refusal({ ...valid, income: -1, partnerIncome: 35_000.5, studentDebtMonthly: 'veel', otherLoansMonthly: -20 }),
    ).toEqual({
      income: ['Je bruto jaarinkomen kan niet negatief zijn.'],
      partnerIncome: ["Het bruto jaarinkomen van je partner moet een bedrag in hele euro's zijn, zonder centen."],
      studentDebtMonthly: ["Je maandelijkse aflossing aan DUO moet een bedrag in hele euro's zijn."],
      otherLoansMonthly: ['Het maandbedrag van je andere leningen kan niet negatief zijn.'],
    });
    expect(refusal({ ...valid, income: 1e12 })).toEqual({ income: ['Je bruto jaarinkomen is te hoog.'] });
  });

  it('wants a rate between 0% and 20% with at most three decimals', () => {
    const rate = (interestRate: unknown) => refusal({ ...valid, interestRate }).interestRate;
    expect(rate(-0.5)).toEqual(['De rente moet tussen 0% en 20% liggen.']);
    expect(rate(20.5)).toEqual(['De rente moet tussen 0% en 20% liggen.']);
    expect(rate(4.1234)).toEqual(['Vul de rente in met hoogstens drie cijfers achter de komma.']);
    expect(rate('vier')).toEqual(['Vul de rente in als percentage, bijvoorbeeld 4,1.']);
  });

  it('takes the fixed period, the energy label and the norms year only from their lists', () => {
    expect(
      refusal({ ...valid, fixedPeriodYears: 4, energyLabel: 'H', energySavingMeasures: 'misschien', normsYear: 2019 }),
    ).toEqual({
      fixedPeriodYears: ['Kies een rentevaste periode uit de lijst.'],
      energyLabel: ['Kies een energielabel uit de lijst.'],
      energySavingMeasures: ['Kies ja of nee.'],
      normsYear: ['Voor dit jaar hebben we geen leennormen.'],
    });
  });

  it('accepts form text: digits, a Dutch decimal comma and blank optional fields', () => {
    expect(
      parseMaxMortgageInput({
        income: ' 40000 ',
        partnerIncome: '',
        interestRate: '4,33',
        fixedPeriodYears: '5',
        energyLabel: '',
        normsYear: '2026',
      }),
    ).toMatchObject({
      income: 40_000,
      partnerIncome: undefined,
      interestRatePcm: 4330,
      fixedPeriodYears: 5,
      energyLabel: undefined,
      studentDebtMonthly: 0,
      otherLoansMonthly: 0,
      energySavingMeasures: false,
      reachedStatePensionAge: false,
      normsYear: 2026,
    });
  });

  it('keeps 0% and 20% and three decimals exact', () => {
    expect(parseMaxMortgageInput({ ...valid, interestRate: 0 }).interestRatePcm).toBe(0);
    expect(parseMaxMortgageInput({ ...valid, interestRate: 20 }).interestRatePcm).toBe(20_000);
    expect(parseMaxMortgageInput({ ...valid, interestRate: 4.123 }).interestRatePcm).toBe(4123);
    expect(parseMaxMortgageInput({ ...valid, interestRate: 0.1 + 0.2 }).interestRatePcm).toBe(300);
  });
});
