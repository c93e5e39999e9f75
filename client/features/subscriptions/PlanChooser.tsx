import { type ReactNode, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import type { PlanChooser_plans$data, PlanChooser_plans$key } from '../../__generated__/PlanChooser_plans.graphql';
import { Alert } from '../../components/forms/Alert';
import { CheckIcon } from '../../components/icons';
import { formatDate } from '../../format';
import { paths } from '../../paths';
import { type ReopenableModal, rememberModal } from '../auth/reopenModal';
import { useSubscribeMutation, useSwapPlanMutation } from './mutations/useSubscriptionMutations';
import { checkoutReturnPath, planChoice, renewalDate } from './plans';
import './subscriptions.css';

type Plan = PlanChooser_plans$data[number];
/** The remembered modals that can carry a plan picked before logging in. */
type ReopenableWithPlan = Extract<ReopenableModal, { plan?: string }>;

interface PlanChooserProps {
  plans: PlanChooser_plans$key;
  /** The key of the plan the viewer has now (its card hides its button), null without one. */
  currentPlanKey: string | null;
  /** A plan to confirm straight away (picked before logging in, see `redirect`). */
  initialPlanKey?: string | null;
  /**
   * Redirect mode (a visitor): picking a plan goes to /meedoen to log in or sign up, and back
   * here afterwards, where `reopen` (with the plan) brings the visitor to the confirmation.
   */
  redirect?: { reopen: ReopenableWithPlan };
  /**
   * Where the subscriber goes after paying: this modal again (`reopen`), or nothing ('none',
   * e.g. on the account page).
   */
  reopen?: ReopenableModal;
  /** Subscribed without a checkout (a valid mandate) or swapped: the confirmation closes. */
  onDone?: () => void;
  /** Show the plans without buttons (e.g. while the current plan is cancelled). */
  locked?: boolean;
  /** The plan names' heading level: 3 inside a modal or section, 2 as a page's own list. */
  headingLevel?: 2 | 3;
}

/**
 * The plan chooser (spec §2, §4): the two plans, then a confirmation step with the rules,
 * 'Activeren' and 'Terug'. No current plan: subscribing, to the checkout; another plan: a swap;
 * the current plan's card has no button. The confirmation states the price and renewal date.
 */
export function PlanChooser({
  plans: plansKey,
  currentPlanKey,
  initialPlanKey,
  redirect,
  reopen,
  onDone,
  locked = false,
  headingLevel = 3,
}: PlanChooserProps) {
  const plans = useFragment(
    graphql`
      fragment PlanChooser_plans on Plan @relay(plural: true) {
        key
        name
        amount
        intervalMonths
        intervalText
        expiresText
        firstPaymentPeriod
        included
        rules
      }
    `,
    plansKey,
  );
  const initial = plans.find((p) => p.key === initialPlanKey && planChoice(currentPlanKey, p.key) !== 'nothing');
  const [chosen, setChosen] = useState<Plan | null>(initial ?? null);
  if (chosen) {
    return (
      <PlanConfirmation
        plan={chosen}
        currentPlanKey={currentPlanKey}
        reopen={reopen}
        onBack={() => setChosen(null)}
        onDone={() => {
          // Swapped, or active at once: the confirmation closes on the updated plans.
          setChosen(null);
          onDone?.();
        }}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <ul className="plan-chooser" aria-label="Abonnementen">
      {plans.map((plan) => (
        <li key={plan.key}>
          <PlanCard
            plan={plan}
            current={plan.key === currentPlanKey}
            headingLevel={headingLevel}
            action={
              locked ? null : redirect ? (
                <RedirectButton plan={plan} reopen={redirect.reopen} />
              ) : (
                <button type="button" className="button button--primary" onClick={() => setChosen(plan)}>
                  Kies {plan.name}
                </button>
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  plan,
  current,
  action,
  headingLevel,
}: {
  plan: Plan;
  current: boolean;
  action: ReactNode;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`plan-card card${current ? ' plan-card--current' : ''}`} aria-label={plan.name}>
      <Heading className="plan-card__name">{plan.name}</Heading>
      <p className="plan-card__price">
        <span className="plan-card__amount">{plan.amount}</span>{' '}
        <span className="plan-card__interval">{plan.intervalText}</span>
      </p>
      <p className="plan-card__expires">{plan.expiresText}</p>
      <p className="plan-card__first">
        Eerste betaling: {plan.amount} voor {plan.firstPaymentPeriod.toLowerCase()}
      </p>
      <ul className="plan-card__included">
        {plan.included.map((line) => (
          <li key={line}>
            <CheckIcon size={16} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="plan-card__action">{current ? <span className="badge">Je huidige abonnement</span> : action}</div>
    </article>
  );
}

/** Redirect mode: to /meedoen and back to this page, where the chosen plan waits for confirmation. */
function RedirectButton({ plan, reopen }: { plan: Plan; reopen: ReopenableWithPlan }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <Link
      to={`${paths.join()}?redirect=${encodeURIComponent(back)}`}
      className="button button--primary"
      onClick={() => rememberModal({ ...reopen, plan: plan.key })}
    >
      Kies {plan.name}
    </Link>
  );
}

/** The confirmation step: the rules, what is paid now and when it renews, 'Activeren' and 'Terug'. */
function PlanConfirmation({
  plan,
  currentPlanKey,
  reopen,
  onBack,
  onDone,
  headingLevel,
}: {
  plan: Plan;
  currentPlanKey: string | null;
  reopen?: ReopenableModal;
  onBack: () => void;
  onDone?: () => void;
  headingLevel: 2 | 3;
}) {
  const [subscribe, subscribing] = useSubscribeMutation();
  const [swap, swapping] = useSwapPlanMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const choice = planChoice(currentPlanKey, plan.key);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = `${plan.amount} ${plan.intervalText}`;

  const activate = async () => {
    setProblem(null);
    try {
      if (choice === 'swap') {
        const outcome = await swap(plan.key);
        if (!outcome.ok) setProblem(outcome.error.message);
        else onDone?.();
        return;
      }
      const outcome = await subscribe(plan.key, checkoutReturnPath(window.location));
      if (!outcome.ok) {
        setProblem(outcome.error.message);
        return;
      }
      if (outcome.data.checkoutUrl) {
        // After paying the provider sends the browser back here (the after-subscribe modal).
        rememberModal(reopen ?? 'none');
        setLeaving(true);
        window.location.assign(outcome.data.checkoutUrl);
        return;
      }
      onDone?.();
    } catch {
      // shown by the global error display
    }
  };

  return (
    <section className="plan-confirm" aria-label={`${plan.name} activeren`}>
      <Heading className="plan-confirm__title">
        {choice === 'swap' ? `Overstappen naar ${plan.name}` : `${plan.name} activeren`}
      </Heading>
      <p className="plan-confirm__price">{price}</p>
      <h4 className="plan-confirm__rules-title">De regels</h4>
      <ul className="plan-confirm__rules">
        {plan.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="plan-confirm__terms">
        {choice === 'swap'
          ? `Je stapt meteen over; wat je voor je huidige abonnement al betaalde, wordt verrekend. Daarna betaal je ${price}.`
          : `Je betaalt nu ${plan.amount} (${plan.firstPaymentPeriod.toLowerCase()}). Op ${formatDate(
              renewalDate(plan.intervalMonths, new Date()),
            )} wordt je abonnement verlengd voor ${plan.amount}, tot je opzegt.`}
      </p>
      {problem ? <Alert kind="error">{problem}</Alert> : null}
      <div className="plan-confirm__buttons">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Terug
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void activate()}
          disabled={subscribing || swapping || leaving}
        >
          Activeren
        </button>
      </div>
    </section>
  );
}
