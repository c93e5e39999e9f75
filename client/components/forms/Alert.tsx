import './forms.css';
import type { ReactNode } from 'react';

interface AlertProps {
  kind?: 'error' | 'info' | 'success' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  /** The server's explanation under the message (e.g. of an 'Er ging iets mis' failure). */
  detail?: string;
  actions?: ReactNode;
}

/** A message inside a form or page (not the global toast). Errors are announced to screen readers. */
export function Alert({ kind = 'info', title, children, detail, actions }: AlertProps) {
  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title ? <div className="alert__title">{title}</div> : null}
      {children || detail ? (
        <div className="alert__body">
          {children}
          {detail ? <p className="alert__detail">{detail}</p> : null}
        </div>
      ) : null}
      {actions ? <div className="alert__actions">{actions}</div> : null}
    </div>
  );
}
