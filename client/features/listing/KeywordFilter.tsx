import { useEffect, useId, useState } from 'react';

/** Keywords in the descriptions ('dakterras', '"tuin op het zuiden"'): committed on Enter or blur, not per key. */
export function KeywordFilter({ value, onCommit }: { value?: string; onCommit: (value: string | undefined) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    const next = draft.trim() || undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <div className="field filter-panel__section">
      <label className="field__label filter-panel__range-label" htmlFor={id}>
        Zoekwoorden
      </label>
      <input
        id={id}
        className="input"
        type="search"
        enterKeyHint="search"
        maxLength={200}
        aria-describedby={`${id}-hint`}
        placeholder="bijvoorbeeld dakterras"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        onBlur={commit}
      />
      <span className="field__hint" id={`${id}-hint`}>
        In de omschrijvingen; met aanhalingstekens precies die woorden: "tuin op het zuiden".
      </span>
    </div>
  );
}
