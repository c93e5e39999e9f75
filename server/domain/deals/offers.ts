import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { House, Offer, Prisma } from '../../generated/prisma/client.js';
import { ConflictError, ForbiddenError, InputError, NotFoundError, parseCommand } from '../errors.js';
import { requireHouseUser } from '../houses/ownership.js';
import { rowIdOrNone } from '../ids.js';
import { consumeSendLimit } from '../messaging/send-limits.js';
import { assertNotBlocked } from '../notifications/blocks.js';
import { houseRefFor } from '../notifications/house-ref.js';
import { type Tx, withNotifications } from '../notifications/notify.js';
import { notificationContent, type OFFER_NOTIFICATION_STATUSES } from '../notifications/types.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';
import type { Viewer } from '../ports/index.js';
import { checkBidAmount, checkCounterAmount, isSeriousBid, STANDING_OFFER_STATUSES } from './amounts.js';
import { type DealDeps, dealHouse, lockHouse, requireOpenForDeals, visibleDealHouse } from './gate.js';
import { comments, euros, reservation } from './input.js';
import { DEALS_MESSAGES as M } from './messages.js';

// Offers (spec §3 HouseOffer) are money: positive whole euros, only on a house that is for sale and
// not sold, by a subscriber who is not its owner. A bidder has one open offer per house: a new one
// replaces it, and the old one stays in the bid log as `replaced` — nothing is deleted, and an
// amount never changes. The owner accepts, rejects or counters an open offer; each step tells the
// other side in their thread (notify), with the offer linked so the thread shows its state.
// Amounts are measured against the asking price (amounts.ts): under 25 % refused, under 50 %
// confirmed first (confirmLowBid), a counter-offer above it confirmed first (confirmHighCounter).
//
// Negotiation both ways: the bidder answers a counter-offer (accept → counter_accepted, reject →
// counter_rejected) or bids again (a new offer replaces it). Whoever's turn it is has
// OFFER_ANSWER_DAYS to answer (expires_at, shown to both); then the expiry job marks it `expired`
// and tells both in their thread.

export type OfferStatus =
  | 'open'
  | 'countered'
  | 'accepted'
  | 'rejected'
  | 'replaced'
  | 'counter_accepted'
  | 'counter_rejected'
  | 'expired';
/** Offers a new one of the same bidder replaces. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['open', 'countered'];
/** A deal was made: at the bid (accepted) or at the owner's counter-offer (counter_accepted). */
export const AGREED_OFFER_STATUSES: readonly OfferStatus[] = ['accepted', 'counter_accepted'];
export const OFFER_ANSWERS = ['accept', 'reject', 'counter'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];
/** The states of an offer before and at the owner's answer: the bidder has nothing to answer there. */
const OWNER_STAGE_STATUSES: readonly OfferStatus[] = ['open', 'accepted', 'rejected'];
/** How long the side whose turn it is has to answer an offer or a counter-offer. */
export const OFFER_ANSWER_DAYS = 7;

export function answerDeadline(from: Date): Date {
  return new Date(from.getTime() + OFFER_ANSWER_DAYS * 24 * 60 * 60 * 1000);
}

type Input<T> = T | (() => Promise<T>);
const read = async <T>(input: Input<T>) => (typeof input === 'function' ? await (input as () => Promise<T>)() : input);

export const offerSchema = z.object({
  offer: euros(M.offerRequired),
  comments,
  financeReservation: reservation,
  structuralInspectionReservation: reservation,
  /** Sent again as true after the bidder confirmed a bid under 50 % of the asking price. */
  confirmLowBid: reservation,
});
export type OfferInput = Partial<Record<keyof z.input<typeof offerSchema>, unknown>>;

