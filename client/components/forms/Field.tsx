import './forms.css';
import { type ReactNode, useId } from 'react';
import { useFieldError } from './fieldErrors';

/** What every labelled field says about itself besides its control. */
export interface FieldOptions {
  label: ReactNode;
  /** Server field name (snake_case) whose first error message shows under the field. */
  errorField?: string;
  /** A message of the form itself; wins over the server message. */
  error?: string;
  /** Highlight without a message of its own (e.g. an empty required field). */
  invalid?: boolean;
  hint?: ReactNode;
}

/** The attributes that tie a control to its label, hint and message. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps extends FieldOptions {
  /** A fixed id for the control (one the page refers to); a generated one otherwise. */
  id?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * The frame of a labelled control (input, select, textarea): the label, the hint, and the first
 * server error (or the form's own) under it, which also highlights the field.
 */
export function Field({ label, errorField, error, invalid, hint, id: fixedId, children }: FieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const serverError = useFieldError(errorField);
  const message = error ?? serverError;
  const hasError = Boolean(message) || Boolean(invalid);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`field${hasError ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': hasError || undefined, 'aria-describedby': describedBy || undefined })}
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
