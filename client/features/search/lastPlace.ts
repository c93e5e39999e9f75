import type { PlaceForPath } from '../listing/filters';

/**
 * The place of the last listing the visitor looked at, for this tab (sessionStorage), so the
 * header search bar keeps showing it on a house page or any other page after the listing.
 * Storage that is unavailable or holds something else is ignored.
 */
const KEY = 'huiskans.lastPlace';

export function rememberPlace(place: PlaceForPath): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(place));
  } catch {
    // Private mode or storage full: the search bar then starts empty, as before.
  }
}

export function lastPlace(): PlaceForPath | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? parsePlace(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/** A stored value back to a place, or undefined when it is not one. */
export function parsePlace(value: unknown): PlaceForPath | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.type !== 'string' || typeof v.weergavenaam !== 'string' || v.weergavenaam === '') return undefined;
  if (typeof v.latitude !== 'number' || typeof v.longitude !== 'number') return undefined;
  if (!Number.isFinite(v.latitude) || !Number.isFinite(v.longitude)) return undefined;
  const code = typeof v.code === 'string' ? v.code : null;
  return { type: v.type, code, weergavenaam: v.weergavenaam, latitude: v.latitude, longitude: v.longitude };
}
