import './wizard.css';
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useFieldError } from '../forms/fieldErrors';
import { FieldMessage } from '../forms/TextField';
import { IntegerInput } from '../IntegerInput';

interface IntegerFieldProps {
  label: string;
  /** Server field name (snake_case) whose first error shows under the field. */
  field: string;
  value: number | null;
  onChange: (value: number | null) => void;
  prefix?: string;
  suffix?: string;
  placeholder?: string;
  max?: number;
  hint?: ReactNode;
  /** A message of the step itself; wins over the server's. */
  error?: string;
}

/**
 * A whole-number field (components/IntegerInput: min 0, step 1, refuses ',', '-' and '.') with its
 * server error under it. Financial fields pass prefix '€'.
 */
export function IntegerField({
  label,
  field,
  value,
  onChange,
  prefix,
  suffix,
  placeholder,
  max,
  hint,
  error,
}: IntegerFieldProps) {
  const serverError = useFieldError(field);
  const message = error ?? serverError;
  return (
    <div className={`integer-field${message ? ' field--invalid' : ''}`} data-field={field}>
      <IntegerInput
        label={label}
        value={value ?? undefined}
        onCommit={(next) => onChange(next ?? null)}
        prefix={prefix}
        suffix={suffix}
        placeholder={placeholder}
        max={max}
      />
      {hint ? <span className="field__hint">{hint}</span> : null}
      {message ? <FieldMessage>{message}</FieldMessage> : null}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  field: string;
  hint?: ReactNode;
  counter?: { length: number; max: number };
}

export function TextAreaField({ label, field, hint, counter, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const message = useFieldError(field);
  return (
    <div className={`field${message ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={field}
        className="input textarea"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...textarea}
      />
      <div className="textarea-foot">
        {hint ? <span className="field__hint">{hint}</span> : <span />}
        {counter ? (
          <span className={`field__hint${counter.length > counter.max ? ' field__hint--over' : ''}`}>
            {counter.length} / {counter.max}
          </span>
        ) : null}
      </div>
      {message ? <FieldMessage id={`${id}-error`}>{message}</FieldMessage> : null}
    </div>
  );
}

interface ChoiceListProps<V extends string | number> {
  legend: string;
  name: string;
  /** Server field name for the error under the list. */
  field: string;
  options: readonly { value: V; label: string; description?: string }[];
  value: V | null;
  onChange: (value: V) => void;
  /** 'tiles': a grid of cards (house types); default a list. */
  layout?: 'list' | 'tiles';
  error?: string;
}

/** A radio group as a list of selectable rows or tiles, its server error under it. */
export function ChoiceList<V extends string | number>({
  legend,
  name,
  field,
  options,
  value,
  onChange,
  layout = 'list',
  error,
}: ChoiceListProps<V>) {
  const id = useId();
  const serverError = useFieldError(field);
  const message = error ?? serverError;
  return (
    <fieldset className={`owner-choice-list owner-choice-list--${layout}${message ? ' field--invalid' : ''}`}>
      <legend className="owner-choice-list__legend">{legend}</legend>
      <div className="owner-choice-list__options">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={`owner-choice${value === option.value ? ' owner-choice--selected' : ''}`}
            htmlFor={`${id}-${option.value}`}
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="owner-choice__text">
              <span className="owner-choice__label">{option.label}</span>
              {option.description ? <span className="owner-choice__description">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {message ? <FieldMessage>{message}</FieldMessage> : null}
    </fieldset>
  );
}

interface CheckListProps {
  legend: string;
  field: string;
  options: readonly { key: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** Checkboxes as selectable chips (facilities, building style, location); the order of the options is kept. */
export function CheckList({ legend, field, options, selected, onChange }: CheckListProps) {
  const id = useId();
  const message = useFieldError(field);
  const toggle = (key: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    onChange(options.map((o) => o.key).filter((k) => next.has(k)));
  };
  return (
    <fieldset className={`check-list${message ? ' field--invalid' : ''}`}>
      <legend className="owner-choice-list__legend">{legend}</legend>
      <div className="check-list__options">
        {options.map((option) => {
          const checked = selected.includes(option.key);
          return (
            <label
              key={option.key}
              className={`check-chip${checked ? ' check-chip--selected' : ''}`}
              htmlFor={`${id}-${option.key}`}
            >
              <input
                id={`${id}-${option.key}`}
                type="checkbox"
                checked={checked}
                onChange={(event) => toggle(option.key, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {message ? <FieldMessage>{message}</FieldMessage> : null}
    </fieldset>
  );
}
