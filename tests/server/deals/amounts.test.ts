import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  askingPrice,
  bidLevel,
  checkBidAmount,
  checkCounterAmount,
  isSeriousBid,
  minimumBid,
  OfferNeedsConfirmationError,
} from '../../../server/domain/deals/amounts.js';
import { bidLogAccess, placeOffer } from '../../../server/domain/deals/offers.js';
import { InputError } from '../../../server/domain/errors.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { restClient } from '../houses-owner/setup.js';
import { gql, type Person, person } from '../messaging/setup.js';
import { depsOf } from './setup.js';

// Offers that make sense. A bid under 25 % of the asking price is refused, under
// 50 % the bidder confirms first (confirmLowBid / confirm_low_bid), a counter-offer above the asking
// price is confirmed first (confirmHighCounter), and only serious bidders — a standing offer of at
// least 50 % of the asking price — read the bid log.

const ASKING = 1_120_000;
const house = (price: number | null, minPrice: number | null = null) => ({ price, minPrice });

describe('the amount rules (domain, pure)', () => {
  it('measures against price, else the lower bound of a range; nothing without either', () => {
    expect(askingPrice(house(400_000, 350_000))).toBe(400_000);
    expect(askingPrice(house(null, 350_000))).toBe(350_000);
    expect(askingPrice(house(null))).toBeNull();
  });

  it('refuses under 25 %, asks under 50 %, takes exactly 25 % (asked) and exactly 50 % (fine)', () => {
    const h = house(ASKING);
    expect(bidLevel(1_000, h)).toBe('tooLow');
    expect(bidLevel(279_999, h)).toBe('tooLow');
    expect(bidLevel(280_000, h)).toBe('low'); // exactly 25 %
    expect(bidLevel(559_999, h)).toBe('low');
    expect(bidLevel(560_000, h)).toBe('fine'); // exactly 50 %
    expect(bidLevel(2_000_000, h)).toBe('fine');
    // No rounding at the edge: 25 % of 1.000.001 is 250.000,25.
    expect(bidLevel(250_000, house(1_000_001))).toBe('tooLow');
    expect(bidLevel(250_001, house(1_000_001))).toBe('low');
    expect(minimumBid(1_000_001)).toBe(250_001);
    expect(bidLevel(500_000, house(1_000_001))).toBe('low');
    expect(bidLevel(500_001, house(1_000_001))).toBe('fine');
    // Without an asking price nothing is measured.
    expect(bidLevel(1, house(null))).toBe('fine');
  });

  it('says so in Dutch with the amounts as the spec formats prices', () => {
    expect(AMOUNT_MESSAGES.confirmLow(ASKING)).toBe(
      'Je bod is veel lager dan de vraagprijs van € 1.120.000. Weet je het zeker?',
    );
    expect(AMOUNT_MESSAGES.tooLow(ASKING)).toBe(
      'Je bod is te laag. Bied minstens 25% van de vraagprijs van € 1.120.000, dus minimaal € 280.000.',
    );
    expect(AMOUNT_MESSAGES.confirmHighCounter(ASKING)).toBe(
      'Je tegenbod is hoger dan je eigen vraagprijs van € 1.120.000. Weet je het zeker?',
    );
    const tooLow = (() => {
      try {
        checkBidAmount(1_000, house(ASKING), true);
      } catch (e) {
        return e;
      }
    })();
    expect(tooLow).toBeInstanceOf(InputError);
    expect(tooLow).not.toBeInstanceOf(OfferNeedsConfirmationError);
    expect((tooLow as InputError).fields).toEqual({ offer: [AMOUNT_MESSAGES.tooLow(ASKING)] });
    expect(() => checkBidAmount(280_000, house(ASKING), false)).toThrow(OfferNeedsConfirmationError);
    expect(() => checkBidAmount(280_000, house(ASKING), true)).not.toThrow();
    expect(() => checkBidAmount(560_000, house(ASKING), false)).not.toThrow();
    expect(() => checkCounterAmount(ASKING, house(ASKING), false)).not.toThrow();
    expect(() => checkCounterAmount(ASKING + 1, house(ASKING), false)).toThrow(
      AMOUNT_MESSAGES.confirmHighCounter(ASKING),
    );
    expect(() => checkCounterAmount(ASKING + 1, house(ASKING), true)).not.toThrow();
    expect(() => checkCounterAmount(5_000_000, house(null), false)).not.toThrow();
  });

  it('a serious bid stands (open, countered, accepted) and is at least 50 % of the asking price now', () => {
    const h = house(ASKING);
    expect(isSeriousBid({ amount: 560_000, status: 'open' }, h)).toBe(true);
    expect(isSeriousBid({ amount: 559_999, status: 'open' }, h)).toBe(false);
    expect(isSeriousBid({ amount: 560_000, status: 'countered' }, h)).toBe(true);
    expect(isSeriousBid({ amount: 560_000, status: 'accepted' }, h)).toBe(true);
    expect(isSeriousBid({ amount: 900_000, status: 'replaced' }, h)).toBe(false);
    expect(isSeriousBid({ amount: 900_000, status: 'rejected' }, h)).toBe(false);
    expect(isSeriousBid({ amount: 900_000, status: 'open' }, house(null))).toBe(false);
    expect(isSeriousBid({ amount: 300_000, status: 'open' }, house(null, 600_000))).toBe(true);
  });
});

