import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type TestBrowser, testBrowser } from '../helpers/browser.js';
import { createHouse, createUser } from '../helpers/fixtures.js';

// Like/unlike cycles spammed the owner (10 cycles → 10 unread). The owner now
// gets one HouseLiked notification per liker per house; liking again adds no unread one.

let t: TestApp;
let owner: TestBrowser;
let ownerId: number;

const login = async (userId: number) => {
  const b = testBrowser(t);
  b.token = await createSession(t.db.prisma, userId);
  return b;
};
const houseLikedOf = (houseId: number) =>
  t.db.prisma.notification.findMany({ where: { recipientUserId: ownerId, type: 'HouseLiked', houseId } });
// (Asking for the house too: with __typename alone the payload fails after the write — finding 11, not this one.)
const LIKE = (verb: 'likeHouse' | 'unlikeHouse') =>
  `mutation ($id: ID!) { ${verb}(input: { houseId: $id }) { __typename ... on ${verb[0].toUpperCase()}${verb.slice(1)}Payload { house { id } } } }`;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  ownerId = (await createUser(t.db.prisma)).id;
  owner = await login(ownerId);
});
afterAll(() => t.close());

describe('HouseLiked notifications', () => {
  it('10 like/unlike cycles on REST and 10 on GraphQL by two likers: one notification each', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: ownerId });
    const [restUser, gqlUser] = [await createUser(t.db.prisma), await createUser(t.db.prisma)];
    const rest = await login(restUser.id);
    const gql = await login(gqlUser.id);
    const id = Buffer.from(`House:${house.id}`).toString('base64');
    for (let i = 0; i < 10; i++) {
      expect((await rest.post(`/api/houses/${house.id}/like`)).status).toBe(200);
      expect((await rest.post(`/api/houses/${house.id}/unlike`)).status).toBe(200);
      expect((await gql.graphql(LIKE('likeHouse'), { id })).data.likeHouse.__typename).toBe('LikeHousePayload');
      expect((await gql.graphql(LIKE('unlikeHouse'), { id })).data.unlikeHouse.__typename).toBe('UnlikeHousePayload');
    }
    const notes = await houseLikedOf(house.id);
    expect(notes.map((n) => n.senderUserId).sort()).toEqual([restUser.id, gqlUser.id].sort());
    expect((await owner.get('/api/user')).body.unread_count).toBe(2);
  });

  it('a read notification stays read when the liker likes again; parallel likes make one', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: ownerId });
    const liker = await login((await createUser(t.db.prisma)).id);
    await Promise.all(Array.from({ length: 10 }, () => liker.post(`/api/houses/${house.id}/like`)));
    expect(await houseLikedOf(house.id)).toHaveLength(1);
    await t.db.prisma.notification.updateMany({ where: { houseId: house.id }, data: { readAt: new Date() } });
    await liker.post(`/api/houses/${house.id}/unlike`);
    await liker.post(`/api/houses/${house.id}/like`);
    const [note] = await houseLikedOf(house.id);
    expect(await houseLikedOf(house.id)).toHaveLength(1);
    expect(note.readAt).not.toBeNull();
    // The like itself counts as before.
    expect((await liker.get(`/api/houses/${house.id}/likes`)).body).toEqual({
      likes: 1,
      canLike: false,
      canUnlike: true,
    });
  });

  it('another house of the same owner gets its own notification from the same liker', async () => {
    const [a, b] = [
      await createHouse(t.db.prisma, { ownerUserId: ownerId }),
      await createHouse(t.db.prisma, { ownerUserId: ownerId }),
    ];
    const liker = await login((await createUser(t.db.prisma)).id);
    await liker.post(`/api/houses/${a.id}/like`);
    await liker.post(`/api/houses/${b.id}/like`);
    expect(await houseLikedOf(a.id)).toHaveLength(1);
    expect(await houseLikedOf(b.id)).toHaveLength(1);
  });
});
