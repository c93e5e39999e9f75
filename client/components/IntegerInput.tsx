import { type KeyboardEvent, useEffect, useId, useState } from 'react';

/** Keys an integer field refuses (spec §5: comma, minus and period; e/E/+ are number-input leftovers). */
export const BLOCKED_INTEGER_KEYS = new Set([',', '-', '.', 'e', 'E', '+']);

export function blockNonIntegerKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (BLOCKED_INTEGER_KEYS.has(event.key)) event.preventDefault();
}

interface IntegerInputProps {
  label: string;
  value: number | undefined;
  /** Called on blur or Enter with the new value (undefined when emptied). */
  onCommit: (value: number | undefined) => void;
  placeholder?: string;
  /** Unit shown inside the field, e.g. '€' or 'm²'. */
  prefix?: string;
  suffix?: string;
  max?: number;
}

/**
 * A whole-number input: min 0, step 1, refuses ',', '-' and '.' keys. Keeps a local draft
 * while typing and commits on blur or Enter, so the listing is not refetched per keystroke.
 */
export function IntegerInput({ label, value, onCommit, placeholder, prefix, suffix, max }: IntegerInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));

  useEffect(() => {
    setDraft(value === undefined ? '' : String(value));
  }, [value]);

  const commit = () => {
    const digits = draft.replace(/\D/g, '');
    const next = digits === '' ? undefined : Number(digits);
    if (next !== value) onCommit(next);
    else setDraft(value === undefined ? '' : String(value));
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`input-affix${prefix ? ' input-affix--prefix' : ''}${suffix ? ' input-affix--suffix' : ''}`}>
        {prefix ? <span className="input-affix__text input-affix__text--prefix">{prefix}</span> : null}
        <input
          id={id}
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          placeholder={placeholder}
          value={draft}
          onKeyDown={(event) => {
            blockNonIntegerKeys(event);
            if (event.key === 'Enter') commit();
          }}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commit}
        />
        {suffix ? <span className="input-affix__text input-affix__text--suffix">{suffix}</span> : null}
      </div>
    </div>
  );
}
