import type { AddressBook, Geocoder } from '../../domain/ports/geocoder.js';
import { createEmbeddedGeocoder } from './embedded.js';
import { createPdokGeocoder } from './pdok.js';

export {
  type AddressBook,
  type AddressQuery,
  type AddressResult,
  type Geocoder,
  GeocoderUnavailableError,
  type PlaceSuggestion,
  type PlaceType,
} from '../../domain/ports/geocoder.js';
export { createEmbeddedGeocoder } from './embedded.js';
export { type GazetteerPlace, gazetteer } from './gazetteer.js';
export { createPdokGeocoder } from './pdok.js';

/** The configured place and address lookup: PDOK when PDOK_URL is set, else the embedded one. */
export function createGeocoder(config: { PDOK_URL?: string }, opts: { addresses?: AddressBook } = {}): Geocoder {
  if (config.PDOK_URL) return createPdokGeocoder({ baseUrl: config.PDOK_URL });
  return createEmbeddedGeocoder({ addresses: opts.addresses });
}
