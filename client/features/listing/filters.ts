import { FOR_SALE_STATUSES } from '../../../server/domain/houses/statuses';
import { type HouseEnergyLabel, isHouseEnergyLabel } from '../../../server/domain/kernel/energy-labels';
import type { HouseFilter } from '../../__generated__/ListingPageQuery.graphql';
import { LISTING_MAX_PAGE } from '../../config';
import { formatNumber, plural } from '../../format';
/**
 * House listing URL <-> filter mapping (spec §2, §4; design.md decisions on sorting and range).
 * Pure functions without React, unit-tested in node (tests/client/listingFilters.test.ts).
 *
 * URL shape: /huizen/aanbod/{type?}/{code?}/{query?}/{latitude?}/{longitude?}?page=2&range=5&...
 * Arrays (house_types, statuses, facilities, tags) are comma lists: `?statuses=selling,sold`.
 * Repeated (`statuses=a&statuses=b`) and Laravel style (`statuses[]=a`) params are read too,
 * but always written as comma lists.
 */

export const SORTINGS = ['newest', 'price_asc', 'price_desc', 'living_m2_desc', 'distance'] as const;
export type Sorting = (typeof SORTINGS)[number];

/** GraphQL enum HouseSorting. */
export type HouseSortingEnum = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'LIVING_M2_DESC' | 'DISTANCE';

export const SORTING_LABELS: Record<Sorting, string> = {
  newest: 'Nieuwste',
  price_asc: 'Prijs oplopend',
  price_desc: 'Prijs aflopend',
  living_m2_desc: 'Woonoppervlakte',
  distance: 'Afstand',
};

/** Range options in km (0 = the place itself), shown as '+0 km'. */
export const RANGE_OPTIONS = [0, 1, 2, 5, 10, 15, 30, 50] as const;

export function rangeLabel(km: number): string {
  return `+${km} km`;
}

/** The place of the listing, from the path. */
export interface ListingLocation {
  type?: string;
  code?: string;
  /** Display name (weergavenaam), '+' in the URL decoded to spaces. */
  query?: string;
  latitude?: number;
  longitude?: number;
}

export interface ListingFilters {
  range?: number;
  priceMin?: number;
  priceMax?: number;
  rooms?: number;
  bedrooms?: number;
  livingM2Min?: number;
  plotM2Min?: number;
  constructionYearMin?: number;
  constructionYearMax?: number;
  /** 'Minimaal label B'. */
  energyLabelMin?: HouseEnergyLabel;
  /** Words in the descriptions ('dakterras'). */
  keywords?: string;
  houseTypes: string[];
  statuses: string[];
  facilities: string[];
  tags: string[];
  sorting?: Sorting;
}

export interface ListingState {
  page: number;
  filters: ListingFilters;
}

/** GraphQL input HouseFilter, as the Relay compiler types it (only set keys are present). */
export type HouseFilterInput = { -readonly [K in keyof HouseFilter]: HouseFilter[K] };

type NumberKey =
  | 'range'
  | 'priceMin'
  | 'priceMax'
  | 'rooms'
  | 'bedrooms'
  | 'livingM2Min'
  | 'plotM2Min'
  | 'constructionYearMin'
  | 'constructionYearMax';
type ListKey = 'houseTypes' | 'statuses' | 'facilities' | 'tags';

const NUMBER_PARAMS: [NumberKey, string][] = [
  ['range', 'range'],
  ['constructionYearMin', 'construction_year_min'],
  ['constructionYearMax', 'construction_year_max'],
  ['priceMin', 'price_min'],
  ['priceMax', 'price_max'],
  ['livingM2Min', 'living_m2_min'],
  ['plotM2Min', 'plot_m2_min'],
  ['rooms', 'rooms'],
  ['bedrooms', 'bedrooms'],
];

const LIST_PARAMS: [ListKey, string][] = [
  ['houseTypes', 'house_types'],
  ['statuses', 'statuses'],
  ['facilities', 'facilities'],
  ['tags', 'tags'],
];

export function emptyFilters(): ListingFilters {
  return { houseTypes: [], statuses: [], facilities: [], tags: [] };
}

/** A non-negative integer from a URL value, otherwise undefined. */
export function parseNonNegativeInt(value: string | null | undefined): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : undefined;
}

