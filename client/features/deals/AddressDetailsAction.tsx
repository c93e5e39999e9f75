import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AddressDetailsAction_viewer$key } from '../../__generated__/AddressDetailsAction_viewer.graphql';
import { LoginFirstModal } from '../auth/LoginFirstModal';
import { useReopenModal } from '../auth/reopenModal';
import { SubscriberActionModal } from '../messages/SubscriberActionModal';
import './deals.css';

/**
 * Where a house page hides the house number and postcode (design.md "Address details", a
 * subscriber action): the way to them — login first for a visitor, the subscriber-action modal
 * for a user without subscriber rights (who come back here once they may see them).
 */
export function AddressDetailsAction({
  houseId,
  firstName,
  viewer,
}: {
  houseId: string;
  firstName: string;
  viewer: AddressDetailsAction_viewer$key | null | undefined;
}) {
  const me = useFragment(
    graphql`
      fragment AddressDetailsAction_viewer on User {
        canDoSubscriberActions
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState<'login' | 'plan' | null>(null);
  useReopenModal(
    'address-details',
    (t) => t.houseId === houseId,
    me != null,
    () => setOpen(me?.canDoSubscriberActions ? null : 'plan'),
  );
  if (me?.canDoSubscriberActions) return null;
  return (
    <div className="address-action" data-testid="address-action">
      Huisnummer en postcode zie je met Premium.{' '}
      <button type="button" className="link-button" onClick={() => setOpen(me ? 'plan' : 'login')}>
        Bekijk het exacte adres
      </button>
      {open === 'login' ? (
        <LoginFirstModal
          name="modal-login-to-address"
          title="Log in om het exacte adres te zien"
          reopen={{ modal: 'address-details', houseId }}
          onClose={() => setOpen(null)}
        >
          <p>Na het inloggen kom je meteen terug bij dit huis.</p>
        </LoginFirstModal>
      ) : null}
      {open === 'plan' ? (
        <SubscriberActionModal
          firstName={firstName}
          action="address"
          reopen={{ modal: 'address-details', houseId }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
