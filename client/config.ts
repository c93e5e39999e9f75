/**
 * Client-wide configuration. The product slug lives here and only here: every
 * `/mijn-{product}` path and product label is derived from it.
 */
export const PRODUCT_SLUG = 'huiskans';
export const PRODUCT_NAME = 'Huiskans';

/** Page size of the house listing (page N = `houses(first: LISTING_PAGE_SIZE, page: N)`). */
export const LISTING_PAGE_SIZE = 24;

/**
 * The deepest numbered listing page the server serves (HouseConnection.maxPage: its total is exact
 * up to 10,000 houses, so ceil(10,000 / 24)); a search that finds more is narrowed, not paged through.
 */
export const LISTING_MAX_PAGE = Math.ceil(10_000 / LISTING_PAGE_SIZE);

/** Address/place search: search only with more than 2 characters, debounced 1000 ms (spec §5, §9). */
export const PLACE_SEARCH_MIN_LENGTH = 3;
export const PLACE_SEARCH_DEBOUNCE_MS = 1000;

/** Global error and message display time (spec §8, §9). */
export const MESSAGE_DISPLAY_MS = 5000;

/** House map (spec §9): zoom 14 with a 1000 m circle when the location is not exact; height 350 px. */
export const HOUSE_MAP_ZOOM = 14;
export const HOUSE_MAP_CIRCLE_M = 1000;
export const HOUSE_MAP_HEIGHT_PX = 350;

/**
 * The Google Maps browser key is injected by the server into the HTML as
 * `<meta name="huiskans:google-maps-key" content="...">`. Without it the house page shows a static fallback.
 */
export const GOOGLE_MAPS_KEY_META = `${PRODUCT_SLUG}:google-maps-key`;

export function googleMapsKey(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${GOOGLE_MAPS_KEY_META}"]`);
  const key = meta?.content.trim();
  return key ? key : null;
}

/** A `<meta name="huiskans:...">` tag the server injected into index.html, or null. */
export function serverMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PRODUCT_SLUG}:${name}"]`);
  const value = meta?.content.trim();
  return value ? value : null;
}

/**
 * reCAPTCHA site key (spec §5): the server injects `<meta name="huiskans:recaptcha-site-key">`
 * when RECAPTCHA_SITE_KEY is configured. Without it the registration shows no captcha.
 */
export function recaptchaSiteKey(): string | null {
  return serverMeta('recaptcha-site-key');
}

/** Minimum length of a new password (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Where users report problems, e.g. an address the lookup cannot find (spec §8). */
export const SUPPORT_EMAIL = 'support@huiskans.nl';
