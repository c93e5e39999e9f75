import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';

let t: TestApp;
let owner: { id: number };
let houseId: number;
let houseSlug: string;
let ownerCookie: string;
let subscriberCookie: string;
let searcherCookie: string;

const cookieFor = async (userId: number) => `${SESSION_COOKIE}=${await createSession(t.db.prisma, userId)}`;

beforeAll(async () => {
  t = await createTestApp();
  const ref = await withReferenceData(t.db.prisma);
  owner = await createUser(t.db.prisma, { firstName: 'Vera' });
  const house = await createHouse(t.db.prisma, {
    ownerUserId: owner.id,
    street: 'Europalaan',
    streetNumber: '93',
    postalCode: '3526KP',
    photos: 5,
    houseTypeId: ref.types.tussenwoning.id,
    facilityIds: [ref.facilities.tuin.id],
    tagIds: [ref.tags.jaren_30.id],
  });
  houseId = house.id;
  houseSlug = house.slug;
  for (let i = 0; i < 29; i++) await createHouse(t.db.prisma, { photos: 1, price: 200_000 + i * 10_000 });
  await createHouse(t.db.prisma, { moderationStatus: 'new', ownerUserId: owner.id, slug: 'nog-niet-ingediend' });
  const subscriber = await createUser(t.db.prisma);
  await t.db.prisma.subscription.create({
    data: {
      userId: subscriber.id,
      plan: 'user_premium',
      status: 'active',
      cycleStartedAt: new Date(),
      cycleEndsAt: new Date(Date.now() + 86_400_000),
    },
  });
  ownerCookie = await cookieFor(owner.id);
  subscriberCookie = await cookieFor(subscriber.id);
  searcherCookie = await cookieFor((await createUser(t.db.prisma)).id);
});
afterAll(() => t.close());

const getJson = async (path: string, cookie?: string) => {
  const res = await t.request(path, {
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
  });
  return { status: res.status, body: await res.json() };
};

describe('GET /api/houses', () => {
  it('answers Laravel paginator JSON with 24 houses a page', async () => {
    const { status, body } = await getJson('/api/houses');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      current_page: 1,
      per_page: 24,
      total: 30,
      last_page: 2,
      from: 1,
      to: 24,
      prev_page_url: null,
    });
    expect(body.next_page_url).toContain('page=2');
    expect(body.data).toHaveLength(24);
    const second = await getJson('/api/houses?page=2');
    expect(second.body).toMatchObject({ current_page: 2, from: 25, to: 30, next_page_url: null });
  });

  it('applies only the non-empty filters, with Laravel-style arrays', async () => {
    const { body } = await getJson('/api/houses?price_min=&price_max=250000&facilities[]=tuin&sorting=');
    expect(body.total).toBe(0);
    const withGarden = await getJson('/api/houses?facilities[]=tuin&tags[]=jaren_30&house_types[]=tussenwoning');
    expect(withGarden.body.data.map((h: { id: number }) => h.id)).toEqual([houseId]);
    const cheap = await getJson('/api/houses?price_max=250000&sorting=price_asc');
    expect(cheap.body.data.map((h: { price: number }) => h.price)).toEqual([
      200_000, 210_000, 220_000, 230_000, 240_000, 250_000,
    ]);
  });

  it('answers 422 with the Laravel errors map for bad filters, never a 500', async () => {
    const { status, body } = await getJson('/api/houses?price_min=-1&rooms=veel&page=0');
    expect(status).toBe(422);
    expect(body.message).toBe('Opslaan mislukt, check de invoer');
    expect(body.errors.page ?? body.errors.price_min).toBeDefined();
    const filters = await getJson('/api/houses?price_min=-1&rooms=veel');
    expect(filters.body.errors).toEqual({
      price_min: ['Minimumprijs mag niet negatief zijn.'],
      rooms: ['Kamers moet een getal zijn.'],
    });
  });

  it('answers 422 for a number no integer column holds (2^31 and up), not a database error', async () => {
    const { status, body } = await getJson(
      '/api/houses?price_max=2147483648&living_m2_min=99999999999&rooms=2147483647',
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      price_max: ['Maximumprijs is te groot.'],
      living_m2_min: ['Woonoppervlakte is te groot.'],
    });
  });
});

