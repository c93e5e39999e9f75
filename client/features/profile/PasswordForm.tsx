import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PasswordForm_user$key } from '../../__generated__/PasswordForm_user.graphql';
import { Alert } from '../../components/forms/Alert';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { TextField } from '../../components/forms/TextField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PASSWORD_MIN_LENGTH } from '../../config';
import { clearFieldErrors, reportFieldErrors, showMessage } from '../../errors/errorStore';
import { PASSWORD_LENGTH_TEXT, PASSWORD_MATCH_TEXT } from '../registration/validation';
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
  const [problem, setProblem] = useState<{ text: string; field: string } | null>(null);
  const [change, busy] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem({ text: PASSWORD_LENGTH_TEXT, field: 'password' });
    if (password !== confirmation) return setProblem({ text: PASSWORD_MATCH_TEXT, field: 'password_confirmation' });
    setProblem(null);
    clearFieldErrors();
    try {
      const result = await change({
        currentPassword: data.hasPassword ? current : null,
        password,
        passwordConfirmation: confirmation,
      });
      if (result.ok) {
        setCurrent('');
        setPassword('');
        setConfirmation('');
        showMessage('Je wachtwoord is gewijzigd.', 'success');
      } else if (result.error.kind === 'input') reportFieldErrors(result.error.fieldErrors);
      else showMessage(result.error.message, 'error');
    } catch {
      // shown by the global error display
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
        <TextField
          label="Huidig wachtwoord"
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      ) : null}
      <TextField
        label="Nieuw wachtwoord"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="Minimaal 8 karakters"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        invalid={problem?.field === 'password'}
      />
      <TextField
        label="Herhaal nieuw wachtwoord"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        invalid={problem?.field === 'password_confirmation'}
      />
      {problem ? <Alert kind="error">{problem.text}</Alert> : null}
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bezig…' : 'Wachtwoord opslaan'}
        </button>
      </div>
    </form>
  );
}
