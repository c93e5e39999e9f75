import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AfterSubscribeModalQuery as AfterSubscribeModalQueryType } from '../../__generated__/AfterSubscribeModalQuery.graphql';
import { Modal } from '../../components/Modal';
import { forgetRememberedModal, rememberedModal } from '../auth/reopenModal';
import { useRefreshPaymentMutation } from './mutations/useSubscriptionMutations';
import {
  AFTER_SUBSCRIBE_TEXTS,
  isCheckoutReturn,
  type PaymentOutcome,
  paidTexts,
  paymentOutcome,
  withoutCheckoutReturn,
} from './plans';

const query = graphql`
  query AfterSubscribeModalQuery {
    viewer {
      id
      canDoSubscriberActions
      lastCheckoutPayment {
        id
        status
      }
    }
  }
`;

/**
 * The after-subscribe modal (spec §2, §4, §8): back from the checkout (the page carries the
 * `betaling=terug` mark of the subscribe `redirectUrl`), it shows the payment's result. Paid:
 * 'Verder met je bod' (named after it) reopens the remembered modal (the subscriber action that led
 * here) unless it is `none`; cancelled, failed or closed while waiting: the remembered modal is
 * forgotten. The mark leaves the address bar at once, so a reload does not show the result again;
 * the router keeps it until the modal is done, which holds the remembered modal back meanwhile.
 */
export function AfterSubscribeModal() {
  const location = useLocation();
  if (!isCheckoutReturn(location.search)) return null;
  return <PaymentResult />;
}

function PaymentResult() {
  const environment = useRelayEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [refresh, refreshing] = useRefreshPaymentMutation();
  // Read once: the action the payment was for, before 'Verder' hands it to its modal.
  const [resumed] = useState(() => rememberedModal()?.modal ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the way back from the checkout.
  useEffect(() => {
    window.history.replaceState(
      window.history.state,
      '',
      `${location.pathname}${withoutCheckoutReturn(location.search)}${location.hash}`,
    );
  }, []);

  useEffect(() => {
    // network-only: the webhook may have changed the payment since the store last saw it; the
    // answer also brings the viewer's new subscriber rights into the store.
    const subscription = fetchQuery<AfterSubscribeModalQueryType>(
      environment,
      query,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        const payment = data.viewer?.lastCheckoutPayment;
        setPaymentId(payment?.id ?? null);
        setOutcome(paymentOutcome(payment?.status));
      },
      error: () => setOutcome('failed'),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  /** 'Vernieuwen': asks the provider now, as its webhook would tell us. */
  const check = async () => {
    if (!paymentId) return;
    try {
      const answer = await refresh(paymentId);
      if (answer.ok) setOutcome(paymentOutcome(answer.data.status));
    } catch {
      // shown by the global error display; the modal keeps waiting
    }
  };

  /** Takes the mark off the page; `reopen` (paid) lets the remembered modal open. */
  const finish = (reopen: boolean) => {
    if (!reopen || rememberedModal() == null) forgetRememberedModal();
    navigate({ pathname: location.pathname, search: withoutCheckoutReturn(location.search) }, { replace: true });
  };

  if (outcome == null) {
    return (
      <Modal name="modal-after-subscribe" title="Je betaling" onClose={() => finish(false)}>
        <p aria-live="polite">Even kijken hoe je betaling is gegaan…</p>
      </Modal>
    );
  }
  const paid = outcome === 'paid';
  const texts = paid ? { ...AFTER_SUBSCRIBE_TEXTS.paid, ...paidTexts(resumed) } : AFTER_SUBSCRIBE_TEXTS[outcome];
  return (
    <Modal
      name="modal-after-subscribe"
      title={texts.title}
      onClose={() => finish(paid)}
      footer={
        paid ? (
          <button type="button" className="button button--primary" onClick={() => finish(true)}>
            {paidTexts(resumed).button}
          </button>
        ) : (
          <>
            {outcome === 'pending' ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={refreshing}
                onClick={() => void check()}
              >
                Vernieuwen
              </button>
            ) : null}
            <button type="button" className="button button--primary" onClick={() => finish(false)}>
              Sluiten
            </button>
          </>
        )
      }
    >
      <p data-outcome={outcome} aria-live="polite">
        {texts.text}
      </p>
    </Modal>
  );
}
