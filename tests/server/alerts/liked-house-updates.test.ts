import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '../../../server/domain/ports/pubsub.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';
import { cookieFor, type Json, makeSubscriber, restClient } from '../houses-owner/setup.js';

// LikedHouseUpdated and LikedHouseStatusUpdated (spec §9): when the owner changes the price, the
// price range, the factual description or the status of a house, everyone who liked it is told —
// one notification per liker and kind of change, stored with the change, published live after it;
// nothing for other changes. The same through REST and GraphQL.

let t: TestApp;
let api: ReturnType<typeof restClient>;
let owner: { id: number };
let ownerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  api = restClient(t);
  owner = await createUser(t.db.prisma, { firstName: 'Pieter' });
  ownerCookie = await cookieFor(t, owner.id);
});
afterAll(() => t.close());

/** A listed house of the owner, liked by two searchers (one a subscriber) and by its owner. */
async function likedHouse() {
  const house = await createHouse(t.db.prisma, {
    ownerUserId: owner.id,
    street: 'Europalaan',
    streetNumber: '7',
    postalCode: '3526KS',
    price: 425_000,
    factualDescription: 'Ruime eengezinswoning.',
  });
  const likers = [await createUser(t.db.prisma), await createUser(t.db.prisma)];
  await makeSubscriber(t, likers[1].id);
  for (const userId of [...likers.map((u) => u.id), owner.id])
    await t.db.prisma.like.create({ data: { userId, houseId: house.id } });
  return { house, likers };
}

const newsFor = (houseId: number) =>
  t.db.prisma.notification.findMany({
    where: { houseId, type: { in: ['LikedHouseUpdated', 'LikedHouseStatusUpdated'] } },
    orderBy: [{ recipientUserId: 'asc' }, { id: 'asc' }],
  });

const UPDATE = `mutation($input: UpdateHouseInput!) { updateHouse(input: $input) {
  __typename ... on UpdateHousePayload { house { price } } ... on Error { message } } }`;

describe('the owner changes the offer', () => {
  it('REST: tells each liker old → new of price and description, live, the exact address only to a subscriber', async () => {
    const { house, likers } = await likedHouse();
    const heard: NotificationEvent[] = [];
    const sub = t.services.pubsub.subscribe('notificationAdded', likers[0].id);
    const reading = (async () => {
      for await (const e of sub) heard.push(e);
    })();

    const res = await api.put(
      `/api/houses/${house.id}`,
      { price: 410_000, factual_description: 'Ruime eengezinswoning met tuin.', number_rooms: 5 },
      ownerCookie,
    );
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    await sub.return?.();
    await reading;

    const news = await newsFor(house.id);
    expect(news.map((n) => [n.recipientUserId, n.type])).toEqual([
      [likers[0].id, 'LikedHouseUpdated'],
      [likers[1].id, 'LikedHouseUpdated'],
    ]);
    const changes = {
      price: { old: 425_000, new: 410_000 },
      factual_description: { old: 'Ruime eengezinswoning.', new: 'Ruime eengezinswoning met tuin.' },
    };
    expect(news[0]).toMatchObject({ senderUserId: null, threadId: null });
    expect(news[0].data).toEqual({
      house: { route: expect.stringMatching(`-${house.id}$`), formatted_address_line: 'Europalaan, Utrecht' },
      changes,
    });
    expect((news[1].data as Json).house.formatted_address_line).toBe('Europalaan 7, 3526KS Utrecht');
    expect(heard).toEqual([{ notificationId: news[0].id }]);
  });

  it('GraphQL: a price range and a status tell the likers, with the status label and description', async () => {
    const { house, likers } = await likedHouse();
    const answer = await t.graphql<Json>(
      UPDATE,
      {
        input: {
          houseId: encodeGlobalID('House', house.id),
          houseStatus: 'OPEN_FOR_OFFERS',
          statusReason: 'OFFER',
          price: null,
          minPrice: 400_000,
          maxPrice: 440_000,
        },
      },
      { cookie: ownerCookie },
    );
    expect(answer.data.updateHouse.__typename).toBe('UpdateHousePayload');
    const news = await newsFor(house.id);
    expect(news.map((n) => [n.recipientUserId, n.type])).toEqual([
      [likers[0].id, 'LikedHouseUpdated'],
      [likers[0].id, 'LikedHouseStatusUpdated'],
      [likers[1].id, 'LikedHouseUpdated'],
      [likers[1].id, 'LikedHouseStatusUpdated'],
    ]);
    expect((news[0].data as Json).changes).toEqual({
      price: { old: 425_000, new: null },
      min_price: { old: null, new: 400_000 },
      max_price: { old: null, new: 440_000 },
    });
    expect((news[1].data as Json).new_status).toEqual({
      status: 'open_for_offers',
      label: 'Open voor biedingen',
      description: 'Bij een goed bod',
    });

    // Sold: the status alone, with its description.
    const before = Math.max(...news.map((n) => n.id));
    await t.graphql<Json>(
      UPDATE,
      { input: { houseId: encodeGlobalID('House', house.id), houseStatus: 'SOLD' } },
      { cookie: ownerCookie },
    );
    const sold = (await newsFor(house.id)).filter((n) => n.id > before);
    expect(sold.map((n) => n.type)).toEqual(['LikedHouseStatusUpdated', 'LikedHouseStatusUpdated']);
    expect((sold[0].data as Json).new_status).toEqual({
      status: 'sold',
      label: 'Verkocht',
      description: 'Deze woning is verkocht.',
    });
  });

  it('tells nobody when nothing they follow changed, when the same value is saved, or when a change is refused', async () => {
    const { house } = await likedHouse();
    expect((await api.put(`/api/houses/${house.id}`, { number_rooms: 6, living_m2: 120 }, ownerCookie)).status).toBe(
      200,
    );
    expect((await api.put(`/api/houses/${house.id}`, { price: 425_000 }, ownerCookie)).status).toBe(200);
    // Refused (min above max): nothing saved, nobody told.
    const refused = await api.put(
      `/api/houses/${house.id}`,
      { price: null, min_price: 500_000, max_price: 400_000 },
      ownerCookie,
    );
    expect(refused.status).toBe(422);
    expect(await newsFor(house.id)).toEqual([]);
  });

  it('tells nobody about a house that is not listed', async () => {
    const { house } = await likedHouse();
    await t.db.prisma.house.update({ where: { id: house.id }, data: { moderationStatus: 'rejected' } });
    expect((await api.put(`/api/houses/${house.id}`, { price: 399_000 }, ownerCookie)).status).toBe(200);
    expect(await newsFor(house.id)).toEqual([]);
  });
});
