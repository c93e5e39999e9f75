import { type Geocoder, GeocoderUnavailableError, type PlaceSuggestion } from '../ports/geocoder.js';
import { SEARCH_PROFILE_MESSAGES, type SearchProfileInput } from './command.js';

// A profile's location is a place of the place lookup (spec §3: query, query_type, query_code) with
// its point, so that matching can measure the range. The client sends either the suggestion's id
// (placeId) or its fields; a point it does not send is looked up by name and code. When the lookup
// is down the profile is saved without a point (matching then falls back to the place code).

export interface ProfilePlace {
  query: string | null;
  queryType: string | null;
  queryCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export const NO_PLACE: ProfilePlace = {
  query: null,
  queryType: null,
  queryCode: null,
  latitude: null,
  longitude: null,
};

const LOCATION_KEYS = ['placeId', 'query', 'queryType', 'queryCode', 'latitude', 'longitude'] as const;

const fromSuggestion = (p: PlaceSuggestion): ProfilePlace => ({
  query: p.weergavenaam,
  queryType: p.type,
  queryCode: p.code,
  latitude: p.latitude,
  longitude: p.longitude,
});

async function lookupQuietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof GeocoderUnavailableError) return fallback;
    throw err;
  }
}

/** The suggestion for a stored name, type and code: same code (or, without one, same name). */
async function findPoint(geocoder: Geocoder, place: ProfilePlace): Promise<PlaceSuggestion | undefined> {
  if (!place.query || !place.queryType) return undefined;
  const name = place.query.slice(0, 100);
  if (name.trim().length < 3) return undefined;
  const found = await lookupQuietly(() => geocoder.suggest(name, { types: [place.queryType!], limit: 10 }), []);
  return place.queryCode
    ? found.find((p) => p.code === place.queryCode)
    : found.find((p) => p.weergavenaam.toLowerCase() === name.toLowerCase());
}

/**
 * The place to store after `input`: undefined when the input names no location field (it stays),
 * otherwise the new place, or per-field errors.
 */
export async function resolveProfilePlace(
  geocoder: Geocoder,
  input: SearchProfileInput,
  current: ProfilePlace,
): Promise<{ place?: ProfilePlace; errors: Record<string, string[]> }> {
  if (!LOCATION_KEYS.some((k) => input[k] !== undefined)) return { errors: {} };
  if (input.placeId) {
    const found = await lookupQuietly(() => geocoder.lookup(input.placeId!), null);
    return found
      ? { place: fromSuggestion(found), errors: {} }
      : { errors: { placeId: [SEARCH_PROFILE_MESSAGES.chooseSuggestion] } };
  }
  if (input.query === null) return { place: NO_PLACE, errors: {} };
  const pick = <K extends keyof ProfilePlace>(k: K) =>
    (input[k] !== undefined ? input[k] : current[k]) as ProfilePlace[K];
  const place: ProfilePlace = {
    query: pick('query'),
    queryType: pick('queryType'),
    queryCode: pick('queryCode'),
    latitude: pick('latitude'),
    longitude: pick('longitude'),
  };
  if (!place.query) return { place: NO_PLACE, errors: {} };
  // A typed name without a chosen suggestion (spec §5).
  if (!place.queryType) return { errors: { query: [SEARCH_PROFILE_MESSAGES.chooseSuggestion] } };
  const placeChanged = (['query', 'queryType', 'queryCode'] as const).some(
    (k) => input[k] !== undefined && input[k] !== current[k],
  );
  if (input.latitude === undefined && placeChanged) {
    const found = await findPoint(geocoder, place);
    place.latitude = found?.latitude ?? null;
    place.longitude = found?.longitude ?? null;
    place.queryCode ??= found?.code ?? null;
  }
  return { place, errors: {} };
}
