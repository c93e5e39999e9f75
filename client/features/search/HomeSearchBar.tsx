import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PinIcon, SearchIcon } from '../../components/icons';
import { showMessage } from '../../errors/errorStore';
import { listingPathForPlace, type PlaceForPath } from '../listing/filters';
import { placeTypeLabel } from './placeTypes';
import { isSearchable, PLACE_SEARCH_TEXTS, type PlaceSuggestion, usePlaceSuggestions } from './usePlaceSuggestions';
import './search.css';

export const CHOOSE_PLACE_TEXT = 'Kies een plaats of adres';

interface HomeSearchBarProps {
  /** 'hero' on the home page, 'compact' in the header. */
  variant?: 'hero' | 'compact';
  /** The place already chosen (e.g. the listing's place), so 'Zoek' works without choosing again. */
  initialPlace?: PlaceForPath;
}

/**
 * Home search bar (spec §2, §5, §8): place or address lookup with a 'Zoek' button.
 * Searches after more than 2 characters, debounced 1000 ms; ↑/↓ move through the suggestions,
 * Enter chooses, Esc closes. Choosing goes to the listing of that place. 'Zoek' or Enter without
 * a chosen place shows 'Kies een plaats of adres' and puts the input in its error state.
 */
export function HomeSearchBar({ variant = 'hero', initialPlace }: HomeSearchBarProps) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialPlace?.weergavenaam ?? '');
  const [chosen, setChosen] = useState<PlaceForPath | null>(initialPlace ?? null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [invalid, setInvalid] = useState(false);
  const search = usePlaceSuggestions(text, chosen === null);
  const suggestions = search.status === 'results' ? search.suggestions : [];

  const choose = (place: PlaceSuggestion) => {
    setText(place.weergavenaam);
    setChosen(place);
    setOpen(false);
    setActiveIndex(-1);
    setInvalid(false);
    navigate(listingPathForPlace(place));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chosen) {
      setOpen(false);
      navigate(listingPathForPlace(chosen));
      return;
    }
    setInvalid(true);
    showMessage(CHOOSE_PLACE_TEXT, 'error');
    inputRef.current?.focus();
    // After focus (whose handler opens the list): no 'Zoeken…' list under the input in its error
    // state. Typing or ↓ opens it again.
    setOpen(false);
    setActiveIndex(-1);
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
        // Otherwise the form submits: 'Zoek'.
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

  const showDropdown = open && chosen === null;
  const activeId = activeIndex >= 0 && showDropdown ? `${id}-option-${activeIndex}` : undefined;

  return (
    <form className={`search-bar search-bar--${variant}`} aria-label="Huizen zoeken" onSubmit={submit} noValidate>
      <div className="search-bar__field">
        <PinIcon className="search-bar__icon" size={variant === 'hero' ? 22 : 18} />
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Plaats of adres
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="search-bar__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={variant === 'hero' ? 'Plaats of adres, bijv. Utrecht' : 'Plaats of adres'}
          value={text}
          aria-expanded={showDropdown}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-hint` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setChosen(null);
            setInvalid(false);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            // Typed text without a chosen suggestion is not a place (spec §5).
            if (!chosen && text.trim() !== '') setInvalid(true);
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
      <button type="submit" className="button button--primary search-bar__button">
        <SearchIcon size={18} />
        <span className="search-bar__button-text">Zoek</span>
      </button>
    </form>
  );
}
