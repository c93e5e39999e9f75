import type { AddressBook, Geocoder } from '../../domain/ports/geocoder.js';
import { placeById, suggestPlaces } from './gazetteer.js';

/**
 * The offline default: places from the embedded gazetteer, never over the network. It knows no
 * national address register, so addresses come from the `addresses` book it is given (the demo
 * houses); without one every address lookup finds nothing.
 */
export function createEmbeddedGeocoder(opts: { addresses?: AddressBook } = {}): Geocoder {
  const book = opts.addresses;
  return {
    async suggest(query, o) {
      return suggestPlaces(query, o);
    },
    async lookup(id) {
      return placeById(id);
    },
    async findAddresses(query) {
      return book ? book.find(query) : [];
    },
    async getAddress(id) {
      return book ? book.get(id) : null;
    },
  };
}
