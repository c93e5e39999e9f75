import { graphql, useFragment } from 'react-relay';
import type { MarkSold_offer$key } from '../../__generated__/MarkSold_offer.graphql';
import { ConfirmButton } from '../../components/ConfirmButton';
import { saveForm } from '../../components/forms/saveForm';
import { formatPrice } from '../../format';
import { reservationsLabel } from './labels';
import { useMarkSoldMutation } from './mutations/useMarkSoldMutation';

/**
 * After an accepted offer or counter-offer: the owner confirms the sale, which sets the house to
 * 'Verkocht onder voorbehoud'. The question names the agreed amount and the buyer's reservations
 * (spec §3 house_offer: financiering, bouwkundige keuring), the conditions the sale still hangs on.
 */
export function MarkSold({ offer }: { offer: MarkSold_offer$key }) {
  const data = useFragment(
    graphql`
      fragment MarkSold_offer on Offer {
        id
        status
        amount
        counterAmount
        financeReservation
        structuralInspectionReservation
      }
    `,
    offer,
  );
  const [markSold, busy] = useMarkSoldMutation();
  const agreed = data.status === 'counter_accepted' && data.counterAmount != null ? data.counterAmount : data.amount;
  return (
    <div className="deal-sold" data-testid="mark-sold">
      <ConfirmButton
        variant="primary"
        busy={busy}
        onConfirm={() => void saveForm(() => markSold(data.id), 'Je huis staat nu op verkocht onder voorbehoud')}
        question={
          <>
            Je huis krijgt de status ‘Verkocht onder voorbehoud’ voor {formatPrice(agreed)} en neemt geen nieuwe
            biedingen meer aan. {reservationsLabel(data)}
          </>
        }
      >
        Markeer als verkocht onder voorbehoud
      </ConfirmButton>
    </div>
  );
}
