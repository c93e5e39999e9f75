import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { showMessage } from '../../errors/errorStore';
import { listingPathForPlace, type PlaceForPath } from '../listing/filters';
import { PlaceCombobox } from './PlaceCombobox';
import './search.css';

export const CHOOSE_PLACE_TEXT = 'Kies een plaats of adres';

interface HomeSearchBarProps {
  /** 'hero' on the home page, 'compact' in the header. */
  variant?: 'hero' | 'compact';
  /** The place already chosen (e.g. the listing's place), so 'Zoek' works without choosing again. */
  initialPlace?: PlaceForPath;
}

/**
 * Home search bar (spec §2, §5, §8): the place lookup (PlaceCombobox) with a 'Zoek' button.
 * Choosing goes to the listing of that place. 'Zoek' or Enter without a chosen place shows
 * 'Kies een plaats of adres' and puts the input in its error state.
 */
export function HomeSearchBar({ variant = 'hero', initialPlace }: HomeSearchBarProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<PlaceForPath | null>(initialPlace ?? null);
  const [invalid, setInvalid] = useState(false);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chosen) {
      navigate(listingPathForPlace(chosen));
      return;
    }
    setInvalid(true);
    showMessage(CHOOSE_PLACE_TEXT, 'error');
    inputRef.current?.focus();
  };

  return (
    <form className={`search-bar search-bar--${variant}`} aria-label="Huizen zoeken" onSubmit={submit} noValidate>
      <PlaceCombobox
        label="Plaats of adres"
        placeholder={variant === 'hero' ? 'Plaats of adres, bijv. Utrecht' : 'Plaats of adres'}
        iconSize={variant === 'hero' ? 22 : 18}
        initialText={initialPlace?.weergavenaam ?? ''}
        chosen={chosen !== null}
        onChange={(place) => {
          setChosen(place);
          if (place) navigate(listingPathForPlace(place));
        }}
        invalid={invalid}
        onInvalidChange={setInvalid}
        inputRef={inputRef}
      />
      <button type="submit" className="button button--primary search-bar__button">
        <SearchIcon size={18} />
        <span className="search-bar__button-text">Zoek</span>
      </button>
    </form>
  );
}
