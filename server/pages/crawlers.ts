// What search engines read besides the pages: robots.txt and the sitemaps (an index of files of at
// most 50,000 URLs each, so that every listed house can be found without following links).
import { Hono } from 'hono';
import { PRODUCT } from '../config.js';
import type { Services } from '../context.js';
import { houseSitemapEntries, houseSitemapFileCount, type SitemapEntry } from '../domain/houses/sitemap.js';
import { checkinPolicy } from '../domain/kernel/freshness.js';

/** Pages without parameters that a visitor can land on. */
const PUBLIC_PAGES = ['/', '/huizen/aanbod', '/adviseurs', '/voorwaarden', '/privacy', '/contact'];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

function urlset(base: string, entries: { path: string; lastModified?: Date }[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(base + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(base: string, files: string[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(base + f)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

export function crawlerPages(services: Pick<Services, 'config' | 'prisma'>) {
  const base = services.config.APP_URL;
  return new Hono()
    .get('/robots.txt', (c) =>
      c.text(
        [
          'User-agent: *',
          // Personal pages, the APIs and the test pages are no search results.
          ...[`/mijn-${PRODUCT.slug}`, '/api/', '/graphql', '/dev/', '/betalen/', '/meedoen', '/aanmelden'].map(
            (p) => `Disallow: ${p}`,
          ),
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
        200,
        { 'Cache-Control': 'public, max-age=86400' },
      ),
    )
    .get('/sitemap.xml', async (c) => {
      const houseFiles = await houseSitemapFileCount(services.prisma);
      const files = [
        '/sitemaps/paginas.xml',
        ...Array.from({ length: houseFiles }, (_, k) => `/sitemaps/huizen-${k + 1}.xml`),
      ];
      return c.body(sitemapIndex(base, files), 200, XML);
    })
    .get('/sitemaps/paginas.xml', (c) =>
      c.body(
        urlset(
          base,
          PUBLIC_PAGES.map((path) => ({ path })),
        ),
        200,
        XML,
      ),
    )
    .get('/sitemaps/:file', async (c) => {
      const n = /^huizen-([1-9][0-9]{0,5})\.xml$/.exec(c.req.param('file'))?.[1];
      if (!n || Number(n) > (await houseSitemapFileCount(services.prisma))) return c.text('Niet gevonden.', 404);
      const entries: SitemapEntry[] = await houseSitemapEntries(
        services.prisma,
        Number(n) - 1,
        checkinPolicy(services.config),
      );
      return c.body(urlset(base, entries), 200, XML);
    });
}
