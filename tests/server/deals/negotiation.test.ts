import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOffers } from '../../../server/domain/deals/expiry.js';
import { answerOffer, OFFER_ANSWER_DAYS, placeOffer } from '../../../server/domain/deals/offers.js';
import { ConflictError, ForbiddenError } from '../../../server/domain/errors.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { restClient } from '../houses-owner/setup.js';
import { type Cast, cast, depsOf } from './setup.js';

// Negotiation both ways: the bidder answers the owner's counter-offer (accept, reject, or bid
// again), the owner is told; whoever's turn it is has OFFER_ANSWER_DAYS, then the offer expires and
// both read it in their thread.

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function countered(counterOffer = 395_000) {
  const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'selling', price: 400_000 });
  const { offer } = await placeOffer(await depsOf(t, c.bidder), house.id, { offer: 380_000 });
  await answerOffer(await depsOf(t, c.owner), offer.id, { answer: 'counter', counterOffer });
  return { house, offer };
}

const offerNews = (userId: number, offerId: number) =>
  t.db.prisma.notification.findMany({ where: { recipientUserId: userId, offerId }, orderBy: { id: 'asc' } });

describe('the bidder answers a counter-offer', () => {
  it('accepts: a deal at the counter-offer; the owner is told; nothing more to answer or bid', async () => {
    const { house, offer } = await countered();
    const bidder = await depsOf(t, c.bidder);
    // Only accept or reject: another amount is a new offer.
    expect(
      (await answerOffer(bidder, offer.id, { answer: 'counter', counterOffer: 390_000 }).catch((e) => e)).fields,
    ).toEqual({
      answer: ['Accepteer het tegenbod of wijs het af. Wil je een ander bedrag bieden? Breng dan een nieuw bod uit.'],
    });
    // The owner waits for the bidder.
    const waiting = await answerOffer(await depsOf(t, c.owner), offer.id, { answer: 'accept' }).catch((e) => e);
    expect(waiting).toBeInstanceOf(ConflictError);
    expect(waiting.message).toBe('Je wacht op het antwoord van de bieder op je tegenbod.');

    const accepted = await answerOffer(bidder, offer.id, { answer: 'accept', comments: 'Akkoord!' });
    expect(accepted).toMatchObject({
      status: 'counter_accepted',
      amount: 380_000,
      counterAmount: 395_000,
      expiresAt: null,
    });
    expect(accepted.counterAnsweredAt).toBeInstanceOf(Date);
    const told = await offerNews(c.owner.id, offer.id);
    expect(told.at(-1)?.data).toMatchObject({
      status: 'counter_accepted',
      house_offer: expect.objectContaining({ offer: 395_000, comments: 'Akkoord!' }),
    });
    await expect(answerOffer(bidder, offer.id, { answer: 'reject' })).rejects.toThrow('Op dit bod is al gereageerd.');
    await expect(placeOffer(bidder, house.id, { offer: 396_000 })).rejects.toThrow(
      'Je bod op dit huis is al geaccepteerd.',
    );
  });

  it('rejects: no deal, the owner is told, and the bidder may bid again', async () => {
    const { house, offer } = await countered();
    const bidder = await depsOf(t, c.bidder);
    expect(await answerOffer(bidder, offer.id, { answer: 'reject' })).toMatchObject({ status: 'counter_rejected' });
    expect((await offerNews(c.owner.id, offer.id)).at(-1)?.data).toMatchObject({ status: 'counter_rejected' });
    const again = await placeOffer(bidder, house.id, { offer: 385_000 });
    expect(again.offer.status).toBe('open');
    expect(again.replaced).toEqual([]);
  });

  it('only the bidder answers a counter-offer; somebody else does not find it', async () => {
    const { offer } = await countered();
    await expect(answerOffer(await depsOf(t, c.rival), offer.id, { answer: 'accept' })).rejects.toThrow(
      'Dit bod bestaat niet (meer).',
    );
    // An open offer is still the owner's to answer.
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'selling' });
    const open = (await placeOffer(await depsOf(t, c.bidder), house.id, { offer: 390_000 })).offer;
    await expect(answerOffer(await depsOf(t, c.bidder), open.id, { answer: 'accept' })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });
});

