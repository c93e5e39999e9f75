import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type TestBrowser, testBrowser } from '../helpers/browser.js';
import { createUser, withReferenceData } from '../helpers/fixtures.js';

// A search profile a visitor makes in the searcher funnel belongs to that browser (its HttpOnly
// funnel token, server/domain/funnel/claims.ts) until it is assigned: the maker may read and change
// it and take it along (assign_user after logging in, or registering with its search_query_slug);
// nobody else can see, change or claim it — not by id, not by slug.

const NOT_ATTACHABLE = 'Dit zoekprofiel kan niet aan je account worden gekoppeld.';
const ASSIGN = `mutation ($id: ID!) { assignSearchProfile(input: { searchProfileId: $id }) {
  __typename ... on AssignSearchProfilePayload { searchProfile { slug } } ... on Error { message } } }`;
const globalId = (id: number) => Buffer.from(`SearchProfile:${id}`).toString('base64');

let t: TestApp;
let attacker: TestBrowser;

const registration = (email: string, searchQuerySlug: string) => ({
  search_query_slug: searchQuerySlug,
  first_name: 'Sam',
  last_name: 'de Zoeker',
  email,
  phone_number: '0612345678',
  password: 'geheim123',
  password_confirmation: 'geheim123',
  terms: true,
});

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await withReferenceData(t.db.prisma);
  attacker = testBrowser(t);
  attacker.token = await createSession(t.db.prisma, (await createUser(t.db.prisma)).id);
});
afterAll(() => t.close());

/** A visitor's browser that made a funnel profile; returns it with the profile's id and slug. */
async function visitorWithProfile() {
  const maker = testBrowser(t);
  const res = await maker.post('/api/search_queries', {
    query: 'Utrecht',
    query_type: 'woonplaats',
    query_code: '0344-utrecht',
    house_types: ['appartement'],
  });
  expect(res.status).toBe(201);
  return { maker, id: res.body.id as number, slug: res.body.slug as string };
}

const ownerOf = async (id: number) => (await t.db.prisma.searchQuery.findUniqueOrThrow({ where: { id } })).userId;

