import { TextField, type TextFieldProps } from '../../components/forms/TextField';
import { isValidEmail } from './validation';

interface EmailFieldProps extends Omit<TextFieldProps, 'label' | 'name' | 'type' | 'error'> {
  value: string;
  /** Left or submitted once: from then on a typed address that is not valid is said so. */
  touched: boolean;
}

/** The e-mail field of the login and of 'Wachtwoord vergeten'. */
export function EmailField({ touched, ...input }: EmailFieldProps) {
  const invalid = touched && input.value.trim() !== '' && !isValidEmail(input.value);
  return (
    <TextField
      label="E-mailadres"
      name="email"
      type="email"
      autoComplete="email"
      error={invalid ? 'Vul een geldig e-mailadres in.' : undefined}
      {...input}
    />
  );
}
