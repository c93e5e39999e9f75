import { Link } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { paths } from '../../paths';

/**
 * The subscriber-action modal (spec §2, §6) for a logged-in user without subscriber rights who
 * tries to start a conversation. Until the plans exist it explains what Premium and Extended give
 * and sends the user to the subscription page.
 */
export function SubscriberActionModal({ firstName, onClose }: { firstName: string; onClose: () => void }) {
  return (
    <Modal
      name="modal-subscriber-action"
      title="Een gesprek beginnen doe je met Premium"
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
        Wil je {firstName} een bericht sturen? Een gesprek beginnen is voor leden met Premium of Extended. Daarmee stuur
        je eigenaren een bericht, plan je bezichtigingen, doe je een bod en zie je het exacte adres van elk huis.
      </p>
      <p>Stuurt iemand jou een bericht, dan kun je altijd gratis antwoorden.</p>
    </Modal>
  );
}
