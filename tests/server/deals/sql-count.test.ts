import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { restClient } from '../houses-owner/setup.js';
import { gql, type Person, person } from '../messaging/setup.js';

// The bid log and the viewing requests of a house cost the same number of SQL statements for 2 or
// 25 bids and requests (the bidders and requesters of a page in one query), and their keyset
// cursors work whatever the query selects.

let t: TestApp;
let owner: Person;
const houses = { few: 0, many: 0 };

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t);
  for (const [key, n] of [
    ['few', 2],
    ['many', 25],
  ] as const) {
    const house = await createHouse(t.db.prisma, { ownerUserId: owner.id });
    houses[key] = house.id;
    for (let i = 0; i < n; i++) {
      const bidder = await person(t, { subscriber: true, firstName: `Bieder${i}` });
      await t.db.prisma.offer.create({ data: { houseId: house.id, userId: bidder.id, amount: 300_000 + i } });
      await t.db.prisma.viewing.create({
        data: { houseId: house.id, requesterId: bidder.id, date: '2099-01-01', time: '10:00' },
      });
    }
  }
});
afterAll(() => t.close());

async function statements(run: () => Promise<unknown>) {
  t.db.resetQueryLog();
  await run();
  return t.db.queries.length;
}

const HOUSE = `query($id: ID!, $after: String) { node(id: $id) { ... on House {
  bidLog(first: 25, after: $after) { pageInfo { endCursor hasNextPage } edges { node { amount status bidder { firstName avatarUrl } } } }
  viewings(first: 25) { edges { node { date status requester { firstName } viewerCanAnswer } } }
} } }`;

describe('SQL statements of the bid log and the viewings', () => {
  it('GraphQL: the same for 2 or 25, and the cursors page on', async () => {
    const run = (id: number) => gql(t, owner)(HOUSE, { id: encodeGlobalID('House', id) });
    const small = await statements(() => run(houses.few));
    const large = await statements(() => run(houses.many));
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(10);
    const answer = await gql(t, owner)(HOUSE, { id: encodeGlobalID('House', houses.many) });
    expect(answer.data.node.bidLog.edges).toHaveLength(25);
    expect(answer.data.node.viewings.edges).toHaveLength(25);
    expect(answer.data.node.bidLog.edges[0].node.bidder.firstName).toBe('Bieder24');
    const first = await gql(t, owner)(
      `query($id: ID!, $after: String) { node(id: $id) { ... on House { bidLog(first: 1, after: $after) {
        pageInfo { endCursor } edges { node { amount } } } } } }`,
      { id: encodeGlobalID('House', houses.few) },
    );
    const second = await gql(t, owner)(
      `query($id: ID!, $after: String) { node(id: $id) { ... on House { bidLog(first: 1, after: $after) {
        edges { node { amount } } } } } }`,
      { id: encodeGlobalID('House', houses.few), after: first.data.node.bidLog.pageInfo.endCursor },
    );
    expect([first, second].map((a) => a.data.node.bidLog.edges[0].node.amount)).toEqual([300_001, 300_000]);
  });

  it('REST: the same for few and many', async () => {
    const api = restClient(t);
    const bids = (id: number) => statements(() => api.get(`/api/houses/${id}/bids?per_page=25`, owner.cookie));
    const viewings = (id: number) => statements(() => api.get(`/api/houses/${id}/viewings?per_page=25`, owner.cookie));
    expect(await bids(houses.many)).toBe(await bids(houses.few));
    expect(await viewings(houses.many)).toBe(await viewings(houses.few));
    expect(await bids(houses.few)).toBeLessThanOrEqual(5);
  });
});
