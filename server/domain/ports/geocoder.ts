export type PlaceType = 'woonplaats' | 'gemeente';

/** One place as the search bar shows it; the fields of PDOK Locatieserver's suggest + lookup documents. */
export interface PlaceSuggestion {
  /** `wpl-…` or `gem-…`, like PDOK's ids; opaque to callers. */
  id: string;
  type: string;
  /** PDOK's display form: "Langbroek, Wijk bij Duurstede, Utrecht" or "Gemeente Utrecht". */
  weergavenaam: string;
  /** CBS woonplaatscode / gemeentecode (4 digits) where known, else null. */
  code: string | null;
  latitude: number;
  longitude: number;
}

/**
 * One address (spec §3 "Address lookup result"), named as PDOK names the fields of an `adres`
 * document. `gemeentecode` is extra: houses keep it for the listing's gemeente filter.
 */
export interface AddressResult {
  /** PDOK document id (`adr-…`); opaque to callers, passed back to getAddress. */
  adres_id: string;
  straatnaam: string;
  /** House number with letter/addition as written: "93", "93A", "93-1". */
  huis_nlt: string;
  /** Without a space: "3526KP". */
  postcode: string;
  woonplaatsnaam: string;
  /** CBS woonplaatscode (PDOK); offline the gazetteer key of the place. */
  woonplaatscode: string | null;
  gemeentecode: string | null;
  latitude: number;
  longitude: number;
  /** "Europalaan 93, 3526KP Utrecht". */
  weergavenaam: string;
  type: 'adres';
  /** The place code, as for a suggestion: the woonplaatscode. */
  code: string | null;
}

/** A normalised address query: postcode "3526KP", number 93, addition "" or e.g. "A" / "1". */
export interface AddressQuery {
  postcode: string;
  number: number;
  /** Letter and/or addition, upper case, without separators ("A", "1", "A1"); "" for none. */
  addition: string;
}

export interface Geocoder {
  /** Places whose name matches `query` (prefix/word match, accent- and case-insensitive), best first. types default ['woonplaats','gemeente']. */
  suggest(query: string, opts?: { types?: string[]; limit?: number }): Promise<PlaceSuggestion[]>;
  /** One place by its id (as returned by suggest), or null. */
  lookup(id: string): Promise<PlaceSuggestion | null>;
  /** Addresses at a postcode + house number (all letters/additions unless one is asked for); [] when none. */
  findAddresses(query: AddressQuery): Promise<AddressResult[]>;
  /** One address by its id (as returned by findAddresses), or null. */
  getAddress(id: string): Promise<AddressResult | null>;
}

/**
 * Where the offline geocoder finds addresses: it has no national address register, so the app
 * hands it one (the demo houses, see server/adapters/geocoder/demo-addresses.ts).
 */
export interface AddressBook {
  find(query: AddressQuery): Promise<AddressResult[]>;
  get(id: string): Promise<AddressResult | null>;
}

/** The place service cannot be reached or answered badly (live implementations only). */
export class GeocoderUnavailableError extends Error {}

/** "93A" / "93 a" / "93-1" → "93A" / "93A" / "931": how two house numbers are compared. */
export function foldHouseNumber(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Keeps the addresses that carry the asked letter/addition: exact first, else those starting with it. */
export function matchAddition<T extends { huis_nlt: string }>(query: AddressQuery, rows: T[]): T[] {
  const wanted = `${query.number}${query.addition}`;
  const numbered = rows.filter((r) => Number.parseInt(r.huis_nlt, 10) === query.number);
  if (!query.addition) return numbered;
  const exact = numbered.filter((r) => foldHouseNumber(r.huis_nlt) === wanted);
  return exact.length ? exact : numbered.filter((r) => foldHouseNumber(r.huis_nlt).startsWith(wanted));
}
