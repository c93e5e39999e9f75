import type { Db } from '../../db/client.js';
import {
  type AddressBook,
  type AddressQuery,
  type AddressResult,
  foldHouseNumber,
  matchAddition,
} from '../../domain/ports/geocoder.js';
import { gazetteer } from './gazetteer.js';

/**
 * The offline geocoder's address book: the addresses of the demo houses (their owners are the
 * demo seed's accounts, all under this e-mail domain), plus a few fixed showcase addresses with
 * letters and additions so the "several addresses" chooser can be tried offline.
 *
 * Only demo houses: an address book over every house would let anyone find out which exact
 * address belongs to a listed house by trying numbers, which the address rule forbids.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.huiskans.nl';

const utrecht = () => gazetteer.placeByName('Utrecht');
/** Europalaan 93 is PDOK's own example; 93A and 93-1 are made up for the chooser. */
const SHOWCASE: { street: string; numbers: string[]; postcode: string; city: string; lat: number; lon: number }[] = [
  {
    street: 'Europalaan',
    numbers: ['93', '93A', '93-1'],
    postcode: '3526KP',
    city: 'Utrecht',
    lat: 52.06415055,
    lon: 5.10696041,
  },
];

// "adr-demo-3526KP-93_1": the postcode and the number as written (separators as "_"), so the
// id leads back to the address without revealing a house id.
const idOf = (postcode: string, nlt: string) => `adr-demo-${postcode}-${nlt.replace(/[^A-Za-z0-9]/g, '_')}`;
const ID = /^adr-demo-([1-9]\d{3}[A-Z]{2})-([A-Za-z0-9_]{1,20})$/;

interface Row {
  street: string | null;
  streetNumber: string | null;
  postalCode: string | null;
  city: string | null;
  cityCode: string | null;
  municipalityCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

function toAddress(r: Row): AddressResult | null {
  if (!r.street || !r.streetNumber || !r.postalCode || !r.city || r.latitude === null || r.longitude === null)
    return null;
  return {
    adres_id: idOf(r.postalCode, r.streetNumber),
    straatnaam: r.street,
    huis_nlt: r.streetNumber,
    postcode: r.postalCode,
    woonplaatsnaam: r.city,
    woonplaatscode: r.cityCode,
    gemeentecode: r.municipalityCode,
    latitude: r.latitude,
    longitude: r.longitude,
    weergavenaam: `${r.street} ${r.streetNumber}, ${r.postalCode} ${r.city}`,
    type: 'adres',
    code: r.cityCode,
  };
}

function showcaseRows(postcode: string): Row[] {
  const place = utrecht();
  return SHOWCASE.filter((s) => s.postcode === postcode).flatMap((s) =>
    s.numbers.map((n) => ({
      street: s.street,
      streetNumber: n,
      postalCode: s.postcode,
      city: s.city,
      cityCode: place?.code ?? null,
      municipalityCode: place?.municipalityCode ?? null,
      latitude: s.lat,
      longitude: s.lon,
    })),
  );
}

export function createDemoAddressBook(prisma: Db): AddressBook {
  async function atPostcode(postcode: string): Promise<AddressResult[]> {
    const houses = await prisma.house.findMany({
      where: { postalCode: postcode, owner: { email: { endsWith: `@${DEMO_EMAIL_DOMAIN}` } } },
      select: {
        street: true,
        streetNumber: true,
        postalCode: true,
        city: true,
        cityCode: true,
        municipalityCode: true,
        latitude: true,
        longitude: true,
      },
      orderBy: { id: 'asc' },
      take: 500,
    });
    // Two houses at one address are one address.
    const byNumber = new Map<string, AddressResult>();
    for (const row of [...showcaseRows(postcode), ...houses]) {
      const address = toAddress(row);
      if (address && !byNumber.has(foldHouseNumber(address.huis_nlt)))
        byNumber.set(foldHouseNumber(address.huis_nlt), address);
    }
    return [...byNumber.values()];
  }
  const collator = new Intl.Collator('nl', { numeric: true });
  return {
    async find(query: AddressQuery) {
      return matchAddition(query, await atPostcode(query.postcode)).sort((a, b) =>
        collator.compare(a.huis_nlt, b.huis_nlt),
      );
    },
    async get(id) {
      const m = id.match(ID);
      if (!m) return null;
      return (await atPostcode(m[1])).find((a) => a.adres_id === id) ?? null;
    },
  };
}
