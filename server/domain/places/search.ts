import type { Geocoder, PlaceSuggestion } from '../../adapters/geocoder/types.js';
import { InputError, NotFoundError } from '../errors.js';

/** Spec §5/§9: place search starts at 3 characters. */
export const PLACE_QUERY_MIN_LENGTH = 3;
const PLACE_TYPES = ['woonplaats', 'gemeente', 'adres', 'postcode', 'weg'];

export async function suggestPlaces(
  geocoder: Geocoder,
  query: string,
  opts: { types?: string[] | null; limit?: number | null } = {},
): Promise<PlaceSuggestion[]> {
  const q = query.trim();
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
  return geocoder.suggest(q, { types: opts.types?.length ? opts.types : undefined, limit });
}

export async function getPlace(geocoder: Geocoder, id: string): Promise<PlaceSuggestion> {
  const place = id ? await geocoder.lookup(id) : null;
  if (!place) throw new NotFoundError('Deze plaats kennen we niet.');
  return place;
}