function parseList(params: URLSearchParams, name: string): string[] {
  const values = [...params.getAll(name), ...params.getAll(`${name}[]`)];
  const out: string[] = [];
  for (const value of values) {
    for (const part of value.split(',')) {
      const item = part.trim();
      if (item && !out.includes(item)) out.push(item);
    }
  }
  return out;
}

function isSorting(value: string | null): value is Sorting {
  return value != null && (SORTINGS as readonly string[]).includes(value);
}

/** URL query string → page and filters. Unknown or invalid values are dropped. */
export function parseListingSearch(search: URLSearchParams | string): ListingState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = emptyFilters();
  for (const [key, name] of NUMBER_PARAMS) {
    const value = parseNonNegativeInt(params.get(name));
    if (value !== undefined) filters[key] = value;
  }
  for (const [key, name] of LIST_PARAMS) {
    filters[key] = parseList(params, name);
  }
  const keywords = params.get('keywords')?.trim();
  if (keywords) filters.keywords = keywords.slice(0, 200);
  const energyLabelMin = params.get('energy_label_min');
  if (isHouseEnergyLabel(energyLabelMin)) filters.energyLabelMin = energyLabelMin;
  const sorting = params.get('sorting');
  if (isSorting(sorting)) filters.sorting = sorting;
  const page = parseNonNegativeInt(params.get('page'));
  // The server refuses numbered pages past LISTING_MAX_PAGE: a deeper URL shows the deepest one.
  return { page: page && page > 0 ? Math.min(page, LISTING_MAX_PAGE) : 1, filters };
}

/** Page and filters → canonical query string (without '?'): only non-empty values, page only when > 1. */
export function listingSearchString(state: ListingState): string {
  const params = new URLSearchParams();
  const { filters } = state;
  if (state.page > 1) params.set('page', String(state.page));
  for (const [key, name] of NUMBER_PARAMS) {
    const value = filters[key];
    if (value !== undefined) params.set(name, String(value));
  }
  for (const [key, name] of LIST_PARAMS) {
    const list = filters[key];
    if (list.length > 0) params.set(name, list.join(','));
  }
  if (filters.keywords) params.set('keywords', filters.keywords);
  if (filters.energyLabelMin) params.set('energy_label_min', filters.energyLabelMin);
  if (filters.sorting) params.set('sorting', filters.sorting);
  // Keep commas readable in the URL.
  return params.toString().replace(/%2C/gi, ',');
}

function parseCoordinate(value: string | undefined): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Path parameters (already URI-decoded by the router) → location. */
export function parseListingLocation(params: {
  type?: string;
  code?: string;
  query?: string;
  latitude?: string;
  longitude?: string;
}): ListingLocation {
  const location: ListingLocation = {};
  if (params.type) location.type = params.type;
  if (params.code) location.code = params.code;
  if (params.query) location.query = params.query.replace(/\+/g, ' ');
  const latitude = parseCoordinate(params.latitude);
  const longitude = parseCoordinate(params.longitude);
  if (latitude !== undefined && longitude !== undefined) {
    location.latitude = latitude;
    location.longitude = longitude;
  }
  return location;
}

/** The listing has a point when it has both coordinates: only then distance sorting makes sense. */
export function hasPoint(location: ListingLocation): boolean {
  return location.latitude !== undefined && location.longitude !== undefined;
}

/** Short place name for headings: 'Utrecht, Utrecht, Utrecht' → 'Utrecht'. */
export function placeName(location: ListingLocation): string | undefined {
  const name = location.query?.split(',')[0]?.trim();
  return name ? name : undefined;
}

export function encodePathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%2C/gi, ',');
}

export interface PlaceForPath {
  type: string;
  code?: string | null;
  weergavenaam: string;
  latitude: number;
  longitude: number;
}

/**
 * The listing path for a chosen place (spec §2 home search bar):
 * /huizen/aanbod/{type}/{code}/{weergavenaam with spaces as +}/{latitude}/{longitude}.
 * A place without a code gets '-' as its code segment.
 */
export function listingPathForPlace(place: PlaceForPath): string {
  const segments = [
    place.type,
    place.code ? place.code : '-',
    place.weergavenaam,
    String(place.latitude),
    String(place.longitude),
  ].map(encodePathSegment);
  return `/huizen/aanbod/${segments.join('/')}`;
}

