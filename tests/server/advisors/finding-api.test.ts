import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { UTRECHT, withReferenceData } from '../../helpers/fixtures.js';
import { createAdvisor } from './fixtures.js';

// GET /api/advisors, /api/advisors/suggest and their GraphQL twins: filters, pages, refusals (Dutch
// 4xx, never a 500) and SQL statements per page, the same for 2 or 20 advisors on it.

let t: TestApp;
const ids: Record<string, number> = {};
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const AT_UTRECHT = `latitude=${UTRECHT.latitude}&longitude=${UTRECHT.longitude}`;

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  ids.english = (
    await createAdvisor(t.db.prisma, {
      firstName: 'Emma',
      office: { latitude: 52.092, longitude: 5.12, city: 'Utrecht' },
      expertises: ['hypotheekadvies'],
      languages: ['nl', 'en'],
    })
  ).id;
  ids.dutch = (
    await createAdvisor(t.db.prisma, { at: { latitude: 52.1, longitude: 5.13 }, expertises: ['hypotheekadvies'] })
  ).id;
  // 20 advisors in Groningen, for the statement count of a full page.
  for (let i = 0; i < 20; i++)
    await createAdvisor(t.db.prisma, {
      at: { latitude: 53.2194, longitude: 6.5665 },
      office: { latitude: 53.22, longitude: 6.57, city: 'Groningen' },
      expertises: ['makelaar_aankoop', 'taxatie'],
      languages: ['nl', 'de'],
    });
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.request(path, { headers: XHR });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('GET /api/advisors', () => {
  it('finds advisors around a point with their distance, in a Laravel page', async () => {
    const { status, body } = await get(`/api/advisors?${AT_UTRECHT}&expertises[]=hypotheekadvies&language=en`);
    expect(status).toBe(200);
    const data = body.data as { id: number; distance: number; organisation_office: { city: string } }[];
    expect(data.map((a) => a.id)).toEqual([ids.english]);
    expect(data[0].distance).toBeLessThan(0.3);
    expect(data[0].organisation_office.city).toBe('Utrecht');
    expect(body).toMatchObject({ current_page: 1, per_page: 12, total: 1, last_page: 1 });
    const all = await get(`/api/advisors?${AT_UTRECHT}`);
    expect((all.body.data as { id: number }[]).map((a) => a.id)).toEqual([ids.english, ids.dutch]);
  });

  it('pages numbered pages of 12', async () => {
    const second = await get('/api/advisors?page=2&latitude=53.2194&longitude=6.5665');
    expect(second.body).toMatchObject({ current_page: 2, total: 20, last_page: 2, from: 13, to: 20 });
  });

  it('refuses bad input with a Dutch 422', async () => {
    for (const query of [
      'latitude=52',
      'latitude=noord&longitude=5',
      `${AT_UTRECHT}&range=0`,
      'page=0',
      'is_available_evenings=ja',
    ]) {
      const { status, body } = await get(`/api/advisors?${query}`);
      expect(status, query).toBe(422);
      expect(JSON.stringify(body.errors), query).toMatch(/moet|Geef|Gebruik|pagina/);
    }
  });
});

describe('GET /api/advisors/suggest', () => {
  it('answers results and seed; the next page with seed and cursor repeats none', async () => {
    const first = await get('/api/advisors/suggest?limit=6&ignore_user_location=1');
    expect(first.status).toBe(200);
    const seed = first.body.seed as string;
    const seen = (first.body.results as { id: number }[]).map((a) => a.id);
    expect(seen.length).toBe(6);
    let cursor = first.body.next_cursor as string | null;
    while (cursor) {
      const next = await get(`/api/advisors/suggest?limit=6&seed=${seed}&cursor=${cursor}`);
      expect(next.body.seed).toBe(seed);
      seen.push(...(next.body.results as { id: number }[]).map((a) => a.id));
      cursor = next.body.next_cursor as string | null;
    }
    expect(seen.length).toBe(22);
    expect(new Set(seen).size).toBe(22);
    const again = await get(`/api/advisors/suggest?seed=${seed}&limit=50`);
    expect((again.body.results as { id: number }[]).map((a) => a.id)).toEqual(seen);
  });

  it('suggests around a point, and refuses bad input with a Dutch 422', async () => {
    const near = await get(`/api/advisors/suggest?seed=abc&${AT_UTRECHT}`);
    expect((near.body.results as { id: number }[]).map((a) => a.id).sort()).toEqual([ids.english, ids.dutch].sort());
    for (const query of ['limit=0', 'limit=veel', 'seed=a%20b', 'seed=abc&cursor=zzz', 'latitude=1']) {
      const { status } = await get(`/api/advisors/suggest?${query}`);
      expect(status, query).toBe(422);
    }
  });
});

