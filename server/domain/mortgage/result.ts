import type { FinancingCostTable } from './norms.js';

export interface MaxMortgageParts {
  /** What the income carries: the monthly room as an annuity at the toetsrente. */
  incomeBased: number;
  energyLabel: number;
  energySavingMeasures: number;
  singleApplicant: number;
}

export interface MaxMortgageResult {
  normsYear: number;
  /** The maximum loan in whole euros: the sum of the parts. */
  maximum: number;
  /** `maximum` rounded down to whole thousands, for the headline. */
  headlineAmount: number;
  parts: MaxMortgageParts;
  /** Toetsinkomen: applicant plus partner, both at 100%. */
  testIncome: number;
  buyingAlone: boolean;
  table: FinancingCostTable;
  testRatePcm: number;
  /** 'offered': the offered rate counts (fixed 10 years or longer, or above the AFM rate); 'afm': the AFM test rate. */
  testRateSource: 'offered' | 'afm';
  financingCostPcm: number;
  /** Toetsinkomen × percentage / 12: what may go to housing costs each month. */
  housingCostRoomCents: number;
  /** Other loans plus the DUO repayment times its factor. */
  monthlyDebtsCents: number;
  studentDebtFactorHundredths: number;
  /** Housing-cost room minus debts, never below 0: what the mortgage may cost a month. */
  monthlyRoomCents: number;
  annuityMonths: number;
  /** The gross monthly annuity of `maximum` at the offered rate. */
  monthlyGrossPaymentCents: number;
  /** NHG cost limit of the year (the higher one with energy-saving measures). */
  nhgLimit: number;
  /** Short Dutch sentences explaining the result, ending with 'an indication, not advice'. */
  explanation: string[];
}
