import type { InputHTMLAttributes } from 'react';
import { Field, type FieldOptions } from './Field';

// FieldMessage lived here first; the house-owner steps still import it from this module.
export { FieldMessage } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>, FieldOptions {}

/** A labelled input; the first server error (or the form's own) shows under it and highlights it. */
export function TextField({ label, errorField, error, invalid, hint, ...input }: TextFieldProps) {
  const field = { label, errorField: errorField ?? input.name, error, invalid, hint };
  return <Field {...field}>{(control) => <input className="input" {...control} {...input} />}</Field>;
}