/** The listing path (location in the path) plus page and filters as query. */
export function listingUrl(location: ListingLocation, state: ListingState): string {
  let path = '/huizen/aanbod';
  if (location.type) {
    const parts = [location.type, location.code ?? '-'];
    if (location.query !== undefined) {
      parts.push(location.query);
      if (hasPoint(location)) parts.push(String(location.latitude), String(location.longitude));
    }
    path += `/${parts.map(encodePathSegment).join('/')}`;
  }
  const search = listingSearchString(state);
  return search ? `${path}?${search}` : path;
}

const SORTING_ENUM: Record<Sorting, HouseSortingEnum> = {
  newest: 'NEWEST',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  living_m2_desc: 'LIVING_M2_DESC',
  distance: 'DISTANCE',
};

export function sortingToEnum(sorting: Sorting): HouseSortingEnum {
  return SORTING_ENUM[sorting];
}

/** Sortings offered for a listing: 'distance' only when there is a point. */
export function availableSortings(location: ListingLocation): Sorting[] {
  return SORTINGS.filter((s) => s !== 'distance' || hasPoint(location));
}

/** Location + filters → GraphQL HouseFilter. Only set values; distance sorting dropped without a point. */
export function toHouseFilter(location: ListingLocation, filters: ListingFilters): HouseFilterInput {
  const input: HouseFilterInput = {};
  if (location.type) input.type = location.type;
  if (location.code && location.code !== '-') input.code = location.code;
  if (hasPoint(location)) {
    input.latitude = location.latitude;
    input.longitude = location.longitude;
  }
  for (const [key] of NUMBER_PARAMS) {
    const value = filters[key];
    if (value !== undefined) input[key] = value;
  }
  for (const [key] of LIST_PARAMS) {
    if (filters[key].length > 0) input[key] = [...filters[key]];
  }
  if (filters.energyLabelMin) input.energyLabelMin = filters.energyLabelMin;
  if (filters.keywords) input.keywords = filters.keywords;
  if (filters.sorting && (filters.sorting !== 'distance' || hasPoint(location))) {
    input.sorting = sortingToEnum(filters.sorting);
  }
  return input;
}

export type FilterPatch = Partial<ListingFilters>;

/**
 * Apply a filter change (spec §4 Listing): the page resets to 1, and setting range to 0
 * while sorted by distance resets sorting to none (the default).
 */
export function applyFilterChange(state: ListingState, patch: FilterPatch): ListingState {
  const filters: ListingFilters = { ...state.filters, ...patch };
  for (const key of Object.keys(filters) as (keyof ListingFilters)[]) {
    if (filters[key] === undefined) delete filters[key];
  }
  if ('range' in patch && (patch.range === 0 || patch.range === undefined) && filters.sorting === 'distance') {
    delete filters.sorting;
  }
  return { page: 1, filters };
}

/** Number of active filters (for the 'Filters' button badge); sorting does not count. */
export function activeFilterCount(filters: ListingFilters): number {
  let count = 0;
  for (const [key] of NUMBER_PARAMS) {
    if (key !== 'range' && filters[key] !== undefined) count += 1;
  }
  if (filters.range !== undefined && filters.range > 0) count += 1;
  for (const [key] of LIST_PARAMS) count += filters[key].length;
  if (filters.energyLabelMin) count += 1;
  if (filters.keywords) count += 1;
  return count;
}

/**
 * The listing's count as the heading says it: exact ('1.234 huizen'), or, when the server counted up
 * to its cap and found more (totalCountIsExact false), a lower bound ('10.000+ huizen').
 */
export function houseCountLabel(count: number, exact: boolean): string {
  return exact ? plural(count, 'huis', 'huizen') : `${formatNumber(count)}+ huizen`;
}

/** The statuses are the listing's default, what is for sale (the URL leaves them out). */
export function isForSaleDefault(statuses: readonly string[]): boolean {
  return statuses.length === FOR_SALE_STATUSES.length && FOR_SALE_STATUSES.every((s) => statuses.includes(s));
}

/** The listing shows only houses for sale (no statuses is the for-sale default): its heading may say 'te koop'. */
export function showsOnlyForSale(statuses: readonly string[]): boolean {
  return statuses.every((s) => (FOR_SALE_STATUSES as readonly string[]).includes(s));
}
