import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseSlugFromSegment } from '../../client/features/houses/houseRoute.js';
import { applyMigrations } from '../../server/db/migrate.js';
import { createSession } from '../../server/domain/accounts/sessions.js';
import { newHouseSlug } from '../../server/domain/houses/slugs.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { testBrowser } from '../helpers/browser.js';
import { createTestDatabase } from '../helpers/database.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';

// The house number was in the public slug and route
// (johan-de-wittlaan-29-utrecht-…) while street_number is hidden. Slugs are now street, city and
// random letters; a migration rewrote the existing ones and keeps the old slugs working.

const SLUG = /^[a-z0-9-]+-[a-z]{10}$/;
const globalId = (id: number) => Buffer.from(`House:${id}`).toString('base64');

describe('new slugs', () => {
  it('street, city and ten random letters: no number, no postcode, different every time', () => {
    const a = newHouseSlug({ street: 'Johan de Wittlaan', city: "'s-Hertogenbosch" });
    expect(a).toMatch(/^johan-de-wittlaan-s-hertogenbosch-[a-z]{10}$/);
    expect(newHouseSlug({ street: 'Johan de Wittlaan', city: "'s-Hertogenbosch" })).not.toBe(a);
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    await withReferenceData(t.db.prisma);
  });
  afterAll(() => t.close());

  it('a house added on REST or GraphQL (Europalaan 93A, 3526KP Utrecht) has none in its slug or route', async () => {
    const b = testBrowser(t);
    const rest = await b.post('/api/houses', { ngr_address_id: 'adr-demo-3526KP-93A' });
    expect(rest.status).toBe(201);
    const gql = await testBrowser(t).graphql(
      'mutation { addHouse(input: { postalCode: "3526KP", streetNumber: "93-1" }) { ... on AddHousePayload { house { id slug route } } } }',
    );
    const fromGraphql = gql.data.addHouse.house;
    for (const house of [
      rest.body,
      { ...fromGraphql, id: Number(Buffer.from(fromGraphql.id, 'base64').toString().split(':')[1]) },
    ]) {
      expect(house.slug).toMatch(/^europalaan-utrecht-[a-z]{10}$/);
      expect(house.route).toBe(`/huizen/utrecht/huis-${house.slug}-${house.id}`);
      // The ten random letters may spell 'kp' by chance; only the readable part must not.
      const readable = house.route.slice(0, -`-${house.slug.slice(-10)}-${house.id}`.length);
      expect(readable).toBe('/huizen/utrecht/huis-europalaan-utrecht');
      expect(readable).not.toMatch(/93|3526|kp/i);
    }
  });
});

describe('the migration of existing slugs', () => {
  it('rewrites every slug to the new shape and keeps the old one as a redirect', async () => {
    const db = await createTestDatabase({ migrateUntil: '20261122025337_listing_count_index' });
    try {
      await db.prisma.$executeRaw`INSERT INTO houses (slug, street, street_number, postal_code, city, updated_at)
        VALUES ('johan-de-wittlaan-29-utrecht-x7k2m', 'Johan de Wittlaan', '29', '3583AB', 'Utrecht', now()),
               ('cafe-nono-1a-s-hertogenbosch-12345', 'Café Ñoño', '1a', '5211AA', '''s-Hertogenbosch', now()),
               ('zonder-adres-3', NULL, NULL, NULL, NULL, now())`;
      expect(await applyMigrations(db)).toContain('20261123115631_public_house_slugs');
      const houses = await db.prisma.house.findMany({ orderBy: { id: 'asc' }, include: { slugRedirects: true } });
      expect(houses.map((h) => h.slug)).toEqual([
        expect.stringMatching(/^johan-de-wittlaan-utrecht-[a-z]{10}$/),
        expect.stringMatching(/^cafe-nono-s-hertogenbosch-[a-z]{10}$/),
        expect.stringMatching(/^[a-z]{10}$/),
      ]);
      expect(houses.map((h) => h.slugRedirects.map((r) => r.oldSlug))).toEqual([
        ['johan-de-wittlaan-29-utrecht-x7k2m'],
        ['cafe-nono-1a-s-hertogenbosch-12345'],
        ['zonder-adres-3'],
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('old slugs keep working', () => {
  const OLD = 'johan-de-wittlaan-29-utrecht-x7k2m';
  let t: TestApp;
  let house: { id: number; slug: string };
  let owner: ReturnType<typeof testBrowser>;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const user = await createUser(t.db.prisma);
    house = await createHouse(t.db.prisma, {
      slug: newHouseSlug({ street: 'Johan de Wittlaan', city: 'Utrecht' }),
      street: 'Johan de Wittlaan',
      streetNumber: '29',
      ownerUserId: user.id,
      slugRedirects: { create: { oldSlug: OLD } },
    });
    owner = testBrowser(t);
    owner.token = await createSession(t.db.prisma, user.id);
  });
  afterAll(() => t.close());

  it('GET /api/houses/{oldSlug} answers the house itself (200), with its new slug and route', async () => {
    const res = await testBrowser(t).get(`/api/houses/${OLD}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: house.id,
      slug: house.slug,
      route: `/huizen/utrecht/huis-${house.slug}-${house.id}`,
    });
    expect(res.body.street_number).toBeNull();
    expect((await testBrowser(t).get(`/api/houses/${OLD}/likes`)).status).toBe(200);
    expect((await owner.put(`/api/houses/${OLD}`, { living_m2: 120 })).status).toBe(200);
  });

  it('house(slug:) with the old slug answers the house', async () => {
    const res = await testBrowser(t).graphql('query ($s: String!) { house(slug: $s) { id slug route } }', { s: OLD });
    expect(res.data.house).toEqual({
      id: globalId(house.id),
      slug: house.slug,
      route: `/huizen/utrecht/huis-${house.slug}-${house.id}`,
    });
  });

  it("the old route's segment gives the old slug, which the page then replaces by the house's route", () => {
    // client/features/houses/HousePage.tsx loads house(slug:) with it and navigates to house.route
    // in place (tests/e2e/find-houses.test.ts follows a non-canonical route in the browser).
    expect(houseSlugFromSegment(`huis-${OLD}-${house.id}`)).toBe(OLD);
    expect(house.slug).toMatch(SLUG);
  });

  it('an unknown slug is still 404 / null', async () => {
    expect((await testBrowser(t).get('/api/houses/bestaat-niet-1')).status).toBe(404);
    expect((await testBrowser(t).graphql('{ house(slug: "bestaat-niet-1") { id } }')).data.house).toBeNull();
  });
});