describe('offers and counter-offers expire', () => {
  it(`each step gives the other side ${OFFER_ANSWER_DAYS} days; then it expires and both are told, once`, async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'selling' });
    const before = Date.now();
    const { offer } = await placeOffer(await depsOf(t, c.bidder), house.id, { offer: 390_000 });
    expect(offer.expiresAt!.getTime() - before).toBeGreaterThanOrEqual(OFFER_ANSWER_DAYS * DAY - 1000);
    expect(offer.expiresAt!.getTime() - before).toBeLessThanOrEqual(OFFER_ANSWER_DAYS * DAY + 5000);

    const deps = await depsOf(t, null);
    const status = async () => (await t.db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).status;
    await expireOffers(deps, new Date(offer.expiresAt!.getTime() - 1000));
    expect(await status()).toBe('open');
    const later = new Date(offer.expiresAt!.getTime() + 1000);
    expect(await expireOffers(deps, later)).toBeGreaterThanOrEqual(1);
    expect(await expireOffers(deps, later)).toBe(0);
    const row = await t.db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(row).toMatchObject({ status: 'expired', expiresAt: null });
    for (const who of [c.owner, c.bidder]) {
      const news = await offerNews(who.id, offer.id);
      expect(news.filter((n) => (n.data as { status?: string }).status === 'expired')).toHaveLength(1);
    }
    await expect(answerOffer(await depsOf(t, c.owner), offer.id, { answer: 'accept' })).rejects.toThrow(
      'Dit bod is verlopen: er is niet op tijd op gereageerd.',
    );
  });

  it('a counter-offer past its time cannot be accepted, even before the job ran', async () => {
    const { offer } = await countered();
    await t.db.prisma.offer.update({ where: { id: offer.id }, data: { expiresAt: new Date(Date.now() - DAY) } });
    await expect(answerOffer(await depsOf(t, c.bidder), offer.id, { answer: 'accept' })).rejects.toThrow(
      'Dit bod is verlopen: er is niet op tijd op gereageerd.',
    );
    expect(await expireOffers(await depsOf(t, null))).toBeGreaterThanOrEqual(1);
    expect((await t.db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe('expired');
  });
});

describe('the surfaces', () => {
  const ANSWER = `mutation($input: AnswerOfferInput!) {
    answerOffer(input: $input) {
      __typename
      ... on AnswerOfferPayload { offer { status counterAnsweredAt expiresAt viewerCanAnswer viewerCanAnswerCounter } }
      ... on Error { message }
    }
  }`;
  const OFFER = `query($id: ID!) { node(id: $id) { ... on Offer { status expiresAt viewerCanAnswer viewerCanAnswerCounter } } }`;

  it('GraphQL: the bidder sees whose turn it is and until when, and accepts the counter-offer', async () => {
    const { offer } = await countered();
    const id = encodeGlobalID('Offer', offer.id);
    const asBidder = await t.graphql<{ node: Record<string, unknown> }>(OFFER, { id }, { cookie: c.bidder.cookie });
    expect(asBidder.data?.node).toMatchObject({
      status: 'countered',
      viewerCanAnswer: false,
      viewerCanAnswerCounter: true,
    });
    expect(Date.parse(asBidder.data?.node.expiresAt as string)).toBeGreaterThan(Date.now());
    const asOwner = await t.graphql<{ node: Record<string, unknown> }>(OFFER, { id }, { cookie: c.owner.cookie });
    expect(asOwner.data?.node).toMatchObject({ viewerCanAnswer: false, viewerCanAnswerCounter: false });
    const owner = await t.graphql<{ answerOffer: { __typename: string; message: string } }>(
      ANSWER,
      { input: { offerId: id, answer: 'ACCEPT' } },
      { cookie: c.owner.cookie },
    );
    expect(owner.data?.answerOffer).toEqual({
      __typename: 'ConflictError',
      message: 'Je wacht op het antwoord van de bieder op je tegenbod.',
    });
    const res = await t.graphql<{ answerOffer: { offer: Record<string, unknown> } }>(
      ANSWER,
      { input: { offerId: id, answer: 'ACCEPT' } },
      { cookie: c.bidder.cookie },
    );
    expect(res.data?.answerOffer.offer).toMatchObject({
      status: 'counter_accepted',
      expiresAt: null,
      viewerCanAnswerCounter: false,
    });
  });

  it('REST: can_answer_counter and expires_at; the bidder rejects with POST /api/offers/{id}/answer', async () => {
    const api = restClient(t);
    const { house, offer } = await countered();
    const bids = await api.get(`/api/houses/${house.id}/bids`, c.bidder.cookie);
    expect(bids.body.data[0]).toMatchObject({ status: 'countered', can_answer: false, can_answer_counter: true });
    expect(bids.body.data[0].expires_at).toEqual(expect.any(String));
    const answered = await api.post(`/api/offers/${offer.id}/answer`, { answer: 'reject' }, c.bidder.cookie);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'counter_rejected', can_answer_counter: false, expires_at: null });
    const bad = await api.post(`/api/offers/${offer.id}/answer`, { answer: 'accept' }, c.bidder.cookie);
    expect(bad.status).toBe(409);
  });
});
