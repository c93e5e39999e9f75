import { InputError, NotFoundError, ServiceUnavailableError } from '../errors.js';
import { type Geocoder, GeocoderUnavailableError, type PlaceSuggestion } from '../ports/geocoder.js';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../text.js';

/** Spec §8 "Address lookup (search)": the text for a network or other error. */
export const PLACES_UNAVAILABLE_MESSAGE = 'Er ging iets mis bij het ophalen van adressen. Probeer het later opnieuw.';

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof GeocoderUnavailableError) throw new ServiceUnavailableError(PLACES_UNAVAILABLE_MESSAGE);
    throw err;
  }
}

/** Spec §5/§9: place search starts at 3 characters. */
export const PLACE_QUERY_MIN_LENGTH = 3;
const PLACE_TYPES = ['woonplaats', 'gemeente', 'adres', 'postcode', 'weg'];

export async function suggestPlaces(
  geocoder: Geocoder,
  query: string,
  opts: { types?: string[] | null; limit?: number | null } = {},
): Promise<PlaceSuggestion[]> {
  const q = query.trim();
  if (hasControlCharacters(q))
    throw new InputError({ query: [CONTROL_CHARACTERS_MESSAGE] }, CONTROL_CHARACTERS_MESSAGE);
  if (q.length < PLACE_QUERY_MIN_LENGTH) {
    const message = `Typ minimaal ${PLACE_QUERY_MIN_LENGTH} tekens om te zoeken.`;
    throw new InputError({ query: [message] }, message);
  }
  if (q.length > 100) throw new InputError({ query: ['De zoekopdracht is te lang.'] }, 'De zoekopdracht is te lang.');
  const unknown = opts.types?.filter((t) => !PLACE_TYPES.includes(t)) ?? [];
  if (unknown.length) {
    const message = `Onbekend type: ${unknown.join(', ')}.`;
    throw new InputError({ type: [message] }, message);
  }
  const limit = Math.min(Math.max(opts.limit ?? 10, 1), 25);
  return guarded(() => geocoder.suggest(q, { types: opts.types?.length ? opts.types : undefined, limit }));
}

export async function getPlace(geocoder: Geocoder, id: string): Promise<PlaceSuggestion> {
  const place = id ? await guarded(() => geocoder.lookup(id)) : null;
  if (!place) throw new NotFoundError('Deze plaats kennen we niet.');
  return place;
}
