import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_TOTAL_CAP, maxListingPage } from '../../server/domain/houses/listing.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser, GRONINGEN, withReferenceData } from '../helpers/fixtures.js';

// Issue 21: honest capped totals, the numbered-page depth, statements per listing page, compression.
// More listed houses than the cap (10,000), written by the database itself in one statement.

let t: TestApp;
const MANY = LISTING_TOTAL_CAP + 40;

/** The client's listing query (client/features/listing/HouseList.tsx + HouseCard): cards with cover photo and seller. */
const CARDS = `query($first: Int, $page: Int, $after: String, $filter: HouseFilter) {
  houses(first: $first, page: $page, after: $after, filter: $filter) {
    totalCount totalCountIsExact maxPage pageInfo { hasNextPage endCursor }
    edges { distanceKm cursor node { id slug route price formattedAddressLine livingM2 numberBedrooms likingUsersCount
      currentHouseStatus { status label } mainPhoto { mediumUrl medium2xUrl } sellerUser { firstName } } } } }`;

const getJson = async (path: string) => {
  const res = await t.request(path, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  // Forty houses in Groningen with a photo and a seller; the rest spread over Utrecht.
  const seller = await createUser(t.db.prisma, { firstName: 'Greet' });
  for (let i = 0; i < 40; i++)
    await createHouse(t.db.prisma, { ...GRONINGEN, ownerUserId: seller.id, photos: 1, price: 300_000 + i * 1000 });
  await t.db.prisma.$executeRawUnsafe(
    `INSERT INTO houses (slug, street, city, city_code, latitude, longitude, number_rooms, number_bedrooms, living_m2,
       price, sort_price, moderation_status, submitted_at, status_confirmed_at, updated_at)
     SELECT 'bulk-' || g, 'Bulkstraat', 'Utrecht', '3295', 52.0907 + (g % 100) * 0.0005, 5.1214 + (g / 100) * 0.0005,
       4, 2, 100, 400000 + g, 400000 + g, 'approved', now() - g * interval '1 minute', now(), now()
     FROM generate_series(1, $1::int) g`,
    MANY - 40,
  );
}, 120_000);
afterAll(() => t.close());

describe('totals a user sees (issue 21, S2)', () => {
  it('are exact up to the cap and a marked lower bound beyond it', async () => {
    const all = await t.graphql<any>(CARDS, { first: 24 });
    expect(all.errors).toBeUndefined();
    expect(all.data.houses).toMatchObject({ totalCount: LISTING_TOTAL_CAP, totalCountIsExact: false, maxPage: 417 });
    const groningen = await t.graphql<any>(CARDS, {
      first: 24,
      filter: { latitude: GRONINGEN.latitude, longitude: GRONINGEN.longitude, range: 5 },
    });
    expect(groningen.data.houses).toMatchObject({ totalCount: 40, totalCountIsExact: true });
    expect(groningen.data.houses.edges[0].node).toMatchObject({
      sellerUser: { firstName: 'Greet' },
      mainPhoto: { mediumUrl: expect.any(String) },
    });
  });

  it('REST: total is the cap with total_is_exact false, the last page is the deepest one served', async () => {
    const { status, body } = await getJson('/api/houses');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: LISTING_TOTAL_CAP, total_is_exact: false, last_page: 417, per_page: 24 });
    expect(body.last_page_url).toContain('page=417');
    const last = await getJson('/api/houses?page=417');
    expect(last.body).toMatchObject({ current_page: 417, next_page_url: null, from: 9985, to: 10008 });
    const few = await getJson(`/api/houses?latitude=${GRONINGEN.latitude}&longitude=${GRONINGEN.longitude}&range=5`);
    expect(few.body).toMatchObject({ total: 40, total_is_exact: true, last_page: 2 });
  });
});

