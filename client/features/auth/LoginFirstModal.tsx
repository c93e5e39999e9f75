import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { paths } from '../../paths';
import { type ReopenableModal, rememberModal } from './reopenModal';

interface LoginFirstModalProps {
  /** Finds the modal in tests, e.g. 'modal-quick-login'. */
  name: string;
  title: string;
  children: ReactNode;
  /** The modal that opens again on this page once the visitor is back, logged in. */
  reopen: ReopenableModal;
  onClose: () => void;
  /** A wider modal (e.g. with the plans in it). */
  wide?: boolean;
}

/**
 * Spec §6: a visitor gets login/register first. This sends the visitor to /meedoen/email and back
 * to this page afterwards (a new e-mail registers there and returns as well); the reopen cookie
 * (`reopen`) brings back what they were doing.
 */
export function LoginFirstModal({ name, title, children, reopen, onClose, wide }: LoginFirstModalProps) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <Modal
      name={name}
      title={title}
      onClose={onClose}
      wide={wide}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Annuleren
          </button>
          <Link
            to={paths.loginWithRedirect(back)}
            className="button button--primary"
            onClick={() => rememberModal(reopen)}
          >
            Inloggen of aanmelden
          </Link>
        </>
      }
    >
      {children}
    </Modal>
  );
}
