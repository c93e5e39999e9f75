import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser, GRONINGEN, UTRECHT, withReferenceData } from '../../helpers/fixtures.js';

// Matching over both surfaces: a profile's kansen (REST opportunities / match-suggestions,
// SearchProfile.matches / matchCount / exactMatchCount), a house's searchers (REST and
// House.matchSuggestions), who may see them, and the stored matches following every write path
// (profile save / delete / claim, house update / submit / withdraw / delete).

let t: TestApp;
let ref: Awaited<ReturnType<typeof withReferenceData>>;
type Browser = TestBrowser & { userId: number };
let searcher: Browser;
let seller: Browser;
let stranger: Browser;
let visitor: TestBrowser;
let profileId: number;
let profileSlug: string;
let exactHouse: { id: number };
let fuzzyHouse: { id: number };
let draftHouse: { id: number };

async function loggedIn(data: Record<string, unknown> = {}): Promise<Browser> {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma, data);
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { userId: user.id });
}

const CODE = { cityCode: '0344-utrecht', municipalityCode: '0344' };
const PROFILE = {
  query: 'Utrecht',
  query_type: 'woonplaats',
  query_code: '0344-utrecht',
  range: 10,
  number_bedrooms_min: 3,
  house_types: ['tussenwoning', 'hoekwoning'],
  price_max: 400_000,
  living_m2_min: 100,
  moving_months: 6,
};

const sellerHouse = (data: Record<string, unknown> = {}) =>
  createHouse(t.db.prisma, {
    ownerUserId: seller.userId,
    ...UTRECHT,
    ...CODE,
    houseTypeId: ref.types.tussenwoning.id,
    numberBedrooms: 3,
    livingM2: 110,
    price: 380_000,
    ...data,
  });

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  ref = await withReferenceData(t.db.prisma);
  searcher = await loggedIn({ firstName: 'Sanne', email: 'sanne@example.test', phoneNumber: '0612345678' });
  seller = await loggedIn();
  stranger = await loggedIn();
  visitor = testBrowser(t);
  exactHouse = await sellerHouse();
  fuzzyHouse = await sellerHouse({ price: 420_000 });
  await sellerHouse({ ...GRONINGEN, cityCode: 'groningen', municipalityCode: '0014' });
  draftHouse = await sellerHouse({ moderationStatus: 'new', submittedAt: null, price: 390_000 });
  // Saving the profile matches it against the listed houses.
  const res = await searcher.post('/api/search_queries', PROFILE);
  expect(res.status).toBe(201);
  profileId = res.body.id;
  profileSlug = res.body.slug;
});
afterAll(() => t.close());

const ids = (data: { id: number }[]) => data.map((h) => h.id);

