import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser } from '../helpers/fixtures.js';
import { cookieFor, restClient } from '../server/houses-owner/setup.js';

// Finding 16: nodes(ids:) returned a deleted account's card (slug, first name, bio) although
// user(slug) did not. A deleted account is now gone from every path: node, nodes, a house's seller
// card (GraphQL and REST, one house and the listing), likers and blocked users.

// Answers are checked field by field.
type Json = any;

let t: TestApp;
let api: ReturnType<typeof restClient>;
let gone: { id: number; slug: string };
let goneHouse: { id: number; slug: string };
let owner: { id: number };
let ownerHouse: { id: number; slug: string };
let ownerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  api = restClient(t);
  gone = await createUser(t.db.prisma, { slug: 'verdwenen', firstName: 'Verdwenen', bio: 'Mijn geheime bio.' });
  goneHouse = await createHouse(t.db.prisma, { ownerUserId: gone.id, slug: 'huis-van-verdwenen' });
  owner = await createUser(t.db.prisma, { firstName: 'Blijft' });
  ownerHouse = await createHouse(t.db.prisma, { ownerUserId: owner.id, likingUsersCount: 1 });
  ownerCookie = await cookieFor(t, owner.id);
  await t.db.prisma.like.create({ data: { userId: gone.id, houseId: ownerHouse.id } });
  await t.db.prisma.blockedUser.create({ data: { blockerId: owner.id, blockedId: gone.id } });
  // Deleted after the likes, houses and blocks were made, as deleteAccount does it.
  await t.db.prisma.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
});
afterAll(() => t.close());

const CARD = 'id slug firstName bio route';

describe('GraphQL', () => {
  it('node(id:) and nodes(ids:) answer null for a deleted user, the card for an active one', async () => {
    const goneId = encodeGlobalID('User', gone.id);
    const ownerId = encodeGlobalID('User', owner.id);
    const node = await t.graphql<Json>(`query($id: ID!) { node(id: $id) { ... on User { ${CARD} } } }`, { id: goneId });
    expect(node).toEqual({ data: { node: null } });
    const nodes = await t.graphql<Json>(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { ${CARD} } } }`, {
      ids: [goneId, ownerId],
    });
    expect(nodes.errors).toBeUndefined();
    expect(nodes.data.nodes).toEqual([null, expect.objectContaining({ firstName: 'Blijft' })]);
  });

  it('user(slug:) is null', async () => {
    expect((await t.graphql<Json>(`{ user(slug: "verdwenen") { ${CARD} } }`)).data.user).toBeNull();
  });

  it("a house's sellerUser is null, on the house page and in the listing", async () => {
    const house = await t.graphql<Json>(`{ house(slug: "huis-van-verdwenen") { slug sellerUser { ${CARD} } } }`);
    expect(house).toEqual({ data: { house: { slug: 'huis-van-verdwenen', sellerUser: null } } });
    const listing = await t.graphql<Json>(`{ houses(first: 10) { edges { node { slug sellerUser { firstName } } } } }`);
    expect(listing.data.houses.edges.map((e: Json) => e.node)).toEqual(
      expect.arrayContaining([
        { slug: 'huis-van-verdwenen', sellerUser: null },
        { slug: ownerHouse.slug, sellerUser: { firstName: 'Blijft' } },
      ]),
    );
    const byNode = await t.graphql<Json>(`query($id: ID!) { node(id: $id) { ... on House { sellerUser { slug } } } }`, {
      id: encodeGlobalID('House', goneHouse.id),
    });
    expect(byNode.data.node.sellerUser).toBeNull();
  });

  it("the owner's likedBy and the viewer's blockedUsers leave the deleted account out", async () => {
    const res = await t.graphql<Json>(
      `query($slug: String!) {
        house(slug: $slug) { likedBy(first: 10) { totalCount edges { node { slug } } } }
        viewer { blockedUsers { slug } } }`,
      { slug: ownerHouse.slug },
      { cookie: ownerCookie },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.house.likedBy).toEqual({ totalCount: 0, edges: [] });
    expect(res.data.viewer.blockedUsers).toEqual([]);
  });
});

describe('REST', () => {
  it('a house and the listing show no seller card of a deleted account', async () => {
    const one = await api.get(`/api/houses/${goneHouse.id}`);
    expect(one.status).toBe(200);
    expect(one.body.seller_user).toBeNull();
    const list = await api.get('/api/houses');
    const bySlug = Object.fromEntries(list.body.data.map((h: Json) => [h.slug, h.seller_user]));
    expect(bySlug['huis-van-verdwenen']).toBeNull();
    expect(bySlug[ownerHouse.slug]).toMatchObject({ first_name: 'Blijft' });
  });

  it('liked_by and blocked_users leave the deleted account out', async () => {
    const likers = await api.get(`/api/houses/${ownerHouse.id}/liked_by`, ownerCookie);
    expect(likers.status).toBe(200);
    expect(JSON.stringify(likers.body)).not.toContain('verdwenen');
    const blocked = await api.get('/api/user/blocked_users', ownerCookie);
    expect(blocked.body).toEqual([]);
  });
});