export async function offerContent(
  tx: Tx,
  house: House,
  readers: number[],
  offer: Pick<Offer, 'financeReservation' | 'structuralInspectionReservation'> & {
    amount: number;
    comments: string | null;
  },
  status?: (typeof OFFER_NOTIFICATION_STATUSES)[number],
) {
  return notificationContent('HouseOffer', {
    house: await houseRefFor(tx, house, readers),
    house_offer: {
      offer: offer.amount,
      comments: offer.comments,
      finance_reservation: offer.financeReservation,
      structural_inspection_reservation: offer.structuralInspectionReservation,
    },
    ...(status ? { status } : {}),
  });
}

/**
 * Places an offer: 401, 404, 403 (own house, blocked, no subscriber rights), 422 (the amount: not
 * whole, under 25 % of the asking price, or under 50 % and not confirmed — OfferNeedsConfirmationError),
 * 409 (not for sale), 429 (offers on this house today), 409 (the bidder's offer was already accepted). Returns the new offer and the ones
 * it replaced.
 */
export async function placeOffer(deps: DealDeps, houseKey: string | number, input: Input<OfferInput>) {
  const { user, house } = await dealHouse(deps, houseKey, 'offer');
  const command = parseCommand(offerSchema, await read(input));
  checkBidAmount(command.offer, house, command.confirmLowBid);
  requireOpenForDeals(house);
  await consumeSendLimit(deps, 'offersPerHouse', user.id, house.id);
  return withNotifications(deps, async (tx, notify) => {
    await lockHouse(tx, house.id);
    const mine = await tx.offer.findMany({
      where: { houseId: house.id, userId: user.id, status: { in: [...AGREED_OFFER_STATUSES, ...OPEN_OFFER_STATUSES] } },
      select: { id: true, status: true },
    });
    if (mine.some((o) => AGREED_OFFER_STATUSES.includes(o.status as OfferStatus)))
      throw new ConflictError(M.offerAccepted);
    const replacedIds = mine.map((o) => o.id);
    if (replacedIds.length)
      await tx.offer.updateMany({ where: { id: { in: replacedIds } }, data: { status: 'replaced', expiresAt: null } });
    const offer = await tx.offer.create({
      data: {
        houseId: house.id,
        userId: user.id,
        amount: command.offer,
        comments: command.comments,
        financeReservation: command.financeReservation,
        structuralInspectionReservation: command.structuralInspectionReservation,
        expiresAt: answerDeadline(new Date()),
      },
    });
    await notify({
      recipientUserId: house.ownerUserId,
      senderUserId: user.id,
      houseId: house.id,
      offerId: offer.id,
      content: await offerContent(tx, house, [user.id, house.ownerUserId], offer),
    });
    const replaced = replacedIds.length ? await tx.offer.findMany({ where: { id: { in: replacedIds } } }) : [];
    return { offer, replaced };
  });
}

export interface OfferAnswerInput {
  answer?: unknown;
  counterOffer?: unknown;
  comments?: unknown;
  /** Sent again as true after the owner confirmed a counter-offer above their asking price. */
  confirmHighCounter?: unknown;
}

export const answerSchema = z.object({
  answer: z.enum(OFFER_ANSWERS, { error: M.answerInvalid }),
  comments,
});

/**
 * An answer to an offer, by whoever's turn it is: the owner answers an open offer (accept, reject or
 * counter), the bidder a counter-offer (accept or reject; bidding again is placeOffer). 401; 404 for
 * anybody but the bidder and the owner; 403 for the bidder of an offer that is not countered, or
 * blocked either way; 409 when it was answered, replaced or expired, or the owner waits for the
 * bidder; 422 for the answer.
 */
