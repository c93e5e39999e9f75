import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';

// /api/search_queries (spec §7 "Search profiles"): every path, its JSON (spec §3), refusals (422
// per field, nothing saved) and who may do what (401 visitor, 404 stranger, before any 422).

let t: TestApp;
let ref: Awaited<ReturnType<typeof withReferenceData>>;
let owner: Awaited<ReturnType<typeof loggedIn>>;
let stranger: TestBrowser;
let visitor: TestBrowser;

async function loggedIn() {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma);
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { user });
}

/** A complete profile for Utrecht, by keys. */
const UTRECHT_PROFILE = {
  query: 'Utrecht',
  query_type: 'woonplaats',
  query_code: '0344-utrecht',
  range: 10,
  number_bedrooms_min: 2,
  house_types: ['tussenwoning', 'hoekwoning'],
  house_facilities: ['tuin'],
  tags: ['jaren_30', 'in_een_woonwijk'],
  price_min: 300_000,
  price_max: 450_000,
  living_m2_min: 80,
  moving_months: 6,
};

const profileCount = () => t.db.prisma.searchQuery.count();

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  ref = await withReferenceData(t.db.prisma);
  owner = await loggedIn();
  stranger = await loggedIn();
  visitor = testBrowser(t);
});
afterAll(() => t.close());

