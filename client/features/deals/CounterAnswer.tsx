import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CounterAnswer_offer$key } from '../../__generated__/CounterAnswer_offer.graphql';
import { saveForm } from '../../components/forms/saveForm';
import { useAnswerOfferMutation } from './mutations/useAnswerOfferMutation';
import { OfferModal } from './OfferModal';

/**
 * The bidder's answers to the owner's counter-offer: accept it (a deal at the counter-offer), reject
 * it, or bid again (a new offer that replaces this one).
 */
export function CounterAnswer({ offer }: { offer: CounterAnswer_offer$key }) {
  const data = useFragment(
    graphql`
      fragment CounterAnswer_offer on Offer {
        id
        house {
          id
          sellerUser {
            firstName
          }
        }
      }
    `,
    offer,
  );
  const [answer, busy] = useAnswerOfferMutation();
  const [bidding, setBidding] = useState(false);
  const send = (choice: 'ACCEPT' | 'REJECT') =>
    saveForm(
      () => answer({ offerId: data.id, answer: choice }),
      choice === 'ACCEPT' ? 'Tegenbod geaccepteerd' : 'Tegenbod afgewezen',
    );
  return (
    <div className="deal-state__actions" data-testid="counter-answer">
      <button
        type="button"
        className="button button--small button--primary"
        disabled={busy}
        onClick={() => void send('ACCEPT')}
      >
        Accepteren
      </button>
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={busy}
        onClick={() => void send('REJECT')}
      >
        Afwijzen
      </button>
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={busy}
        onClick={() => setBidding(true)}
      >
        Opnieuw bieden
      </button>
      {bidding ? (
        <OfferModal
          houseId={data.house.id}
          firstName={data.house.sellerUser?.firstName ?? 'De eigenaar'}
          onClose={() => setBidding(false)}
        />
      ) : null}
    </div>
  );
}
