import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OfferState_offer$key } from '../../__generated__/OfferState_offer.graphql';
import { saveForm } from '../../components/forms/saveForm';
import { EuroField } from './EuroField';
import { dealTone, offerStatusLabel } from './labels';
import { useAnswerOfferMutation } from './mutations/useAnswerOfferMutation';

/**
 * An offer as it stands now (the thread, the bid log): its state, and for the owner of an open
 * offer 'Accepteren', 'Tegenbod doen' (with the amount) and 'Afwijzen'.
 */
export function OfferState({ offer }: { offer: OfferState_offer$key }) {
  const data = useFragment(
    graphql`
      fragment OfferState_offer on Offer {
        id
        status
        amount
        counterAmount
        viewerCanAnswer
      }
    `,
    offer,
  );
  const [answer, busy] = useAnswerOfferMutation();
  const [countering, setCountering] = useState(false);
  const [counter, setCounter] = useState('');
  const send = (input: { answer: 'ACCEPT' | 'REJECT' | 'COUNTER'; counterOffer?: number }) =>
    saveForm(
      () => answer({ offerId: data.id, ...input }),
      input.answer === 'ACCEPT'
        ? 'Bod geaccepteerd'
        : input.answer === 'REJECT'
          ? 'Bod afgewezen'
          : 'Tegenbod verstuurd',
    );
  return (
    <div className="deal-state" data-testid="offer-state">
      <span className={`deal-badge deal-badge--${dealTone(data.status)}`}>
        {offerStatusLabel(data.status, data.counterAmount)}
      </span>
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
      {data.viewerCanAnswer && countering ? (
        <form
          className="deal-state__form"
          onSubmit={(e) => {
            e.preventDefault();
            void send({ answer: 'COUNTER', counterOffer: Number(counter) || 0 }).then(
              (ok) => ok && setCountering(false),
            );
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
