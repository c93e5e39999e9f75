import { ConfirmButton } from '../../components/ConfirmButton';
import { showMessage } from '../../errors/errorStore';
import { useDeleteAdvisorProfileMutation } from './mutations/useAdvisorProfileMutations';

/** Deleting the profile, after 'Weet je het zeker?' (the confirmation submit button, spec §2). */
export function DeleteAdvisorProfile({ advisorId }: { advisorId: string }) {
  const [destroy, busy] = useDeleteAdvisorProfileMutation();
  const onConfirm = async () => {
    try {
      const result = await destroy(advisorId);
      if (result.ok) showMessage('Je adviesprofiel is verwijderd.', 'success');
      else showMessage(result.error.message, 'error');
    } catch {
      // shown by the global error display
    }
  };
  return (
    <section className="dashboard-card card advisor-profile-page__delete" aria-labelledby="advisor-delete-title">
      <div>
        <h2 id="advisor-delete-title">Adviesprofiel verwijderen</h2>
        <p className="muted">Je verdwijnt uit de lijst met adviseurs; je account blijft bestaan.</p>
      </div>
      <ConfirmButton
        variant="danger"
        question="Weet je zeker dat je je adviesprofiel wilt verwijderen?"
        onConfirm={onConfirm}
        busy={busy}
      >
        Adviesprofiel verwijderen
      </ConfirmButton>
    </section>
  );
}