describe('GraphQL advisors and advisorSuggestions', () => {
  const LIST = `query ($filter: AdvisorFilter, $first: Int, $after: String) {
    advisors(filter: $filter, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { distanceKm node { id fullName organisationOffice { city organisation { name } }
        expertises { key name } languages { code name } } }
    } }`;

  it('filters and pages by cursor', async () => {
    const res = await t.graphql<{
      advisors: { totalCount: number; edges: { distanceKm: number; node: { fullName: string } }[] };
    }>(LIST, { filter: { latitude: UTRECHT.latitude, longitude: UTRECHT.longitude, language: 'en' } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.advisors.totalCount).toBe(1);
    expect(res.data!.advisors.edges[0].node.fullName).toMatch(/^Emma /);
    const names = new Set<string>();
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const page: Awaited<
        ReturnType<
          typeof t.graphql<{
            advisors: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { id: string } }[] };
          }>
        >
      > = await t.graphql(LIST, { filter: { latitude: 53.2194, longitude: 6.5665 }, first: 8, after });
      for (const e of page.data!.advisors.edges) names.add(e.node.id);
      if (!page.data!.advisors.pageInfo.hasNextPage) break;
      after = page.data!.advisors.pageInfo.endCursor;
    }
    expect(names.size).toBe(20);
  });

  it('refuses bad filters with a Dutch error naming the field', async () => {
    const res = await t.graphql(LIST, { filter: { latitude: 52 } });
    expect(res.errors?.[0].extensions?.fields).toEqual({ latitude: ['Geef zowel breedte- als lengtegraad op.'] });
    const cursor = await t.graphql(LIST, { after: 'kapot' });
    expect(JSON.stringify(cursor.errors?.[0].extensions?.fields)).toMatch(/cursor is ongeldig/);
  });

  it('suggests in a seeded order without repeats', async () => {
    const SUGGEST = `query ($seed: String, $after: String) { advisorSuggestions(seed: $seed, first: 6, after: $after, ignoreUserLocation: true) {
      seed pageInfo { hasNextPage endCursor } edges { node { id } } } }`;
    type Answer = {
      advisorSuggestions: {
        seed: string;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { id: string } }[];
      };
    };
    const first = await t.graphql<Answer>(SUGGEST, {});
    expect(first.errors).toBeUndefined();
    const seed = first.data!.advisorSuggestions.seed;
    const seen = first.data!.advisorSuggestions.edges.map((e) => e.node.id);
    let info = first.data!.advisorSuggestions.pageInfo;
    while (info.hasNextPage) {
      const next = await t.graphql<Answer>(SUGGEST, { seed, after: info.endCursor });
      seen.push(...next.data!.advisorSuggestions.edges.map((e) => e.node.id));
      info = next.data!.advisorSuggestions.pageInfo;
    }
    expect(new Set(seen).size).toBe(22);
    expect(seen.length).toBe(22);
  });
});

describe('SQL statements per page', () => {
  async function statements(run: () => Promise<number>) {
    t.db.resetQueryLog();
    const count = await run();
    return { count, statements: t.db.queries.length };
  }
  const gql = (first: number) => async () => {
    const res = await t.graphql<{ advisors: { edges: unknown[] } }>(
      `query ($first: Int) { advisors(first: $first, filter: { latitude: 53.2194, longitude: 6.5665 }) { totalCount edges { distanceKm node {
        id fullName organisationOffice { name city organisation { name } } expertises { key } certificates { name } languages { code } user { avatarUrl } } } } }`,
      { first },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.advisors.edges.length;
  };
  const rest = (page: number) => async () => {
    const { body } = await get(`/api/advisors?page=${page}&latitude=53.2194&longitude=6.5665`);
    return (body.data as unknown[]).length;
  };

  it('is the same for a page of 2 and of 20 advisors', async () => {
    const few = await statements(gql(2));
    const many = await statements(gql(20));
    expect([few.count, many.count]).toEqual([2, 20]);
    expect(many.statements).toBe(few.statements);
    const last = await statements(rest(2)); // 8 on the last page
    const full = await statements(rest(1)); // 12
    expect([last.count, full.count]).toEqual([8, 12]);
    expect(full.statements).toBe(last.statements);
  });
});
