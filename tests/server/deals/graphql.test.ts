import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { gql } from '../messaging/setup.js';
import { type Cast, cast, slot } from './setup.js';

// The GraphQL twins: requestViewing, answerViewing, placeOffer, answerOffer with their typed
// errors, House.viewings / bidLog / openForDeals (keyset connections) and the state of a
// notification's offer or viewing on the thread.

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
});
afterAll(() => t.close());

const PLACE = `mutation($input: PlaceOfferInput!) {
  placeOffer(input: $input) {
    __typename
    ... on PlaceOfferPayload { offer { id amount status isOwn financeReservation } replaced { id status amount } }
    ... on InputError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const ANSWER_OFFER = `mutation($input: AnswerOfferInput!) {
  answerOffer(input: $input) {
    __typename
    ... on AnswerOfferPayload { offer { id status counterAmount viewerCanAnswer } }
    ... on InputError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const REQUEST = `mutation($input: RequestViewingInput!) {
  requestViewing(input: $input) {
    __typename
    ... on RequestViewingPayload { viewing { id date time status isOwn viewerCanAnswer } }
    ... on InputError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const ANSWER_VIEWING = `mutation($input: AnswerViewingInput!) {
  answerViewing(input: $input) {
    __typename
    ... on AnswerViewingPayload { viewing { id date time status viewerCanAnswer } }
    ... on InputError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const HOUSE = `query($id: ID!, $after: String) {
  node(id: $id) {
    ... on House {
      openForDeals
      viewings(first: 10) { totalCount edges { node { status requester { firstName } viewerCanAnswer } } }
      bidLog(first: 2, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { amount status isOwn comments bidder { firstName } createdAt } }
      }
    }
  }
}`;

const houseId = (id: number) => encodeGlobalID('House', id);

describe('placeOffer and answerOffer', () => {
  it('typed refusals: visitor, no plan, owner, bad amount, sold', async () => {
    const input = { houseId: houseId(c.house.id), offer: -5 };
    expect((await gql(t)(PLACE, { input })).data?.placeOffer.__typename).toBe('UnauthenticatedError');
    const free = (await gql(t, c.free)(PLACE, { input })).data?.placeOffer;
    expect(free).toMatchObject({ __typename: 'ForbiddenError', message: expect.stringMatching(/Premium/) });
    expect((await gql(t, c.owner)(PLACE, { input })).data?.placeOffer.__typename).toBe('ForbiddenError');
    expect((await gql(t, c.bidder)(PLACE, { input })).data?.placeOffer).toMatchObject({
      __typename: 'InputError',
      fieldErrors: [{ field: 'offer', messages: ['Een bod moet hoger zijn dan € 0.'] }],
    });
    const sold = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'sold' });
    expect(
      (await gql(t, c.bidder)(PLACE, { input: { houseId: houseId(sold.id), offer: 300_000 } })).data?.placeOffer,
    ).toMatchObject({ __typename: 'ConflictError', message: 'Dit huis is niet (meer) te koop.' });
  });

  it('places, replaces and answers; the bid log reads as the viewer may see it, in keyset pages', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const id = houseId(house.id);
    const first = (await gql(t, c.bidder)(PLACE, { input: { houseId: id, offer: 300_000, comments: 'Bart hier' } }))
      .data?.placeOffer;
    expect(first).toMatchObject({
      __typename: 'PlaceOfferPayload',
      offer: { amount: 300_000, status: 'open', isOwn: true },
    });
    await gql(t, c.rival)(PLACE, { input: { houseId: id, offer: 301_000, financeReservation: true } });
    const second = (await gql(t, c.bidder)(PLACE, { input: { houseId: id, offer: 302_000 } })).data?.placeOffer;
    expect(second.replaced).toEqual([{ id: first.offer.id, status: 'replaced', amount: 300_000 }]);

    // The owner: everything, with who.
    const owner = (await gql(t, c.owner)(HOUSE, { id })).data?.node;
    expect(owner.openForDeals).toBe(true);
    expect(owner.bidLog.totalCount).toBe(3);
    expect(
      owner.bidLog.edges.map((e: { node: { amount: number; bidder: { firstName: string } } }) => [
        e.node.amount,
        e.node.bidder.firstName,
      ]),
    ).toEqual([
      [302_000, 'Bart'],
      [301_000, 'Rik'],
    ]);
    const rest = (await gql(t, c.owner)(HOUSE, { id, after: owner.bidLog.pageInfo.endCursor })).data?.node;
    expect(
      rest.bidLog.edges.map((e: { node: { amount: number; status: string; comments: string } }) => [
        e.node.amount,
        e.node.status,
        e.node.comments,
      ]),
    ).toEqual([[300_000, 'replaced', 'Bart hier']]);
    expect(rest.bidLog.pageInfo.hasNextPage).toBe(false);
    // The rival: amounts and times, never who or what Bart wrote.
    const rival = (await gql(t, c.rival)(HOUSE, { id, after: owner.bidLog.pageInfo.endCursor })).data?.node;
    expect(rival.bidLog.edges[0].node).toMatchObject({ amount: 300_000, isOwn: false, bidder: null, comments: null });
    // Nobody else; visitors neither.
    expect((await gql(t, c.free)(HOUSE, { id })).data?.node.bidLog).toBeNull();
    expect((await gql(t)(HOUSE, { id })).data?.node.bidLog).toBeNull();

    const offerId = second.offer.id;
    expect(
      (await gql(t, c.bidder)(ANSWER_OFFER, { input: { offerId, answer: 'ACCEPT' } })).data?.answerOffer.__typename,
    ).toBe('ForbiddenError');
    expect(
      (await gql(t, c.free)(ANSWER_OFFER, { input: { offerId, answer: 'ACCEPT' } })).data?.answerOffer.__typename,
    ).toBe('NotFoundError');
    expect(
      (await gql(t, c.owner)(ANSWER_OFFER, { input: { offerId, answer: 'COUNTER' } })).data?.answerOffer,
    ).toMatchObject({
      __typename: 'InputError',
      fieldErrors: [{ field: 'counterOffer', messages: ['Vul je tegenbod in.'] }],
    });
    expect(
      (await gql(t, c.owner)(ANSWER_OFFER, { input: { offerId, answer: 'COUNTER', counterOffer: 310_000 } })).data
        ?.answerOffer,
    ).toMatchObject({ offer: { status: 'countered', counterAmount: 310_000, viewerCanAnswer: false } });
    expect(
      (await gql(t, c.owner)(ANSWER_OFFER, { input: { offerId, answer: 'ACCEPT' } })).data?.answerOffer.__typename,
    ).toBe('ConflictError');
  });
});

describe('requestViewing and answerViewing', () => {
  it('request, refusals, propose and accept; House.viewings per side; the state on the thread', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const id = houseId(house.id);
    const asked = slot(2, '09:45');
    expect((await gql(t)(REQUEST, { input: { houseId: id, ...asked } })).data?.requestViewing.__typename).toBe(
      'UnauthenticatedError',
    );
    expect((await gql(t, c.free)(REQUEST, { input: { houseId: id, ...asked } })).data?.requestViewing.__typename).toBe(
      'ForbiddenError',
    );
    expect(
      (await gql(t, c.bidder)(REQUEST, { input: { houseId: id, date: '', time: '' } })).data?.requestViewing,
    ).toMatchObject({
      __typename: 'InputError',
      fieldErrors: [
        { field: 'date', messages: ['Kies een datum.'] },
        { field: 'time', messages: ['Kies een tijd.'] },
      ],
    });
    const made = (await gql(t, c.bidder)(REQUEST, { input: { houseId: id, ...asked } })).data?.requestViewing;
    expect(made).toMatchObject({ viewing: { ...asked, status: 'requested', isOwn: true, viewerCanAnswer: false } });
    const viewingId = made.viewing.id;

    const ownerView = (await gql(t, c.owner)(HOUSE, { id })).data?.node.viewings;
    expect(ownerView).toMatchObject({
      totalCount: 1,
      edges: [{ node: { status: 'requested', requester: { firstName: 'Bart' }, viewerCanAnswer: true } }],
    });
    expect((await gql(t, c.rival)(HOUSE, { id })).data?.node.viewings.totalCount).toBe(0);
    expect((await gql(t)(HOUSE, { id })).data?.node.viewings).toBeNull();

    expect(
      (await gql(t, c.bidder)(ANSWER_VIEWING, { input: { viewingId, answer: 'ACCEPT' } })).data?.answerViewing
        .__typename,
    ).toBe('ConflictError');
    expect(
      (await gql(t, c.rival)(ANSWER_VIEWING, { input: { viewingId, answer: 'ACCEPT' } })).data?.answerViewing
        .__typename,
    ).toBe('NotFoundError');
    const other = slot(3, '16:00');
    expect(
      (await gql(t, c.owner)(ANSWER_VIEWING, { input: { viewingId, answer: 'PROPOSE', ...other } })).data
        ?.answerViewing,
    ).toMatchObject({ viewing: { ...other, status: 'proposed', viewerCanAnswer: false } });
    expect(
      (await gql(t, c.bidder)(ANSWER_VIEWING, { input: { viewingId, answer: 'ACCEPT' } })).data?.answerViewing,
    ).toMatchObject({ viewing: { status: 'accepted' } });

    // Every notification about it shows the request as it stands now.
    const thread = await gql(t, c.owner)(
      `query($slug: String!) { thread(slug: $slug) { notifications(last: 10) { edges { node {
        type viewingDate viewingTime data viewingRecord { status date time } offerRecord { id } } } } } }`,
      { slug: c.bidder.slug },
    );
    const viewings = thread.data?.thread.notifications.edges
      .map((e: { node: object }) => e.node)
      .filter((n: { type: string }) => n.type === 'HouseViewing');
    expect(viewings.length).toBeGreaterThanOrEqual(2);
    for (const n of viewings.filter((v: { viewingRecord: { status: string } | null }) => v.viewingRecord)) {
      expect(n.viewingRecord).toEqual({ status: 'accepted', ...other });
    }
  });
});