describe('a funnel search profile', () => {
  it('is ownerless and the browser that made it may read, change and delete it (REST and GraphQL)', async () => {
    const { maker, id, slug } = await visitorWithProfile();
    expect(await ownerOf(id)).toBeNull();
    expect((await maker.get(`/api/search_queries/${id}`)).status).toBe(200);
    expect((await maker.get(`/api/search_queries/${slug}`)).status).toBe(200);
    const changed = await maker.put(`/api/search_queries/${id}`, { price_max: 350_000 });
    expect(changed.status).toBe(200);
    expect(changed.body.price_max).toBe(350_000);
    const gql = await maker.graphql('query ($id: ID!) { searchProfile(id: $id) { slug priceMax } }', {
      id: globalId(id),
    });
    expect(gql.data.searchProfile).toEqual({ slug, priceMax: 350_000 });
    expect((await maker.delete(`/api/search_queries/${id}`)).status).toBe(204);
  });

  it('another visitor gets 401, a logged-in stranger 404, by id and by slug; GraphQL shows them nothing', async () => {
    const { id, slug } = await visitorWithProfile();
    const other = testBrowser(t);
    for (const key of [id, slug]) {
      expect((await other.get(`/api/search_queries/${key}`)).status).toBe(401);
      expect((await other.put(`/api/search_queries/${key}`, { price_max: 1 })).status).toBe(401);
      expect((await other.delete(`/api/search_queries/${key}`)).status).toBe(401);
      expect((await attacker.get(`/api/search_queries/${key}`)).status).toBe(404);
      expect((await attacker.put(`/api/search_queries/${key}`, { price_max: 1 })).status).toBe(404);
      expect((await attacker.delete(`/api/search_queries/${key}`)).status).toBe(404);
    }
    const query =
      'query ($id: ID!, $slug: String) { a: searchProfile(id: $id) { id } b: searchProfile(slug: $slug) { id } n: node(id: $id) { id } }';
    for (const b of [other, attacker])
      expect((await b.graphql(query, { id: globalId(id), slug })).data).toEqual({ a: null, b: null, n: null });
    const update = await attacker.graphql(
      'mutation ($id: ID!) { updateSearchProfile(input: { searchProfileId: $id, priceMax: 1 }) { __typename } }',
      { id: globalId(id) },
    );
    expect(update.data.updateSearchProfile.__typename).toBe('NotFoundError');
    expect((await t.db.prisma.searchQuery.findUniqueOrThrow({ where: { id } })).priceMax).toBeNull();
  });

  it('cannot be assigned by another user, guessing its id (REST and GraphQL)', async () => {
    const { id } = await visitorWithProfile();
    for (const guess of [id - 1, id, id + 1]) {
      expect((await attacker.post(`/api/search_queries/${guess}/assign_user`)).status, `id ${guess}`).toBe(404);
      const res = await attacker.graphql(ASSIGN, { id: globalId(guess) });
      expect(res.data.assignSearchProfile, `id ${guess}`).toMatchObject({ __typename: 'NotFoundError' });
    }
    expect(await ownerOf(id)).toBeNull();
  });

  it('is assigned to the maker after logging in (REST and GraphQL), once', async () => {
    const { maker, id, slug } = await visitorWithProfile();
    const second = await maker.post('/api/search_queries', { house_types: ['villa'] });
    const user = await createUser(t.db.prisma);
    maker.token = await createSession(t.db.prisma, user.id);
    const claimed = await maker.post(`/api/search_queries/${id}/assign_user`);
    expect(claimed.status).toBe(200);
    expect(claimed.body.slug).toBe(slug);
    const gql = await maker.graphql(ASSIGN, { id: globalId(second.body.id) });
    expect(gql.data.assignSearchProfile).toEqual({
      __typename: 'AssignSearchProfilePayload',
      searchProfile: { slug: second.body.slug },
    });
    expect(await t.db.prisma.searchQuery.findUniqueOrThrow({ where: { id } })).toMatchObject({
      userId: user.id,
      claimTokenHash: null,
    });
    // Assigning again is a no-op for the owner; nobody else can take it now.
    expect((await maker.post(`/api/search_queries/${id}/assign_user`)).status).toBe(200);
    expect((await attacker.post(`/api/search_queries/${id}/assign_user`)).status).toBe(404);
    expect((await maker.get('/api/user')).body.search_query_slugs.sort()).toEqual([slug, second.body.slug].sort());
  });

  it('registering with its search_query_slug from another browser: 422 and no account', async () => {
    const { id, slug } = await visitorWithProfile();
    const res = await testBrowser(t).post('/api/auth/register', registration('mallory-zoekt@example.nl', slug));
    expect(res.status).toBe(422);
    expect(res.body.errors.search_query_slug).toEqual([NOT_ATTACHABLE]);
    expect(await t.db.prisma.user.count({ where: { email: 'mallory-zoekt@example.nl' } })).toBe(0);
    expect(await ownerOf(id)).toBeNull();
  });

  it('the maker takes it along when registering with its search_query_slug', async () => {
    const { maker, id, slug } = await visitorWithProfile();
    const res = await maker.post('/api/auth/register', registration('sam-zoekt@example.nl', slug));
    expect(res.status).toBe(201);
    expect(res.body.search_query_slugs).toEqual([slug]);
    expect(await ownerOf(id)).toBe(res.body.id);
    expect((await t.db.prisma.searchQuery.findUniqueOrThrow({ where: { id } })).claimTokenHash).toBeNull();
  });

  it('can no longer be read or claimed once the claim window has passed', async () => {
    const { maker, id } = await visitorWithProfile();
    await t.db.prisma.searchQuery.update({ where: { id }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000) } });
    expect((await maker.get(`/api/search_queries/${id}`)).status).toBe(401);
    maker.token = await createSession(t.db.prisma, (await createUser(t.db.prisma)).id);
    expect((await maker.post(`/api/search_queries/${id}/assign_user`)).status).toBe(404);
    expect(await ownerOf(id)).toBeNull();
  });

  it('visitors may make only a few per hour per IP', async () => {
    const flooder = testBrowser(t);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await flooder.post('/api/search_queries', {})).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers[10]).toBe(429);
  });
});
