/**
 * A house link pasted into a message (spec §7: GET /api/houses/{slug} "for a pasted house link
 * in a message"): the slugs of house pages *of this site* named in a text, so the thread can show
 * a preview card of each. Links to other sites are left alone. Pure, unit-tested.
 */
import { houseSlugFromSegment } from '../houses/houseRoute';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence, not the link: 'Kijk eens: https://…/huis-x-1.' */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/** The house slug of a house page URL on `origin` (/huizen/{city}/huis-{slug}-{id}), or null. */
export function houseSlugFromUrl(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length !== 3 || segments[0] !== 'huizen' || segments[1] === 'aanbod') return null;
  return houseSlugFromSegment(decodeURIComponent(segments[2]));
}

/** The distinct house slugs linked in `text`, in order of appearance (at most `limit`). */
export function houseSlugsInText(text: string, origin: string, limit = 3): string[] {
  const slugs: string[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const slug = houseSlugFromUrl(match[0].replace(TRAILING_PUNCTUATION, ''), origin);
    if (slug && !slugs.includes(slug)) slugs.push(slug);
    if (slugs.length === limit) break;
  }
  return slugs;
}

/** The text split into plain parts and links (to render links clickable without innerHTML). */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: href, href });
    at = start + href.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
