import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../components/forms/Alert';
import { FieldMessage } from '../../components/forms/Field';
import { useFieldErrors, useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { NewPasswordFields } from '../../components/forms/PasswordFields';
import { PersonalFields, trimPersonal } from '../../components/forms/PersonalFields';
import { recaptchaSiteKey } from '../../config';
import { clearFieldErrors, reportFieldErrors } from '../../errors/errorStore';
import { failureDetail } from '../../relay/mutations';
import { reloadViewer } from '../account/session';
import { useRegisterMutation } from './mutations/useRegisterMutation';
import { Recaptcha } from './Recaptcha';
import { TermsCheckbox } from './TermsCheckbox';
import {
  emptyRegistration,
  graphQLUserType,
  REGISTRATION_FAILED_TEXT,
  REGISTRATION_MOVING_OPTIONS,
  type RegistrationField,
  type RegistrationProblem,
  type RegistrationValues,
  registrationProblems,
  USER_TYPE_OPTIONS,
  type UserType,
} from './validation';
import './registration.css';

const HONEYPOTS = [
  { name: 'hp1', label: 'Laat dit veld leeg' },
  { name: 'hp2', label: 'Laat dit veld ook leeg' },
] as const;

export interface RegistrationFormProps {
  initialEmail?: string;
  initialUserType?: UserType;
  /** User type and moving months are not asked (spec §5). */
  hideUserFields?: boolean;
  /** A house or search profile the funnel created, attached to the new account. */
  houseSlug?: string | null;
  searchQuerySlug?: string | null;
  /** Called once the account exists and the viewer is loaded. */
  onRegistered: (firstName: string) => void;
  submitLabel?: string;
  /** Shown above the submit button (e.g. a short privacy note). */
  footnote?: ReactNode;
}

/**
 * The registration form (spec §5): fields, client rules with the spec's messages, honeypots,
 * reCAPTCHA when configured, server field errors under the fields, and the failure state with
 * 'Opnieuw proberen'.
 */
export function RegistrationForm({
  initialEmail = '',
  initialUserType,
  hideUserFields = false,
  houseSlug,
  searchQuerySlug,
  onRegistered,
  submitLabel = 'Account aanmaken',
  footnote,
}: RegistrationFormProps) {
  useFieldErrorsOfThisForm();
  const serverErrors = useFieldErrors();
  const [values, setValues] = useState<RegistrationValues>(() => ({
    ...emptyRegistration(),
    email: initialEmail,
    userType: initialUserType ?? '',
  }));
  const [honeypots, setHoneypots] = useState({ hp1: '', hp2: '' });
  const [problems, setProblems] = useState<RegistrationProblem[]>([]);
  const [failure, setFailure] = useState<{ detail?: string } | null>(null);
  const siteKey = recaptchaSiteKey();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [register, busy] = useRegisterMutation();
  const [done, setDone] = useState(false);

  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };
  const flagged = (field: RegistrationField) => problems.some((p) => p.fields.includes(field));
  const serverError = (field: string) => serverErrors[field]?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const found = registrationProblems(values, { hideUserFields, captchaEnabled: Boolean(siteKey), captchaToken });
    setProblems(found);
    if (found.length > 0) return;
    clearFieldErrors();
    try {
      const result = await register({
        ...trimPersonal(values),
        userType: hideUserFields ? null : graphQLUserType(values.userType),
        movingMonths: hideUserFields ? null : values.movingMonths,
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
        terms: values.terms,
        recaptchaResponse: captchaToken,
        hp1: honeypots.hp1,
        hp2: honeypots.hp2,
        houseSlug: houseSlug ?? null,
        searchQuerySlug: searchQuerySlug ?? null,
      });
      if (result.ok) {
        setDone(true);
        await reloadViewer();
        onRegistered(result.firstName);
        return;
      }
      if (siteKey) setCaptchaKey((k) => k + 1);
      if (result.error.kind === 'input') reportFieldErrors(result.error.fieldErrors);
      else setFailure({ detail: result.error.message });
    } catch (error) {
      if (siteKey) setCaptchaKey((k) => k + 1);
      setFailure({ detail: failureDetail(error) });
    }
  };

  if (failure) {
    return (
      <Alert
        kind="error"
        title={REGISTRATION_FAILED_TEXT}
        detail={failure.detail}
        actions={
          <button type="button" className="button button--primary" onClick={() => setFailure(null)}>
            Opnieuw proberen
          </button>
        }
      />
    );
  }

  return (
    <form className="registration-form" onSubmit={submit} noValidate aria-label="Registreren">
      <PersonalFields values={values} onChange={set} flagged={flagged} />
      {hideUserFields ? null : (
        <>
          <ChoiceGroup
            legend="Wat wil je doen?"
            name="userType"
            options={USER_TYPE_OPTIONS}
            value={values.userType}
            onChange={(v) => set('userType', v as UserType)}
            invalid={flagged('userType')}
            error={serverError('userType')}
          />
          <ChoiceGroup
            legend="Wanneer wil je verhuizen?"
            name="movingMonths"
            options={REGISTRATION_MOVING_OPTIONS}
            value={values.movingMonths ?? ''}
            onChange={(v) => set('movingMonths', Number(v))}
            invalid={flagged('movingMonths')}
            error={serverError('movingMonths')}
          />
        </>
      )}
      <div className="form-grid form-grid--2">
        <NewPasswordFields
          labels={{ password: 'Wachtwoord', confirmation: 'Herhaal wachtwoord' }}
          password={values.password}
          confirmation={values.passwordConfirmation}
          onPasswordChange={(value) => set('password', value)}
          onConfirmationChange={(value) => set('passwordConfirmation', value)}
          flagged={flagged}
        />
      </div>
      <div className={`field${flagged('terms') || serverError('terms') ? ' field--invalid' : ''}`}>
        <TermsCheckbox
          name="terms"
          checked={values.terms}
          onChange={(checked) => set('terms', checked)}
          aria-invalid={flagged('terms') || Boolean(serverError('terms')) || undefined}
        />
        {serverError('terms') ? <FieldMessage>{serverError('terms')}</FieldMessage> : null}
      </div>
      {siteKey ? (
        <div className={`field${flagged('g-recaptcha-response') ? ' field--invalid' : ''}`}>
          <Recaptcha key={captchaKey} siteKey={siteKey} onChange={setCaptchaToken} />
          {serverError('g-recaptcha-response') ? (
            <FieldMessage>{serverError('g-recaptcha-response')}</FieldMessage>
          ) : null}
        </div>
      ) : null}
      {/* Honeypots (spec §7): invisible to people, filled only by bots; a filled one creates no account. */}
      <div className="honeypot" aria-hidden="true">
        {HONEYPOTS.map(({ name, label }) => (
          <label key={name}>
            {label}
            <input
              type="text"
              name={name}
              tabIndex={-1}
              autoComplete="off"
              value={honeypots[name]}
              onChange={(e) => setHoneypots((h) => ({ ...h, [name]: e.target.value }))}
            />
          </label>
        ))}
      </div>
      {problems.length > 0 ? (
        <Alert kind="error">
          <ul className="form-problems">
            {problems.map((p) => (
              <li key={p.message}>{p.message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {footnote}
      <button type="submit" className="button button--primary button--block" disabled={busy || done}>
        {busy ? 'Bezig…' : submitLabel}
      </button>
    </form>
  );
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  options: { value: string | number; label: string }[];
  value: string | number;
  onChange: (value: string) => void;
  invalid?: boolean;
  error?: string;
}

/** Radio buttons shown as selectable pills. */
export function ChoiceGroup({ legend, name, options, value, onChange, invalid, error }: ChoiceGroupProps) {
  return (
    <fieldset className={`choice-group${invalid || error ? ' choice-group--invalid' : ''}`}>
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label
            key={option.value}
            className={`choice${String(value) === String(option.value) ? ' choice--selected' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={String(value) === String(option.value)}
              onChange={(e) => onChange(e.target.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? <FieldMessage>{error}</FieldMessage> : null}
    </fieldset>
  );
}
