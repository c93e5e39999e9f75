import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PersonalDetailsForm_user$key } from '../../__generated__/PersonalDetailsForm_user.graphql';
import { useFieldError, useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { FieldMessage, TextField } from '../../components/forms/TextField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PHONE_LENGTH } from '../../config';
import { clearFieldErrors, reportFieldErrors, showMessage } from '../../errors/errorStore';
import { MOVING_WISH_OPTIONS } from './movingOptions';
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
  const movingError = useFieldError('moving_months');
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearFieldErrors();
    try {
      const result = await update({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
        movingMonths: values.movingMonths === '' ? null : Number(values.movingMonths),
      });
      if (result.ok) showMessage('Je gegevens zijn opgeslagen.', 'success');
      else if (result.error.kind === 'input') reportFieldErrors(result.error.fieldErrors);
      else showMessage(result.error.message, 'error');
    } catch {
      // shown by the global error display
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Persoonlijke gegevens" className="profile-form">
      <h2>Persoonlijke gegevens</h2>
      <div className="form-grid form-grid--2">
        <TextField
          label="Voornaam"
          name="first_name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
        />
        <TextField
          label="Achternaam"
          name="last_name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
        />
      </div>
      <TextField
        label="E-mailadres"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label="Telefoonnummer"
        name="phone_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0612345678"
        maxLength={PHONE_LENGTH}
        value={values.phoneNumber}
        onChange={(e) => set('phoneNumber', e.target.value)}
      />
      <div className={`field${movingError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="moving-months">
          Wanneer wil je verhuizen?
        </label>
        <select
          id="moving-months"
          name="moving_months"
          className="select"
          value={values.movingMonths}
          aria-invalid={movingError ? true : undefined}
          onChange={(e) => set('movingMonths', e.target.value)}
        >
          {values.movingMonths === '' ? <option value="">Kies een moment</option> : null}
          {MOVING_WISH_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {movingError ? <FieldMessage>{movingError}</FieldMessage> : null}
      </div>
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bezig…' : 'Opslaan'}
        </button>
      </div>
    </form>
  );
}