let t: TestApp;
let api: ReturnType<typeof restClient>;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  api = restClient(t);
  owner = await person(t, { firstName: 'Olga' });
});
afterAll(() => t.close());

const bidder = (firstName: string) => person(t, { subscriber: true, firstName });

describe('REST POST /api/houses/{id}/offers', () => {
  it('€ 1.000 on € 1.120.000: 422 on offer, nothing stored; exactly 25 % asks first (confirm_low_bid), then stores', async () => {
    const h = await createHouse(t.db.prisma, { ownerUserId: owner.id, price: ASKING });
    const bart = await bidder('Bart');
    const path = `/api/houses/${h.id}/offers`;
    const silly = await api.post(path, { offer: 1_000 }, bart.cookie);
    expect(silly).toEqual({
      status: 422,
      body: { message: AMOUNT_MESSAGES.tooLow(ASKING), errors: { offer: [AMOUNT_MESSAGES.tooLow(ASKING)] } },
    });
    // Confirming does not make a bid under 25 % acceptable.
    expect((await api.post(path, { offer: 279_999, confirm_low_bid: true }, bart.cookie)).status).toBe(422);

    const low = await api.post(path, { offer: 280_000 }, bart.cookie);
    expect(low).toEqual({
      status: 422,
      body: {
        message: 'Je bod is veel lager dan de vraagprijs van € 1.120.000. Weet je het zeker?',
        errors: { confirm_low_bid: ['Je bod is veel lager dan de vraagprijs van € 1.120.000. Weet je het zeker?'] },
      },
    });
    expect(await t.db.prisma.offer.count({ where: { houseId: h.id } })).toBe(0);
    expect(await t.db.prisma.notification.count({ where: { houseId: h.id } })).toBe(0);

    const confirmed = await api.post(path, { offer: 280_000, confirm_low_bid: true }, bart.cookie);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ offer: 280_000, status: 'open' });
    // Exactly 50 %: no question.
    const rik = await bidder('Rik');
    expect((await api.post(path, { offer: 560_000 }, rik.cookie)).status).toBe(201);
  });

  it('the owner confirms a counter-offer above their asking price (confirm_high_counter); at the asking price no question', async () => {
    const h = await createHouse(t.db.prisma, { ownerUserId: owner.id, price: ASKING });
    const bart = await bidder('Bart');
    const placed = await api.post(`/api/houses/${h.id}/offers`, { offer: 1_000_000 }, bart.cookie);
    const path = `/api/offers/${placed.body.id}/answer`;
    const high = await api.post(path, { answer: 'counter', counter_offer: 1_150_000 }, owner.cookie);
    const question = 'Je tegenbod is hoger dan je eigen vraagprijs van € 1.120.000. Weet je het zeker?';
    expect(high).toEqual({ status: 422, body: { message: question, errors: { confirm_high_counter: [question] } } });
    expect((await t.db.prisma.offer.findUniqueOrThrow({ where: { id: placed.body.id } })).status).toBe('open');
    const done = await api.post(
      path,
      { answer: 'counter', counter_offer: 1_150_000, confirm_high_counter: true },
      owner.cookie,
    );
    expect(done).toMatchObject({ status: 200, body: { status: 'countered', counter_offer: 1_150_000 } });

    const other = await api.post(`/api/houses/${h.id}/offers`, { offer: 1_000_000 }, (await bidder('Rik')).cookie);
    const atAsking = await api.post(
      `/api/offers/${other.body.id}/answer`,
      { answer: 'counter', counter_offer: ASKING },
      owner.cookie,
    );
    expect(atAsking).toMatchObject({ status: 200, body: { status: 'countered' } });
  });

  it('a house without an asking price takes any positive bid without a question', async () => {
    const h = await createHouse(t.db.prisma, { ownerUserId: owner.id, price: null, houseStatus: 'selling' });
    const res = await api.post(`/api/houses/${h.id}/offers`, { offer: 1 }, (await bidder('Bart')).cookie);
    expect(res).toMatchObject({ status: 201, body: { offer: 1 } });
  });
});

