import { InputError, NotFoundError } from '../errors.js';
import { ADDRESS_NOT_FOUND_MESSAGE, findAddresses, getAddress, parseAddressQuery } from '../places/addresses.js';
import { type AddressResult, foldHouseNumber } from '../ports/geocoder.js';
import type { HouseDeps } from './house-deps.js';
import type { HouseInput } from './house-input.js';

function addressData(a: AddressResult) {
  return {
    ngrAddressId: a.adres_id,
    street: a.straatnaam,
    streetNumber: a.huis_nlt,
    postalCode: a.postcode,
    city: a.woonplaatsnaam,
    cityCode: a.woonplaatscode,
    municipalityCode: a.gemeentecode,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

/**
 * The address always comes from the lookup, never from free text: by `ngr_address_id` (the chosen
 * result), or by postcode + number when that finds exactly one. Undefined = unchanged. Houses and
 * advisors' offices (domain/advisors/office.ts) use it.
 */
export async function resolveAddress(
  deps: Pick<HouseDeps, 'geocoder'>,
  input: Pick<HouseInput, 'ngrAddressId' | 'postalCode' | 'streetNumber'>,
  current: { ngrAddressId: string | null; postalCode: string | null; streetNumber: string | null } | null,
): Promise<ReturnType<typeof addressData> | undefined> {
  if (input.ngrAddressId) {
    if (current?.ngrAddressId === input.ngrAddressId) return undefined;
    try {
      return addressData(await getAddress(deps.geocoder, input.ngrAddressId));
    } catch (err) {
      if (err instanceof NotFoundError || err instanceof InputError)
        throw new InputError({
          ngrAddressId: ['Dit adres kennen we niet. Zoek het opnieuw op met postcode en huisnummer.'],
        });
      throw err;
    }
  }
  const touched = input.postalCode !== undefined || input.streetNumber !== undefined;
  if (current && !touched) return undefined;
  const raw = {
    postalCode: input.postalCode !== undefined ? input.postalCode : current?.postalCode,
    streetNumber: input.streetNumber !== undefined ? input.streetNumber : current?.streetNumber,
  };
  const query = parseAddressQuery(raw);
  if (
    current?.postalCode === query.postcode &&
    current.streetNumber &&
    foldHouseNumber(current.streetNumber) === `${query.number}${query.addition}`
  )
    return undefined;
  let found: AddressResult[];
  try {
    found = await findAddresses(deps.geocoder, raw);
  } catch (err) {
    if (err instanceof NotFoundError) throw new InputError({ postalCode: [ADDRESS_NOT_FOUND_MESSAGE] });
    throw err;
  }
  if (found.length > 1)
    throw new InputError({ streetNumber: ['Op dit huisnummer zijn meerdere adressen gevonden; kies er een.'] });
  return addressData(found[0]);
}
