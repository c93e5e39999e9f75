import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/forms/Alert';
import { PasswordField } from '../../components/forms/PasswordFields';
import { paths } from '../../paths';
import { failureDetail } from '../../relay/mutations';
import { reloadViewer } from '../account/session';
import { RegistrationForm } from '../registration/RegistrationForm';
import { DEFAULT_RETURN, type ReturnTarget } from '../registration/returnTargets';
import type { UserType } from '../registration/validation';
import { EmailField } from './EmailField';
import { LOGIN_FAILED_TEXT, LOGIN_INVALID_TEXT, RATE_LIMITED_TEXT } from './messages';
import { useCheckEmailMutation } from './mutations/useCheckEmailMutation';
import { useLogInMutation } from './mutations/useLogInMutation';
import { useRequestPasswordResetMutation } from './mutations/useRequestPasswordResetMutation';
import { canSubmitPassword, isServerPath, isValidEmail } from './validation';
import './auth.css';

type Step = 'email' | 'password' | 'no-password' | 'deleted' | 'register';

export interface LoginFlowProps {
  /** Where to go after logging in (a same-site path). */
  redirectTo?: string;
  /** Where a new account goes, and the label of that button. */
  registrationReturn?: ReturnTarget;
  initialUserType?: UserType;
  hideUserFields?: boolean;
  houseSlug?: string | null;
  searchQuerySlug?: string | null;
  /** Title of the e-mail step. */
  title?: string;
  intro?: ReactNode;
  /** Beside the registration form, e.g. selling points. */
  registrationAside?: ReactNode;
  /**
   * Instead of navigating to `redirectTo` after logging in: e.g. a quick-login modal that closes
   * and lets the page go on (the viewer is already reloaded when this is called).
   */
  onLoggedIn?: () => void;
}

/**
 * Two-step login (spec §2, §4): the e-mail first; a known account asks for the password (or
 * shows a notice when it has none), an unknown e-mail continues with the registration form.
 */