describe('creating and reading a search profile', () => {
  it('creates a complete profile with the place resolved from the lookup, answering the spec §3 JSON', async () => {
    const res = await owner.post('/api/search_queries', UTRECHT_PROFILE);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      query: 'Utrecht',
      query_type: 'woonplaats',
      query_code: '0344-utrecht',
      range: 10,
      number_bedrooms_min: 2,
      price_min: 300_000,
      price_max: 450_000,
      living_m2_min: 80,
      moving_months: 6,
      house_types: [
        { key: 'tussenwoning', name: 'Tussenwoning' },
        { key: 'hoekwoning', name: 'Hoekwoning' },
      ],
      house_facilities: [{ key: 'tuin', id: ref.facilities.tuin.id }],
      completion: { location: true, characteristics: true, budget: true, facilities: true, tags: true, complete: true },
    });
    expect(res.body.tags.map((x: { key: string }) => x.key).sort()).toEqual(['in_een_woonwijk', 'jaren_30']);
    expect(res.body.latitude).toBeCloseTo(52.09, 1);
    expect(res.body.longitude).toBeCloseTo(5.12, 1);
    expect(res.body.slug).toMatch(/^utrecht-zoekprofiel-[a-z]{10}$/);
    expect(res.body.updated_at).toEqual(expect.any(String));

    const again = await owner.get(`/api/search_queries/${res.body.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    // The slug names it as well as the id.
    expect((await owner.get(`/api/search_queries/${res.body.slug}`)).body.id).toBe(res.body.id);
    // search_query_slugs on the user.
    expect((await owner.get('/api/user')).body.search_query_slugs).toContain(res.body.slug);
  });

  it('fills the defaults (number_bedrooms_min 1, range 0) and reports the sections still open', async () => {
    const res = await owner.post('/api/search_queries', {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      number_bedrooms_min: 1,
      range: 0,
      query: null,
      house_types: [],
      completion: {
        location: false,
        characteristics: false,
        budget: false,
        facilities: false,
        tags: false,
        complete: false,
      },
    });
    expect(res.body.slug).toMatch(/^nederland-zoekprofiel-/);
  });

  it('accepts reference data by id, as a legacy consumer sends the ids of /api/house_types', async () => {
    const types = (await owner.get('/api/house_types')).body as { id: number; key: string }[];
    const appartement = types.find((x) => x.key === 'appartement')!;
    const res = await owner.post('/api/search_queries', {
      house_types: [appartement.id, { id: ref.types.penthouse.id, name: 'Penthouse' }],
      house_facilities: [String(ref.facilities.balkon.id)],
      tags: [ref.tags.modern.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.house_types.map((x: { key: string }) => x.key)).toEqual(['appartement', 'penthouse']);
    expect(res.body.house_facilities.map((x: { key: string }) => x.key)).toEqual(['balkon']);
    expect(res.body.tags.map((x: { key: string }) => x.key)).toEqual(['modern']);
  });

  it('lists the viewer’s own profiles as a Laravel paginator, newest first', async () => {
    const res = await owner.get('/api/search_queries');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_page: 1, per_page: 20, total: 3 });
    const ids = res.body.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect((await stranger.get('/api/search_queries')).body.total).toBe(0);
  });
});

describe('refusals: 422 per field in Dutch, nothing saved', () => {
  it.each([
    [{ price_min: -1 }, 'price_min', 'De minimumprijs mag niet negatief zijn.'],
    [{ price_min: 500_000, price_max: 400_000 }, 'price_max', 'De maximumprijs moet hoger zijn dan de minimumprijs.'],
    [{ house_types: ['kasteel'] }, 'house_types', 'Kies woningtypes uit de lijst.'],
    [{ house_types: [999_999] }, 'house_types', 'Kies woningtypes uit de lijst.'],
    [{ house_facilities: ['zwembad_op_dak'] }, 'house_facilities', 'Kies faciliteiten uit de lijst.'],
    [{ tags: ['onbekend'] }, 'tags', 'Kies kenmerken uit de lijst.'],
    [{ range: 51 }, 'range', 'De afstand moet tussen 0 en 50 km liggen.'],
    [{ range: -1 }, 'range', 'De afstand moet tussen 0 en 50 km liggen.'],
    [{ query: 'Utrecht' }, 'query', 'Selecteer een suggestie uit de lijst.'],
    [{ moving_months: 7 }, 'moving_months', 'Kies een verhuistermijn uit de lijst.'],
    [{ number_bedrooms_min: 'veel' }, 'number_bedrooms_min', 'Het aantal slaapkamers moet een getal zijn.'],
  ])('POST %j → 422 on %s', async (body, field, message) => {
    const before = await profileCount();
    const res = await owner.post('/api/search_queries', body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await profileCount()).toBe(before);
  });

  it('reports every wrong field of one request', async () => {
    const res = await owner.post('/api/search_queries', { house_types: ['kasteel'], tags: ['onbekend'] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['house_types', 'tags']);
  });

  it('a change that would invert the stored budget is refused and the profile stays as it was', async () => {
    const created = (await owner.post('/api/search_queries', UTRECHT_PROFILE)).body;
    const res = await owner.put(`/api/search_queries/${created.id}`, { price_max: 200_000, house_types: ['villa'] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ price_max: ['De maximumprijs moet hoger zijn dan de minimumprijs.'] });
    const after = (await owner.get(`/api/search_queries/${created.id}`)).body;
    expect(after.price_max).toBe(450_000);
    expect(after.house_types.map((x: { key: string }) => x.key)).toEqual(['tussenwoning', 'hoekwoning']);
  });
});

describe('changing, deleting', () => {
  it('PUT changes the fields sent and keeps the rest; null clears the location', async () => {
    const created = (await owner.post('/api/search_queries', UTRECHT_PROFILE)).body;
    const res = await owner.put(`/api/search_queries/${created.id}`, {
      price_max: 500_000,
      house_types: ['appartement'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price_min: 300_000, price_max: 500_000, query: 'Utrecht', range: 10 });
    expect(res.body.house_types.map((x: { key: string }) => x.key)).toEqual(['appartement']);
    expect(res.body.tags).toHaveLength(2);

    const cleared = await owner.put(`/api/search_queries/${created.id}`, { query: null });
    expect(cleared.body).toMatchObject({ query: null, query_type: null, query_code: null, latitude: null });
    expect(cleared.body.completion.location).toBe(false);
  });

  it('a new place gets its point from the lookup', async () => {
    const created = (await owner.post('/api/search_queries', UTRECHT_PROFILE)).body;
    const res = await owner.put(`/api/search_queries/${created.id}`, {
      query: 'Gemeente Utrecht',
      query_type: 'gemeente',
      query_code: '0344',
    });
    expect(res.body).toMatchObject({ query_type: 'gemeente', query_code: '0344' });
    expect(res.body.longitude).toBeCloseTo(5.08, 1);
  });

  it('saving without changes confirms the profile (updated_at moves)', async () => {
    const created = (await owner.post('/api/search_queries', UTRECHT_PROFILE)).body;
    await t.db.prisma.searchQuery.update({ where: { id: created.id }, data: { updatedAt: new Date('2026-01-01') } });
    const res = await owner.put(`/api/search_queries/${created.id}`, {});
    expect(res.status).toBe(200);
    expect(new Date(res.body.updated_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('DELETE removes it (204), after which it is gone (404)', async () => {
    const created = (await owner.post('/api/search_queries', UTRECHT_PROFILE)).body;
    expect((await owner.delete(`/api/search_queries/${created.id}`)).status).toBe(204);
    expect((await owner.get(`/api/search_queries/${created.id}`)).status).toBe(404);
    expect(await t.db.prisma.searchQuery.findUnique({ where: { id: created.id } })).toBeNull();
  });
});

describe('only the owner reads or changes a profile, before any validation', () => {
  let id: number;
  beforeAll(async () => {
    id = (await owner.post('/api/search_queries', UTRECHT_PROFILE)).body.id;
  });

  it('a visitor gets 401 on every path, even with an invalid body', async () => {
    expect((await visitor.get('/api/search_queries')).status).toBe(401);
    expect((await visitor.get(`/api/search_queries/${id}`)).status).toBe(401);
    expect((await visitor.put(`/api/search_queries/${id}`, { range: 99 })).status).toBe(401);
    expect((await visitor.delete(`/api/search_queries/${id}`)).status).toBe(401);
    expect((await visitor.post(`/api/search_queries/${id}/assign_user`)).status).toBe(401);
  });

  it('another user gets 404 on every path, even with an invalid body, and nothing changes', async () => {
    expect((await stranger.get(`/api/search_queries/${id}`)).status).toBe(404);
    expect((await stranger.put(`/api/search_queries/${id}`, { range: 99 })).status).toBe(404);
    expect((await stranger.put(`/api/search_queries/${id}`, { range: 5 })).status).toBe(404);
    expect((await stranger.delete(`/api/search_queries/${id}`)).status).toBe(404);
    expect((await stranger.post(`/api/search_queries/${id}/assign_user`)).status).toBe(404);
    const row = await t.db.prisma.searchQuery.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ userId: owner.user.id, range: 10 });
  });

  it('unknown ids and things that are no id are 404', async () => {
    expect((await owner.get('/api/search_queries/999999')).status).toBe(404);
    expect((await owner.get('/api/search_queries/99999999999999')).status).toBe(404);
    expect((await owner.get('/api/search_queries/%00')).status).toBe(404);
  });
});

describe('the listing takes reference ids too', () => {
  it('GET /api/houses?house_types[]={id} finds the houses of that type', async () => {
    const flat = await createHouse(t.db.prisma, { houseTypeId: ref.types.appartement.id });
    await createHouse(t.db.prisma, { houseTypeId: ref.types.villa.id });
    const res = await visitor.get(`/api/houses?house_types[]=${ref.types.appartement.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((h: { id: number }) => h.id)).toEqual([flat.id]);
    const byKey = await visitor.get('/api/houses?house_types[]=appartement');
    expect(byKey.body.data.map((h: { id: number }) => h.id)).toEqual([flat.id]);
  });
});
