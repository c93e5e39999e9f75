/**
 * The advisors list's URL <-> filters (spec §2: the house listing's pattern). Pure functions,
 * unit-tested in node (tests/client/advisorFilters.test.ts).
 *
 * URL shape: /adviseurs/{code?}/{query?}/{latitude?}/{longitude?}?page=2&range=10&expertises=a,b
 *   &language=en&is_available_officehours=1&is_available_evenings=1&is_available_weekends=1
 * The place (CBS code, '-' without one; name with spaces as '+'; point) is in the path like the
 * listing's; page and filters in the query. Range is km around the point for offices (default 5).
 */
import { encodePathSegment, type PlaceForPath, parseListingLocation, parseNonNegativeInt } from '../listing/filters';

export const ADVISORS_PATH = '/adviseurs';
export const ADVISOR_PAGE_SIZE = 12;
/** spec §9: advisor default range 5 (km). */
export const DEFAULT_ADVISOR_RANGE = 5;
export const ADVISOR_RANGE_OPTIONS = [1, 2, 5, 10, 15, 25, 50] as const;

export const AVAILABILITY = [
  ['officehours', 'is_available_officehours', 'Tijdens kantooruren'],
  ['evenings', 'is_available_evenings', "'s Avonds"],
  ['weekends', 'is_available_weekends', 'In het weekend'],
] as const;
export type Availability = (typeof AVAILABILITY)[number][0];

export interface AdvisorsLocation {
  code?: string;
  query?: string;
  latitude?: number;
  longitude?: number;
}

export interface AdvisorsState {
  page: number;
  range?: number;
  expertises: string[];
  language?: string;
  availability: Availability[];
}

/** Path parameters (already decoded by the router) → the place. */
export function parseAdvisorsLocation(params: {
  code?: string;
  query?: string;
  latitude?: string;
  longitude?: string;
}): AdvisorsLocation {
  const { code, query, latitude, longitude } = parseListingLocation(params);
  return { code, query, latitude, longitude };
}

/** Query string → page and filters; unknown or invalid values are dropped. */
export function parseAdvisorsSearch(search: URLSearchParams | string): AdvisorsState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = parseNonNegativeInt(params.get('page'));
  const range = parseNonNegativeInt(params.get('range'));
  const expertises = [...params.getAll('expertises'), ...params.getAll('expertises[]')]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v, i, all) => v !== '' && all.indexOf(v) === i);
  const language = params.get('language')?.trim();
  return {
    page: page && page > 0 ? page : 1,
    ...(range && range > 0 ? { range } : {}),
    expertises,
    ...(language ? { language } : {}),
    availability: AVAILABILITY.filter(([, name]) => params.get(name) === '1').map(([key]) => key),
  };
}

/** Page and filters → the canonical query string (without '?'). */
export function advisorsSearchString(state: AdvisorsState): string {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.range !== undefined && state.range !== DEFAULT_ADVISOR_RANGE) params.set('range', String(state.range));
  if (state.expertises.length) params.set('expertises', state.expertises.join(','));
  if (state.language) params.set('language', state.language);
  for (const [key, name] of AVAILABILITY) if (state.availability.includes(key)) params.set(name, '1');
  return params.toString().replace(/%2C/gi, ',');
}

export function advisorsUrl(location: AdvisorsLocation, state: AdvisorsState): string {
  let path = ADVISORS_PATH;
  if (location.query !== undefined) {
    const parts = [location.code ?? '-', location.query];
    if (location.latitude !== undefined && location.longitude !== undefined)
      parts.push(String(location.latitude), String(location.longitude));
    path += `/${parts.map(encodePathSegment).join('/')}`;
  }
  const search = advisorsSearchString(state);
  return search ? `${path}?${search}` : path;
}

/** The list around a chosen place, keeping the filters (page back to 1). */
export function advisorsUrlForPlace(place: PlaceForPath, state: AdvisorsState): string {
  return advisorsUrl(
    { code: place.code ?? undefined, query: place.weergavenaam, latitude: place.latitude, longitude: place.longitude },
    { ...state, page: 1 },
  );
}

/** GraphQL AdvisorFilter of the place and filters (only set values). */
export function toAdvisorFilter(location: AdvisorsLocation, state: AdvisorsState) {
  const hasPoint = location.latitude !== undefined && location.longitude !== undefined;
  return {
    ...(hasPoint
      ? { latitude: location.latitude, longitude: location.longitude, range: state.range ?? DEFAULT_ADVISOR_RANGE }
      : {}),
    ...(state.expertises.length ? { expertises: [...state.expertises] } : {}),
    ...(state.language ? { language: state.language } : {}),
    ...(state.availability.includes('officehours') ? { isAvailableOfficehours: true } : {}),
    ...(state.availability.includes('evenings') ? { isAvailableEvenings: true } : {}),
    ...(state.availability.includes('weekends') ? { isAvailableWeekends: true } : {}),
  };
}

/** The advisor's page. */
export const advisorPath = (rowId: number | string) => `${ADVISORS_PATH}/adviseur/${rowId}`;
