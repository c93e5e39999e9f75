import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Alert } from '../../components/forms/Alert';
import { showMessage } from '../../errors/errorStore';
import { paths } from '../../paths';
import { useDeleteHouseMutation } from './mutations/useDeleteHouseMutation';
import { TrashIcon } from './ownerIcons';

interface DeleteHouseButtonProps {
  houseId: string;
  address: string;
  /** Where to go afterwards (default: Mijn Huiskans). */
  afterDelete?: string;
}

/**
 * 'Woning verwijderen' as a confirmation submit button (spec §2: a button, then a question with
 * Ja / Annuleren). When people showed interest the server answers HouseDeletionNeedsConfirmationError with its own question
 * (e.g. 'Deze woning is door 2 mensen bewaard. Weet je zeker …'): that is asked as well, and
 * 'Ja' then deletes with force.
 */
export function DeleteHouseButton({ houseId, address, afterDelete = paths.dashboard() }: DeleteHouseButtonProps) {
  const navigate = useNavigate();
  const [deleteHouse, busy] = useDeleteHouseMutation();
  const [secondQuestion, setSecondQuestion] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (force: boolean) => {
    setError(null);
    try {
      const result = await deleteHouse(houseId, force);
      if (result.ok) {
        showMessage(`${address} is verwijderd.`, 'success');
        navigate(afterDelete, { replace: true });
        return;
      }
      if (result.error.kind === 'other' && result.error.typename === 'HouseDeletionNeedsConfirmationError' && !force) {
        setSecondQuestion(result.error.message);
        return;
      }
      setSecondQuestion(null);
      setError(result.error.message || 'Verwijderen is niet gelukt.');
    } catch {
      // shown by the global error display
    }
  };

  return (
    <div className="delete-house">
      {secondQuestion ? (
        <div className="confirm" role="alertdialog" aria-label="Woning verwijderen bevestigen">
          <span className="confirm__question">{secondQuestion}</span>
          <span className="confirm__buttons">
            <button
              type="button"
              className="button button--small button--danger"
              disabled={busy}
              onClick={() => void run(true)}
            >
              Ja
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setSecondQuestion(null)}
            >
              Annuleren
            </button>
          </span>
        </div>
      ) : (
        <ConfirmButton
          variant="danger"
          busy={busy}
          question="Weet je zeker dat je deze woning wilt verwijderen?"
          onConfirm={() => void run(false)}
        >
          <TrashIcon size={18} /> Woning verwijderen
        </ConfirmButton>
      )}
      {error ? <Alert kind="error">{error}</Alert> : null}
    </div>
  );
}
