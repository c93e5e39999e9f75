import { PRODUCT } from '../../config.js';
import { InputError, NotFoundError, ServiceUnavailableError } from '../errors.js';
import { type AddressQuery, type AddressResult, type Geocoder, GeocoderUnavailableError } from '../ports/geocoder.js';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../text.js';

// House address lookup (spec §4/§5/§8 "Address lookup (house)"): postcode + house number, both
// required; one address, several (letters/additions) or a 404 with the spec's text.

export const ADDRESS_NOT_FOUND_MESSAGE = `We hebben hier helaas geen adres kunnen vinden, kloppen de postcode en het huisnummer? Zo ja, laat het ons weten via ${PRODUCT.supportEmail}.`;
export const ADDRESS_UNAVAILABLE_MESSAGE =
  'Helaas ging er iets mis bij het ophalen van het adres. Probeer het later opnieuw.';

const POSTCODE = /^([1-9][0-9]{3})\s?([A-Za-z]{2})$/;
// 93, 93A, 93 a, 93-1, 93A-2, 12bis, 7-III
const HOUSE_NUMBER = /^(\d{1,5})(?:\s*-?\s*([A-Za-z0-9]{1,4}(?:\s*-?\s*[A-Za-z0-9]{1,4})?))?$/;

/** Validates and normalises the two fields; 422 with per-field Dutch messages. */
export function parseAddressQuery(raw: { postalCode?: unknown; streetNumber?: unknown }): AddressQuery {
  const errors: Record<string, string[]> = {};
  const postcode = typeof raw.postalCode === 'string' ? raw.postalCode.trim() : '';
  const number = typeof raw.streetNumber === 'string' ? raw.streetNumber.trim() : String(raw.streetNumber ?? '');
  const pc = postcode.match(POSTCODE);
  const nr = number.match(HOUSE_NUMBER);
  if (!postcode) errors.postalCode = ['Vul een postcode in.'];
  else if (hasControlCharacters(postcode)) errors.postalCode = [CONTROL_CHARACTERS_MESSAGE];
  else if (!pc) errors.postalCode = ['Vul een geldige postcode in, bijvoorbeeld 1234 AB.'];
  if (!number) errors.streetNumber = ['Vul een huisnummer in.'];
  else if (hasControlCharacters(number)) errors.streetNumber = [CONTROL_CHARACTERS_MESSAGE];
  else if (!nr || Number(nr[1]) < 1) errors.streetNumber = ['Vul een geldig huisnummer in, bijvoorbeeld 12 of 12A.'];
  if (!pc || !nr || Object.keys(errors).length) throw new InputError(errors);
  return {
    postcode: `${pc[1]}${pc[2].toUpperCase()}`,
    number: Number(nr[1]),
    addition: (nr[2] ?? '').toUpperCase().replace(/[^0-9A-Z]/g, ''),
  };
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof GeocoderUnavailableError) throw new ServiceUnavailableError(ADDRESS_UNAVAILABLE_MESSAGE);
    throw err;
  }
}

/** The addresses at a postcode + number, sorted; NotFound (404) with the spec's text when none. */
export async function findAddresses(
  geocoder: Geocoder,
  raw: { postalCode?: unknown; streetNumber?: unknown },
): Promise<AddressResult[]> {
  const query = parseAddressQuery(raw);
  const found = await guarded(() => geocoder.findAddresses(query));
  if (found.length === 0) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
  return found;
}

const ADDRESS_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** One whole address by its id (after choosing one of several); 422 for a malformed id, 404 unknown. */
export async function getAddress(geocoder: Geocoder, id: unknown): Promise<AddressResult> {
  if (typeof id !== 'string' || !id.trim()) throw new InputError({ addressId: ['Kies een adres.'] });
  if (!ADDRESS_ID.test(id.trim())) throw new InputError({ addressId: ['Dit adres kennen we niet.'] });
  const address = await guarded(() => geocoder.getAddress(id.trim()));
  if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
  return address;
}
