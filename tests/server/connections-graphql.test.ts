import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser } from '../helpers/fixtures.js';
import { cookieFor } from './houses-owner/setup.js';

// The connection helper (graphql/connection.ts) through GraphQL: keyset paging both ways, ties on
// the sort key, tampered cursors, totalCount counted only when selected.

let t: TestApp;
let all: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 9; i++) await createHouse(t.db.prisma);
  all = await t.db.prisma.house.findMany({ select: { id: true } });
});
afterAll(() => t.close());

describe('through GraphQL (likedHouses, likedBy)', () => {
  const likedHouses = `query($first: Int, $after: String, $last: Int, $before: String) {
    viewer { likedHouses(first: $first, after: $after, last: $last, before: $before) {
      totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id slug } } } } }`;
  let cookie: string;
  let slugs: string[];

  beforeAll(async () => {
    const fan = await createUser(t.db.prisma);
    cookie = await cookieFor(t, fan.id);
    const houses = [...all].sort((a, b) => a.id - b.id);
    // Three likes share a moment: the house id decides between them.
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1, 12, 0, i < 3 ? 0 : i));
    for (const [i, h] of houses.slice(0, 7).entries())
      await t.db.prisma.like.create({ data: { userId: fan.id, houseId: h.id, createdAt: at(i) } });
    const newestFirst = houses.slice(0, 7).map((h, i) => ({ h, at: at(i).getTime() }));
    newestFirst.sort((a, b) => b.at - a.at || b.h.id - a.h.id);
    const bySlug = await t.db.prisma.house.findMany({ select: { id: true, slug: true } });
    slugs = newestFirst.map(({ h }) => bySlug.find((x) => x.id === h.id)!.slug);
  });

  type Conn = {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
    edges: { cursor: string; node: { slug: string } }[];
  };
  const ask = async (variables: Record<string, unknown>) => {
    const res = await t.graphql<{ viewer: { likedHouses: Conn } }>(likedHouses, variables, { cookie });
    return res;
  };

  it('pages forwards with first/after and backwards with last/before', async () => {
    const first = (await ask({ first: 3 })).data!.viewer.likedHouses;
    expect(first.totalCount).toBe(7);
    expect(first.edges.map((e) => e.node.slug)).toEqual(slugs.slice(0, 3));
    expect(first.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      endCursor: first.edges[2].cursor,
    });
    const second = (await ask({ first: 3, after: first.pageInfo.endCursor })).data!.viewer.likedHouses;
    expect(second.edges.map((e) => e.node.slug)).toEqual(slugs.slice(3, 6));
    const back = (await ask({ last: 2, before: second.pageInfo.startCursor })).data!.viewer.likedHouses;
    expect(back.edges.map((e) => e.node.slug)).toEqual(slugs.slice(1, 3));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('a tampered cursor is a Dutch input error, not a server error', async () => {
    const res = await ask({ first: 3, after: 'eyJmb28iOjF9' });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Deze cursor is ongeldig of hoort bij een andere sortering; laad de lijst opnieuw.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('counts only when totalCount is selected', async () => {
    t.db.resetQueryLog();
    await t.graphql(`{ viewer { likedHouses(first: 2) { edges { node { id } } } } }`, {}, { cookie });
    expect(t.db.queries.filter((q) => /count\(/i.test(q))).toEqual([]);
    t.db.resetQueryLog();
    await t.graphql(`{ viewer { likedHouses(first: 2) { totalCount } } }`, {}, { cookie });
    expect(t.db.queries.filter((q) => /count\(/i.test(q))).toHaveLength(1);
  });
});

describe('likedBy', () => {
  it('pages the likers newest first through the one helper, and only for the owner', async () => {
    const owner = await createUser(t.db.prisma);
    const house = await createHouse(t.db.prisma, { ownerUserId: owner.id });
    const likers = [];
    for (let i = 0; i < 5; i++) {
      const u = await createUser(t.db.prisma, { firstName: `Liker${i}` });
      await t.db.prisma.like.create({
        data: { userId: u.id, houseId: house.id, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) },
      });
      likers.push(u.firstName);
    }
    const q = `query($slug: String!, $after: String) { house(slug: $slug) {
      likedBy(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { firstName } } } } }`;
    type Res = {
      house: {
        likedBy: {
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string };
          edges: { node: { firstName: string } }[];
        } | null;
      };
    };
    const cookie = await cookieFor(t, owner.id);
    const names: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res: { data?: Res } = await t.graphql<Res>(q, { slug: house.slug, after }, { cookie });
      const conn: NonNullable<Res['house']['likedBy']> = res.data!.house.likedBy!;
      expect(conn.totalCount).toBe(5);
      names.push(...conn.edges.map((e) => e.node.firstName));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(names).toEqual([...likers].reverse());
    const stranger = await cookieFor(t, (await createUser(t.db.prisma)).id);
    expect((await t.graphql<Res>(q, { slug: house.slug }, { cookie: stranger })).data!.house.likedBy).toBeNull();
  });
});