export async function answerOffer(deps: DealDeps, offerId: number, input: Input<OfferAnswerInput>) {
  const user = requireHouseUser(deps.viewer);
  const offer = await deps.prisma.offer.findFirst({
    where: { id: rowIdOrNone(offerId), OR: [{ userId: user.id }, { house: { ownerUserId: user.id } }] },
    include: { house: true },
  });
  if (!offer) throw new NotFoundError(M.offerNotFound);
  const isOwner = offer.house.ownerUserId === user.id;
  // The owner answers an offer, the bidder only the owner's counter-offer.
  if (!isOwner && OWNER_STAGE_STATUSES.includes(offer.status as OfferStatus)) {
    throw new ForbiddenError(M.onlyOwnerAnswersOffer);
  }
  if (isOwner && offer.status === 'countered') throw new ConflictError(M.waitingForBidder);
  const bidderAnswers = !isOwner;
  const other = bidderAnswers ? offer.house.ownerUserId : offer.userId;
  if (other !== null) await assertNotBlocked(deps.prisma, user.id, other, 'offerAnswer');
  if (offer.status === 'replaced') throw new ConflictError(M.offerReplaced);
  if (offer.status === 'expired' || (offer.expiresAt && offer.expiresAt <= new Date())) {
    throw new ConflictError(M.offerExpired);
  }
  if (offer.status !== (bidderAnswers ? 'countered' : 'open')) throw new ConflictError(M.offerAnswered);
  const command = await read(input);
  return bidderAnswers ? answerCounter(deps, user.id, offer, command) : answerBid(deps, user.id, offer, command);
}

/**
 * Whose turn it is to answer an offer, if it is the viewer's: the owner answers an open offer, the
 * bidder a counter-offer; nobody once its time ran out.
 */
export function viewerOfferTurn(
  viewer: Viewer,
  offer: Pick<Offer, 'status' | 'userId' | 'expiresAt'>,
  house: Pick<House, 'ownerUserId'>,
  now = new Date(),
): 'owner' | 'bidder' | null {
  const userId = viewer.user?.id;
  if (userId === undefined || (offer.expiresAt && offer.expiresAt <= now)) return null;
  if (offer.status === 'open' && house.ownerUserId === userId) return 'owner';
  if (offer.status === 'countered' && offer.userId === userId) return 'bidder';
  return null;
}

type OfferWithHouse = Offer & { house: House };

/** The owner's answer to an open offer. */
async function answerBid(deps: DealDeps, ownerId: number, offer: OfferWithHouse, command: OfferAnswerInput) {
  const { answer, comments: answerComments } = parseCommand(answerSchema, command);
  let counterAmount: number | null = null;
  if (answer === 'counter') {
    const counter = parseCommand(
      z.object({ counterOffer: euros(M.counterRequired), confirmHighCounter: reservation }),
      command,
    );
    counterAmount = counter.counterOffer;
    if (counterAmount <= offer.amount) throw new InputError({ counterOffer: [M.counterHigher] }, M.counterHigher);
    checkCounterAmount(counterAmount, offer.house, counter.confirmHighCounter);
  }
  const status: OfferStatus = answer === 'accept' ? 'accepted' : answer === 'reject' ? 'rejected' : 'countered';
  const now = new Date();
  return withNotifications(deps, async (tx, notify) => {
    // Only an offer that is still open: a new offer of the bidder (or a second answer) wins otherwise.
    const changed = await tx.offer.updateMany({
      where: { id: offer.id, status: 'open' },
      data: {
        status,
        counterAmount,
        answerComments,
        answeredAt: now,
        // A counter-offer gives the bidder their time to answer; a final answer ends the clock.
        expiresAt: status === 'countered' ? answerDeadline(now) : null,
      },
    });
    if (changed.count === 0) throw new ConflictError(M.offerAnswered);
    await notify({
      recipientUserId: offer.userId,
      senderUserId: ownerId,
      houseId: offer.houseId,
      offerId: offer.id,
      content: await offerContent(
        tx,
        offer.house,
        [ownerId, offer.userId],
        { ...offer, amount: counterAmount ?? offer.amount, comments: answerComments },
        status,
      ),
    });
    return tx.offer.findUniqueOrThrow({ where: { id: offer.id } });
  });
}

export const counterAnswerSchema = z.object({
  answer: z.enum(['accept', 'reject'], { error: M.counterAnswerInvalid }),
  comments,
});

