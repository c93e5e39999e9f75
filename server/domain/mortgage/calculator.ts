import { type Fraction, floorDiv, monthlyPaymentCents, presentValueCents, roundHalfUp } from './annuity.js';
import { explainMaxMortgage } from './explanation.js';
import { type MaxMortgageInput, parseMaxMortgageInput } from './input.js';
import {
  type FinancingCostTable,
  financingCostPcm,
  type MortgageNorms,
  NORMS_BY_YEAR,
  PCM_PER_PERCENT,
  rateBandIndex,
} from './norms.js';
import type { MaxMortgageParts, MaxMortgageResult } from './result.js';

// The maximum mortgage by the Dutch lending norms (Trhk), the method of shared/notes/max-mortgage.md:
// toetsinkomen → toetsrente → financieringslastpercentage → monthly room minus debts → annuity over 360
// months, plus the energy-label, energy-saving and single-applicant amounts. Exact integer arithmetic;
// the one rounding rule: every loan amount is rounded DOWN to whole euros, monthly amounts to the nearest cent.

/** The headline rounds the maximum down to whole thousands ('Je kunt maximaal ongeveer € 342.000 lenen'). */
export const HEADLINE_STEP = 1000;
/**
 * A yearly amount of euros × pcm is a monthly amount of cents after dividing by this:
 * euros × (pcm / 100,000) / 12 months × 100 cents = euros × pcm / 12,000.
 */
const MONTHLY_CENTS_DIVISOR = BigInt(12 * PCM_PER_PERCENT);

/** Validates the form (Dutch InputError on bad input) and computes the maximum mortgage. */
export function calculateMaxMortgage(raw: unknown): MaxMortgageResult {
  const input = parseMaxMortgageInput(raw);
  const norms = NORMS_BY_YEAR.get(input.normsYear)!;
  const result = computeMaxMortgage(input, norms);
  return { ...result, explanation: explainMaxMortgage(input, result, norms) };
}

function computeMaxMortgage(input: MaxMortgageInput, norms: MortgageNorms): Omit<MaxMortgageResult, 'explanation'> {
  const buyingAlone = input.partnerIncome === undefined;
  const testIncome = input.income + (input.partnerIncome ?? 0);
  const table: FinancingCostTable = input.reachedStatePensionAge ? 'fromStatePensionAge' : 'beforeStatePensionAge';
  const { testRatePcm, testRateSource } = testRateFor(input, norms);
  const percentagePcm = financingCostPcm(norms, table, testIncome, testRatePcm);
  const studentDebtFactorHundredths = norms.studentDebtFactorHundredths[rateBandIndex(norms, testRatePcm)];
  const monthlyDebtsCents = input.otherLoansMonthly * 100 + input.studentDebtMonthly * studentDebtFactorHundredths;

  // The monthly room as an exact fraction of cents: (income × pcm − 12,000 × debts) / 12,000.
  const housingCost = BigInt(testIncome) * BigInt(percentagePcm);
  const roomNumerator = housingCost - MONTHLY_CENTS_DIVISOR * BigInt(monthlyDebtsCents);
  const room: Fraction = { numerator: roomNumerator > 0n ? roomNumerator : 0n, denominator: MONTHLY_CENTS_DIVISOR };
  const incomeBased = floorDiv(presentValueCents(room, testRatePcm, norms.annuityMonths), 100n);

  // The add-ons come on top of a mortgage the income carries; without one there is nothing to add to.
  const labelAmounts = input.energyLabel ? norms.energyLabelAmounts[input.energyLabel] : undefined;
  const addOns = incomeBased > 0;
  const extra = norms.singleApplicantExtra;
  const parts: MaxMortgageParts = {
    incomeBased,
    energyLabel: addOns ? (labelAmounts?.purchase ?? 0) : 0,
    energySavingMeasures: addOns && input.energySavingMeasures ? (labelAmounts?.energySavingMeasures ?? 0) : 0,
    singleApplicant: addOns && buyingAlone && testIncome > extra.incomeAbove[table] ? extra.amount : 0,
  };
  const maximum = parts.incomeBased + parts.energyLabel + parts.energySavingMeasures + parts.singleApplicant;

  return {
    normsYear: norms.year,
    maximum,
    headlineAmount: Math.floor(maximum / HEADLINE_STEP) * HEADLINE_STEP,
    parts,
    testIncome,
    buyingAlone,
    table,
    testRatePcm,
    testRateSource,
    financingCostPcm: percentagePcm,
    housingCostRoomCents: roundHalfUp({ numerator: housingCost, denominator: MONTHLY_CENTS_DIVISOR }),
    monthlyDebtsCents,
    studentDebtFactorHundredths,
    monthlyRoomCents: roundHalfUp(room),
    annuityMonths: norms.annuityMonths,
    monthlyGrossPaymentCents: monthlyPaymentCents(maximum, input.interestRatePcm, norms.annuityMonths),
    nhgLimit: input.energySavingMeasures ? norms.nhg.limitWithEnergySavingMeasures : norms.nhg.limit,
  };
}

/** Fixed for 10 years or longer: the offered rate. Shorter or variable: the AFM rate, at least 5%, or the offered rate if higher. */
function testRateFor(input: MaxMortgageInput, norms: MortgageNorms) {
  const offered = input.interestRatePcm;
  if (input.fixedPeriodYears >= norms.testRate.offeredRateFromFixedYears)
    return { testRatePcm: offered, testRateSource: 'offered' as const };
  const afm = Math.max(norms.testRate.afmPcm, norms.testRate.minimumPcm);
  return offered > afm
    ? { testRatePcm: offered, testRateSource: 'offered' as const }
    : { testRatePcm: afm, testRateSource: 'afm' as const };
}
