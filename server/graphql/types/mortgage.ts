import { calculateMaxMortgage } from '../../domain/mortgage/calculator.js';
import { maxMortgageHeadline } from '../../domain/mortgage/explanation.js';
import { FIXED_PERIOD_YEARS } from '../../domain/mortgage/input.js';
import { ENERGY_LABELS, LATEST_NORMS_YEAR } from '../../domain/mortgage/norms.js';
import type { MaxMortgageResult } from '../../domain/mortgage/result.js';
import { builder } from '../builder.js';

// The maximum-mortgage calculator of the searcher funnel (zoek/maximale-hypotheek) over
// server/domain/mortgage: the client sends the form, the domain validates (Dutch messages per field)
// and computes. A search profile stores the result from the same input (SearchProfile.maxMortgage).

export const MaxMortgageInput = builder.inputType('MaxMortgageInput', {
  description: `The calculator's form. Amounts in whole euros; the norms of ${LATEST_NORMS_YEAR} unless normsYear says otherwise.`,
  fields: (t) => ({
    income: t.int({ required: true, description: 'Gross yearly income of the applicant.' }),
    partnerIncome: t.int({ description: 'Gross yearly income of the partner; null = buying alone.' }),
    studentDebtMonthly: t.int({ description: 'The actual monthly DUO repayment.' }),
    otherLoansMonthly: t.int({ description: 'Monthly payments on other loans.' }),
    energyLabel: t.string({ description: `One of ${ENERGY_LABELS.join(', ')}; null = unknown.` }),
    energySavingMeasures: t.boolean({ description: 'Also finance energy-saving measures.' }),
    interestRate: t.float({ required: true, description: 'Offered interest rate in percent (at most 3 decimals).' }),
    fixedPeriodYears: t.int({ required: true, description: `Fixed-rate period: ${FIXED_PERIOD_YEARS.join(', ')}.` }),
    reachedStatePensionAge: t.boolean({ description: 'Everyone applying has reached the AOW age.' }),
    normsYear: t.int(),
  }),
});

const MaxMortgage = builder.objectRef<MaxMortgageResult>('MaxMortgage').implement({
  description: 'The maximum mortgage by the Dutch lending norms (an indication, not advice).',
  fields: (t) => ({
    maximum: t.exposeInt('maximum', { description: 'Whole euros.' }),
    headlineAmount: t.exposeInt('headlineAmount', { description: 'The maximum rounded down to whole thousands.' }),
    headline: t.string({
      description: "'Je kunt maximaal ongeveer € 342.000 lenen', or that no mortgage is possible.",
      resolve: (r) => maxMortgageHeadline(r),
    }),
    explanation: t.exposeStringList('explanation', { description: 'How the amount came about, in plain Dutch.' }),
    normsYear: t.exposeInt('normsYear'),
    monthlyGrossPaymentCents: t.exposeInt('monthlyGrossPaymentCents'),
    nhgLimit: t.exposeInt('nhgLimit'),
  }),
});

builder.queryField('maxMortgage', (t) =>
  t.field({
    type: MaxMortgage,
    description: 'Computes the maximum mortgage (zoek/maximale-hypotheek); open to everyone, stores nothing.',
    args: { input: t.arg({ type: MaxMortgageInput, required: true }) },
    errors: { dataField: { name: 'maxMortgage' } },
    resolve: (_root, { input }) => calculateMaxMortgage(input),
  }),
);