describe('GET /api/houses/{idOrSlug}', () => {
  it('finds a house by id and by slug, in the spec shape', async () => {
    const byId = await getJson(`/api/houses/${houseId}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      id: houseId,
      slug: houseSlug,
      city: 'Utrecht',
      street: 'Europalaan',
      house_status: 'selling',
      current_house_status: { status: 'selling', label: 'Te koop' },
      house_type: { key: 'tussenwoning' },
      house_facilities: [{ key: 'tuin', name: 'Tuin' }],
      liking_users_count: 0,
      seller_user: { first_name: 'Vera' },
    });
    expect(byId.body.route).toBe(`/huizen/utrecht/huis-${houseSlug}-${houseId}`);
    expect(byId.body.house_assets).toHaveLength(5);
    expect(byId.body.main_house_asset.asset.medium_url).toMatch(/^\/uploads\/test\/.+-medium\.webp$/);
    expect(byId.body.tags).toEqual([expect.objectContaining({ key: 'jaren_30', tag_category_id: 1 })]);
    const bySlug = await getJson(`/api/houses/${houseSlug}`);
    expect(bySlug.body.id).toBe(houseId);
  });

  it('shows house number and postcode only to the owner and to subscribers', async () => {
    const visitor = await getJson(`/api/houses/${houseId}`);
    expect(visitor.body).toMatchObject({
      street_number: null,
      postal_code: null,
      formatted_address_line: 'Europalaan, Utrecht',
      location_is_exact: false,
    });
    const searcher = await getJson(`/api/houses/${houseId}`, searcherCookie);
    expect(searcher.body.street_number).toBeNull();
    for (const cookie of [ownerCookie, subscriberCookie]) {
      const { body } = await getJson(`/api/houses/${houseId}`, cookie);
      expect(body).toMatchObject({
        street_number: '93',
        postal_code: '3526KP',
        formatted_address_line: 'Europalaan 93, 3526KP Utrecht',
        location_is_exact: true,
      });
    }
    expect(visitor.body.moderation_status).toBeUndefined();
    expect((await getJson(`/api/houses/${houseId}`, ownerCookie)).body.moderation_status).toBe('approved');
  });

  it('answers 404 for unknown houses and for unlisted houses of someone else', async () => {
    expect((await getJson('/api/houses/999999')).status).toBe(404);
    expect((await getJson('/api/houses/bestaat-niet')).body).toEqual({ message: 'Deze woning bestaat niet (meer).' });
    expect((await getJson('/api/houses/nog-niet-ingediend')).status).toBe(404);
    expect((await getJson('/api/houses/nog-niet-ingediend', searcherCookie)).status).toBe(404);
    expect((await getJson('/api/houses/nog-niet-ingediend', ownerCookie)).status).toBe(200);
  });
});

describe('GraphQL houses', () => {
  const LISTING = /* GraphQL */ `
    query Listing($first: Int, $after: String, $filter: HouseFilter) {
      houses(first: $first, after: $after, filter: $filter) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id slug route price formattedAddressLine streetNumber houseType { name }
          currentHouseStatus { label } mainPhoto { mediumUrl medium2xUrl } photos { thumbUrl }
          tags { key } facilities { key } sellerUser { firstName route } likingUsersCount } }
      }
    }`;

  it('pages through the listing with keyset cursors and a total', async () => {
    const first = await t.graphql<any>(LISTING, { first: 10 });
    expect(first.errors).toBeUndefined();
    expect(first.data.houses.totalCount).toBe(30);
    expect(first.data.houses.edges).toHaveLength(10);
    expect(first.data.houses.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql<any>(LISTING, { first: 25, after: first.data.houses.pageInfo.endCursor });
    expect(next.data.houses.edges).toHaveLength(20);
    expect(next.data.houses.pageInfo.hasNextPage).toBe(false);
    const all = [...first.data.houses.edges, ...next.data.houses.edges].map((e: any) => e.node.id);
    expect(new Set(all).size).toBe(30);
  });

  it('jumps to a numbered page with `page`, and goes on from it by cursor ("Meer laden")', async () => {
    const ids = async (vars: Record<string, unknown>) => {
      const res = await t.graphql<any>(LISTING_PAGE, vars);
      expect(res.errors).toBeUndefined();
      return res.data.houses;
    };
    const LISTING_PAGE = `query($first: Int, $after: String, $page: Int, $f: HouseFilter) {
      houses(first: $first, after: $after, page: $page, filter: $f) {
        pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { id } } } }`;
    for (const sorting of ['NEWEST', 'PRICE_ASC', 'PRICE_DESC']) {
      const all = (await ids({ first: 30, f: { sorting } })).edges.map((e: any) => e.node.id);
      const third = await ids({ first: 7, page: 3, f: { sorting } });
      expect(third.edges.map((e: any) => e.node.id)).toEqual(all.slice(14, 21));
      expect(third.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
      const more = await ids({ first: 7, page: 3, after: third.pageInfo.endCursor, f: { sorting } });
      expect(more.edges.map((e: any) => e.node.id)).toEqual(all.slice(21, 28));
    }
    const refused = await t.graphql<any>(LISTING_PAGE, { page: 0 });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses a tampered cursor or one of another sorting with a Dutch input error', async () => {
    const first = await t.graphql<any>(LISTING, { first: 2 });
    const cursor = first.data.houses.pageInfo.endCursor;
    for (const [after, filter] of [
      [`${cursor}x`, undefined],
      [cursor, { sorting: 'PRICE_ASC' }],
      [Buffer.from('["newest","gisteren",1]').toString('base64url'), undefined],
    ]) {
      const res = await t.graphql<any>(LISTING, { first: 2, after, filter });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Deze cursor is ongeldig of hoort bij een andere sortering; laad de lijst opnieuw.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('carries distances on the edges: two aliased listings around different points each get their own', async () => {
    const res = await t.graphql<any>(
      `query($here: HouseFilter, $there: HouseFilter) {
        here: houses(first: 30, filter: $here) { edges { distanceKm node { id } } }
        there: houses(first: 30, filter: $there) { edges { distanceKm node { id } } }
      }`,
      {
        here: { latitude: 52.0907, longitude: 5.1214, sorting: 'DISTANCE' },
        there: { latitude: 52.1561, longitude: 5.3878, sorting: 'DISTANCE' },
      },
    );
    expect(res.errors).toBeUndefined();
    const here = res.data.here.edges.map((e: any) => e.distanceKm);
    const there = res.data.there.edges.map((e: any) => e.distanceKm);
    expect(here).toHaveLength(30);
    expect(Math.max(...here)).toBeLessThan(2);
    expect(Math.min(...there)).toBeGreaterThan(15);
    const rest = await getJson('/api/houses?latitude=52.1561&longitude=5.3878&sorting=distance');
    expect(rest.body.data.map((h: any) => h.distance_km)).toEqual(there.slice(0, 24));
  });

  it('filters like REST and hides the exact address from visitors', async () => {
    const res = await t.graphql<any>(LISTING, {
      filter: { facilities: ['tuin'], houseTypes: ['tussenwoning'], sorting: 'PRICE_ASC' },
    });
    const [node] = res.data.houses.edges.map((e: any) => e.node);
    expect(res.data.houses.totalCount).toBe(1);
    expect(node).toMatchObject({
      streetNumber: null,
      formattedAddressLine: 'Europalaan, Utrecht',
      houseType: { name: 'Tussenwoning' },
      currentHouseStatus: { label: 'Te koop' },
      sellerUser: { firstName: 'Vera' },
    });
    expect(node.photos).toHaveLength(5);
    const asOwner = await t.graphql<any>(LISTING, { filter: { facilities: ['tuin'] } }, { cookie: ownerCookie });
    expect(asOwner.data.houses.edges[0].node.streetNumber).toBe('93');
  });

  it('reports an invalid filter with its Dutch message', async () => {
    const res = await t.graphql<any>(LISTING, { filter: { priceMin: -1 } });
    expect(res.errors?.[0].message).toBe('Opslaan mislukt, check de invoer');
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { priceMin: ['Minimumprijs mag niet negatief zijn.'] },
    });
  });

  it('runs the same number of SQL statements for 5 or 30 houses (no N+1)', async () => {
    t.db.resetQueryLog();
    await t.graphql(LISTING, { first: 5 });
    const small = t.db.queries.length;
    t.db.resetQueryLog();
    await t.graphql(LISTING, { first: 30 });
    const large = t.db.queries.length;
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(12);
  });

  it('opens one house by slug and by global id; an unlisted one only for its owner', async () => {
    const q = `query($slug: String!) { house(slug: $slug) { id slug factualDescription } }`;
    const found = await t.graphql<any>(q, { slug: houseSlug });
    expect(found.data.house.slug).toBe(houseSlug);
    const node = await t.graphql<any>(`query($id: ID!) { node(id: $id) { ... on House { slug } } }`, {
      id: found.data.house.id,
    });
    expect(node.data.node.slug).toBe(houseSlug);
    expect((await t.graphql<any>(q, { slug: 'nog-niet-ingediend' })).data.house).toBeNull();
    expect((await t.graphql<any>(q, { slug: 'nog-niet-ingediend' }, { cookie: ownerCookie })).data.house.slug).toBe(
      'nog-niet-ingediend',
    );
  });
});

describe('reference data', () => {
  it('serves house types, tag categories and facilities over REST and GraphQL alike', async () => {
    const types = await getJson('/api/house_types');
    expect(types.body).toContainEqual(expect.objectContaining({ key: 'appartement', name: 'Appartement' }));
    const cats = await getJson('/api/tag_categories');
    expect(cats.body.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([1, 3]));
    expect(cats.body.find((c: { id: number }) => c.id === 1).tags.length).toBeGreaterThan(3);
    const facilities = await getJson('/api/house_facilities');
    const gql = await t.graphql<any>(
      '{ houseTypes { key } tagCategories { key tags { key } } houseFacilities { key name } }',
    );
    expect(gql.data.houseTypes.map((x: any) => x.key)).toEqual(types.body.map((x: any) => x.key));
    expect(gql.data.houseFacilities.map((x: any) => x.name)).toEqual(facilities.body.map((x: any) => x.name));
  });
});
