import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  MortgageCalculatorQuery$data,
  MortgageCalculatorQuery as QueryType,
} from '../../__generated__/MortgageCalculatorQuery.graphql';
import { Alert } from '../../components/forms/Alert';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { SelectField } from '../../components/forms/SelectField';
import { TextField } from '../../components/forms/TextField';
import { IntegerField } from '../../components/wizard/fields';
import { clearFieldErrors, reportFieldErrors } from '../../errors/errorStore';
import { outcomeOf, type PayloadOf } from '../../relay/mutations';
import {
  EMPTY_MORTGAGE_FORM,
  ENERGY_LABEL_OPTIONS,
  FIXED_PERIOD_OPTIONS,
  type MaxMortgageVariables,
  type MortgageForm,
  mortgageFormErrors,
  mortgageInput,
} from './mortgageForm';

const query = graphql`
  query MortgageCalculatorQuery($input: MaxMortgageInput!) {
    maxMortgage(input: $input) {
      __typename
      ... on QueryMaxMortgageSuccess {
        maxMortgage {
          maximum
          headlineAmount
          headline
          explanation
          normsYear
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

export type MaxMortgageResult = PayloadOf<MortgageCalculatorQuery$data['maxMortgage']>['maxMortgage'];

interface MortgageCalculatorProps {
  /** What to offer under a result (e.g. 'Gebruik € 342.000 als maximale prijs'). */
  actions: (result: MaxMortgageResult, input: MaxMortgageVariables) => ReactNode;
  /** The label of the house the calculation is for (its page): chosen already, its extra amount counts. */
  energyLabel?: string | null;
}

/**
 * The maximum-mortgage calculator (zoek/maximale-hypotheek, and the budget step of the wizard): gross
 * incomes of the applicant and a partner, student debt, other loans, energy label, interest rate and
 * fixed period → the server's answer by the Dutch lending norms ('Je kunt maximaal ongeveer
 * € 342.000 lenen') with its explanation in plain Dutch.
 */
export function MortgageCalculator({ actions, energyLabel }: MortgageCalculatorProps) {
  useFieldErrorsOfThisForm();
  const environment = useRelayEnvironment();
  const [form, setForm] = useState<MortgageForm>({ ...EMPTY_MORTGAGE_FORM, energyLabel: energyLabel ?? '' });
  // Enter in an amount commits it and submits in one go: the submit reads the form as just changed.
  const formRef = useRef(form);
  const [own, setOwn] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ result: MaxMortgageResult; input: MaxMortgageVariables } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const set = <K extends keyof MortgageForm>(key: K, value: MortgageForm[K]) => {
    formRef.current = { ...formRef.current, [key]: value };
    setForm(formRef.current);
    setAnswer(null);
  };

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const errors = mortgageFormErrors(formRef.current);
    setOwn(errors);
    const input = mortgageInput(formRef.current);
    if (!input) return;
    setBusy(true);
    setFailed(null);
    fetchQuery<QueryType>(environment, query, { input }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => {
          const outcome = outcomeOf(data?.maxMortgage, 'QueryMaxMortgageSuccess');
          if (outcome.ok) {
            clearFieldErrors();
            setAnswer({ result: outcome.data.maxMortgage, input });
          } else if (outcome.error.kind === 'input') reportFieldErrors(outcome.error.fieldErrors);
          else setFailed(outcome.error.message);
        },
        () => setFailed('Het berekenen lukte niet. Probeer het later opnieuw.'),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className="mortgage">
      <form className="mortgage__form" onSubmit={calculate} noValidate aria-label="Maximale hypotheek berekenen">
        <div className="form-grid form-grid--2">
          <IntegerField
            label="Je bruto jaarinkomen"
            field="income"
            prefix="€"
            value={form.income}
            onChange={(v) => set('income', v)}
            error={own.income}
          />
          <label className="check-row mortgage__partner">
            <input type="checkbox" checked={form.withPartner} onChange={(e) => set('withPartner', e.target.checked)} />
            Ik koop samen met een partner
          </label>
          {form.withPartner ? (
            <IntegerField
              label="Bruto jaarinkomen van je partner"
              field="partnerIncome"
              prefix="€"
              value={form.partnerIncome}
              onChange={(v) => set('partnerIncome', v)}
              error={own.partnerIncome}
            />
          ) : null}
          <IntegerField
            label="Studieschuld: je aflossing aan DUO per maand"
            field="studentDebtMonthly"
            prefix="€"
            value={form.studentDebtMonthly}
            onChange={(v) => set('studentDebtMonthly', v)}
          />
          <IntegerField
            label="Andere leningen: wat je per maand betaalt"
            field="otherLoansMonthly"
            prefix="€"
            value={form.otherLoansMonthly}
            onChange={(v) => set('otherLoansMonthly', v)}
          />
          <SelectField
            label="Energielabel van het huis"
            name="energyLabel"
            options={ENERGY_LABEL_OPTIONS}
            value={form.energyLabel}
            onChange={(e) => set('energyLabel', e.target.value)}
          />
          <TextField
            label="Hypotheekrente (%)"
            name="interestRate"
            inputMode="decimal"
            placeholder="bijvoorbeeld 4,1"
            value={form.interestRate}
            onChange={(e) => set('interestRate', e.target.value)}
            error={own.interestRate}
          />
          <SelectField
            label="Rentevaste periode"
            name="fixedPeriodYears"
            options={FIXED_PERIOD_OPTIONS}
            value={form.fixedPeriodYears}
            onChange={(e) => set('fixedPeriodYears', Number(e.target.value))}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Berekenen…' : 'Bereken mijn maximale hypotheek'}
        </button>
      </form>
      {failed ? <Alert kind="error">{failed}</Alert> : null}
      {answer ? (
        <section className="mortgage__result card" aria-live="polite" data-testid="mortgage-result">
          <h2 className="mortgage__headline">{answer.result.headline}</h2>
          <ul className="mortgage__explanation">
            {answer.result.explanation.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="muted mortgage__norms">Berekend met de leennormen van {answer.result.normsYear}.</p>
          <div className="mortgage__actions">{actions(answer.result, answer.input)}</div>
        </section>
      ) : null}
    </div>
  );
}