export function LoginFlow({
  redirectTo = DEFAULT_RETURN.path,
  registrationReturn = DEFAULT_RETURN,
  initialUserType,
  hideUserFields,
  houseSlug,
  searchQuerySlug,
  title = 'Inloggen of aanmelden',
  intro,
  registrationAside,
  onLoggedIn,
}: LoginFlowProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);
  const [resetMessage, setResetMessage] = useState<string | null>(null);
  const [resetSent, setResetSent] = useState(false);
  const [registeredAs, setRegisteredAs] = useState<string | null>(null);
  const [checkEmail, checking] = useCheckEmailMutation();
  const [logIn, loggingIn] = useLogInMutation();
  const [requestReset, requestingReset] = useRequestPasswordResetMutation();

  const emailValid = isValidEmail(email);

  const toStep = (next: Step) => {
    setError(null);
    setResetSent(false);
    setPassword('');
    setStep(next);
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    setEmailTouched(true);
    if (!emailValid || checking) return;
    setError(null);
    try {
      const result = await checkEmail(email.trim());
      if (!result.ok) {
        if (result.error.kind === 'rateLimited') setError({ text: RATE_LIMITED_TEXT });
        else if (result.error.kind === 'input')
          setError({ text: result.error.fieldErrors.email?.[0] ?? result.error.message });
        else setError({ text: LOGIN_FAILED_TEXT, detail: result.error.message });
        return;
      }
      const { exists, isDeleted, hasPassword } = result.data;
      if (!exists) toStep('register');
      else if (isDeleted) toStep('deleted');
      else if (!hasPassword) toStep('no-password');
      else toStep('password');
    } catch (failure) {
      setError({ text: LOGIN_FAILED_TEXT, detail: failureDetail(failure) });
    }
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitPassword(password) || loggingIn) return;
    setError(null);
    try {
      const result = await logIn(email.trim(), password);
      if (result.ok) {
        await reloadViewer();
        if (onLoggedIn) onLoggedIn();
        else if (isServerPath(redirectTo)) window.location.assign(redirectTo);
        else navigate(redirectTo, { replace: true });
        return;
      }
      // 422: the spec's text. Anything else (too many attempts, server trouble): the spec's
      // 'other failure' text, with the server's explanation under it.
      if (result.error.kind === 'input') setError({ text: LOGIN_INVALID_TEXT });
      else setError({ text: LOGIN_FAILED_TEXT, detail: result.error.message });
    } catch (failure) {
      setError({ text: LOGIN_FAILED_TEXT, detail: failureDetail(failure) });
    }
  };

  const sendReset = async () => {
    setError(null);
    try {
      const result = await requestReset(email.trim());
      if (result.ok) {
        setResetMessage(result.message);
        setResetSent(true);
      } else setError({ text: result.error.message || RATE_LIMITED_TEXT });
    } catch {
      setError({ text: 'Er ging iets mis bij het versturen van de e-mail. Probeer het later opnieuw.' });
    }
  };

  const changeEmail = (
    <button type="button" className="link-button" onClick={() => toStep('email')}>
      Ander e-mailadres
    </button>
  );

  const errorAlert = error ? (
    <Alert kind="error" detail={error.detail}>
      {error.text}
    </Alert>
  ) : null;

  const resetNotice = resetSent ? (
    <Alert kind="success" title="Check je e-mail">
      {resetMessage ?? 'We hebben je een e-mail gestuurd met een link om een nieuw wachtwoord in te stellen.'}
    </Alert>
  ) : null;

  if (step === 'register') {
    if (registeredAs) {
      return (
        <div className="auth-card card">
          <h1>Welkom bij Huiskans, {registeredAs}!</h1>
          <p className="auth-card__intro">Je account is aangemaakt en je bent ingelogd.</p>
          <Link to={registrationReturn.path} className="button button--primary button--block">
            {registrationReturn.label}
          </Link>
        </div>
      );
    }
    return (
      <div className={`auth-layout${registrationAside ? ' auth-layout--aside' : ''}`}>
        <div className="auth-card card auth-card--wide">
          <h1>Maak je account aan</h1>
          <p className="auth-card__intro">
            We kennen <strong>{email.trim()}</strong> nog niet. Maak in een minuut een gratis account aan. {changeEmail}
          </p>
          <RegistrationForm
            initialEmail={email.trim()}
            initialUserType={initialUserType}
            hideUserFields={hideUserFields}
            houseSlug={houseSlug}
            searchQuerySlug={searchQuerySlug}
            onRegistered={(firstName) => {
              if (registrationReturn.path === DEFAULT_RETURN.path) setRegisteredAs(firstName);
              else navigate(registrationReturn.path, { replace: true });
            }}
          />
        </div>
        {registrationAside}
      </div>
    );
  }

  return (
    <div className="auth-card card">
      {step === 'email' ? (
        <form onSubmit={submitEmail} noValidate aria-label="Inloggen stap 1">
          <h1>{title}</h1>
          <div className="auth-card__intro">
            {intro ?? <p>Vul je e-mailadres in. Heb je al een account, dan vragen we daarna je wachtwoord.</p>}
          </div>
          <EmailField
            inputMode="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setEmailTouched(true)}
            touched={emailTouched}
          />
          {errorAlert}
          <button type="submit" className="button button--primary button--block" disabled={!emailValid || checking}>
            {checking ? 'Bezig…' : 'Verder'}
          </button>
        </form>
      ) : null}

      {step === 'password' ? (
        <form onSubmit={submitPassword} noValidate aria-label="Inloggen stap 2">
          <h1>Welkom terug!</h1>
          <p className="auth-card__intro">
            Log in met je wachtwoord voor <strong>{email.trim()}</strong>. {changeEmail}
          </p>
          <input type="email" name="email" autoComplete="username" value={email.trim()} readOnly hidden />
          <PasswordField
            label="Wachtwoord"
            name="password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {errorAlert}
          {resetNotice}
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={!canSubmitPassword(password) || loggingIn}
          >
            {loggingIn ? 'Bezig…' : 'Inloggen'}
          </button>
          <div className="auth-card__secondary">
            <button type="button" className="link-button" onClick={sendReset} disabled={requestingReset}>
              Wachtwoord vergeten
            </button>
          </div>
        </form>
      ) : null}

      {step === 'no-password' ? (
        <div>
          <h1>Stel eerst een wachtwoord in</h1>
          <p className="auth-card__intro">
            Voor het account van <strong>{email.trim()}</strong> is nog geen wachtwoord ingesteld. We sturen je een
            e-mail met een link waarmee je een wachtwoord kiest. {changeEmail}
          </p>
          {errorAlert}
          {resetNotice ?? (
            <button
              type="button"
              className="button button--primary button--block"
              onClick={sendReset}
              disabled={requestingReset}
            >
              Stuur mij de link
            </button>
          )}
        </div>
      ) : null}

      {step === 'deleted' ? (
        <div>
          <h1>Dit account is verwijderd</h1>
          <p className="auth-card__intro">
            Het account van <strong>{email.trim()}</strong> is verwijderd. Wil je het terug? Neem dan{' '}
            <a href={paths.contact()}>contact</a> met ons op. {changeEmail}
          </p>
        </div>
      ) : null}
    </div>
  );
}
