import { Link, useLocation } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';
import { rememberModal } from '../auth/reopenModal';

/**
 * Spec §4: liking needs an account. The quick login sends the visitor to /meedoen/email and back
 * to this page afterwards (a new e-mail registers there and returns as well); a cookie reopens
 * the like for this house there (SaveHouseModal).
 */
export function QuickLoginModal({ houseId, onClose }: { houseId: string; onClose: () => void }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <Modal
      name="modal-quick-login"
      title="Log in om huizen te bewaren"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Annuleren
          </button>
          <Link
            to={paths.loginWithRedirect(back)}
            className="button button--primary"
            onClick={() => rememberModal({ modal: 'like-house', houseId })}
          >
            Inloggen of aanmelden
          </Link>
        </>
      }
    >
      <p>
        Met een gratis {PRODUCT_NAME}-account bewaar je de huizen die je leuk vindt, zie je ze terug in Mijn{' '}
        {PRODUCT_NAME} en laat de eigenaar weten dat je interesse hebt.
      </p>
      <p>Na het inloggen kom je meteen terug op deze pagina om het huis te bewaren.</p>
    </Modal>
  );
}
