import { useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { AccountPage_payments$key } from '../../__generated__/AccountPage_payments.graphql';
import type {
  AccountPage_subscription$data,
  AccountPage_subscription$key,
} from '../../__generated__/AccountPage_subscription.graphql';
import type { AccountPagePaymentsPaginationQuery } from '../../__generated__/AccountPagePaymentsPaginationQuery.graphql';
import type { AccountPageQuery as AccountPageQueryType } from '../../__generated__/AccountPageQuery.graphql';
import { Alert } from '../../components/forms/Alert';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatDate } from '../../format';
import { preloadRouteQuery, useRouteQueryRef } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { useCancelSubscriptionMutation, useResumeSubscriptionMutation } from './mutations/useSubscriptionMutations';
import { PlanChooser } from './PlanChooser';
import { currentPlanOf, paymentStatusLabel, subscriptionStatusLabel } from './plans';
import './subscriptions.css';

const AccountPageQuery = graphql`
  query AccountPageQuery {
    plans {
      ...PlanChooser_plans
    }
    viewer {
      id
      ...AccountPage_subscription
    }
  }
`;

export function accountLoader(): PreloadedQuery<AccountPageQueryType> {
  return preloadRouteQuery<AccountPageQueryType>('account', AccountPageQuery, {}, 'store-and-network');
}

/**
 * /mijn-huiskans/account (spec §2 'account'): the current plan with its status, the next payment
 * (date and amount: the fair terms), cancel in one click with the date access ends, resume while
 * that date has not come, the plan chooser to subscribe or swap, and the payment history.
 */
export function AccountPage() {
  useDocumentTitle('Abonnement');
  const { plans, viewer } = usePreloadedQuery<AccountPageQueryType>(
    AccountPageQuery,
    useRouteQueryRef<AccountPageQueryType>(),
  );
  const user = useFragment<AccountPage_subscription$key>(
    graphql`
      fragment AccountPage_subscription on User {
        canDoSubscriberActions
        subscription {
          status
          canResume
          currentPeriodEnd
          endsAt
          plan {
            key
            name
          }
          nextPayment {
            date
            amount
          }
          ...AccountPage_payments
        }
      }
    `,
    viewer,
  );
  if (!user) return null;
  const subscription = user.subscription;
  const current = currentPlanOf(subscription);

  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page account-page">
        <h1>Abonnement</h1>
        {current ? (
          <CurrentPlan subscription={current} />
        ) : (
          <p className="muted">
            Je hebt nog geen abonnement. Met Premium of Extended stuur je eigenaren een bericht, plan je bezichtigingen,
            doe je een bod en zie je het exacte adres van elk huis.
          </p>
        )}
        <section className="account-page__plans" aria-labelledby="account-plans">
          <h2 id="account-plans">{current ? 'Abonnement wijzigen' : 'Kies je abonnement'}</h2>
          {current?.status === 'CANCELED' ? (
            <p className="muted">Overstappen kan weer zodra je je abonnement hebt hervat.</p>
          ) : null}
          <PlanChooser
            plans={plans}
            currentPlanKey={current?.plan.key ?? null}
            // A cancelled plan swaps nothing (the server refuses): resume first.
            locked={current?.status === 'CANCELED'}
          />
        </section>
        {subscription ? (
          <PaymentHistory subscription={subscription} />
        ) : (
          <section className="dashboard-card card" aria-labelledby="account-payments">
            <h2 id="account-payments">Betalingen</h2>
            <p className="muted">Nog geen betalingen.</p>
          </section>
        )}
      </div>
    </>
  );
}

type Subscription = NonNullable<AccountPage_subscription$data['subscription']>;

function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const cancelled = subscription.status === 'CANCELED';
  // Cancelled: the rights end at endsAt; active: cancelling now would end them at the period's end.
  const endsOn = cancelled ? subscription.endsAt : subscription.currentPeriodEnd;
  const end = endsOn ? formatDate(endsOn) : null;

  const run = async (action: typeof cancel) => {
    setProblem(null);
    try {
      const outcome = await action();
      if (!outcome.ok) setProblem(outcome.error.message);
    } catch {
      // shown by the global error display
    }
  };

  return (
    <section className="dashboard-card card account-current" aria-labelledby="account-current">
      <div className="dashboard-card__header">
        <h2 id="account-current">{subscription.plan.name}</h2>
        <span className={cancelled ? 'badge badge--status' : 'badge'}>
          {subscriptionStatusLabel(subscription.status)}
        </span>
      </div>
      {cancelled ? (
        <p>
          Je hebt opgezegd. Je houdt {subscription.plan.name} {end ? `tot ${end}` : 'tot het einde van je periode'}.
          Daarna betaal je niets meer.
        </p>
      ) : subscription.nextPayment ? (
        <p>
          Volgende betaling: <strong>{subscription.nextPayment.amount}</strong> op{' '}
          <strong>{formatDate(subscription.nextPayment.date)}</strong>. Op die dag wordt je abonnement verlengd, tot je
          opzegt.
        </p>
      ) : null}
      {problem ? <Alert kind="error">{problem}</Alert> : null}
      <div className="account-current__actions">
        {cancelled ? (
          subscription.canResume ? (
            <button type="button" className="button button--primary" disabled={resuming} onClick={() => run(resume)}>
              Abonnement hervatten
            </button>
          ) : null
        ) : (
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={cancelling}
              onClick={() => run(cancel)}
            >
              Opzeggen
            </button>
            {end ? (
              <span className="muted">
                Je houdt {subscription.plan.name} dan tot {end}.
              </span>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

/** The subscription's payments, newest first, a page at a time. */
function PaymentHistory({ subscription }: { subscription: AccountPage_payments$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AccountPagePaymentsPaginationQuery,
    AccountPage_payments$key
  >(
    graphql`
      fragment AccountPage_payments on UserSubscription
      @refetchable(queryName: "AccountPagePaymentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        payments(first: $count, after: $cursor) @connection(key: "AccountPage_payments") {
          edges {
            node {
              id
              createdAt
              amount
              status
              description
            }
          }
        }
      }
    `,
    subscription,
  );
  const payments = data.payments.edges.map((edge) => edge.node);
  return (
    <section className="dashboard-card card" aria-labelledby="account-payments">
      <h2 id="account-payments">Betalingen</h2>
      {payments.length === 0 ? (
        <p className="muted">Nog geen betalingen.</p>
      ) : (
        <table className="payments-table">
          <thead>
            <tr>
              <th scope="col">Datum</th>
              <th scope="col">Omschrijving</th>
              <th scope="col">Bedrag</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDate(payment.createdAt)}</td>
                <td>{payment.description}</td>
                <td className="nowrap">{payment.amount}</td>
                <td>{paymentStatusLabel(payment.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(12)}>
        Meer betalingen
      </LoadMoreButton>
    </section>
  );
}
