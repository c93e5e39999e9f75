import './forms/forms.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';

interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** A name other code and tests can find it by, e.g. 'modal-email-verified'. */
  name?: string;
  /** Spec §4: some modals cannot be closed with esc or an outside click. */
  dismissible?: boolean;
  /** Room for side-by-side content, e.g. the plan chooser's two cards. */
  wide?: boolean;
}

/** A modal dialog on the native <dialog> (focus stays inside, esc closes when dismissible). */
export function Modal({ title, children, onClose, footer, name, dismissible = true, wide = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? 'modal modal--wide' : 'modal'}
      aria-labelledby={titleId}
      data-modal={name}
      id={name}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onKeyDown={(event) => {
        // Chromium closes a dialog on a second esc without user activation in between, cancel or not:
        // a modal that must stay open stops the key before it becomes a close request.
        if (!dismissible && event.key === 'Escape') event.preventDefault();
      }}
      onClose={(event) => {
        // Closed anyway (a close request the browser does not let us cancel): open it again.
        if (!dismissible && event.currentTarget.isConnected && !event.currentTarget.open)
          event.currentTarget.showModal();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="modal__close" onClick={onClose} aria-label="Sluiten">
              <CloseIcon size={20} />
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