describe('numbered pages past the documented depth (S4)', () => {
  it('GraphQL refuses page 418 of 24 with a Dutch message, its reason and the deepest page', async () => {
    expect(maxListingPage(24)).toBe(417);
    const res = await t.graphql<any>(CARDS, { first: 24, page: 418 });
    expect(res.errors?.[0].message).toMatch(/^Verder dan pagina 417 bladeren kan niet\. Verfijn je zoekopdracht/);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'PAGE_TOO_DEEP',
      maxPage: 417,
      narrowSearchPath: '/huizen/aanbod',
    });
    // Page 417 is served; keyset pages ('Meer laden') go on past it.
    const deepest = await t.graphql<any>(CARDS, { first: 24, page: 417 });
    expect(deepest.data.houses.edges).toHaveLength(24);
    const more = await t.graphql<any>(CARDS, { first: 24, page: 418, after: deepest.data.houses.pageInfo.endCursor });
    expect(more.errors).toBeUndefined();
    expect(more.data.houses.edges).toHaveLength(24);
  });

  it('REST answers 422 with the message on page', async () => {
    const { status, body } = await getJson('/api/houses?page=418');
    expect(status).toBe(422);
    expect(body.errors.page[0]).toContain('Verder dan pagina 417 bladeren kan niet');
    expect(body.message).toContain('/huizen/aanbod');
  });
});

describe('SQL statements of a listing page (S5)', () => {
  it('GraphQL: at most 4, the same for 5 or 30 cards with cover photo, seller and total', async () => {
    const count = async (first: number) => {
      t.db.resetQueryLog();
      const res = await t.graphql<any>(CARDS, {
        first,
        filter: { latitude: GRONINGEN.latitude, longitude: GRONINGEN.longitude, range: 5 },
      });
      expect(res.data.houses.edges).toHaveLength(first);
      return t.db.queries.length;
    };
    const small = await count(5);
    expect(await count(30)).toBe(small);
    expect(small).toBeLessThanOrEqual(4);
  });

  it('REST: at most 4, the same for a full page of 24 or a short one', async () => {
    const count = async (path: string) => {
      t.db.resetQueryLog();
      expect((await getJson(path)).status).toBe(200);
      return t.db.queries.length;
    };
    const full = await count(`/api/houses?latitude=${GRONINGEN.latitude}&longitude=${GRONINGEN.longitude}&range=5`);
    const short = await count(
      `/api/houses?latitude=${GRONINGEN.latitude}&longitude=${GRONINGEN.longitude}&range=5&page=2`,
    );
    expect(full).toBe(short);
    expect(full).toBeLessThanOrEqual(4);
  });
});

describe('counts per status', () => {
  it('are capped like the total and cost one statement more, whatever the page size', async () => {
    const COUNTS = `query($first: Int) { houses(first: $first) { totalCount statusCounts { status count exact } } }`;
    t.db.resetQueryLog();
    const res = await t.graphql<any>(COUNTS, { first: 1 });
    expect(res.data.houses.statusCounts[0]).toEqual({ status: 'selling', count: LISTING_TOTAL_CAP, exact: false });
    expect(res.data.houses.statusCounts.slice(1).every((c: any) => c.count === 0 && c.exact)).toBe(true);
    const withCounts = t.db.queries.length;
    t.db.resetQueryLog();
    await t.graphql<any>(`query { houses(first: 1) { totalCount } }`);
    expect(withCounts).toBe(t.db.queries.length + 1);
  });
});

describe('REST compression (S6)', () => {
  it('answers br or gzip when asked, the same JSON as uncompressed', async () => {
    const plain = await t.request('/api/houses', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json = await plain.json();
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.request('/api/houses', {
        headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-encoding': accept },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      const packed = Buffer.from(await res.arrayBuffer());
      const body = JSON.parse(unpack(packed).toString('utf8'));
      expect(body.data.map((h: any) => h.id)).toEqual(json.data.map((h: any) => h.id));
      // The spec's House shape stays: descriptions and photos included.
      expect(Object.keys(body.data[0])).toEqual(Object.keys(json.data[0]));
      expect(packed.length).toBeLessThan(JSON.stringify(json).length / 3);
    }
  });
});
