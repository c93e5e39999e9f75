import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';
import { cookieFor, type Json, restClient } from './setup.js';

// Likes (spec §4 "Like", §7): count in step, flags, the owner's HouseLiked notification, the
// visitor (200 with both flags false; 401 on a change), liked_by for the owner, liked_houses.

let t: TestApp;
let api: ReturnType<typeof restClient>;
let owner: { id: number };
let fan: { id: number; slug: string };
let ownerCookie: string;
let fanCookie: string;
let secondCookie: string;
let house: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  api = restClient(t);
  owner = await createUser(t.db.prisma, { firstName: 'Olga' });
  fan = await createUser(t.db.prisma, { firstName: 'Fleur' });
  ownerCookie = await cookieFor(t, owner.id);
  fanCookie = await cookieFor(t, fan.id);
  secondCookie = await cookieFor(t, (await createUser(t.db.prisma, { firstName: 'Bram' })).id);
  house = await createHouse(t.db.prisma, {
    ownerUserId: owner.id,
    street: 'Europalaan',
    streetNumber: '93',
    postalCode: '3526KP',
  });
});
afterAll(() => t.close());

describe('REST likes', () => {
  it('a visitor reads the count with both flags false, and gets 401 on like/unlike', async () => {
    expect(await api.get(`/api/houses/${house.id}/likes`)).toEqual({
      status: 200,
      body: { likes: 0, canLike: false, canUnlike: false },
    });
    expect((await api.post(`/api/houses/${house.id}/like`)).status).toBe(401);
    expect((await api.post(`/api/houses/${house.id}/unlike`)).status).toBe(401);
  });

  it('like and unlike keep the count in step and answer the same fields; twice is once', async () => {
    expect((await api.get(`/api/houses/${house.id}/likes`, fanCookie)).body).toEqual({
      likes: 0,
      canLike: true,
      canUnlike: false,
    });
    expect((await api.post(`/api/houses/${house.id}/like`, undefined, fanCookie)).body).toEqual({
      likes: 1,
      canLike: false,
      canUnlike: true,
    });
    expect((await api.post(`/api/houses/${house.id}/like`, undefined, fanCookie)).body.likes).toBe(1);
    expect((await api.post(`/api/houses/${house.slug}/like`, undefined, secondCookie)).body.likes).toBe(2);
    expect((await api.get(`/api/houses/${house.id}`)).body.liking_users_count).toBe(2);
    expect((await api.post(`/api/houses/${house.id}/unlike`, undefined, secondCookie)).body).toEqual({
      likes: 1,
      canLike: true,
      canUnlike: false,
    });
    expect((await api.post(`/api/houses/${house.id}/unlike`, undefined, secondCookie)).body.likes).toBe(1);
    expect(await t.db.prisma.like.count({ where: { houseId: house.id } })).toBe(1);
  });

  it('the owner gets a HouseLiked notification (not for their own like)', async () => {
    const [n] = await t.db.prisma.notification.findMany({ where: { recipientUserId: owner.id, senderUserId: fan.id } });
    expect(n).toMatchObject({ type: 'HouseLiked', houseId: house.id, readAt: null });
    // Spec §3 data of a house event; the liker is the sender, in the thread of the two, and reads it
    // too: without a plan the public address line (no number or postcode).
    expect(n.data).toEqual({
      house: {
        route: `/huizen/utrecht/huis-${house.slug}-${house.id}`,
        formatted_address_line: 'Europalaan, Utrecht',
      },
    });
    expect(n.threadId).not.toBeNull();
    const before = await t.db.prisma.notification.count();
    expect((await api.post(`/api/houses/${house.id}/like`, undefined, ownerCookie)).body.likes).toBe(2);
    expect(await t.db.prisma.notification.count()).toBe(before);
    await api.post(`/api/houses/${house.id}/unlike`, undefined, ownerCookie);
  });

  it('likes only houses the viewer can see', async () => {
    const hidden = await createHouse(t.db.prisma, { ownerUserId: owner.id, moderationStatus: 'new' });
    expect((await api.post(`/api/houses/${hidden.id}/like`, undefined, fanCookie)).status).toBe(404);
    expect((await api.get(`/api/houses/${hidden.id}/likes`)).status).toBe(404);
    expect((await api.get('/api/houses/999999/likes')).status).toBe(404);
  });

  it('liked_by: the owner pages through who liked, others may not', async () => {
    const res = await api.get(`/api/houses/${house.id}/liked_by`, ownerCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_page: 1, total: 1, per_page: 20, next_page_url: null });
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: fan.id, first_name: 'Fleur', route: `/gebruikers/${fan.slug}`, asset: null }),
    ]);
    expect(res.body.data[0].email).toBeUndefined();
    expect((await api.get(`/api/houses/${house.id}/liked_by`, fanCookie)).status).toBe(403);
    expect((await api.get(`/api/houses/${house.id}/liked_by`)).status).toBe(401);
    expect((await api.get(`/api/houses/${house.id}/liked_by?page=0`, ownerCookie)).status).toBe(422);
  });

  it('liked_houses: the viewer\u2019s liked houses, newest like first, as house JSON', async () => {
    const second = await createHouse(t.db.prisma, { ownerUserId: owner.id });
    await api.post(`/api/houses/${second.id}/like`, undefined, fanCookie);
    const res = await api.get('/api/user/liked_houses', fanCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, current_page: 1 });
    expect(res.body.data.map((h: Json) => h.id)).toEqual([second.id, house.id]);
    // The exact-address rule holds here too.
    expect(res.body.data[0].street_number).toBeNull();
    expect((await api.get('/api/user/liked_houses')).status).toBe(401);
    expect((await api.get('/api/user/liked_houses?page=2', fanCookie)).body.data).toEqual([]);
  });
});

