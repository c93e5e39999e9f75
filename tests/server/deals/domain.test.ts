import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotSchema } from '../../../server/domain/deals/input.js';
import { answerOffer, BID_LOG_ORDER, bidLogPage, placeOffer } from '../../../server/domain/deals/offers.js';
import { answerViewing, requestViewing } from '../../../server/domain/deals/viewings.js';
import {
  ConflictError,
  ForbiddenError,
  InputError,
  NotFoundError,
  UnauthenticatedError,
} from '../../../server/domain/errors.js';
import { parsePageArgs } from '../../../server/domain/pagination.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { type Cast, cast, depsOf, slot } from './setup.js';

// Viewings, offers and the bid log in the domain: gating before validation, the money rules, the
// replace rule (nothing lost), the state machines and who is told what.

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
});
afterAll(() => t.close());

const GOOD_OFFER = { offer: 390_000, financeReservation: true, structuralInspectionReservation: false };

async function received(userId: number) {
  return t.db.prisma.notification.findMany({ where: { recipientUserId: userId }, orderBy: { id: 'asc' } });
}

describe('gating comes before validation', () => {
  it('a visitor: 401 whatever the input', async () => {
    const visitor = await depsOf(t, null);
    await expect(placeOffer(visitor, c.house.id, { offer: 'veel' })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(requestViewing(visitor, c.house.id, { date: 'morgen' })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(answerOffer(visitor, 1, {})).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(answerViewing(visitor, 1, {})).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('without subscriber rights: 403 with the Premium/Extended text, before the input is read', async () => {
    const free = await depsOf(t, c.free);
    let read = false;
    const input = async () => {
      read = true;
      return { offer: -1 };
    };
    const err = await placeOffer(free, c.house.id, input).catch((e) => e);
    expect(err).toBeInstanceOf(ForbiddenError);
    expect(err.message).toMatch(/Premium- of Extended-lidmaatschap/);
    expect(read).toBe(false);
    await expect(requestViewing(free, c.house.id, {})).rejects.toThrow(/bezichtiging aanvragen kan met een Premium/);
  });

  it('the owner cannot bid on or ask to view their own house; an unknown house is 404', async () => {
    const owner = await depsOf(t, c.owner);
    await expect(placeOffer(owner, c.house.id, GOOD_OFFER)).rejects.toThrow(
      'Je kunt geen bod uitbrengen op je eigen huis.',
    );
    await expect(requestViewing(owner, c.house.id, slot())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(placeOffer(await depsOf(t, c.bidder), 999_999, GOOD_OFFER)).rejects.toBeInstanceOf(NotFoundError);
    const unlisted = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, moderationStatus: 'new' });
    await expect(placeOffer(await depsOf(t, c.bidder), unlisted.id, GOOD_OFFER)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('offers', () => {
  it('refuses amounts that are not positive whole euros (spec §5), saving nothing', async () => {
    const bidder = await depsOf(t, c.bidder);
    const before = await t.db.prisma.offer.count();
    for (const [offer, message] of [
      [undefined, 'Vul een bod in.'],
      ['', 'Vul een bod in.'],
      [0, 'Een bod moet hoger zijn dan € 0.'],
      [-5, 'Een bod moet hoger zijn dan € 0.'],
      [350_000.5, 'Een bod is een heel bedrag in euro’s, zonder komma of punt.'],
      ['350.000', 'Een bod is een heel bedrag in euro’s, zonder komma of punt.'],
      ['350000,50', 'Een bod is een heel bedrag in euro’s, zonder komma of punt.'],
      ['-1', 'Een bod is een heel bedrag in euro’s, zonder komma of punt.'],
      [1e12, 'Dit bedrag is te hoog.'],
    ] as const) {
      const err = await placeOffer(bidder, c.house.id, { offer }).catch((e) => e);
      expect(err, String(offer)).toBeInstanceOf(InputError);
      expect(err.fields.offer).toEqual([message]);
    }
    const err = await placeOffer(bidder, c.house.id, { ...GOOD_OFFER, financeReservation: 'misschien' }).catch(
      (e) => e,
    );
    expect(err.fields).toEqual({ financeReservation: ['Kies ja of nee.'] });
    expect(await t.db.prisma.offer.count()).toBe(before);
  });

  it('a digit string from a form is a whole amount', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const { offer } = await placeOffer(await depsOf(t, c.bidder), house.id, { offer: '375000' });
    expect(offer).toMatchObject({ amount: 375_000, financeReservation: false, status: 'open' });
  });

  it('only on a house for sale and not sold (409)', async () => {
    for (const houseStatus of ['sold', 'sold_under_reservation', 'not_for_sale']) {
      const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus });
      await expect(placeOffer(await depsOf(t, c.bidder), house.id, GOOD_OFFER)).rejects.toThrow(
        'Dit huis is niet (meer) te koop.',
      );
    }
  });

  it('tells the owner in the thread, and a new offer replaces the open one, which stays as replaced', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'open_for_offers' });
    const bidder = await depsOf(t, c.bidder);
    const first = await placeOffer(bidder, house.id, { ...GOOD_OFFER, comments: 'Graag snel antwoord' });
    expect(first.replaced).toEqual([]);
    const told = (await received(c.owner.id)).filter((n) => n.offerId === first.offer.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'HouseOffer', senderUserId: c.bidder.id, houseId: house.id });
    expect(told[0].threadId).not.toBeNull();
    expect((told[0].data as { house_offer: unknown }).house_offer).toEqual({
      offer: 390_000,
      comments: 'Graag snel antwoord',
      finance_reservation: true,
      structural_inspection_reservation: false,
    });
    const second = await placeOffer(bidder, house.id, { offer: 400_000 });
    expect(second.replaced.map((o) => [o.id, o.status, o.amount])).toEqual([[first.offer.id, 'replaced', 390_000]]);
    const all = await t.db.prisma.offer.findMany({ where: { houseId: house.id }, orderBy: { id: 'asc' } });
    expect(all.map((o) => [o.amount, o.status])).toEqual([
      [390_000, 'replaced'],
      [400_000, 'open'],
    ]);
    // A replaced offer cannot be answered any more.
    await expect(answerOffer(await depsOf(t, c.owner), first.offer.id, { answer: 'accept' })).rejects.toThrow(
      'Dit bod is vervangen door een nieuwer bod.',
    );
  });

  it('two offers of one bidder at once: one stays open, the other is replaced', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const bidder = await depsOf(t, c.bidder);
    await Promise.all([
      placeOffer(bidder, house.id, { offer: 300_000 }),
      placeOffer(bidder, house.id, { offer: 310_000 }),
    ]);
    const statuses = (await t.db.prisma.offer.findMany({ where: { houseId: house.id } })).map((o) => o.status).sort();
    expect(statuses).toEqual(['open', 'replaced']);
  });

  it('the owner accepts, rejects or counters an open offer; the bidder is told each time', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const owner = await depsOf(t, c.owner);
    const { offer } = await placeOffer(await depsOf(t, c.bidder), house.id, { offer: 380_000 });
    // Only the owner answers; strangers do not find it.
    await expect(answerOffer(await depsOf(t, c.bidder), offer.id, { answer: 'accept' })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(answerOffer(await depsOf(t, c.rival), offer.id, { answer: 'accept' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // Input after rights.
    expect((await answerOffer(owner, offer.id, { answer: 'misschien' }).catch((e) => e)).fields).toEqual({
      answer: ['Kies een antwoord uit de lijst.'],
    });
    expect((await answerOffer(owner, offer.id, { answer: 'counter' }).catch((e) => e)).fields).toEqual({
      counterOffer: ['Vul je tegenbod in.'],
    });
    expect(
      (await answerOffer(owner, offer.id, { answer: 'counter', counterOffer: 370_000 }).catch((e) => e)).fields,
    ).toEqual({ counterOffer: ['Een tegenbod moet hoger zijn dan het bod.'] });
    const countered = await answerOffer(owner, offer.id, {
      answer: 'counter',
      counterOffer: 395_000,
      comments: 'Daar kunnen we over praten',
    });
    expect(countered).toMatchObject({ status: 'countered', counterAmount: 395_000, amount: 380_000 });
    const back = (await received(c.bidder.id)).filter((n) => n.offerId === offer.id);
    expect(back.map((n) => n.data)).toEqual([
      expect.objectContaining({
        status: 'countered',
        house_offer: expect.objectContaining({ offer: 395_000, comments: 'Daar kunnen we over praten' }),
      }),
    ]);
    // Answered once: a second answer is a conflict.
    await expect(answerOffer(owner, offer.id, { answer: 'accept' })).rejects.toBeInstanceOf(ConflictError);
    // The bidder answers the counter with a new offer: the countered one is replaced.
    const next = await placeOffer(await depsOf(t, c.bidder), house.id, { offer: 395_000 });
    expect(next.replaced.map((o) => o.status)).toEqual(['replaced']);
    expect(await answerOffer(owner, next.offer.id, { answer: 'accept' })).toMatchObject({ status: 'accepted' });
    // Accepted: no further offers of this bidder on the house.
    await expect(placeOffer(await depsOf(t, c.bidder), house.id, { offer: 396_000 })).rejects.toThrow(
      'Je bod op dit huis is al geaccepteerd.',
    );
    const rival = await placeOffer(await depsOf(t, c.rival), house.id, { offer: 399_000 });
    expect(await answerOffer(owner, rival.offer.id, { answer: 'reject' })).toMatchObject({ status: 'rejected' });
  });
});

describe('the bid log', () => {
  it('the owner and bidders read it newest first with keyset pages; nobody else', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    await placeOffer(await depsOf(t, c.bidder), house.id, { offer: 300_000 });
    await placeOffer(await depsOf(t, c.rival), house.id, { offer: 310_000 });
    await placeOffer(await depsOf(t, c.bidder), house.id, { offer: 320_000 });
    const args = (after?: string | null) =>
      parsePageArgs(BID_LOG_ORDER, { first: 2, after }, { defaultSize: 2, maxSize: 2 });
    for (const who of [c.owner, c.bidder, c.rival]) {
      const viewer = (await depsOf(t, who)).viewer;
      const first = await bidLogPage(t.db.prisma, viewer, house.id, args());
      expect(first.page.rows.map((o) => o.amount)).toEqual([320_000, 310_000]);
      expect(first.page.hasNextPage).toBe(true);
      const next = await bidLogPage(t.db.prisma, viewer, house.id, args(first.page.cursorOf(first.page.rows[1])));
      expect(next.page.rows.map((o) => [o.amount, o.status])).toEqual([[300_000, 'replaced']]);
      expect(next.page.hasNextPage).toBe(false);
    }
    await expect(bidLogPage(t.db.prisma, (await depsOf(t, c.free)).viewer, house.id, args())).rejects.toThrow(
      'Het biedlogboek zie je als eigenaar, of met een lopend bod van minstens 50% van de vraagprijs.',
    );
    await expect(bidLogPage(t.db.prisma, (await depsOf(t, null)).viewer, house.id, args())).rejects.toBeInstanceOf(
      UnauthenticatedError,
    );
  });
});

describe('viewings', () => {
  it('checks the slot: a real day, in the future (Dutch time), within a year, a clock time', () => {
    const now = new Date('2026-11-26T16:00:00Z'); // 17:00 in Amsterdam
    const errors = (input: object) => {
      const parsed = slotSchema(now).safeParse(input);
      return parsed.success ? null : parsed.error.issues.map((i) => i.message);
    };
    expect(errors({ date: '2026-11-26', time: '17:30' })).toBeNull();
    expect(errors({ date: '2026-11-26', time: '16:30' })).toEqual(['Kies een moment in de toekomst.']);
    expect(errors({ date: '2026-11-25', time: '10:00' })).toEqual(['Kies een moment in de toekomst.']);
    expect(errors({ date: '2026-02-30', time: '10:00' })).toEqual(['Kies een geldige datum.']);
    expect(errors({ date: '2028-01-01', time: '10:00' })).toEqual(['Kies een datum binnen een jaar.']);
    expect(errors({ date: '2026-12-01', time: '25:00' })).toEqual(['Kies een geldige tijd (uu:mm).']);
    expect(errors({})).toEqual(['Kies een datum.', 'Kies een tijd.']);
  });

  it('request → the owner proposes → the requester accepts; each step tells the other side', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const bidder = await depsOf(t, c.bidder);
    const owner = await depsOf(t, c.owner);
    const asked = slot(3, '10:30');
    const viewing = await requestViewing(bidder, house.id, asked);
    expect(viewing).toMatchObject({ ...asked, status: 'requested' });
    // One open request per requester and house.
    await expect(requestViewing(bidder, house.id, slot(4))).rejects.toThrow(/al een bezichtiging/);
    // Not the requester's turn; a stranger does not find it.
    await expect(answerViewing(bidder, viewing.id, { answer: 'accept' })).rejects.toThrow(
      'Je wacht nog op een antwoord van de ander.',
    );
    await expect(answerViewing(await depsOf(t, c.rival), viewing.id, { answer: 'accept' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect((await answerViewing(owner, viewing.id, { answer: 'propose' }).catch((e) => e)).fields).toEqual({
      date: ['Kies een datum.'],
      time: ['Kies een tijd.'],
    });
    expect((await answerViewing(owner, viewing.id, { answer: 'propose', ...asked }).catch((e) => e)).fields).toEqual({
      date: ['Stel een ander moment voor dan het huidige.'],
    });
    const other = slot(5, '14:00');
    expect(await answerViewing(owner, viewing.id, { answer: 'propose', ...other })).toMatchObject({
      ...other,
      status: 'proposed',
    });
    expect(await answerViewing(bidder, viewing.id, { answer: 'accept' })).toMatchObject({
      ...other,
      status: 'accepted',
    });
    await expect(answerViewing(owner, viewing.id, { answer: 'decline' })).rejects.toThrow(
      'Op dit verzoek is al gereageerd.',
    );
    const toOwner = (await received(c.owner.id)).filter((n) => n.viewingId === viewing.id).map((n) => n.data);
    const toBidder = (await received(c.bidder.id)).filter((n) => n.viewingId === viewing.id).map((n) => n.data);
    expect(toOwner).toEqual([
      expect.objectContaining({ ...asked }),
      expect.objectContaining({ ...other, status: 'accepted' }),
    ]);
    expect((toOwner[0] as object & { status?: string }).status).toBeUndefined();
    expect(toBidder).toEqual([expect.objectContaining({ ...other, status: 'proposed' })]);
    // Settled: a new request may follow.
    expect(await requestViewing(bidder, house.id, slot(7))).toMatchObject({ status: 'requested' });
  });

  it('the owner declines; a sold house takes no requests', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const viewing = await requestViewing(await depsOf(t, c.rival), house.id, slot());
    expect(await answerViewing(await depsOf(t, c.owner), viewing.id, { answer: 'decline' })).toMatchObject({
      status: 'declined',
    });
    const sold = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'sold' });
    await expect(requestViewing(await depsOf(t, c.rival), sold.id, slot())).rejects.toBeInstanceOf(ConflictError);
  });
});
