import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/forms/Alert';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { NewPasswordFields } from '../../components/forms/PasswordFields';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import { reportFieldErrors } from '../../errors/errorStore';
import { paths } from '../../paths';
import { reloadViewer } from '../account/session';
import { newPasswordProblem } from '../registration/validation';
import { EmailField } from './EmailField';
import { RATE_LIMITED_TEXT } from './messages';
import { useRequestPasswordResetMutation } from './mutations/useRequestPasswordResetMutation';
import { useResetPasswordMutation } from './mutations/useResetPasswordMutation';
import { isValidEmail } from './validation';
import './auth.css';

/**
 * /password/reset?email=...&token=...: with the token from the mail, choose a new password;
 * without one, ask for the mail ('Wachtwoord vergeten').
 */
export function PasswordResetPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const email = search.get('email') ?? '';
  return (
    <div className="container auth-page">
      {token ? <NewPasswordForm email={email} token={token} /> : <RequestResetForm initialEmail={email} />}
    </div>
  );
}

function RequestResetForm({ initialEmail }: { initialEmail: string }) {
  useDocumentTitle('Wachtwoord vergeten');
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [request, busy] = useRequestPasswordResetMutation();
  const valid = isValidEmail(email);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    setError(null);
    try {
      const result = await request(email.trim());
      if (result.ok) setSent(result.message);
      else setError(result.error.kind === 'rateLimited' ? RATE_LIMITED_TEXT : result.error.message);
    } catch {
      setError('Er ging iets mis bij het versturen van de e-mail. Probeer het later opnieuw.');
    }
  };
  return (
    <div className="auth-card card">
      <h1>Wachtwoord vergeten</h1>
      {sent !== null ? (
        <>
          <Alert kind="success" title="Check je e-mail">
            {sent}
          </Alert>
          <Link to={paths.login()} className="button button--secondary button--block">
            Terug naar inloggen
          </Link>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Wachtwoord vergeten">
          <p className="auth-card__intro">
            Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord instelt.
          </p>
          <EmailField
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
            touched={touched}
          />
          {error ? <Alert kind="error">{error}</Alert> : null}
          <button type="submit" className="button button--primary button--block" disabled={!valid || busy}>
            Stuur mij de link
          </button>
        </form>
      )}
    </div>
  );
}

function NewPasswordForm({ email, token }: { email: string; token: string }) {
  useDocumentTitle('Nieuw wachtwoord instellen');
  useFieldErrorsOfThisForm();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [reset, busy] = useResetPasswordMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = newPasswordProblem(password, confirmation);
    setProblem(found?.message ?? null);
    if (found) return;
    try {
      const result = await reset({ email, token, password, passwordConfirmation: confirmation });
      if (result.ok) {
        setDone(true);
        await reloadViewer();
      } else if (result.error.kind === 'input') {
        reportFieldErrors(result.error.fieldErrors);
        setProblem(result.error.fieldErrors.token?.[0] ?? result.error.fieldErrors.email?.[0] ?? null);
      } else setProblem(result.error.kind === 'rateLimited' ? RATE_LIMITED_TEXT : result.error.message);
    } catch {
      setProblem('Er ging iets mis bij het opslaan van je wachtwoord. Probeer het later opnieuw.');
    }
  };
  if (done) {
    return (
      <div className="auth-card card">
        <h1>Je wachtwoord is gewijzigd</h1>
        <p className="auth-card__intro">Je kunt vanaf nu inloggen met je nieuwe wachtwoord.</p>
        <Link to={paths.dashboard()} className="button button--primary button--block">
          Ga naar Mijn {PRODUCT_NAME}
        </Link>
      </div>
    );
  }
  return (
    <div className="auth-card card">
      <form onSubmit={submit} noValidate aria-label="Nieuw wachtwoord">
        <h1>Nieuw wachtwoord instellen</h1>
        <p className="auth-card__intro">
          Kies een nieuw wachtwoord voor <strong>{email}</strong>.
        </p>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
        />
        {problem ? <Alert kind="error">{problem}</Alert> : null}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          Wachtwoord opslaan
        </button>
        <div className="auth-card__secondary">
          <Link to={paths.passwordReset(email)}>Nieuwe link aanvragen</Link>
        </div>
      </form>
    </div>
  );
}
