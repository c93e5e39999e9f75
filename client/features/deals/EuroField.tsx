import { Field } from '../../components/forms/Field';
import { blockNonIntegerKeys } from '../../components/IntegerInput';

/** A whole-euro amount (spec §5: numeric only, min 0, step 1; comma, minus and period refused). */
export function EuroField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  /** The input field (GraphQL name) whose server error shows under it. */
  name: string;
  value: string;
  onChange: (digits: string) => void;
}) {
  return (
    <Field label={label} errorField={name}>
      {(control) => (
        <div className="input-affix input-affix--prefix">
          <span className="input-affix__text input-affix__text--prefix">€</span>
          <input
            {...control}
            className="input"
            type="number"
            inputMode="numeric"
            name={name}
            min={0}
            step={1}
            required
            value={value}
            onKeyDown={blockNonIntegerKeys}
            onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          />
        </div>
      )}
    </Field>
  );
}
