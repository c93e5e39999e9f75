/**
 * The form of the maximum-mortgage calculator (zoek/maximale-hypotheek, the budget step) and how it
 * becomes the GraphQL MaxMortgageInput. Pure, unit-tested; the server validates and computes.
 */
import { ENERGY_LABELS, FIXED_PERIOD_YEARS } from '../../../server/domain/mortgage/choices';

export interface MortgageForm {
  income: number | null;
  /** Buying together: the partner's income counts (0 is a partner without income). */
  withPartner: boolean;
  partnerIncome: number | null;
  studentDebtMonthly: number | null;
  otherLoansMonthly: number | null;
  /** '' = unknown. */
  energyLabel: string;
  /** As typed, with a Dutch comma: '4,1'. */
  interestRate: string;
  fixedPeriodYears: number;
}

export const EMPTY_MORTGAGE_FORM: MortgageForm = {
  income: null,
  withPartner: false,
  partnerIncome: null,
  studentDebtMonthly: null,
  otherLoansMonthly: null,
  energyLabel: '',
  interestRate: '',
  fixedPeriodYears: 10,
};

export interface MaxMortgageVariables {
  income: number;
  partnerIncome: number | null;
  studentDebtMonthly: number | null;
  otherLoansMonthly: number | null;
  energyLabel: string | null;
  interestRate: number;
  fixedPeriodYears: number;
}

/** The form's own checks, before asking the server: the fields it cannot even send. */
export function mortgageFormErrors(form: MortgageForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.income == null) errors.income = 'Vul je bruto jaarinkomen in.';
  if (form.withPartner && form.partnerIncome == null)
    errors.partnerIncome = 'Vul het bruto jaarinkomen van je partner in.';
  if (parseInterestRate(form.interestRate) === null)
    errors.interestRate = 'Vul de rente in als percentage, bijvoorbeeld 4,1.';
  return errors;
}

/** '4,1' or '4.1' → 4.1; anything else null. */
export function parseInterestRate(text: string): number | null {
  const t = text.trim().replace('%', '').trim();
  return /^\d+([.,]\d+)?$/.test(t) ? Number(t.replace(',', '.')) : null;
}

/** The GraphQL input, or null when the form's own checks fail (mortgageFormErrors says why). */
export function mortgageInput(form: MortgageForm): MaxMortgageVariables | null {
  const interestRate = parseInterestRate(form.interestRate);
  if (Object.keys(mortgageFormErrors(form)).length > 0 || form.income == null || interestRate === null) return null;
  return {
    income: form.income,
    partnerIncome: form.withPartner ? form.partnerIncome : null,
    studentDebtMonthly: form.studentDebtMonthly,
    otherLoansMonthly: form.otherLoansMonthly,
    energyLabel: form.energyLabel || null,
    interestRate,
    fixedPeriodYears: form.fixedPeriodYears,
  };
}

export const ENERGY_LABEL_OPTIONS = [
  { value: '', label: 'Weet ik niet' },
  ...ENERGY_LABELS.map((label) => ({ value: label, label })),
];

export const FIXED_PERIOD_OPTIONS = FIXED_PERIOD_YEARS.map((years) => ({
  value: years,
  label: years === 0 ? 'Variabel' : `${years} jaar`,
}));
