import { PRODUCT_NAME } from '../../config';
import { LoginFirstModal } from '../auth/LoginFirstModal';

/**
 * Spec §4: liking needs an account. After logging in the visitor is back on this page, where the
 * reopen cookie opens the like for this house (SaveHouseModal).
 */
export function QuickLoginModal({ houseId, onClose }: { houseId: string; onClose: () => void }) {
  return (
    <LoginFirstModal
      name="modal-quick-login"
      title="Log in om huizen te bewaren"
      reopen={{ modal: 'like-house', houseId }}
      onClose={onClose}
    >
      <p>
        Met een gratis {PRODUCT_NAME}-account bewaar je de huizen die je leuk vindt, zie je ze terug in Mijn{' '}
        {PRODUCT_NAME} en laat de eigenaar weten dat je interesse hebt.
      </p>
      <p>Na het inloggen kom je meteen terug op deze pagina om het huis te bewaren.</p>
    </LoginFirstModal>
  );
}
