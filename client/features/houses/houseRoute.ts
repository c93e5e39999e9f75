/**
 * House page paths: /huizen/{city-slug}/huis-{slug}-{number}. Pure, unit-tested.
 */

/**
 * The house slug from the last path segment: strip the leading 'huis-' and the trailing
 * '-{number}'. Returns null when the segment is not a house segment.
 */
export function houseSlugFromSegment(segment: string | undefined): string | null {
  if (!segment?.startsWith('huis-')) return null;
  const rest = segment.slice('huis-'.length);
  const match = /^(.+)-\d+$/.exec(rest);
  const slug = match ? match[1] : rest;
  return slug.length > 0 ? slug : null;
}
