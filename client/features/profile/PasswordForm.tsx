import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PasswordForm_user$key } from '../../__generated__/PasswordForm_user.graphql';
import { Alert } from '../../components/forms/Alert';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { NewPasswordFields, PasswordField } from '../../components/forms/PasswordFields';
import { saveForm } from '../../components/forms/saveForm';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { type NewPasswordProblem, newPasswordProblem } from '../registration/validation';
import { useChangePasswordMutation } from './mutations/useChangePasswordMutation';
import { useProfileEditViewer } from './ProfileEditLayout';

/** /profiel/bewerken/wachtwoord: change the password (or set one when the account has none). */
export function PasswordSection() {
  useDocumentTitle('Wachtwoord');
  return <PasswordForm user={useProfileEditViewer()} />;
}

export function PasswordForm({ user }: { user: PasswordForm_user$key }) {
  const data = useFragment(
    graphql`
      fragment PasswordForm_user on User {
        hasPassword
      }
    `,
    user,
  );
  useFieldErrorsOfThisForm();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);
  const [change, busy] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = newPasswordProblem(password, confirmation);
    setProblem(found);
    if (found) return;
    const input = { currentPassword: data.hasPassword ? current : null, password, passwordConfirmation: confirmation };
    if (await saveForm(() => change(input), 'Je wachtwoord is gewijzigd.')) {
      setCurrent('');
      setPassword('');
      setConfirmation('');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Wachtwoord" className="profile-form">
      <h2>{data.hasPassword ? 'Wachtwoord wijzigen' : 'Wachtwoord instellen'}</h2>
      {data.hasPassword ? null : (
        <p className="muted">Je account heeft nog geen wachtwoord. Kies er een, dan kun je daarmee inloggen.</p>
      )}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      {data.hasPassword ? (
        <PasswordField
          label="Huidig wachtwoord"
          name="currentPassword"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      ) : null}
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        flagged={(field) => problem?.field === field}
      />
      {problem ? <Alert kind="error">{problem.message}</Alert> : null}
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bezig…' : 'Wachtwoord opslaan'}
        </button>
      </div>
    </form>
  );
}
