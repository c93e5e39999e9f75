import { Link } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { paths } from '../../paths';

/** The subscriber action a user tried (spec §6): what the modal says it needs. */
export type SubscriberAction = 'message' | 'viewing' | 'offer' | 'address';

const TEXTS: Record<SubscriberAction, { title: string; intro: (firstName: string) => string }> = {
  message: {
    title: 'Een gesprek beginnen doe je met Premium',
    intro: (n) => `Wil je ${n} een bericht sturen? Een gesprek beginnen is voor leden met Premium of Extended.`,
  },
  viewing: {
    title: 'Een bezichtiging aanvragen doe je met Premium',
    intro: (n) =>
      `Wil je het huis van ${n} bekijken? Een bezichtiging aanvragen is voor leden met Premium of Extended.`,
  },
  offer: {
    title: 'Een bod uitbrengen doe je met Premium',
    intro: (n) => `Wil je ${n} een bod doen? Een bod uitbrengen is voor leden met Premium of Extended.`,
  },
  address: {
    title: 'Het exacte adres zie je met Premium',
    intro: () => 'Huisnummer en postcode van elk huis zie je als lid van Premium of Extended.',
  },
};

/**
 * The subscriber-action modal (spec §2, §6) for a logged-in user without subscriber rights who
 * tries a subscriber action. Until the plans exist it explains what Premium and Extended give
 * and sends the user to the subscription page.
 */
export function SubscriberActionModal({
  firstName,
  onClose,
  action = 'message',
}: {
  firstName: string;
  onClose: () => void;
  action?: SubscriberAction;
}) {
  const text = TEXTS[action];
  return (
    <Modal
      name="modal-subscriber-action"
      title={text.title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Niet nu
          </button>
          <Link to={paths.account()} className="button button--primary">
            Bekijk Premium
          </Link>
        </>
      }
    >
      <p>
        {text.intro(firstName)} Daarmee stuur je eigenaren een bericht, plan je bezichtigingen, doe je een bod en zie je
        het exacte adres van elk huis.
      </p>
      {action === 'message' ? <p>Stuurt iemand jou een bericht, dan kun je altijd gratis antwoorden.</p> : null}
    </Modal>
  );
}
