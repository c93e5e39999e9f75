import './forms/forms.css';
import { type ReactNode, useState } from 'react';

interface ConfirmButtonProps {
  /** The first button's label, e.g. 'Account verwijderen'. */
  children: ReactNode;
  /** The question shown after the first click. */
  question: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  busy?: boolean;
  /** 'ghost': a quiet, small first button (a removal beside the main actions, a report). */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Shown with the question, e.g. a password field; 'Ja' waits for `confirmDisabled` to be false. */
  extra?: ReactNode;
  confirmDisabled?: boolean;
}

/** Confirmation submit button (spec §2): a button, then a question with 'Ja' / 'Annuleren'. */
export function ConfirmButton({
  children,
  question,
  onConfirm,
  disabled,
  busy,
  variant = 'secondary',
  extra,
  confirmDisabled,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className={`button button--${variant}${variant === 'ghost' ? ' button--small' : ''}`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
    );
  }
  return (
    <div className="confirm">
      <span className="confirm__question">{question}</span>
      {extra ? <div className="confirm__extra">{extra}</div> : null}
      <span className="confirm__buttons">
        <button
          type="button"
          className={`button button--small button--${variant === 'danger' ? 'danger' : 'primary'}`}
          disabled={busy || confirmDisabled}
          onClick={onConfirm}
        >
          Ja
        </button>
        <button type="button" className="button button--small button--secondary" onClick={() => setAsking(false)}>
          Annuleren
        </button>
      </span>
    </div>
  );
}