describe('GET /api/search_queries/{id}/opportunities', () => {
  it('answers the profile’s kansen, exact first, then fuzzy with its reasons', async () => {
    const res = await searcher.get(`/api/search_queries/${profileId}/opportunities`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(ids(res.body.data)).toEqual([exactHouse.id, fuzzyHouse.id]);
    expect(res.body.data[0]).toMatchObject({ id: exactHouse.id, slug: expect.any(String), exact: true, reasons: [] });
    expect(res.body.data[1]).toMatchObject({
      price: 420_000,
      exact: false,
      reasons: [{ code: 'over_budget', label: 'Net buiten je budget' }],
    });
  });

  it('fuzzy=0 gives the exact ones only; limit caps the list; a bad limit is a 422', async () => {
    const exact = await searcher.get(`/api/search_queries/${profileId}/opportunities?fuzzy=0`);
    expect(ids(exact.body.data)).toEqual([exactHouse.id]);
    expect(exact.body.total).toBe(1);
    const one = await searcher.get(`/api/search_queries/${profileId}/opportunities?limit=1`);
    expect(ids(one.body.data)).toEqual([exactHouse.id]);
    expect(one.body.total).toBe(2);
    const bad = await searcher.get(`/api/search_queries/${profileId}/opportunities?limit=veel`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.limit).toEqual(['limit moet een heel getal van 0 of meer zijn.']);
    const negative = await searcher.get(`/api/search_queries/${profileId}/opportunities?limit=-1`);
    expect(negative.body.errors.limit).toEqual(['limit moet een heel getal van 0 of meer zijn.']);
  });

  it('is the owner’s only: 401 for a visitor, 404 for someone else (also by slug), before any 422', async () => {
    expect((await visitor.get(`/api/search_queries/${profileId}/opportunities`)).status).toBe(401);
    expect((await visitor.get(`/api/search_queries/${profileId}/opportunities?limit=veel`)).status).toBe(401);
    expect((await stranger.get(`/api/search_queries/${profileId}/opportunities`)).status).toBe(404);
    expect((await stranger.get(`/api/search_queries/${profileId}/opportunities?limit=veel`)).status).toBe(404);
    expect((await stranger.get(`/api/search_queries/${profileId}/match-suggestions`)).status).toBe(404);
    expect((await visitor.get(`/api/search_queries/${profileId}/match-suggestions`)).status).toBe(401);
    expect((await stranger.get('/api/search_queries/999999/opportunities')).status).toBe(404);
    expect((await stranger.get(`/api/search_queries/${profileSlug}/opportunities`)).status).toBe(404);
    expect((await searcher.get(`/api/search_queries/${profileSlug}/opportunities`)).body.total).toBe(2);
  });
});

describe('GET /api/search_queries/{id}/match-suggestions', () => {
  it('pages the kansen as Laravel’s paginator; a bad page is a 422', async () => {
    const res = await searcher.get(`/api/search_queries/${profileId}/match-suggestions?page=1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_page: 1, total: 2, last_page: 1, next_page_url: null });
    expect(ids(res.body.data)).toEqual([exactHouse.id, fuzzyHouse.id]);
    expect(res.body.data[1].reasons).toEqual([{ code: 'over_budget', label: 'Net buiten je budget' }]);
    expect((await searcher.get(`/api/search_queries/${profileId}/match-suggestions?page=2`)).body.data).toEqual([]);
    expect((await searcher.get(`/api/search_queries/${profileId}/match-suggestions?page=0`)).status).toBe(422);
  });
});

describe('GET /api/houses/{id}/match-suggestions and /opportunities', () => {
  it('shows the owner the matching searchers: first name, avatar, moving wish, what they look for — no e-mail or phone', async () => {
    const res = await seller.get(`/api/houses/${exactHouse.id}/match-suggestions`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const [s] = res.body.data;
    expect(s).toMatchObject({
      search_query_id: profileId,
      user: { id: searcher.userId, first_name: 'Sanne', asset: null, route: expect.any(String) },
      moving_months: 6,
      exact: true,
      reasons: [],
      search_query: {
        query: 'Utrecht',
        range: 10,
        number_bedrooms_min: 3,
        price_max: 400_000,
        living_m2_min: 100,
        house_types: [{ key: 'tussenwoning' }, { key: 'hoekwoning' }],
      },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('sanne@example.test');
    expect(text).not.toContain('0612345678');
    expect(text).not.toContain('last_name');

    const fuzzy = await seller.get(`/api/houses/${fuzzyHouse.id}/opportunities?limit=5`);
    expect(fuzzy.body).toMatchObject({ total: 1, data: [{ exact: false, reasons: [{ code: 'over_budget' }] }] });
    expect((await seller.get(`/api/houses/${fuzzyHouse.id}/opportunities?fuzzy=false`)).body.data).toEqual([]);
  });

  it('is the owner’s only: 401 visitor, 403 someone else on a listed house, 404 on an unlisted one', async () => {
    expect((await visitor.get(`/api/houses/${exactHouse.id}/match-suggestions`)).status).toBe(401);
    expect((await stranger.get(`/api/houses/${exactHouse.id}/match-suggestions`)).status).toBe(403);
    expect((await stranger.get(`/api/houses/${exactHouse.id}/opportunities`)).status).toBe(403);
    expect((await searcher.get(`/api/houses/${exactHouse.id}/match-suggestions`)).status).toBe(403);
    expect((await stranger.get(`/api/houses/${draftHouse.id}/match-suggestions`)).status).toBe(404);
    expect((await stranger.get('/api/houses/999999/match-suggestions')).status).toBe(404);
  });
});

const PROFILE_MATCHES = `query ($id: ID!, $fuzzy: Boolean) { searchProfile(id: $id) {
  matchCount exactMatchCount
  matches(first: 10, fuzzy: $fuzzy) { totalCount pageInfo { hasNextPage endCursor }
    edges { exact reasons { code label } node { id slug price } } } } }`;
const SUGGESTIONS = `query ($id: ID!) { node(id: $id) { ... on House {
  matchSuggestions(first: 10) { totalCount edges { exact reasons { code label } movingMonths
    lookingFor { query range numberBedroomsMin priceMin priceMax livingM2Min houseTypes { key } houseFacilities { key } tags { key } }
    node { firstName avatarUrl email phoneNumber } } } } } }`;

const houseGid = (id: number) => encodeGlobalID('House', id);
const profileGid = () => encodeGlobalID('SearchProfile', profileId);

describe('GraphQL', () => {
  it('SearchProfile.matches: exact first, then fuzzy with reasons; counts; fuzzy: false', async () => {
    const res = await searcher.graphql(PROFILE_MATCHES, { id: profileGid() });
    expect(res.errors).toBeUndefined();
    const p = res.data.searchProfile;
    expect(p).toMatchObject({ matchCount: 2, exactMatchCount: 1 });
    expect(p.matches.totalCount).toBe(2);
    expect(p.matches.edges).toEqual([
      { exact: true, reasons: [], node: expect.objectContaining({ id: houseGid(exactHouse.id), price: 380_000 }) },
      {
        exact: false,
        reasons: [{ code: 'over_budget', label: 'Net buiten je budget' }],
        node: expect.objectContaining({ id: houseGid(fuzzyHouse.id) }),
      },
    ]);
    const exact = await searcher.graphql(PROFILE_MATCHES, { id: profileGid(), fuzzy: false });
    expect(exact.data.searchProfile.matches.edges.map((e: { exact: boolean }) => e.exact)).toEqual([true]);
  });

  it('SearchProfile.matches pages by cursor', async () => {
    const q = `query ($id: ID!, $after: String) { searchProfile(id: $id) { matches(first: 1, after: $after) {
      pageInfo { hasNextPage endCursor } edges { node { id } } } } }`;
    const first = (await searcher.graphql(q, { id: profileGid() })).data.searchProfile.matches;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await searcher.graphql(q, { id: profileGid(), after: first.pageInfo.endCursor })).data.searchProfile
      .matches;
    expect(second.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([houseGid(fuzzyHouse.id)]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const bad = await searcher.graphql(q, { id: profileGid(), after: 'rommel' });
    expect(bad.errors?.[0].message).toMatch(/cursor/);
  });

  it('someone else’s profile is null (and so are its matches)', async () => {
    expect((await stranger.graphql(PROFILE_MATCHES, { id: profileGid() })).data.searchProfile).toBeNull();
    expect((await visitor.graphql(PROFILE_MATCHES, { id: profileGid() })).data.searchProfile).toBeNull();
  });

  it('House.matchSuggestions: the owner sees the searchers without contact details; anyone else gets null', async () => {
    const res = await seller.graphql(SUGGESTIONS, { id: houseGid(exactHouse.id) });
    expect(res.errors).toBeUndefined();
    expect(res.data.node.matchSuggestions).toEqual({
      totalCount: 1,
      edges: [
        {
          exact: true,
          reasons: [],
          movingMonths: 6,
          lookingFor: {
            query: 'Utrecht',
            range: 10,
            numberBedroomsMin: 3,
            priceMin: null,
            priceMax: 400_000,
            livingM2Min: 100,
            houseTypes: [{ key: 'tussenwoning' }, { key: 'hoekwoning' }],
            houseFacilities: [],
            tags: [],
          },
          node: { firstName: 'Sanne', avatarUrl: null, email: null, phoneNumber: null },
        },
      ],
    });
    for (const b of [stranger, searcher, visitor]) {
      const other = await b.graphql(SUGGESTIONS, { id: houseGid(exactHouse.id) });
      expect(other.data.node.matchSuggestions).toBeNull();
    }
  });
});

describe('kept current by every write path', () => {
  const kansen = async () =>
    ids((await searcher.get(`/api/search_queries/${profileId}/opportunities?limit=50`)).body.data);

  it('a house update re-matches it: cheaper → exact, a wrong type → gone', async () => {
    expect((await seller.put(`/api/houses/${fuzzyHouse.id}`, { price: 399_000 })).status).toBe(200);
    const res = await searcher.get(`/api/search_queries/${profileId}/opportunities?fuzzy=0`);
    expect(ids(res.body.data).sort()).toEqual([exactHouse.id, fuzzyHouse.id].sort());
    expect((await seller.put(`/api/houses/${fuzzyHouse.id}`, { house_type: 'villa' })).status).toBe(200);
    expect(await kansen()).toEqual([exactHouse.id]);
  });

  it('submitting a house lists it among the kansen; withdrawing (sold) and deleting remove it', async () => {
    expect((await seller.post(`/api/houses/${draftHouse.id}/submit`)).status).toBe(200);
    expect(await kansen()).toContain(draftHouse.id);
    expect((await seller.put(`/api/houses/${draftHouse.id}`, { house_status: 'sold' })).status).toBe(200);
    expect(await kansen()).not.toContain(draftHouse.id);
    expect((await seller.delete(`/api/houses/${exactHouse.id}`, { force: true })).status).toBe(204);
    expect(await kansen()).toEqual([]);
  });

  it('saving the profile re-matches it; deleting it removes its matches', async () => {
    const house = await sellerHouse({ price: 470_000 });
    expect(await kansen()).toEqual([]); // added behind the domain's back: not matched yet
    expect((await searcher.put(`/api/search_queries/${profileId}`, { price_max: 500_000 })).status).toBe(200);
    expect(await kansen()).toEqual([house.id]);
    expect((await searcher.request('DELETE', `/api/search_queries/${profileId}`)).status).toBe(204);
    expect(await t.db.prisma.searchProfileMatch.count({ where: { searchProfileId: profileId } })).toBe(0);
  });

  it('a visitor’s funnel profile has kansen for that browser; claimed by the house owner it loses their own house', async () => {
    const house = await sellerHouse();
    const funnel = testBrowser(t);
    const made = await funnel.post('/api/search_queries', PROFILE);
    expect(made.status).toBe(201);
    const mine = await funnel.get(`/api/search_queries/${made.body.id}/opportunities`);
    expect(ids(mine.body.data)).toContain(house.id);
    // The seller logs in in that browser and takes the profile along: their own houses drop out.
    funnel.token = await createSession(t.db.prisma, seller.userId);
    expect((await funnel.post(`/api/search_queries/${made.body.id}/assign_user`)).status).toBe(200);
    expect((await funnel.get(`/api/search_queries/${made.body.id}/opportunities`)).body.data).toEqual([]);
  });
});
