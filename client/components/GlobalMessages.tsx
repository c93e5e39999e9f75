import { useSyncExternalStore } from 'react';
import { dismissMessage, getSnapshot, subscribe } from '../errors/errorStore';
import { CloseIcon } from './icons';

/** Hook on the global message store (spec §8). */
export function useGlobalMessages() {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The one place the global error / message is shown; it clears itself after 5 seconds. */
export function GlobalMessages() {
  const { message } = useGlobalMessages();
  if (!message) return null;
  return (
    <div
      key={message.id}
      className={`global-message global-message--${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
      aria-live={message.kind === 'error' ? 'assertive' : 'polite'}
    >
      <div className="global-message__body">
        <div className="global-message__text">{message.text}</div>
        {message.detail ? <div className="global-message__detail">{message.detail}</div> : null}
      </div>
      <button type="button" className="global-message__close" onClick={dismissMessage} aria-label="Melding sluiten">
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
