import { formatCents, formatEuros, formatPcm } from './format.js';
import type { MaxMortgageInput } from './input.js';
import type { MortgageNorms } from './norms.js';
import type { MaxMortgageResult } from './result.js';

// The calculator's result in plain Dutch: one short sentence per step, so the page can show how the
// amount came about. The last sentence always says that this is an indication, not advice.

export const INDICATION_NOT_ADVICE =
  'Dit is een indicatie, geen advies. Een hypotheekadviseur kijkt naar je hele situatie en naar de voorwaarden van de bank.';
export const NO_MORTGAGE_HEADLINE = 'Met deze gegevens kun je geen hypotheek krijgen';

/** 'Je kunt maximaal ongeveer € 342.000 lenen', or that no mortgage is possible. */
export function maxMortgageHeadline(result: Pick<MaxMortgageResult, 'headlineAmount'>): string {
  return result.headlineAmount > 0
    ? `Je kunt maximaal ongeveer ${formatEuros(result.headlineAmount)} lenen`
    : NO_MORTGAGE_HEADLINE;
}

type Computed = Omit<MaxMortgageResult, 'explanation'>;

export function explainMaxMortgage(input: MaxMortgageInput, r: Computed, norms: MortgageNorms): string[] {
  if (r.testIncome === 0) return ['Zonder inkomen kun je geen hypotheek krijgen.', INDICATION_NOT_ADVICE];
  const lines = [incomeLine(input, r), testRateLine(input, r, norms), percentageLine(r)];
  const debts = debtsLine(input, r);
  if (debts) lines.push(debts);
  if (r.parts.incomeBased === 0) return [...lines, 'Daarom kun je nu geen hypotheek krijgen.', INDICATION_NOT_ADVICE];

  const years = r.annuityMonths / 12;
  lines.push(
    `Met ${formatCents(r.monthlyRoomCents)} per maand kun je in ${years} jaar ${formatEuros(r.parts.incomeBased)} lenen en aflossen (annuïteitenhypotheek, gerekend met ${formatPcm(r.testRatePcm)}).`,
  );
  lines.push(...addOnLines(input, r, norms));
  lines.push(
    `Leen je ${formatEuros(r.maximum)}, dan betaal je bij jouw rente van ${formatPcm(input.interestRatePcm)} ongeveer ${formatCents(r.monthlyGrossPaymentCents)} bruto per maand.`,
    `Met Nationale Hypotheek Garantie (NHG) kun je in ${r.normsYear} lenen tot ${formatEuros(r.nhgLimit)}.`,
    'Je kunt nooit meer lenen dan de waarde van het huis.',
    INDICATION_NOT_ADVICE,
  );
  return lines;
}

function incomeLine(input: MaxMortgageInput, r: Computed): string {
  if (r.buyingAlone) return `Je toetsinkomen is je bruto jaarinkomen: ${formatEuros(r.testIncome)}.`;
  return `Jullie toetsinkomen is jouw bruto jaarinkomen plus dat van je partner: ${formatEuros(input.income)} + ${formatEuros(input.partnerIncome ?? 0)} = ${formatEuros(r.testIncome)}.`;
}

function testRateLine(input: MaxMortgageInput, r: Computed, norms: MortgageNorms): string {
  const offered = formatPcm(input.interestRatePcm);
  const period =
    input.fixedPeriodYears === 0 ? 'Je rente is variabel' : `Je rente staat ${input.fixedPeriodYears} jaar vast`;
  const fixedYears = norms.testRate.offeredRateFromFixedYears;
  if (input.fixedPeriodYears >= fixedYears) return `${period}, dus rekenen we met jouw rente van ${offered}.`;
  if (r.testRateSource === 'offered')
    return `${period}. Jouw rente van ${offered} is hoger dan de toetsrente, dus rekenen we met ${offered}.`;
  const shorter = input.fixedPeriodYears === 0 ? '' : `, korter dan ${fixedYears} jaar`;
  return `${period}${shorter}. Dan rekenen banken met een toetsrente van ${formatPcm(r.testRatePcm)}, ook als jouw rente lager is.`;
}

function percentageLine(r: Computed): string {
  const table = r.table === 'fromStatePensionAge' ? ' (de tabel voor wie de AOW-leeftijd heeft bereikt)' : '';
  return `Volgens de leennormen van ${r.normsYear}${table} mag je ${formatPcm(r.financingCostPcm)} van je toetsinkomen aan woonlasten besteden: ${formatCents(r.housingCostRoomCents)} per maand.`;
}

function debtsLine(input: MaxMortgageInput, r: Computed): string | null {
  const debts: string[] = [];
  if (input.otherLoansMonthly > 0) debts.push(`je andere leningen (${formatEuros(input.otherLoansMonthly)} per maand)`);
  if (input.studentDebtMonthly > 0) {
    const counted = formatCents(input.studentDebtMonthly * r.studentDebtFactorHundredths);
    debts.push(`je studieschuld (${formatEuros(input.studentDebtMonthly)} per maand aan DUO, telt mee als ${counted})`);
  }
  if (debts.length === 0) return null;
  const left =
    r.monthlyRoomCents > 0
      ? `er blijft ${formatCents(r.monthlyRoomCents)} per maand over voor je hypotheek`
      : 'er blijft niets over voor een hypotheek';
  return `Daar gaan ${debts.join(' en ')} vanaf: ${left}.`;
}

function addOnLines(input: MaxMortgageInput, r: Computed, norms: MortgageNorms): string[] {
  const lines: string[] = [];
  const label = input.energyLabel;
  if (!label) lines.push('Zonder energielabel rekenen we geen extra leenruimte voor energie mee.');
  if (r.parts.energyLabel > 0)
    lines.push(`Door energielabel ${label} mag je ${formatEuros(r.parts.energyLabel)} extra lenen.`);
  if (r.parts.energySavingMeasures > 0)
    lines.push(`Voor energiebesparende maatregelen mag je ${formatEuros(r.parts.energySavingMeasures)} extra lenen.`);
  else if (label && input.energySavingMeasures)
    lines.push(`Bij energielabel ${label} is er geen extra leenruimte voor energiebesparende maatregelen.`);
  if (r.parts.singleApplicant > 0) {
    const above = formatEuros(norms.singleApplicantExtra.incomeAbove[r.table]);
    lines.push(
      `Omdat je alleen koopt en meer dan ${above} verdient, mag je ${formatEuros(r.parts.singleApplicant)} extra lenen.`,
    );
  }
  return lines;
}
