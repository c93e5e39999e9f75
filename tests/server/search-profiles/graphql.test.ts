import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';

// The GraphQL twin of /api/search_queries: the SearchProfile node, viewer.searchProfiles,
// searchProfile(id), add / update / delete / assign with typed errors.

let t: TestApp;
let ref: Awaited<ReturnType<typeof withReferenceData>>;
let owner: TestBrowser & { userId: number };
let stranger: TestBrowser;

const PROFILE_FIELDS = `id slug query queryType queryCode latitude longitude range numberBedroomsMin priceMin priceMax
  livingM2Min movingMonths houseTypes { key name } houseFacilities { key } tags { key tagCategoryId }
  completion { location characteristics budget facilities tags complete } updatedAt`;
const ADD = `mutation ($input: AddSearchProfileInput!) { addSearchProfile(input: $input) {
  __typename
  ... on AddSearchProfilePayload { searchProfile { ${PROFILE_FIELDS} } }
  ... on InputError { message fieldErrors { field messages } }
  ... on Error { message } } }`;
const UPDATE = `mutation ($input: UpdateSearchProfileInput!) { updateSearchProfile(input: $input) {
  __typename
  ... on UpdateSearchProfilePayload { searchProfile { ${PROFILE_FIELDS} } }
  ... on InputError { fieldErrors { field messages } }
  ... on Error { message } } }`;
const DELETE = `mutation ($id: ID!) { deleteSearchProfile(input: { searchProfileId: $id }) {
  __typename ... on DeleteSearchProfilePayload { deletedSearchProfileId } ... on Error { message } } }`;

async function loggedIn() {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma);
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { userId: user.id });
}

const add = async (b: TestBrowser, input: Record<string, unknown>) =>
  (await b.graphql(ADD, { input })).data.addSearchProfile;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  ref = await withReferenceData(t.db.prisma);
  owner = await loggedIn();
  stranger = await loggedIn();
});
afterAll(() => t.close());

describe('addSearchProfile', () => {
  it('takes a chosen place by its suggestion id and answers the profile with its completion', async () => {
    const answer = await add(owner, {
      placeId: 'wpl-0344-utrecht',
      range: 5,
      houseTypes: ['appartement', String(ref.types.bovenwoning.id)],
      houseFacilities: ['balkon'],
      tags: ['modern', 'in_het_centrum'],
      priceMax: 400_000,
    });
    expect(answer.__typename).toBe('AddSearchProfilePayload');
    const p = answer.searchProfile;
    expect(p).toMatchObject({
      query: 'Utrecht, Utrecht, Utrecht',
      queryType: 'woonplaats',
      queryCode: '0344-utrecht',
      range: 5,
      numberBedroomsMin: 1,
      priceMin: null,
      priceMax: 400_000,
      houseTypes: [
        { key: 'appartement', name: 'Appartement' },
        { key: 'bovenwoning', name: 'Bovenwoning' },
      ],
      houseFacilities: [{ key: 'balkon' }],
      completion: { location: true, characteristics: true, budget: true, facilities: true, tags: true, complete: true },
    });
    expect(p.latitude).toBeCloseTo(52.09, 1);
    expect(p.slug).toMatch(/^utrecht-zoekprofiel-/);
  });

  it('refuses bad input with every field’s Dutch message and saves nothing', async () => {
    const before = await t.db.prisma.searchQuery.count();
    const answer = await add(owner, {
      range: 60,
      priceMin: 500_000,
      priceMax: 400_000,
      houseFacilities: ['onbekend'],
    });
    expect(answer.__typename).toBe('InputError');
    expect(answer.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'range', messages: ['De afstand moet tussen 0 en 50 km liggen.'] },
        { field: 'priceMax', messages: ['De maximumprijs moet hoger zijn dan de minimumprijs.'] },
        { field: 'houseFacilities', messages: ['Kies faciliteiten uit de lijst.'] },
      ]),
    );
    expect(answer.fieldErrors).toHaveLength(3);
    expect((await add(owner, { placeId: 'wpl-bestaat-niet' })).fieldErrors).toEqual([
      { field: 'placeId', messages: ['Selecteer een suggestie uit de lijst.'] },
    ]);
    expect(await t.db.prisma.searchQuery.count()).toBe(before);
  });
});