describe('GraphQL likes', () => {
  const LIKE = `mutation($input: LikeHouseInput!) { likeHouse(input: $input) {
    __typename ... on LikeHousePayload { house { id likingUsersCount viewerCanLike viewerCanUnlike } }
    ... on Error { message } } }`;
  const UNLIKE = LIKE.replaceAll('likeHouse', 'unlikeHouse').replace('LikeHousePayload', 'UnlikeHousePayload');
  let id: string;

  beforeAll(async () => {
    id = (await t.graphql<Json>(`query($slug: String!) { house(slug: $slug) { id } }`, { slug: house.slug })).data.house
      .id;
  });

  it('flags on the house follow the viewer', async () => {
    const q = `query($slug: String!) { house(slug: $slug) { likingUsersCount viewerCanLike viewerCanUnlike viewerIsOwner } }`;
    expect((await t.graphql<Json>(q, { slug: house.slug })).data.house).toEqual({
      likingUsersCount: 1,
      viewerCanLike: false,
      viewerCanUnlike: false,
      viewerIsOwner: false,
    });
    expect((await t.graphql<Json>(q, { slug: house.slug }, { cookie: fanCookie })).data.house).toMatchObject({
      viewerCanLike: false,
      viewerCanUnlike: true,
    });
    expect((await t.graphql<Json>(q, { slug: house.slug }, { cookie: ownerCookie })).data.house.viewerIsOwner).toBe(
      true,
    );
  });

  it('likeHouse / unlikeHouse return the house with count and flags; a visitor gets UnauthenticatedError', async () => {
    const liked = await t.graphql<Json>(LIKE, { input: { houseId: id } }, { cookie: secondCookie });
    expect(liked.data.likeHouse.house).toEqual({
      id,
      likingUsersCount: 2,
      viewerCanLike: false,
      viewerCanUnlike: true,
    });
    const unliked = await t.graphql<Json>(UNLIKE, { input: { houseId: id } }, { cookie: secondCookie });
    expect(unliked.data.unlikeHouse.house).toEqual({
      id,
      likingUsersCount: 1,
      viewerCanLike: true,
      viewerCanUnlike: false,
    });
    const visitor = await t.graphql<Json>(LIKE, { input: { houseId: id } });
    expect(visitor.data.likeHouse).toEqual({
      __typename: 'UnauthenticatedError',
      message: 'Log in om verder te gaan.',
    });
  });

  it('likedBy for the owner only; viewer.likedHouses for the viewer', async () => {
    const q = `query($slug: String!) { house(slug: $slug) { likedBy(first: 10) { totalCount edges { node { firstName } } } } }`;
    const own = await t.graphql<Json>(q, { slug: house.slug }, { cookie: ownerCookie });
    expect(own.data.house.likedBy).toEqual({ totalCount: 1, edges: [{ node: { firstName: 'Fleur' } }] });
    expect((await t.graphql<Json>(q, { slug: house.slug }, { cookie: fanCookie })).data.house.likedBy).toBeNull();
    const mine = await t.graphql<Json>(
      `{ viewer { likedHouses(first: 5) { totalCount edges { node { slug streetNumber } } } } }`,
      {},
      { cookie: fanCookie },
    );
    expect(mine.data.viewer.likedHouses.totalCount).toBe(2);
    expect(mine.data.viewer.likedHouses.edges[1].node).toEqual({ slug: house.slug, streetNumber: null });
  });
});