describe('REST GET /api/houses/{id}/bids: serious bidders only', () => {
  it('a confirmed low bid does not open the bid log; at least 50 % does, until rejected; no asking price: owner only', async () => {
    const h = await createHouse(t.db.prisma, { ownerUserId: owner.id, price: ASKING });
    const [low, serious, exact] = [await bidder('Laura'), await bidder('Sam'), await bidder('Eva')];
    const offers = `/api/houses/${h.id}/offers`;
    await api.post(offers, { offer: 1_100_000, comments: 'Van Sam' }, serious.cookie);
    await api.post(offers, { offer: 400_000, confirm_low_bid: true }, low.cookie);
    await api.post(offers, { offer: 560_000 }, exact.cookie);
    const bids = `/api/houses/${h.id}/bids`;
    expect(await api.get(bids, low.cookie)).toEqual({
      status: 403,
      body: {
        message: 'Het biedlogboek zie je als eigenaar, of met een lopend bod van minstens 50% van de vraagprijs.',
      },
    });
    expect((await api.get(bids, serious.cookie)).body.data).toHaveLength(3);
    expect((await api.get(bids, exact.cookie)).status).toBe(200);
    expect((await api.get(bids, owner.cookie)).body.data).toHaveLength(3);

    // Raising the low bid to 50 % opens it; the owner raising the price closes it again.
    await api.post(offers, { offer: 560_000 }, low.cookie);
    expect((await api.get(bids, low.cookie)).status).toBe(200);
    await t.db.prisma.house.update({ where: { id: h.id }, data: { price: 1_120_002 } });
    expect((await api.get(bids, low.cookie)).status).toBe(403);

    // A rejected bid no longer stands.
    const samsOffer = await t.db.prisma.offer.findFirstOrThrow({ where: { houseId: h.id, userId: serious.id } });
    await api.post(`/api/offers/${samsOffer.id}/answer`, { answer: 'reject' }, owner.cookie);
    expect((await api.get(bids, serious.cookie)).status).toBe(403);

    const unpriced = await createHouse(t.db.prisma, { ownerUserId: owner.id, price: null });
    await api.post(`/api/houses/${unpriced.id}/offers`, { offer: 500_000 }, serious.cookie);
    expect((await api.get(`/api/houses/${unpriced.id}/bids`, serious.cookie)).status).toBe(403);
    expect((await api.get(`/api/houses/${unpriced.id}/bids`, owner.cookie)).status).toBe(200);
  });
});

