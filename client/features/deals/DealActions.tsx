import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DealActions_house$key } from '../../__generated__/DealActions_house.graphql';
import type { DealActions_viewer$key } from '../../__generated__/DealActions_viewer.graphql';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { saveForm } from '../../components/forms/saveForm';
import { Modal } from '../../components/Modal';
import { LoginFirstModal } from '../auth/LoginFirstModal';
import { useReopenModal } from '../auth/reopenModal';
import { type SubscriberAction, SubscriberActionModal } from '../messages/SubscriberActionModal';
import { useRequestViewingMutation } from './mutations/useRequestViewingMutation';
import { OfferModal } from './OfferModal';
import { type Slot, SlotFields } from './SlotFields';
import './deals.css';

type Action = 'viewing' | 'offer';
const REOPEN = { viewing: 'request-viewing', offer: 'place-offer' } as const;

/**
 * 'Bezichtiging aanvragen' and 'Bod uitbrengen' on a house page (spec §6 subscriber actions): a
 * visitor logs in first and comes back to the action; without subscriber rights the subscriber-
 * action modal (the plan chooser); a subscriber gets the form. Not on the owner's own house, and
 * only while it is for sale. `onDone` lets the page reload its viewings and bid log.
 */
export function DealActions({
  house,
  viewer,
  onDone,
}: {
  house: DealActions_house$key;
  viewer: DealActions_viewer$key | null | undefined;
  onDone: () => void;
}) {
  const h = useFragment(
    graphql`
      fragment DealActions_house on House {
        id
        openForDeals
        sellerUser {
          id
          firstName
        }
      }
    `,
    house,
  );
  const me = useFragment(
    graphql`
      fragment DealActions_viewer on User {
        id
        canDoSubscriberActions
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState<{ action: Action; step: 'login' | 'plan' | 'form' } | null>(null);
  const start = (action: Action) =>
    setOpen({ action, step: !me ? 'login' : me.canDoSubscriberActions ? 'form' : 'plan' });
  const loggedIn = me != null;
  useReopenModal(
    'request-viewing',
    (t) => t.houseId === h.id,
    loggedIn,
    () => start('viewing'),
  );
  useReopenModal(
    'place-offer',
    (t) => t.houseId === h.id,
    loggedIn,
    () => start('offer'),
  );

  if (!h.openForDeals || !h.sellerUser || me?.id === h.sellerUser.id) return null;
  const firstName = h.sellerUser.firstName;
  const close = () => setOpen(null);
  return (
    <div className="card deal-actions" data-testid="deal-actions">
      <h2>Interesse?</h2>
      <button type="button" className="button button--primary" onClick={() => start('viewing')}>
        Bezichtiging aanvragen
      </button>
      <button type="button" className="button button--secondary" onClick={() => start('offer')}>
        Bod uitbrengen
      </button>
      {open?.step === 'login' ? (
        <LoginFirstModal
          name="modal-login-to-deal"
          title={
            open.action === 'viewing' ? 'Log in om een bezichtiging aan te vragen' : 'Log in om een bod uit te brengen'
          }
          reopen={{ modal: REOPEN[open.action], houseId: h.id }}
          onClose={close}
        >
          <p>Na het inloggen kom je meteen terug bij dit huis.</p>
        </LoginFirstModal>
      ) : null}
      {open?.step === 'plan' ? (
        <SubscriberActionModal
          firstName={firstName}
          action={open.action as SubscriberAction}
          reopen={{ modal: REOPEN[open.action], houseId: h.id }}
          onSubscribed={() => setOpen({ action: open.action, step: 'form' })}
          onClose={close}
        />
      ) : null}
      {open?.step === 'form' && open.action === 'viewing' ? (
        <ViewingRequestModal houseId={h.id} firstName={firstName} onClose={close} onDone={onDone} />
      ) : null}
      {open?.step === 'form' && open.action === 'offer' ? (
        <OfferModal houseId={h.id} firstName={firstName} onClose={close} onDone={onDone} />
      ) : null}
    </div>
  );
}

export interface FormModalProps {
  houseId: string;
  firstName: string;
  onClose: () => void;
  /** After the request or offer was sent (the house page reloads its lists). */
  onDone?: () => void;
}

function ViewingRequestModal({ houseId, firstName, onClose, onDone }: FormModalProps) {
  useFieldErrorsOfThisForm();
  const [request, busy] = useRequestViewingMutation();
  const [slot, setSlot] = useState<Slot>({ date: '', time: '' });
  const [sent, setSent] = useState(false);
  return (
    <Modal name="modal-request-viewing" title="Bezichtiging aanvragen" onClose={onClose}>
      {sent ? (
        <div className="deal-sent">
          <p>Je verzoek is verstuurd. {firstName} krijgt het in de berichten en laat je weten of het moment past.</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            Sluiten
          </button>
        </div>
      ) : (
        <form
          className="deal-form"
          onSubmit={(e) => {
            e.preventDefault();
            void saveForm(() => request({ houseId, ...slot }), 'Bezichtiging aangevraagd').then((ok) => {
              if (!ok) return;
              setSent(true);
              onDone?.();
            });
          }}
        >
          <p>Kies wanneer je het huis van {firstName} wilt bekijken.</p>
          <SlotFields slot={slot} onChange={setSlot} />
          <button type="submit" className="button button--primary" disabled={busy}>
            Verzoek versturen
          </button>
        </form>
      )}
    </Modal>
  );
}
