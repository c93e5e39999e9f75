import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OfferState_offer$key } from '../../__generated__/OfferState_offer.graphql';
import { saveForm } from '../../components/forms/saveForm';
import { clearFieldErrors, reportFieldErrors, showMessage } from '../../errors/errorStore';
import { formatPrice } from '../../format';
import { CounterAnswer } from './CounterAnswer';
import { askedFor } from './confirmation';
import { EuroField } from './EuroField';
import { deadlineLabel, dealTone, offerStatusLabel } from './labels';
import { MarkSold } from './MarkSold';
import { useAnswerOfferMutation } from './mutations/useAnswerOfferMutation';

/**
 * An offer as it stands now (the thread, the bid log): its state and until when it may be answered;
 * for the owner of an open offer 'Accepteren', 'Tegenbod doen' (with the amount) and 'Afwijzen'; for
 * the bidder of a counter-offer their answers (CounterAnswer); after a deal the owner's 'Markeer als
 * verkocht onder voorbehoud' (MarkSold). A counter-offer above the owner's asking price is asked
 * about first ('Ja, verstuur dit tegenbod').
 */
export function OfferState({ offer }: { offer: OfferState_offer$key }) {
  const data = useFragment(
    graphql`
      fragment OfferState_offer on Offer {
        id
        status
        amount
        counterAmount
        expiresAt
        viewerCanAnswer
        viewerCanAnswerCounter
        viewerCanMarkSold
        ...CounterAnswer_offer
        ...MarkSold_offer
      }
    `,
    offer,
  );
  const [answer, busy] = useAnswerOfferMutation();
  const [countering, setCountering] = useState(false);
  const [counter, setCounter] = useState('');
  const [question, setQuestion] = useState<string | null>(null);
  const send = (input: { answer: 'ACCEPT' | 'REJECT' }) =>
    saveForm(
      () => answer({ offerId: data.id, ...input }),
      input.answer === 'ACCEPT' ? 'Bod geaccepteerd' : 'Bod afgewezen',
    );
  const sendCounter = async (confirmHighCounter: boolean) => {
    clearFieldErrors();
    try {
      const result = await answer({
        offerId: data.id,
        answer: 'COUNTER',
        counterOffer: Number(counter) || 0,
        confirmHighCounter,
      });
      if (result.ok) {
        showMessage('Tegenbod verstuurd', 'success');
        setQuestion(null);
        setCountering(false);
        return;
      }
      const asked = askedFor(result.error);
      setQuestion(asked);
      if (asked) return;
      if (result.error.kind === 'input') reportFieldErrors(result.error.fieldErrors);
      else showMessage(result.error.message, 'error');
    } catch {
      // a failed request is shown by the global error display
    }
  };
  return (
    <div className="deal-state" data-testid="offer-state">
      <span className={`deal-badge deal-badge--${dealTone(data.status)}`}>
        {offerStatusLabel(data.status, data.counterAmount)}
      </span>
      {data.expiresAt && dealTone(data.status) === 'waiting' ? (
        <span className="deal-state__deadline" data-testid="offer-deadline">
          {deadlineLabel(String(data.expiresAt))}
        </span>
      ) : null}
      {data.viewerCanAnswerCounter ? <CounterAnswer offer={data} /> : null}
      {data.viewerCanMarkSold ? <MarkSold offer={data} /> : null}
      {data.viewerCanAnswer && !countering ? (
        <div className="deal-state__actions">
          <button
            type="button"
            className="button button--small button--primary"
            disabled={busy}
            onClick={() => void send({ answer: 'ACCEPT' })}
          >
            Accepteren
          </button>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() => setCountering(true)}
          >
            Tegenbod doen
          </button>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() => void send({ answer: 'REJECT' })}
          >
            Afwijzen
          </button>
        </div>
      ) : null}
      {data.viewerCanAnswer && countering && question !== null ? (
        <div className="deal-confirm" role="alertdialog" aria-label="Tegenbod bevestigen">
          <p className="deal-confirm__question">{question}</p>
          <p className="deal-confirm__amount">
            Je tegenbod: <strong>{formatPrice(Number(counter) || 0)}</strong>
          </p>
          <div className="deal-confirm__buttons">
            <button
              type="button"
              className="button button--small button--primary"
              disabled={busy}
              onClick={() => void sendCounter(true)}
            >
              Ja, verstuur dit tegenbod
            </button>
            <button type="button" className="button button--small button--secondary" onClick={() => setQuestion(null)}>
              Tegenbod aanpassen
            </button>
          </div>
        </div>
      ) : null}
      {data.viewerCanAnswer && countering && question === null ? (
        <form
          className="deal-state__form"
          onSubmit={(e) => {
            e.preventDefault();
            void sendCounter(false);
          }}
        >
          <EuroField label="Je tegenbod" name="counterOffer" value={counter} onChange={setCounter} />
          <div className="deal-state__actions">
            <button type="submit" className="button button--small button--primary" disabled={busy}>
              Tegenbod versturen
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setCountering(false)}
            >
              Annuleren
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
