import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ViewingState_viewing$key } from '../../__generated__/ViewingState_viewing.graphql';
import { saveForm } from '../../components/forms/saveForm';
import { formatDate } from '../../format';
import { dealTone, viewingStatusLabel } from './labels';
import { useAnswerViewingMutation } from './mutations/useAnswerViewingMutation';
import { type Slot, SlotFields } from './SlotFields';

/** '2026-12-05', '10:30' → 'zaterdag 5 december 2026 om 10:30' style: the day as Dutch text. */
export function slotText(date: string, time: string): string {
  return `${formatDate(`${date}T12:00:00`)} om ${time}`;
}

/**
 * A viewing request as it stands now (the thread, the house page): the slot and its state, and for
 * the side whose turn it is 'Accepteren', 'Ander moment voorstellen' and 'Afslaan'.
 */
export function ViewingState({ viewing }: { viewing: ViewingState_viewing$key }) {
  const data = useFragment(
    graphql`
      fragment ViewingState_viewing on Viewing {
        id
        status
        date
        time
        viewerCanAnswer
      }
    `,
    viewing,
  );
  const [answer, busy] = useAnswerViewingMutation();
  const [proposing, setProposing] = useState(false);
  const [slot, setSlot] = useState<Slot>({ date: data.date, time: data.time });
  const send = (input: { answer: 'ACCEPT' | 'DECLINE' | 'PROPOSE'; date?: string; time?: string }) =>
    saveForm(
      () => answer({ viewingId: data.id, ...input }),
      input.answer === 'ACCEPT'
        ? 'Bezichtiging bevestigd'
        : input.answer === 'DECLINE'
          ? 'Bezichtiging afgeslagen'
          : 'Nieuw moment voorgesteld',
    );
  return (
    <div className="deal-state" data-testid="viewing-state">
      <p className="deal-state__slot">
        {data.status === 'accepted' ? 'Afspraak' : data.status === 'declined' ? 'Moment' : 'Voorstel'}:{' '}
        {slotText(data.date, data.time)}
      </p>
      <span className={`deal-badge deal-badge--${dealTone(data.status)}`}>{viewingStatusLabel(data.status)}</span>
      {data.viewerCanAnswer && !proposing ? (
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
            onClick={() => setProposing(true)}
          >
            Ander moment voorstellen
          </button>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() => void send({ answer: 'DECLINE' })}
          >
            Afslaan
          </button>
        </div>
      ) : null}
      {data.viewerCanAnswer && proposing ? (
        <form
          className="deal-state__form"
          onSubmit={(e) => {
            e.preventDefault();
            void send({ answer: 'PROPOSE', ...slot }).then((ok) => ok && setProposing(false));
          }}
        >
          <SlotFields slot={slot} onChange={setSlot} />
          <div className="deal-state__actions">
            <button type="submit" className="button button--small button--primary" disabled={busy}>
              Voorstel versturen
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setProposing(false)}
            >
              Annuleren
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
