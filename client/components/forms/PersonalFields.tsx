import type { InputHTMLAttributes } from 'react';
import { normalizePhoneNumber } from '../../../server/domain/accounts/phone';
import { TextField } from './TextField';

export interface PersonalValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

type PersonalField = keyof PersonalValues;

interface FieldSpec
  extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'placeholder' | 'maxLength'> {
  /** The value's key, which is also the input's name and the field of the server's field errors. */
  name: PersonalField;
  label: string;
  autoComplete: string;
}

const NAME_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'Voornaam', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Achternaam', autoComplete: 'family-name' },
];

const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'email', label: 'E-mailadres', type: 'email', autoComplete: 'email' },
  {
    name: 'phoneNumber',
    label: 'Telefoonnummer',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    placeholder: '06-1234 5678',
  },
];

interface PersonalFieldsProps {
  values: PersonalValues;
  onChange: (key: keyof PersonalValues, value: string) => void;
  /** Whether the form's own check flagged a field (highlighted without a message). */
  flagged?: (field: PersonalField) => boolean;
}

/** The values as they are saved: without the spaces around them. */
export function trimPersonal({ firstName, lastName, email, phoneNumber }: PersonalValues): PersonalValues {
  return {
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    email: email.trim(),
    // Stored as its 10 digits however it was typed ('+31 6 …', '06-…'); the server says what is wrong otherwise.
    phoneNumber: normalizePhoneNumber(phoneNumber) ?? phoneNumber.trim(),
  };
}

/** Names (side by side), e-mail and phone of an account: at sign-up and in the personal details. */
export function PersonalFields({ values, onChange, flagged }: PersonalFieldsProps) {
  const field = (input: FieldSpec) => (
    <TextField
      key={input.name}
      {...input}
      value={values[input.name]}
      onChange={(e) => onChange(input.name, e.target.value)}
      invalid={flagged?.(input.name)}
    />
  );
  return (
    <>
      <div className="form-grid form-grid--2">{NAME_FIELDS.map(field)}</div>
      {CONTACT_FIELDS.map(field)}
    </>
  );
}