describe('GraphQL placeOffer / answerOffer / House.bidLog / Offer node', () => {
  const PLACE = `mutation($input: PlaceOfferInput!) { placeOffer(input: $input) {
    __typename
    ... on PlaceOfferPayload { offer { id amount status } }
    ... on OfferNeedsConfirmationError { field askingPrice }
    ... on InputError { fieldErrors { field messages } }
    ... on Error { message }
  } }`;
  const ANSWER = `mutation($input: AnswerOfferInput!) { answerOffer(input: $input) {
    __typename
    ... on AnswerOfferPayload { offer { status counterAmount } }
    ... on OfferNeedsConfirmationError { field askingPrice }
    ... on Error { message }
  } }`;
  const LOG = `query($id: ID!) { node(id: $id) { ... on House { bidLog(first: 10) { totalCount edges { node { amount } } } } } }`;
  const OFFER = `query($id: ID!) { node(id: $id) { ... on Offer { amount isOwn bidder { firstName } } } }`;

  it('InputError under 25 %, OfferNeedsConfirmationError under 50 % until confirmLowBid; the bid log and offers for serious bidders only', async () => {
    const h = await createHouse(t.db.prisma, { ownerUserId: owner.id, price: ASKING });
    const houseId = encodeGlobalID('House', h.id);
    const [low, serious] = [await bidder('Laura'), await bidder('Sam')];

    expect((await gql(t, low)(PLACE, { input: { houseId, offer: 1 } })).data?.placeOffer).toEqual({
      __typename: 'InputError',
      message: AMOUNT_MESSAGES.tooLow(ASKING),
      fieldErrors: [{ field: 'offer', messages: [AMOUNT_MESSAGES.tooLow(ASKING)] }],
    });
    expect((await gql(t, low)(PLACE, { input: { houseId, offer: 300_000 } })).data?.placeOffer).toEqual({
      __typename: 'OfferNeedsConfirmationError',
      field: 'confirmLowBid',
      askingPrice: ASKING,
      message: 'Je bod is veel lager dan de vraagprijs van € 1.120.000. Weet je het zeker?',
    });
    const placed = (await gql(t, low)(PLACE, { input: { houseId, offer: 300_000, confirmLowBid: true } })).data
      ?.placeOffer;
    expect(placed).toMatchObject({ __typename: 'PlaceOfferPayload', offer: { amount: 300_000, status: 'open' } });
    const sams = (await gql(t, serious)(PLACE, { input: { houseId, offer: 900_000 } })).data?.placeOffer;
    expect(sams.__typename).toBe('PlaceOfferPayload');

    // The low bidder: no bid log, and Sam's offer is no node for them; their own offer is.
    expect((await gql(t, low)(LOG, { id: houseId })).data?.node.bidLog).toBeNull();
    expect((await gql(t, low)(OFFER, { id: sams.offer.id })).data?.node).toBeNull();
    expect((await gql(t, low)(OFFER, { id: placed.offer.id })).data?.node).toMatchObject({ amount: 300_000 });
    // Sam (serious): the log, and Laura's offer without her name.
    expect((await gql(t, serious)(LOG, { id: houseId })).data?.node.bidLog.totalCount).toBe(2);
    expect((await gql(t, serious)(OFFER, { id: placed.offer.id })).data?.node).toEqual({
      amount: 300_000,
      isOwn: false,
      bidder: null,
    });
    expect((await gql(t, owner)(OFFER, { id: placed.offer.id })).data?.node.bidder).toEqual({ firstName: 'Laura' });

    // A counter-offer above the asking price: confirmed first.
    const offerId = sams.offer.id;
    const high = { offerId, answer: 'COUNTER', counterOffer: 1_200_000 };
    expect((await gql(t, owner)(ANSWER, { input: high })).data?.answerOffer).toEqual({
      __typename: 'OfferNeedsConfirmationError',
      field: 'confirmHighCounter',
      askingPrice: ASKING,
      message: 'Je tegenbod is hoger dan je eigen vraagprijs van € 1.120.000. Weet je het zeker?',
    });
    expect((await gql(t, owner)(ANSWER, { input: { ...high, confirmHighCounter: true } })).data?.answerOffer).toEqual({
      __typename: 'AnswerOfferPayload',
      offer: { status: 'countered', counterAmount: 1_200_000 },
    });
  });
});

describe('placeOffer and bidLogAccess (domain)', () => {
  it('the same rules without a surface; a low bidder who confirmed is no serious bidder', async () => {
    const h = await createHouse(t.db.prisma, { ownerUserId: owner.id, price: null, minPrice: 400_000 });
    const b = await bidder('Dirk');
    const deps = await depsOf(t, b);
    await expect(placeOffer(deps, h.id, { offer: 99_999 })).rejects.toBeInstanceOf(InputError);
    await expect(placeOffer(deps, h.id, { offer: 100_000 })).rejects.toBeInstanceOf(OfferNeedsConfirmationError);
    await placeOffer(deps, h.id, { offer: 100_000, confirmLowBid: true });
    const full = await t.db.prisma.house.findUniqueOrThrow({ where: { id: h.id } });
    expect(await bidLogAccess(t.db.prisma, deps.viewer, full)).toBeNull();
    await placeOffer(deps, h.id, { offer: 200_000 });
    expect(await bidLogAccess(t.db.prisma, deps.viewer, full)).toBe('bidder');
    expect(await bidLogAccess(t.db.prisma, (await depsOf(t, owner)).viewer, full)).toBe('owner');
  });
});
