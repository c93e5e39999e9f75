import { describe, expect, inject, it } from 'vitest';
import { formatHousePrice } from '../../client/format';
import { hasBrowser, screenshot } from './browser';
import { useBrowser } from './helpers';

// The public pages as a search engine or a link preview reads them (plain HTTP, no JavaScript), and
// as a browser hydrates them (no mismatch, no second fetch of the page's data).

const base = () => inject('baseUrl');
type Json = Record<string, any>;

async function api(query: string, variables: Json = {}): Promise<Json> {
  const res = await fetch(`${base()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await res.json()) as Json).data;
}

/** A listed house with photos, as a visitor's API answer shows it. */
async function listedHouse() {
  const data = await api(`{ houses(first: 20) { edges { node {
    slug route formattedAddressLine city streetNumber price minPrice maxPrice shortDescription photos { id } } } } }`);
  const house = data.houses.edges.map((e: Json) => e.node).find((h: Json) => h.photos.length > 1 && h.shortDescription);
  expect(house, 'a demo house with photos and a description').toBeTruthy();
  return house as Json;
}

const jsonLdOf = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<');

describe('crawlers read the server-rendered pages', () => {
  it('the house page holds its price, address line, description, photos with Dutch alt text, card tags and JSON-LD', async () => {
    const house = await listedHouse();
    const res = await fetch(`${base()}${house.route}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    // Compressed on the fly, revalidated by its ETag.
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${base()}${house.route}`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const html = await res.text();
    const text = decode(html);
    const address = house.formattedAddressLine as string;
    const price = formatHousePrice(house);

    expect(text).toContain(`<title>${address} te koop | Huiskans</title>`);
    expect(text).toContain(`>${price}<`);
    expect(text).toContain(`>${address}<`);
    expect(text).toContain(house.shortDescription);
    expect(text).toMatch(new RegExp(`<img [^>]*alt="Foto 1 van ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    expect(html).toContain(`<link rel="canonical" href="${base()}${house.route}">`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/[^"]+">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');

    const [residence, crumbs] = jsonLdOf(html);
    expect(['SingleFamilyResidence', 'Apartment']).toContain(residence['@type']);
    expect(residence.name).toBe(address);
    expect(residence.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: house.city,
      addressCountry: 'NL',
    });
    // The public location: the house number a visitor does not get is nowhere in the page.
    expect(house.streetNumber).toBeNull();
    expect(residence.address.streetAddress ?? '').not.toMatch(/\d/);
    expect(residence.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', url: `${base()}${house.route}` });
    if (house.price != null) expect(residence.offers.price).toBe(house.price);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: Json) => i.name)).toEqual(['Huiskans', 'Huizen te koop', address]);

    // Scripts: files, or data the CSP never runs (JSON-LD, the Relay records); the records escaped.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    for (const attributes of scripts) expect(attributes).toMatch(/ src="|type="application\/(ld\+)?json"/);
    const records = /<script type="application\/json" id="relay-records">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(records).not.toContain('<');
    expect(JSON.stringify(JSON.parse(records))).toContain(house.slug);
  });

  it('the listing holds links to its houses', async () => {
    const res = await fetch(`${base()}/huizen/aanbod`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(decode(html)).toContain('<title>Huizen te koop | Huiskans</title>');
    const links = new Set([...html.matchAll(/href="(\/huizen\/[^/"]+\/huis-[^"]+)"/g)].map((m) => m[1]));
    expect(links.size).toBeGreaterThanOrEqual(10);
  });

  it('unknown pages, houses and landing pages answer 404 with a Dutch page', async () => {
    for (const [path, title] of [
      ['/onzin', 'Pagina niet gevonden'],
      ['/huizen/utrecht/huis-bestaat-echt-niet-999999', 'Huis niet gevonden'],
      ['/l/bestaat-niet', 'Pagina niet gevonden'],
    ]) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(`<title>${title} | Huiskans</title>`);
    }
  });
});

describe.skipIf(!hasBrowser)('the browser hydrates the server-rendered page', () => {
  const open = useBrowser();

  for (const [name, path] of [
    ['house page', 'house'],
    ['listing', '/huizen/aanbod'],
    ['home', '/'],
  ] as const) {
    it(`${name}: no hydration error or mismatch, and no second fetch of its data`, async () => {
      const target = path === 'house' ? (await listedHouse()).route : path;
      const { page, problems } = await open(1280);
      const graphqlRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.postData() ?? '');
      });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
      });
      await page.goto(target);
      // Hydrated: React has attached to the server's markup (its props on the root's first element).
      await page.waitForFunction(() => {
        const first = document.getElementById('root')?.querySelector('header');
        return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactProps')));
      });
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(problems).toEqual([]);
      const operations = graphqlRequests.map((body) => (JSON.parse(body) as Json).operationName);
      for (const own of ['AppLayoutQuery', 'HousePageQuery', 'ListingPageQuery', 'HomePageQuery']) {
        expect(operations, `${own} was not fetched again`).not.toContain(own);
      }
      await screenshot(page, `ssr-${name.replace(' ', '-')}-1280`, { fullPage: false });
    });
  }
});
