import { type FormEvent, Suspense, useEffect, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SendBoxHouseQuery as HouseQueryT } from '../../__generated__/SendBoxHouseQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { CloseIcon, HouseIcon } from '../../components/icons';
import { useSendMessageMutation } from './mutations/useSendMessageMutation';
import { SubscriberActionModal } from './SubscriberActionModal';

/** Longest message the server takes (the domain's limit); the box counts down near it. */
export const MESSAGE_MAX_LENGTH = 5000;

interface SendBoxProps {
  userId: string;
  firstName: string;
  /** chat_enabled, or the viewer may start conversations (spec §6). */
  canWrite: boolean;
  /** From a house page: the message is about this house (a HouseMessage). */
  houseId: string | null;
  onForgetHouse: () => void;
  connectionId: string | null;
  onSent?: () => void;
}

/**
 * The send box of a thread. Without the right to write (the other side has not written and the
 * viewer has no Premium) it is disabled with the reason and the way to Premium.
 */
export function SendBox({ userId, firstName, canWrite, houseId, onForgetHouse, connectionId, onSent }: SendBoxProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [askPlan, setAskPlan] = useState(false);
  const [send, sending] = useSendMessageMutation();
  const id = useId();
  const blank = text.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || sending) return;
    setError(null);
    // The box empties at once, as in any chat; a message that did not go comes back to try again.
    const message = text;
    setText('');
    const giveBack = (reason: string) => {
      setText((typed) => (typed === '' ? message : typed));
      setError(reason);
    };
    try {
      const outcome = await send({ userId, message, houseId, connectionId });
      if (!outcome.ok) {
        giveBack(outcome.error.message || 'Je bericht is niet verstuurd.');
        return;
      }
      if (houseId) onForgetHouse();
      onSent?.();
    } catch {
      // No answer (the global display says so too).
      giveBack('Je bericht is niet verstuurd. Probeer het opnieuw.');
    }
  };

  if (!canWrite) {
    return (
      <div className="send-box send-box--disabled">
        <p id={id} className="send-box__reason">
          Je kunt {firstName} nog geen bericht sturen: een gesprek beginnen is voor leden met Premium of Extended. Zodra{' '}
          {firstName} jou schrijft, kun je gratis antwoorden.
        </p>
        <div className="send-box__row">
          <textarea className="input send-box__input" disabled aria-describedby={id} placeholder="Typ een bericht" />
          <button type="button" className="button button--primary" onClick={() => setAskPlan(true)}>
            Bekijk Premium
          </button>
        </div>
        {askPlan ? (
          // Back from paying, this page shows the thread again, now with the right to write.
          <SubscriberActionModal firstName={firstName} onClose={() => setAskPlan(false)} />
        ) : null}
      </div>
    );
  }

  return (
    <form className="send-box" onSubmit={submit}>
      {houseId ? (
        // A house that cannot be found (a broken link) is left out rather than failing the send.
        <ErrorBoundary fallback={<Forget onForget={onForgetHouse} />}>
          <Suspense fallback={null}>
            <AboutHouse houseId={houseId} onForget={onForgetHouse} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <div className="send-box__row">
        <label htmlFor={id} className="visually-hidden">
          Bericht aan {firstName}
        </label>
        <textarea
          id={id}
          className="input send-box__input"
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          placeholder={`Typ een bericht aan ${firstName}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (as in every chat).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className="button button--primary" disabled={blank || sending}>
          Versturen
        </button>
      </div>
      {error ? (
        <p className="send-box__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** 'Over {address}': the house the message will be about, with a way to leave it out. */
function AboutHouse({ houseId, onForget }: { houseId: string; onForget: () => void }) {
  const { node } = useLazyLoadQuery<HouseQueryT>(
    graphql`
      query SendBoxHouseQuery($id: ID!) {
        node(id: $id) {
          ... on House {
            formattedAddressLine
          }
        }
      }
    `,
    { id: houseId },
    { networkCacheConfig: { metadata: { silentErrors: true } } },
  );
  if (!node?.formattedAddressLine) return <Forget onForget={onForget} />;
  return (
    <p className="send-box__house">
      <HouseIcon size={16} />
      <span>
        Over <strong>{node.formattedAddressLine}</strong>
      </span>
      <button type="button" className="send-box__forget" onClick={onForget} aria-label="Niet over dit huis">
        <CloseIcon size={14} />
      </button>
    </p>
  );
}

/** Leaves out a house that could not be found (once, when it turns out). */
function Forget({ onForget }: { onForget: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, not again when the parent re-renders.
  useEffect(() => onForget(), []);
  return null;
}
