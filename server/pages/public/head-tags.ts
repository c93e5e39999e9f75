// A server-rendered page's <head> from the PageHead its route made (client/ssr/pageHead.ts):
// title, description, canonical URL, Open Graph and Twitter card, JSON-LD. Every value is escaped;
// JSON-LD is data (type application/ld+json), which the Content-Security-Policy does not execute.
import type { PageHead } from '../../../client/ssr/pageHead.js';
import { scriptSafeJson } from '../../../client/ssr/records.js';
import { PRODUCT } from '../../config.js';

const escapeHtml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[ch]!);

const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;

export function headTags(head: PageHead, origin: string, title: string): string {
  const url = origin + head.canonicalPath;
  const image = head.image;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', PRODUCT.name),
    meta('property', 'og:locale', 'nl_NL'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          ...(image.width && image.height
            ? [meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height)]
            : []),
          meta('property', 'og:image:alt', image.alt),
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'twitter:image', image.url),
          meta('name', 'twitter:image:alt', image.alt),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptSafeJson(JSON.stringify(data))}</script>`,
    ),
  ].join('');
}
