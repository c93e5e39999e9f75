import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';
import { cookieFor } from '../houses-owner/setup.js';

// The viewer's search profiles run the same number of SQL statements for 2 or 25 profiles on the
// page (no N+1), with their reference data and completion, through GraphQL and REST.

let t: TestApp;
const cookies: Record<'few' | 'many', string> = { few: '', many: '' };

beforeAll(async () => {
  t = await createTestApp();
  const ref = await withReferenceData(t.db.prisma);
  for (const [who, count] of [
    ['few', 2],
    ['many', 25],
  ] as const) {
    const user = await createUser(t.db.prisma);
    cookies[who] = await cookieFor(t, user.id);
    for (let i = 0; i < count; i++)
      await t.db.prisma.searchQuery.create({
        data: {
          slug: `utrecht-zoekprofiel-${who}-${i}`,
          userId: user.id,
          query: 'Utrecht',
          queryType: 'woonplaats',
          queryCode: '0344-utrecht',
          priceMax: 400_000 + i,
          houseTypes: { create: [{ houseTypeId: ref.types.appartement.id }, { houseTypeId: ref.types.villa.id }] },
          facilities: { create: [{ facilityId: ref.facilities.tuin.id }] },
          tags: { create: [{ tagId: ref.tags.modern.id }, { tagId: ref.tags.in_het_centrum.id }] },
        },
      });
  }
});
afterAll(() => t.close());

async function statements(run: () => Promise<unknown>) {
  t.db.resetQueryLog();
  await run();
  return t.db.queries.length;
}

const LIST = `{ viewer { searchProfiles(first: 25) { totalCount edges { node {
  id slug query range priceMax houseTypes { key name } houseFacilities { key name } tags { key tagCategoryId }
  completion { location characteristics budget facilities tags complete }
} } } } }`;

const gql = (who: 'few' | 'many') => async () => {
  const res = await t.graphql<{ viewer: { searchProfiles: { edges: unknown[] } } }>(LIST, {}, { cookie: cookies[who] });
  expect(res.errors).toBeUndefined();
  return res.data!.viewer.searchProfiles.edges.length;
};
const rest = (who: 'few' | 'many') => async () => {
  const res = await t.request('/api/search_queries', {
    headers: { 'x-requested-with': 'XMLHttpRequest', cookie: cookies[who] },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.length;
};

describe('SQL statements of the viewer’s search profiles', () => {
  it('GraphQL: the same for 2 or 25 profiles', async () => {
    expect(await gql('many')()).toBe(25);
    const small = await statements(gql('few'));
    const large = await statements(gql('many'));
    expect(large).toBe(small);
    // Session, user, viewer, the page, its three link tables and their three reference tables, the count.
    expect(small).toBeLessThanOrEqual(11);
  });

  it('REST: the same for 2 or 20 (a full page of) profiles', async () => {
    expect(await rest('many')()).toBe(20);
    const small = await statements(rest('few'));
    const large = await statements(rest('many'));
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(10);
  });
});
