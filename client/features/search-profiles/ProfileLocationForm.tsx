import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../components/forms/Alert';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { PlaceCombobox } from '../search/PlaceCombobox';
import type { PlaceSuggestion } from '../search/usePlaceSuggestions';
import { useAddSearchProfileMutation } from './mutations/useAddSearchProfileMutation';

export interface AddedProfile {
  id: string;
  slug: string;
  query: string | null | undefined;
}

/**
 * The first step of a new profile (zoekprofielen/toevoegen, zoek/basis): a place of the lookup →
 * addSearchProfile. A visitor's profile is ownerless and belongs to this browser until they sign up.
 */
export function ProfileLocationForm({
  submitLabel,
  onAdded,
}: {
  submitLabel: string;
  onAdded: (profile: AddedProfile) => void;
}) {
  useFieldErrorsOfThisForm();
  const [add, busy] = useAddSearchProfileMutation();
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!place) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setFailed(null);
    const outcome = await add({ placeId: place.id }).catch(() => null);
    if (!outcome) return; // the global display shows the network failure
    if (outcome.ok) onAdded(outcome.data);
    else setFailed(outcome.error.message);
  };

  return (
    <form className="profile-place-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Plaats kiezen">
      <div className="search-bar profile-place">
        <PlaceCombobox
          label="Plaats of gemeente"
          placeholder="Plaats of gemeente, bijv. Utrecht"
          iconSize={20}
          chosen={place !== null}
          onChange={setPlace}
          invalid={invalid}
          onInvalidChange={setInvalid}
          inputRef={inputRef}
        />
        <button type="submit" className="button button--primary search-bar__button" disabled={busy}>
          {busy ? 'Bezig…' : submitLabel}
        </button>
      </div>
      {failed ? <Alert kind="error">{failed}</Alert> : null}
    </form>
  );
}
