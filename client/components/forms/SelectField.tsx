import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldOptions } from './Field';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'>,
    FieldOptions {
  options: readonly SelectOption[];
  /** An option without a value, offered only while nothing is chosen yet (value ''). */
  placeholder?: string;
}

/** A labelled select; the first server error (or the form's own) shows under it and highlights it. */
export function SelectField({
  label,
  errorField,
  error,
  invalid,
  hint,
  id,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const field = { label, errorField: errorField ?? select.name, error, invalid, hint, id };
  return (
    <Field {...field}>
      {(control) => (
        <select className="select" {...control} {...select}>
          {placeholder && select.value === '' ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
