import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PersonalDetailsForm_user$key } from '../../__generated__/PersonalDetailsForm_user.graphql';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { PersonalFields, trimPersonal } from '../../components/forms/PersonalFields';
import { SelectField } from '../../components/forms/SelectField';
import { saveForm } from '../../components/forms/saveForm';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { MOVING_MONTHS_OPTIONS } from '../../format/movingMonths';
import { useUpdatePersonalDetailsMutation } from './mutations/useUpdatePersonalDetailsMutation';
import { useProfileEditViewer } from './ProfileEditLayout';

/** /profiel/bewerken/persoonlijke-gegevens: names, e-mail, phone and moving wish. */
export function PersonalDetailsSection() {
  useDocumentTitle('Persoonlijke gegevens');
  return <PersonalDetailsForm user={useProfileEditViewer()} />;
}

export function PersonalDetailsForm({ user }: { user: PersonalDetailsForm_user$key }) {
  const data = useFragment(
    graphql`
      fragment PersonalDetailsForm_user on User {
        id
        firstName
        lastName
        email
        phoneNumber
        movingMonths
      }
    `,
    user,
  );
  useFieldErrorsOfThisForm();
  const [values, setValues] = useState({
    firstName: data.firstName,
    lastName: data.lastName ?? '',
    email: data.email ?? '',
    phoneNumber: data.phoneNumber ?? '',
    movingMonths: data.movingMonths == null ? '' : String(data.movingMonths),
  });
  const [update, busy] = useUpdatePersonalDetailsMutation();
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const movingMonths = values.movingMonths === '' ? null : Number(values.movingMonths);
    await saveForm(() => update({ ...trimPersonal(values), movingMonths }), 'Je gegevens zijn opgeslagen.');
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Persoonlijke gegevens" className="profile-form">
      <h2>Persoonlijke gegevens</h2>
      <PersonalFields values={values} onChange={set} />
      <SelectField
        label="Wanneer wil je verhuizen?"
        id="moving-months"
        name="movingMonths"
        value={values.movingMonths}
        placeholder="Kies een moment"
        options={MOVING_MONTHS_OPTIONS}
        onChange={(e) => set('movingMonths', e.target.value)}
      />
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bezig…' : 'Opslaan'}
        </button>
      </div>
    </form>
  );
}
