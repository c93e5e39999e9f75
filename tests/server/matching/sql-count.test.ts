import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rematchSearchProfile } from '../../../server/domain/matching/store.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser, UTRECHT, withReferenceData } from '../../helpers/fixtures.js';
import { cookieFor } from '../houses-owner/setup.js';

// A profile's kansen page and a house's searchers page run the same number of SQL statements for
// 2 or 12 rows (no N+1), through GraphQL and REST.

let t: TestApp;
const size = { few: 2, many: 12 } as const;
type Who = keyof typeof size;
const searcherCookie: Record<Who, string> = { few: '', many: '' };
const sellerCookie: Record<Who, string> = { few: '', many: '' };
const profileIds: Record<Who, number> = { few: 0, many: 0 };
const houseIds: Record<Who, number> = { few: 0, many: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const ref = await withReferenceData(t.db.prisma);
  const prisma = t.db.prisma;
  for (const who of ['few', 'many'] as const) {
    const code = `sqlcount-${who}`;
    const seller = await createUser(prisma);
    const searcher = await createUser(prisma);
    sellerCookie[who] = await cookieFor(t, seller.id);
    searcherCookie[who] = await cookieFor(t, searcher.id);
    const profile = (i: number, userId: number) =>
      prisma.searchQuery.create({
        data: {
          slug: `utrecht-zoekprofiel-${who}-${i}`,
          userId,
          query: 'Utrecht',
          queryType: 'woonplaats',
          queryCode: code,
          priceMax: 400_000,
          movingMonths: 3,
          houseTypes: { create: [{ houseTypeId: ref.types.tussenwoning.id }, { houseTypeId: ref.types.villa.id }] },
          facilities: { create: [{ facilityId: ref.facilities.tuin.id }] },
          tags: { create: [{ tagId: ref.tags.modern.id }] },
        },
      });
    // Houses for the searcher's kansen (every other one just over budget: fuzzy).
    for (let i = 0; i < size[who]; i++) {
      const house = await createHouse(prisma, {
        ownerUserId: seller.id,
        ...UTRECHT,
        cityCode: code,
        houseTypeId: ref.types.tussenwoning.id,
        price: i % 2 ? 420_000 : 380_000,
        facilityIds: [ref.facilities.tuin.id],
        tagIds: [ref.tags.modern.id],
        photos: 1,
      });
      houseIds[who] ||= house.id;
    }
    profileIds[who] = (await profile(0, searcher.id)).id;
    // Searchers for the seller's first house: one more profile per other user.
    for (let i = 1; i < size[who]; i++) {
      const other = await createUser(prisma, { avatarAssetId: null });
      await profile(i, other.id);
    }
    const ids = await prisma.searchQuery.findMany({ where: { queryCode: code }, select: { id: true } });
    for (const { id } of ids) await rematchSearchProfile(prisma, id);
  }
});
afterAll(() => t.close());

async function statements(run: () => Promise<unknown>) {
  t.db.resetQueryLog();
  await run();
  return t.db.queries.length;
}

const KANSEN = `query ($id: ID!) { searchProfile(id: $id) { matchCount exactMatchCount
  matches(first: 20) { totalCount edges { exact reasons { code label } node {
    id slug route city price formattedAddressLine houseType { key name } } } } } }`;
const SUGGESTIONS = `query ($id: ID!) { node(id: $id) { ... on House { matchSuggestions(first: 20) { totalCount
  edges { exact reasons { code label } movingMonths
    lookingFor { query range priceMax houseTypes { key } houseFacilities { key } tags { key } }
    node { firstName avatarUrl route } } } } } }`;

const headers = (cookie: string) => ({ 'x-requested-with': 'XMLHttpRequest', cookie });

const gqlKansen = (who: Who) => async () => {
  const res = await t.graphql<{ searchProfile: { matches: { edges: unknown[] } } }>(
    KANSEN,
    { id: encodeGlobalID('SearchProfile', profileIds[who]) },
    { cookie: searcherCookie[who] },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.searchProfile.matches.edges.length;
};
const restKansen = (who: Who) => async () => {
  const res = await t.request(`/api/search_queries/${profileIds[who]}/match-suggestions`, {
    headers: headers(searcherCookie[who]),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.length;
};
const gqlSuggestions = (who: Who) => async () => {
  const res = await t.graphql<{ node: { matchSuggestions: { edges: unknown[] } } }>(
    SUGGESTIONS,
    { id: encodeGlobalID('House', houseIds[who]) },
    { cookie: sellerCookie[who] },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.node.matchSuggestions.edges.length;
};
const restSuggestions = (who: Who) => async () => {
  const res = await t.request(`/api/houses/${houseIds[who]}/match-suggestions`, {
    headers: headers(sellerCookie[who]),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.length;
};

describe('SQL statements of matching pages', () => {
  // One statement per relation on the page: session, viewer, the profile (house), the matches, each
  // relation of their rows (houses: type, photos, tags, facilities, owner; profiles: link tables,
  // reference rows, users, avatars), the counts.
  it.each([
    ['GraphQL kansen', gqlKansen, 12],
    ['REST kansen', restKansen, 16],
    ['GraphQL match suggestions', gqlSuggestions, 14],
    ['REST match suggestions', restSuggestions, 14],
  ])('%s: the same for 2 or 12 rows', async (_name, run, limit) => {
    expect(await run('many')()).toBe(12);
    expect(await run('few')()).toBe(2);
    const small = await statements(run('few'));
    const large = await statements(run('many'));
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(limit);
  });
});
