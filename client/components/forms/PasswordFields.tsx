import { PASSWORD_MIN_LENGTH } from '../../config';
import { TextField, type TextFieldProps } from './TextField';

/** A password input; the browser offers the saved password unless autoComplete asks for a new one. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

type NewPasswordField = 'password' | 'passwordConfirmation';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** 'Wachtwoord' / 'Herhaal wachtwoord' at sign-up; a password that is changed is a 'nieuw' one. */
  labels?: { password: string; confirmation: string };
  /** Whether the form's own check flagged one of the two (highlighted without a message). */
  flagged?: (field: NewPasswordField) => boolean;
}

const CHANGE_LABELS = { password: 'Nieuw wachtwoord', confirmation: 'Herhaal nieuw wachtwoord' };

/**
 * A new password and its confirmation (server fields password and passwordConfirmation), the
 * first with the minimum length as hint; the browser may suggest a strong password for both.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  labels = CHANGE_LABELS,
  flagged,
}: NewPasswordFieldsProps) {
  const fields: {
    name: NewPasswordField;
    label: string;
    value: string;
    set: (value: string) => void;
    hint?: string;
  }[] = [
    {
      name: 'password',
      label: labels.password,
      value: password,
      set: onPasswordChange,
      hint: `Minimaal ${PASSWORD_MIN_LENGTH} karakters`,
    },
    { name: 'passwordConfirmation', label: labels.confirmation, value: confirmation, set: onConfirmationChange },
  ];
  return fields.map(({ name, set, ...field }) => (
    <PasswordField
      key={name}
      name={name}
      autoComplete="new-password"
      {...field}
      onChange={(e) => set(e.target.value)}
      invalid={flagged?.(name)}
    />
  ));
}