describe('updateSearchProfile, deleteSearchProfile', () => {
  it('changes the fields sent and keeps the others', async () => {
    const created = (await add(owner, { placeId: 'wpl-0344-utrecht', priceMin: 200_000, houseTypes: ['villa'] }))
      .searchProfile;
    const res = await owner.graphql(UPDATE, {
      input: { searchProfileId: created.id, priceMax: 300_000, numberBedroomsMin: 3 },
    });
    expect(res.data.updateSearchProfile.searchProfile).toMatchObject({
      priceMin: 200_000,
      priceMax: 300_000,
      numberBedroomsMin: 3,
      queryCode: '0344-utrecht',
      houseTypes: [{ key: 'villa' }],
    });
    const bad = await owner.graphql(UPDATE, { input: { searchProfileId: created.id, priceMax: 100_000 } });
    expect(bad.data.updateSearchProfile.fieldErrors).toEqual([
      { field: 'priceMax', messages: ['De maximumprijs moet hoger zijn dan de minimumprijs.'] },
    ]);
  });

  it('only for the owner: a stranger hears NotFoundError, a visitor UnauthenticatedError', async () => {
    const created = (await add(owner, { priceMax: 300_000 })).searchProfile;
    const input = { searchProfileId: created.id, range: 99 };
    expect((await stranger.graphql(UPDATE, { input })).data.updateSearchProfile.__typename).toBe('NotFoundError');
    expect((await testBrowser(t).graphql(UPDATE, { input })).data.updateSearchProfile.__typename).toBe(
      'UnauthenticatedError',
    );
    expect((await stranger.graphql(DELETE, { id: created.id })).data.deleteSearchProfile.__typename).toBe(
      'NotFoundError',
    );
    const deleted = await owner.graphql(DELETE, { id: created.id });
    expect(deleted.data.deleteSearchProfile).toEqual({
      __typename: 'DeleteSearchProfilePayload',
      deletedSearchProfileId: created.id,
    });
    expect((await owner.graphql(DELETE, { id: created.id })).data.deleteSearchProfile.__typename).toBe('NotFoundError');
  });
});

describe('reading', () => {
  it('viewer.searchProfiles pages the own profiles newest first with keyset cursors; null on another user', async () => {
    const reader = await loggedIn();
    const slugs: string[] = [];
    for (const priceMax of [300_000, 400_000, 500_000])
      slugs.push((await add(reader, { priceMax })).searchProfile.slug);
    const query = `query ($after: String) { viewer { searchProfiles(first: 2, after: $after) {
      totalCount edges { cursor node { slug completion { budget } } } pageInfo { hasNextPage endCursor } } } }`;
    const first = (await reader.graphql(query)).data.viewer.searchProfiles;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual([slugs[2], slugs[1]]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await reader.graphql(query, { after: first.pageInfo.endCursor })).data.viewer.searchProfiles;
    expect(second.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual([slugs[0]]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const userId = Buffer.from(`User:${reader.userId}`).toString('base64');
    const other = await stranger.graphql(
      'query ($id: ID!) { node(id: $id) { ... on User { searchProfiles { totalCount } } } }',
      {
        id: userId,
      },
    );
    expect(other.data.node.searchProfiles).toBeNull();
  });

  it('searchProfile(id) and searchProfile(slug) for the owner; null for anyone else', async () => {
    const created = (await add(owner, { priceMax: 350_000 })).searchProfile;
    const query = 'query ($id: ID, $slug: String) { searchProfile(id: $id, slug: $slug) { slug priceMax } }';
    expect((await owner.graphql(query, { id: created.id })).data.searchProfile).toEqual({
      slug: created.slug,
      priceMax: 350_000,
    });
    expect((await owner.graphql(query, { slug: created.slug })).data.searchProfile.slug).toBe(created.slug);
    expect((await stranger.graphql(query, { id: created.id })).data.searchProfile).toBeNull();
    expect((await testBrowser(t).graphql(query, { slug: created.slug })).data.searchProfile).toBeNull();
    expect((await owner.graphql(query, { id: 'geen-id' })).data.searchProfile).toBeNull();
  });
});

describe('the listing filter takes reference ids too', () => {
  it('houses(filter: { houseTypes: [id] })', async () => {
    const penthouse = await createHouse(t.db.prisma, { houseTypeId: ref.types.penthouse.id });
    const query = `query ($types: [String!]) { houses(filter: { houseTypes: $types }) { edges { node { slug } } } }`;
    for (const types of [[String(ref.types.penthouse.id)], ['penthouse']]) {
      const res = await owner.graphql(query, { types });
      expect(res.data.houses.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual([penthouse.slug]);
    }
  });
});
