import { Link } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';

/**
 * The quick-login modal reopened after logging in (spec §4, reopen cookie): the visitor wanted to
 * save this house, so finish that with one click instead of leaving them to find the heart again.
 */
export function SaveHouseModal({ busy, onSave, onClose }: { busy: boolean; onSave: () => void; onClose: () => void }) {
  return (
    <Modal
      name="modal-save-house"
      title="Dit huis bewaren?"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Niet nu
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={onSave}>
            Bewaren
          </button>
        </>
      }
    >
      <p>
        Je bent ingelogd. Bewaar dit huis, dan vind je het terug in{' '}
        <Link to={paths.dashboard()}>Mijn {PRODUCT_NAME}</Link> en weet de eigenaar dat je interesse hebt.
      </p>
    </Modal>
  );
}
