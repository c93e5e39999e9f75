import { useId, useState } from 'react';

export interface CheckboxOption {
  key: string;
  label: string;
  /** Shown muted after the label: how many results the option has ('1.234'). */
  count?: string;
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Show this many options until 'Toon alle' is pressed. */
  limit?: number;
}

/** A fieldset of checkboxes; the selection keeps the options' order. */
export function CheckboxGroup({ legend, options, selected, onChange, limit = 6 }: CheckboxGroupProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const hiddenSelected = options.slice(limit).some((o) => selected.includes(o.key));
  const showAll = expanded || hiddenSelected || options.length <= limit + 1;
  const visible = showAll ? options : options.slice(0, limit);

  const toggle = (key: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    onChange(options.map((o) => o.key).filter((k) => next.has(k)));
  };

  if (options.length === 0) return null;
  return (
    <fieldset className="checkbox-group">
      <legend className="checkbox-group__legend">{legend}</legend>
      {visible.map((option) => (
        <label key={option.key} className="checkbox" htmlFor={`${id}-${option.key}`}>
          <input
            id={`${id}-${option.key}`}
            type="checkbox"
            checked={selected.includes(option.key)}
            onChange={(event) => toggle(option.key, event.target.checked)}
          />
          <span>{option.label}</span>
          {option.count !== undefined ? <span className="checkbox__count">{option.count}</span> : null}
        </label>
      ))}
      {options.length > visible.length || (expanded && !hiddenSelected && options.length > limit + 1) ? (
        <button type="button" className="checkbox-group__more" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Toon minder' : `Toon alle (${options.length})`}
        </button>
      ) : null}
    </fieldset>
  );
}
