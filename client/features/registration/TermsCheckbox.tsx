import type { InputHTMLAttributes } from 'react';
import { paths } from '../../paths';

interface TermsCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  onChange: (checked: boolean) => void;
}

/** 'Ik ga akkoord met de voorwaarden' (the terms open in a new tab), in the form and in the sign-up chat. */
export function TermsCheckbox({ onChange, ...input }: TermsCheckboxProps) {
  return (
    <label className="checkbox">
      <input type="checkbox" onChange={(e) => onChange(e.target.checked)} {...input} />
      <span>
        Ik ga akkoord met de{' '}
        <a href={paths.terms()} target="_blank" rel="noopener">
          voorwaarden
        </a>
      </span>
    </label>
  );
}
