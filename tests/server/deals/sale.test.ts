import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOffer, placeOffer } from '../../../server/domain/deals/offers.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { restClient } from '../houses-owner/setup.js';
import { type Cast, cast, depsOf } from './setup.js';

// After a deal the owner confirms the sale: the house becomes 'verkocht onder voorbehoud', the
// buyer reads it in the thread with the reservations of their offer; never before a deal, never twice.

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
});
afterAll(() => t.close());

const MARK = `mutation($input: MarkSoldUnderReservationInput!) {
  markSoldUnderReservation(input: $input) {
    __typename
    ... on MarkSoldUnderReservationPayload { offer { status viewerCanMarkSold house { houseStatus } } }
    ... on Error { message }
  }
}`;
const CAN = `query($id: ID!) { node(id: $id) { ... on Offer { viewerCanMarkSold } } }`;

/** An offer of the bidder on a new house of the owner, answered `answer` by the owner (and `counter` by the bidder). */
async function offerOn(answer: 'accept' | 'counter' | 'open', counter?: 'accept') {
  const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'selling', price: 400_000 });
  const { offer } = await placeOffer(await depsOf(t, c.bidder), house.id, {
    offer: 380_000,
    financeReservation: true,
    structuralInspectionReservation: false,
  });
  if (answer === 'accept') await answerOffer(await depsOf(t, c.owner), offer.id, { answer: 'accept' });
  if (answer === 'counter')
    await answerOffer(await depsOf(t, c.owner), offer.id, { answer: 'counter', counterOffer: 395_000 });
  if (counter) await answerOffer(await depsOf(t, c.bidder), offer.id, { answer: counter });
  return { house, offer, id: encodeGlobalID('Offer', offer.id) };
}

const mark = (id: string, cookie?: string) =>
  t.graphql<{ markSoldUnderReservation: Record<string, any> }>(
    MARK,
    { input: { offerId: id } },
    cookie ? { cookie } : undefined,
  );

describe('marking a house sold under reservation', () => {
  it('after an accepted counter-offer: the house status changes and the buyer is told, with the reservations', async () => {
    const { house, offer, id } = await offerOn('counter', 'accept');
    const can = await t.graphql<{ node: { viewerCanMarkSold: boolean } }>(CAN, { id }, { cookie: c.owner.cookie });
    expect(can.data?.node.viewerCanMarkSold).toBe(true);
    const asBidder = await t.graphql<{ node: { viewerCanMarkSold: boolean } }>(
      CAN,
      { id },
      { cookie: c.bidder.cookie },
    );
    expect(asBidder.data?.node.viewerCanMarkSold).toBe(false);

    const res = await mark(id, c.owner.cookie);
    expect(res.data?.markSoldUnderReservation).toMatchObject({
      __typename: 'MarkSoldUnderReservationPayload',
      offer: { status: 'counter_accepted', viewerCanMarkSold: false, house: { houseStatus: 'sold_under_reservation' } },
    });
    const row = await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } });
    expect(row.houseStatus).toBe('sold_under_reservation');
    const told = await t.db.prisma.notification.findFirst({
      where: { recipientUserId: c.bidder.id, offerId: offer.id },
      orderBy: { id: 'desc' },
    });
    expect(told?.data).toMatchObject({
      status: 'sold_under_reservation',
      house_offer: { offer: 395_000, finance_reservation: true, structural_inspection_reservation: false },
    });
    // Once: the house is no longer for sale.
    expect((await mark(id, c.owner.cookie)).data?.markSoldUnderReservation).toEqual({
      __typename: 'ConflictError',
      message: 'Dit huis staat al niet meer te koop.',
    });
  });

  it('refuses: a visitor, the bidder, a stranger, an offer without a deal', async () => {
    const { id } = await offerOn('open');
    expect((await mark(id)).data?.markSoldUnderReservation.__typename).toBe('UnauthenticatedError');
    expect((await mark(id, c.bidder.cookie)).data?.markSoldUnderReservation).toEqual({
      __typename: 'ForbiddenError',
      message: 'Alleen de eigenaar kan het huis als verkocht onder voorbehoud markeren.',
    });
    expect((await mark(id, c.rival.cookie)).data?.markSoldUnderReservation.__typename).toBe('NotFoundError');
    expect((await mark(id, c.owner.cookie)).data?.markSoldUnderReservation).toEqual({
      __typename: 'ConflictError',
      message: 'Markeer het huis als verkocht onder voorbehoud zodra een bod of tegenbod is geaccepteerd.',
    });
    const countered = await offerOn('counter');
    expect((await mark(countered.id, c.owner.cookie)).data?.markSoldUnderReservation.__typename).toBe('ConflictError');
  });

  it('REST: POST /api/offers/{id}/sold after an accepted offer', async () => {
    const api = restClient(t);
    const { house, offer } = await offerOn('accept');
    expect((await api.post(`/api/offers/${offer.id}/sold`, {}, c.bidder.cookie)).status).toBe(403);
    const res = await api.post(`/api/offers/${offer.id}/sold`, {}, c.owner.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: offer.id, status: 'accepted' });
    expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } })).houseStatus).toBe(
      'sold_under_reservation',
    );
    expect((await api.post(`/api/offers/${offer.id}/sold`, {}, c.owner.cookie)).status).toBe(409);
  });
});
