import { useState } from 'react';
import { Field } from '../../components/forms/Field';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { Modal } from '../../components/Modal';
import { clearFieldErrors, reportFieldErrors, showMessage } from '../../errors/errorStore';
import { formatPrice } from '../../format';
import { askedFor } from './confirmation';
import type { FormModalProps } from './DealActions';
import { EuroField } from './EuroField';
import { usePlaceOfferMutation } from './mutations/usePlaceOfferMutation';

/**
 * 'Bod uitbrengen': the whole-euro amount, the two reservations and comments; an unusual amount is
 * asked about first. From the house page, and from a thread to bid again after a counter-offer.
 */
export function OfferModal({ houseId, firstName, onClose, onDone }: FormModalProps) {
  useFieldErrorsOfThisForm();
  const [place, busy] = usePlaceOfferMutation();
  const [amount, setAmount] = useState('');
  const [finance, setFinance] = useState(true);
  const [inspection, setInspection] = useState(true);
  const [comments, setComments] = useState('');
  const [sent, setSent] = useState<{ amount: number; low: boolean } | null>(null);
  // The second step: the server's question about an unusual amount (under 50 % of the asking price).
  const [question, setQuestion] = useState<string | null>(null);
  const offer = Number(amount) || 0;

  const send = async (confirmLowBid: boolean) => {
    clearFieldErrors();
    try {
      const result = await place({
        houseId,
        offer,
        comments: comments.trim() || null,
        financeReservation: finance,
        structuralInspectionReservation: inspection,
        confirmLowBid,
      });
      if (result.ok) {
        showMessage('Bod uitgebracht', 'success');
        setQuestion(null);
        setSent({ amount: offer, low: confirmLowBid });
        onDone?.();
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
    <Modal name="modal-place-offer" title="Bod uitbrengen" onClose={onClose}>
      {sent !== null ? (
        <div className="deal-sent">
          <p>
            Je bod van {formatPrice(sent.amount)} is verstuurd. {firstName} ziet het meteen in de berichten.
          </p>
          {sent.low ? (
            <p className="deal-form__note">
              Het biedlogboek van dit huis zie je zodra je bod minstens de helft van de vraagprijs is.
            </p>
          ) : null}
          <button type="button" className="button button--primary" onClick={onClose}>
            Sluiten
          </button>
        </div>
      ) : question !== null ? (
        <div className="deal-confirm" role="alertdialog" aria-labelledby="offer-confirm-question">
          <p id="offer-confirm-question" className="deal-confirm__question">
            {question}
          </p>
          <p className="deal-confirm__amount">
            Je bod: <strong>{formatPrice(offer)}</strong>
          </p>
          <div className="deal-confirm__buttons">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void send(true)}>
              Ja, plaats dit bod
            </button>
            <button type="button" className="button button--secondary" onClick={() => setQuestion(null)}>
              Bod aanpassen
            </button>
          </div>
        </div>
      ) : (
        <form
          className="deal-form"
          onSubmit={(e) => {
            e.preventDefault();
            void send(false);
          }}
        >
          <EuroField label="Je bod" name="offer" value={amount} onChange={setAmount} />
          <label className="checkbox">
            <input type="checkbox" checked={finance} onChange={(e) => setFinance(e.target.checked)} />
            Voorbehoud financiering
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={inspection} onChange={(e) => setInspection(e.target.checked)} />
            Voorbehoud bouwkundige keuring
          </label>
          <Field label="Toelichting (niet verplicht)" errorField="comments">
            {(control) => (
              <textarea
                {...control}
                className="input"
                name="comments"
                rows={3}
                maxLength={2000}
                value={comments}
                onChange={(e) => setComments(e.target.value)}
              />
            )}
          </Field>
          <p className="deal-form__note">
            Een nieuw bod vervangt je vorige bod op dit huis; dat blijft in het biedlogboek staan.
          </p>
          <button type="submit" className="button button--primary" disabled={busy}>
            Bod versturen
          </button>
        </form>
      )}
    </Modal>
  );
}
