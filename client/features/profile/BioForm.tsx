import { type FormEvent, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BioForm_user$key } from '../../__generated__/BioForm_user.graphql';
import { useFieldError, useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { FieldMessage } from '../../components/forms/TextField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { clearFieldErrors, reportFieldErrors, showMessage } from '../../errors/errorStore';
import { useUpdateBioMutation } from './mutations/useUpdateBioMutation';
import { useProfileEditViewer } from './ProfileEditLayout';

export const BIO_MAX_LENGTH = 2000;

/** /profiel/bewerken/bio: a few sentences about yourself. */
export function BioSection() {
  useDocumentTitle('Bio');
  return <BioForm user={useProfileEditViewer()} />;
}

export function BioForm({ user }: { user: BioForm_user$key }) {
  const data = useFragment(
    graphql`
      fragment BioForm_user on User {
        bio
      }
    `,
    user,
  );
  useFieldErrorsOfThisForm();
  const id = useId();
  const [bio, setBio] = useState(data.bio ?? '');
  const [update, busy] = useUpdateBioMutation();
  const error = useFieldError('bio');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearFieldErrors();
    try {
      const result = await update(bio.trim());
      if (result.ok) showMessage('Je bio is opgeslagen.', 'success');
      else if (result.error.kind === 'input') reportFieldErrors(result.error.fieldErrors);
      else showMessage(result.error.message, 'error');
    } catch {
      // shown by the global error display
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Bio" className="profile-form">
      <h2>Over jezelf</h2>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>
          Bio
        </label>
        <textarea
          id={id}
          name="bio"
          className="input textarea"
          rows={7}
          maxLength={BIO_MAX_LENGTH}
          placeholder="Bijvoorbeeld: wie je bent, met wie je verhuist en wat je zoekt in een nieuw huis."
          value={bio}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setBio(e.target.value)}
        />
        <span className="field__hint">
          {bio.length} / {BIO_MAX_LENGTH} tekens
        </span>
        {error ? <FieldMessage>{error}</FieldMessage> : null}
      </div>
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bezig…' : 'Opslaan'}
        </button>
      </div>
    </form>
  );
}