/** The bidder's answer to the owner's counter-offer: a deal at the counter-offer, or no deal. */
async function answerCounter(deps: DealDeps, bidderId: number, offer: OfferWithHouse, command: OfferAnswerInput) {
  const { answer, comments: answerComments } = parseCommand(counterAnswerSchema, command);
  const status: OfferStatus = answer === 'accept' ? 'counter_accepted' : 'counter_rejected';
  const owner = offer.house.ownerUserId;
  return withNotifications(deps, async (tx, notify) => {
    const changed = await tx.offer.updateMany({
      where: { id: offer.id, status: 'countered' },
      data: { status, counterAnsweredAt: new Date(), expiresAt: null },
    });
    if (changed.count === 0) throw new ConflictError(M.offerAnswered);
    if (owner !== null) {
      await notify({
        recipientUserId: owner,
        senderUserId: bidderId,
        houseId: offer.houseId,
        offerId: offer.id,
        content: await offerContent(
          tx,
          offer.house,
          [bidderId, owner],
          { ...offer, amount: offer.counterAmount ?? offer.amount, comments: answerComments },
          status,
        ),
      });
    }
    return tx.offer.findUniqueOrThrow({ where: { id: offer.id } });
  });
}

// ───────────────────────────── the bid log (biedlogboek) ─────────────────────────────

/** A house's offers newest first. */
export const BID_LOG_ORDER: KeysetOrder = {
  name: 'bid-log',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};

/** What bidLogAccess reads of a house. */
export type BidLogHouse = Pick<House, 'id' | 'ownerUserId' | 'price' | 'minPrice'>;
export const BID_LOG_HOUSE_SELECT = { id: true, ownerUserId: true, price: true, minPrice: true } as const;

/**
 * Who reads a house's bid log: its owner, or a serious bidder (isSeriousBid, amounts.ts: a standing
 * offer of at least 50 % of the asking price); null for anybody else — also for a bidder whose only
 * bids are low, rejected or replaced.
 */
export async function bidLogAccess(prisma: Db, viewer: Viewer, house: BidLogHouse): Promise<'owner' | 'bidder' | null> {
  const userId = viewer.user?.id;
  if (userId === undefined) return null;
  if (house.ownerUserId === userId) return 'owner';
  const standing = await prisma.offer.findMany({
    where: { houseId: house.id, userId, status: { in: [...STANDING_OFFER_STATUSES] } },
    select: { amount: true, status: true },
  });
  return standing.some((o) => isSeriousBid(o, house)) ? 'bidder' : null;
}

/**
 * Whether the viewer may know who made this offer and what they wrote: the owner and the bidder
 * themselves. Other bidders see the amount, reservations, status and times — never who.
 */
export function seesBidder(viewer: Viewer, offer: Pick<Offer, 'userId'>, house: Pick<House, 'ownerUserId'>): boolean {
  const userId = viewer.user?.id;
  return userId !== undefined && (offer.userId === userId || house.ownerUserId === userId);
}

/** One keyset page of a house's bid log for its owner or a bidder; 401, 404, 403 for anybody else. */
export async function bidLogPage(prisma: Db, viewer: Viewer, houseKey: string | number, request: PageRequest) {
  const { house } = await visibleDealHouse(prisma, viewer, houseKey);
  if (!(await bidLogAccess(prisma, viewer, house))) throw new ForbiddenError(M.bidLogPrivate);
  return bidLogPageOf(prisma, house, request);
}

/**
 * The page itself, for a caller that checked bidLogAccess; `selection` loads what a surface shows
 * with each offer (GraphQL's selection: the bidders of a page in one query, not one each).
 */
export async function bidLogPageOf<S extends Pick<Prisma.OfferFindManyArgs, 'include'>>(
  prisma: Db,
  house: Pick<House, 'id' | 'ownerUserId'>,
  request: PageRequest,
  selection?: S,
) {
  const page = prismaPage(request);
  const rows = await prisma.offer.findMany({
    ...selection,
    ...page,
    where: { AND: [{ houseId: house.id }, page.where] },
  });
  return {
    house,
    page: pageOf(request, rows as Prisma.OfferGetPayload<S>[]),
    totalCount: () => prisma.offer.count({ where: { houseId: house.id } }),
  };
}
