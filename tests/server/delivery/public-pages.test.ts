import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser, UTRECHT } from '../../helpers/fixtures.js';
import { cookieFor } from '../houses-owner/setup.js';

// Statuses of the public pages that need no client build: 410 for a deleted house, 404 JSON under /api.
// What the server-rendered pages hold is read by tests/e2e/server-rendering.test.ts on the real build.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;

const DELETE = `mutation($input: DeleteHouseInput!) { deleteHouse(input: $input) { __typename } }`;

async function deleteThroughApi(slug: string, cookie: string) {
  const id = (await t.graphql<Json>('query($s: String!) { house(slug: $s) { id } }', { s: slug }, { cookie })).data
    ?.house.id;
  const answer = await t.graphql<Json>(DELETE, { input: { houseId: id, force: true } }, { cookie });
  expect(answer.data?.deleteHouse.__typename).toBe('DeleteHousePayload');
}

describe('a deleted house', () => {
  it('answers 410 Gone with a Dutch page and the nearest listed houses, under its old slugs too', async () => {
    const owner = await createUser(t.db.prisma);
    const cookie = await cookieFor(t, owner.id);
    const house = await createHouse(t.db.prisma, { ownerUserId: owner.id, ...UTRECHT });
    await t.db.prisma.houseSlugRedirect.create({ data: { oldSlug: `oud-${house.slug}`, houseId: house.id } });
    const neighbour = await createHouse(t.db.prisma, { ownerUserId: owner.id, ...UTRECHT, price: 350_000 });
    await deleteThroughApi(house.slug, cookie);

    for (const slug of [house.slug, `oud-${house.slug}`]) {
      const res = await t.request(`/huizen/utrecht/huis-${slug}-${house.id}`);
      expect(res.status, slug).toBe(410);
      const html = await res.text();
      expect(html).toContain('<h1>Dit huis is niet meer te koop</h1>');
      expect(html).toContain('De eigenaar heeft dit huis in Utrecht offline gehaald.');
      // The neighbour by its public route and price, never its house number.
      expect(html).toContain(`href="/huizen/utrecht/huis-${neighbour.slug}-${neighbour.id}"`);
      expect(html).toContain('€\u00a0350.000\u00a0k.k.');
      expect(html).not.toContain(`Teststraat ${neighbour.streetNumber}`);
    }
    // A live house is no tombstone (this app has no client build: the shell's 503 stands for the page).
    expect((await t.request(`/huizen/utrecht/huis-${neighbour.slug}-${neighbour.id}`)).status).not.toBe(410);
  });

  it('a draft that was never listed leaves no tombstone', async () => {
    const owner = await createUser(t.db.prisma);
    const cookie = await cookieFor(t, owner.id);
    const draft = await createHouse(t.db.prisma, { ownerUserId: owner.id, moderationStatus: 'new', submittedAt: null });
    await deleteThroughApi(draft.slug, cookie);
    expect(await t.db.prisma.removedHouse.count({ where: { slug: draft.slug } })).toBe(0);
    expect((await t.request(`/huizen/utrecht/huis-${draft.slug}-${draft.id}`)).status).not.toBe(410);
  });
});

describe('unknown addresses', () => {
  it('under /api answer 404 JSON in Dutch', async () => {
    const res = await t.request('/api/bestaat-niet', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: 'Niet gevonden.' });
  });
});
