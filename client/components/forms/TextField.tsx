import './forms.css';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useFieldError } from './fieldErrors';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: ReactNode;
  /** Server field name (snake_case) whose first error message shows under the field. */
  errorField?: string;
  /** A message of the form itself; wins over the server message. */
  error?: string;
  /** Highlight without a message of its own (e.g. an empty required field). */
  invalid?: boolean;
  hint?: ReactNode;
}

/** A labelled input; the first server error (or the form's own) shows under it and highlights it. */
export function TextField({ label, errorField, error, invalid, hint, ...input }: TextFieldProps) {
  const id = useId();
  const serverError = useFieldError(errorField ?? (typeof input.name === 'string' ? input.name : undefined));
  const message = error ?? serverError;
  const hasError = Boolean(message) || Boolean(invalid);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`field${hasError ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {message ? <FieldMessage id={`${id}-error`}>{message}</FieldMessage> : null}
    </div>
  );
}

/** The red message under a field. */
export function FieldMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span className="field__error" id={id}>
      {children}
    </span>
  );
}
