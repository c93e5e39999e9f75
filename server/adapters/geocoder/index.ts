import { createEmbeddedGeocoder } from './embedded.js';
import type { Geocoder } from './types.js';

export { createEmbeddedGeocoder } from './embedded.js';
export { type GazetteerPlace, gazetteer } from './gazetteer.js';
export { type Geocoder, GeocoderUnavailableError, type PlaceSuggestion, type PlaceType } from './types.js';

/** The configured place lookup. */
export function createGeocoder(_config: { PDOK_URL?: string }): Geocoder {
  // PDOK_URL will select the live PDOK Locatieserver implementation (a later issue); until then: embedded.
  return createEmbeddedGeocoder();
}
