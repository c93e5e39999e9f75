import { placeById, suggestPlaces } from './gazetteer.js';
import type { Geocoder } from './types.js';

/** The offline default: answers from the embedded gazetteer, never over the network. */
export function createEmbeddedGeocoder(): Geocoder {
  return {
    async suggest(query, opts) {
      return suggestPlaces(query, opts);
    },
    async lookup(id) {
      return placeById(id);
    },
  };
}
