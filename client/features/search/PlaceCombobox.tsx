import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from 'react';
import { PinIcon } from '../../components/icons';
import { placeTypeLabel } from './placeTypes';
import { isSearchable, PLACE_SEARCH_TEXTS, type PlaceSuggestion, usePlaceSuggestions } from './usePlaceSuggestions';
import './search.css';

interface PlaceComboboxProps {
  /** For screen readers (the surrounding form says what to fill in). */
  label: string;
  placeholder: string;
  iconSize?: number;
  /** The text to start with (e.g. the name of the place already chosen). */
  initialText?: string;
  /** Whether a place is chosen; typing clears the choice (onChange(null)). */
  chosen: boolean;
  onChange: (place: PlaceSuggestion | null) => void;
  /** Typed text without a chosen suggestion (spec §5): shown under the input. */
  invalid: boolean;
  onInvalidChange: (invalid: boolean) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The place lookup (spec §5, §8 'Address lookup (search)'): searches after more than 2 characters,
 * debounced 1000 ms; ↑/↓ move through the suggestions, Enter chooses, Esc closes. Typed text that is
 * never turned into a chosen suggestion is 'Selecteer een suggestie uit de lijst.'. Used by the home
 * search bar and the search profile's location.
 */
export function PlaceCombobox({
  label,
  placeholder,
  iconSize = 18,
  initialText = '',
  chosen,
  onChange,
  invalid,
  onInvalidChange,
  inputRef,
}: PlaceComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = usePlaceSuggestions(text, !chosen);
  const suggestions = search.status === 'results' ? search.suggestions : [];
  // Marked invalid (e.g. 'Zoek' without a place): no 'Zoeken…' list over the message; typing or ↓ opens it again.
  useEffect(() => {
    if (invalid) {
      setOpen(false);
      setActiveIndex(-1);
    }
  }, [invalid]);

  const choose = (place: PlaceSuggestion) => {
    setText(place.weergavenaam);
    setOpen(false);
    setActiveIndex(-1);
    onInvalidChange(false);
    onChange(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (suggestions.length > 0) setActiveIndex((i) => (i + 1) % suggestions.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (suggestions.length > 0) setActiveIndex((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
        break;
      case 'Enter':
        if (open && activeIndex >= 0 && suggestions[activeIndex]) {
          event.preventDefault();
          choose(suggestions[activeIndex]);
        }
        // Otherwise the surrounding form submits.
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        }
        break;
    }
  };

  let dropdownText: string | null = null;
  if (search.status === 'idle')
    dropdownText = isSearchable(text) ? PLACE_SEARCH_TEXTS.loading : PLACE_SEARCH_TEXTS.idle;
  else if (search.status === 'loading') dropdownText = PLACE_SEARCH_TEXTS.loading;
  else if (search.status === 'error') dropdownText = search.message;
  else if (suggestions.length === 0) dropdownText = PLACE_SEARCH_TEXTS.empty;

  const showDropdown = open && !chosen;
  const activeId = activeIndex >= 0 && showDropdown ? `${id}-option-${activeIndex}` : undefined;

  return (
    <div className="search-bar__field">
      <PinIcon className="search-bar__icon" size={iconSize} />
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="search-bar__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        aria-expanded={showDropdown}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-hint` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange(null);
          onInvalidChange(false);
          setOpen(true);
          setActiveIndex(-1);
        }}
        // Refused just now ('Zoek' without a place): the message stays until typing or ↓ opens the list.
        onFocus={() => {
          if (!invalid) setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          // Typed text without a chosen suggestion is not a place (spec §5).
          if (!chosen && text.trim() !== '') onInvalidChange(true);
        }}
        onKeyDown={onKeyDown}
      />
      {showDropdown ? (
        <div className="search-bar__dropdown">
          {dropdownText !== null ? (
            <div
              className={`search-bar__message${search.status === 'error' ? ' search-bar__message--error' : ''}`}
              role="status"
            >
              {dropdownText}
            </div>
          ) : null}
          <div id={listboxId} role="listbox" aria-label="Suggesties" className="search-bar__options">
            {suggestions.map((place, index) => (
              <div
                key={place.id}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                className={`search-bar__option${index === activeIndex ? ' search-bar__option--active' : ''}`}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(place);
                }}
                onMouseEnter={() => setActiveIndex(index)}
              >
                <span className="search-bar__option-name">{place.weergavenaam}</span>
                <span className="search-bar__option-type">{placeTypeLabel(place.type)}</span>
              </div>
            ))}
          </div>
        </div>
      ) : invalid ? (
        <div className="search-bar__dropdown search-bar__dropdown--hint">
          <div id={`${id}-hint`} className="search-bar__message search-bar__message--error" role="alert">
            {PLACE_SEARCH_TEXTS.unchosen}
          </div>
        </div>
      ) : null}
    </div>
  );
}
