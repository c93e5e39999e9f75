import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PersonalDetailsForm_user$key } from '../../__generated__/PersonalDetailsForm_user.graphql';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { PasswordField } from '../../components/forms/PasswordFields';
import { PersonalFields, trimPersonal } from '../../components/forms/PersonalFields';
import { SelectField } from '../../components/forms/SelectField';
import { saveForm } from '../../components/forms/saveForm';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { MOVING_MONTHS_OPTIONS } from '../../format/movingMonths';
import { useUpdatePersonalDetailsMutation } from './mutations/useUpdatePersonalDetailsMutation';
import { useProfileEditViewer } from './ProfileEditLayout';

/** 'Wachtend op bevestiging: nieuw@adres': the settings page shows it too. */
export const pendingEmailText = (email: string) => `Wachtend op bevestiging: ${email}`;

/** The answer to a saved e-mail change: it takes effect only when the mailed link is followed. */
export const emailChangeSentText = (email: string) =>
  `We hebben een link gestuurd naar ${email}. Je nieuwe e-mailadres gaat in zodra je die link volgt (24 uur geldig).`;

/**
 * /profiel/bewerken/persoonlijke-gegevens: names, e-mail, phone and moving wish. A new e-mail asks
 * the current password and waits for the link mailed to it; until then the old one stays.
 */
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
        pendingEmail
        hasPassword
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
  const [currentPassword, setCurrentPassword] = useState('');
  const [update, busy] = useUpdatePersonalDetailsMutation();
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const newEmail = values.email.trim().toLowerCase();
  const emailChanged = newEmail !== '' && newEmail !== (data.email ?? '').toLowerCase();
  const asksPassword = emailChanged && data.hasPassword === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const movingMonths = values.movingMonths === '' ? null : Number(values.movingMonths);
    const saved = await saveForm(
      () =>
        update({
          ...trimPersonal(values),
          movingMonths,
          ...(asksPassword ? { currentPassword } : {}),
        }),
      emailChanged ? emailChangeSentText(newEmail) : 'Je gegevens zijn opgeslagen.',
    );
    if (saved && emailChanged) {
      // The account keeps its address until the link is followed: the field shows it again.
      setValues((v) => ({ ...v, email: data.email ?? '' }));
      setCurrentPassword('');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Persoonlijke gegevens" className="profile-form">
      <h2>Persoonlijke gegevens</h2>
      <PersonalFields values={values} onChange={set} />
      {data.pendingEmail ? (
        <p className="field__hint profile-form__pending" data-testid="pending-email">
          {pendingEmailText(data.pendingEmail)}
        </p>
      ) : null}
      {asksPassword ? (
        <PasswordField
          label="Huidig wachtwoord"
          name="currentPassword"
          value={currentPassword}
          hint="Nodig om je e-mailadres te wijzigen. We sturen een link naar je nieuwe adres; tot je die volgt, blijft je oude adres gelden."
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
      ) : null}
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
