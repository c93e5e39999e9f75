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

export interface Geocoder {
  /** Places whose name matches `query` (prefix/word match, accent- and case-insensitive), best first. types default ['woonplaats','gemeente']. */
  suggest(query: string, opts?: { types?: string[]; limit?: number }): Promise<PlaceSuggestion[]>;
  /** One place by its id (as returned by suggest), or null. */
  lookup(id: string): Promise<PlaceSuggestion | null>;
}

/** The place service cannot be reached or answered badly (live implementations only). */
export class GeocoderUnavailableError extends Error {}
