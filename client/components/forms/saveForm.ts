import { clearFieldErrors, reportFieldErrors, showMessage } from '../../errors/errorStore';
import type { UserError } from '../../relay/mutations';

/**
 * Saves a form through its mutation as the user sees it: the old field errors go first; then the
 * success text as a toast, invalid input under its fields, any other refusal as an error toast.
 * True when it was saved.
 */
export async function saveForm(
  save: () => Promise<{ ok: true } | { ok: false; error: UserError }>,
  successText: string,
): Promise<boolean> {
  clearFieldErrors();
  try {
    const result = await save();
    if (result.ok) showMessage(successText, 'success');
    else if (result.error.kind === 'input') reportFieldErrors(result.error.fieldErrors);
    else showMessage(result.error.message, 'error');
    return result.ok;
  } catch {
    return false; // a failed request is shown by the global error display
  }
}
