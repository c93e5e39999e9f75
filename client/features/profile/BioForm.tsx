import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BioForm_user$key } from '../../__generated__/BioForm_user.graphql';
import { Field } from '../../components/forms/Field';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { saveForm } from '../../components/forms/saveForm';
import { useDocumentTitle } from '../../components/useDocumentTitle';
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
  const [bio, setBio] = useState(data.bio ?? '');
  const [update, busy] = useUpdateBioMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!busy) await saveForm(() => update(bio.trim()), 'Je bio is opgeslagen.');
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Bio" className="profile-form">
      <h2>Over jezelf</h2>
      <Field label="Bio" errorField="bio" hint={`${bio.length} / ${BIO_MAX_LENGTH} tekens`}>
        {(control) => (
          <textarea
            {...control}
            name="bio"
            className="input textarea"
            rows={7}
            maxLength={BIO_MAX_LENGTH}
            placeholder="Bijvoorbeeld: wie je bent, met wie je verhuist en wat je zoekt in een nieuw huis."
            value={bio}
            onChange={(e) => setBio(e.target.value)}
          />
        )}
      </Field>
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bezig…' : 'Opslaan'}
        </button>
      </div>
    </form>
  );
}
