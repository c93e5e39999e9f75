import type { House } from '../../generated/prisma/client.js';
import { InputError } from '../errors.js';
import { formatEuros } from '../mortgage/format.js';

// Offers that make sense. Every amount is measured against the house's asking
// price, in whole numbers (no rounding at the thresholds):
// - under 25 % of it a bid is refused (422 on `offer`);
// - under 50 % the bidder confirms first (OfferNeedsConfirmationError on `confirmLowBid`; sent again
//   with the flag it is placed);
// - a counter-offer above it is confirmed by the owner the same way (`confirmHighCounter`);
// - a bidder is *serious* — and reads the bid log — with a standing offer (open, countered or
//   accepted) of at least 50 % of the asking price as it is now.
// Without an asking price (status 'selling' needs none) nothing can be measured: bids are taken
// without the checks, and nobody but the owner reads the bid log.

/** Below this share of the asking price a bid is refused. */
export const MIN_BID_PERCENT = 25;
/** Below this share a bid needs the bidder's confirmation, and does not make them a serious bidder. */
export const SERIOUS_BID_PERCENT = 50;

/** Offers that stand: not replaced by the bidder's newer one, not rejected. */
export const STANDING_OFFER_STATUSES: readonly string[] = ['open', 'countered', 'accepted'];

export type AskingPriceFacts = Pick<House, 'price' | 'minPrice'>;

/**
 * The asking price offers are measured against: `price`, or for a price range its lower bound
 * `min_price` (the least the owner asks); null when the owner named neither.
 */
export function askingPrice(house: AskingPriceFacts): number | null {
  return house.price ?? house.minPrice ?? null;
}

/** `amount` is at least `percent` % of `asking`, exactly (whole numbers, no rounding). */
export function isAtLeastPercent(amount: number, asking: number, percent: number): boolean {
  return amount * 100 >= asking * percent;
}

/** The lowest bid taken: 25 % of the asking price, rounded up to a whole euro. */
export function minimumBid(asking: number): number {
  return Math.ceil((asking * MIN_BID_PERCENT) / 100);
}

/** How a bid of `amount` compares with the asking price: refused, to be confirmed, or fine. */
export function bidLevel(amount: number, house: AskingPriceFacts): 'tooLow' | 'low' | 'fine' {
  const asking = askingPrice(house);
  if (asking === null) return 'fine';
  if (!isAtLeastPercent(amount, asking, MIN_BID_PERCENT)) return 'tooLow';
  if (!isAtLeastPercent(amount, asking, SERIOUS_BID_PERCENT)) return 'low';
  return 'fine';
}

/**
 * THE definition of a serious bid (the bid log's door): a standing offer (open, countered or
 * accepted) of at least 50 % of the house's current asking price. A house without an asking price
 * has no serious bids.
 */
export function isSeriousBid(offer: { amount: number; status: string }, house: AskingPriceFacts): boolean {
  const asking = askingPrice(house);
  return (
    asking !== null &&
    STANDING_OFFER_STATUSES.includes(offer.status) &&
    isAtLeastPercent(offer.amount, asking, SERIOUS_BID_PERCENT)
  );
}

export const AMOUNT_MESSAGES = {
  tooLow: (asking: number) =>
    `Je bod is te laag. Bied minstens ${MIN_BID_PERCENT}% van de vraagprijs van ${formatEuros(asking)}, dus minimaal ${formatEuros(minimumBid(asking))}.`,
  confirmLow: (asking: number) =>
    `Je bod is veel lager dan de vraagprijs van ${formatEuros(asking)}. Weet je het zeker?`,
  confirmHighCounter: (asking: number) =>
    `Je tegenbod is hoger dan je eigen vraagprijs van ${formatEuros(asking)}. Weet je het zeker?`,
} as const;

/** The flag a request sends again, once the user confirmed. */
export type ConfirmationField = 'confirmLowBid' | 'confirmHighCounter';

/**
 * An unusual amount the user must confirm: the message is the question; `field` names the flag to
 * send as true with the same request (REST: 422 with the question under `confirm_low_bid` /
 * `confirm_high_counter`; GraphQL: this error type).
 */
export class OfferNeedsConfirmationError extends InputError {
  constructor(
    readonly field: ConfirmationField,
    readonly askingPrice: number,
    message: string,
  ) {
    super({ [field]: [message] }, message);
  }
}

/** A bid's amount against the asking price: refused under 25 %, asked to confirm under 50 %. */
export function checkBidAmount(amount: number, house: AskingPriceFacts, confirmed: boolean): void {
  const asking = askingPrice(house);
  const level = bidLevel(amount, house);
  if (asking === null || level === 'fine') return;
  if (level === 'tooLow')
    throw new InputError({ offer: [AMOUNT_MESSAGES.tooLow(asking)] }, AMOUNT_MESSAGES.tooLow(asking));
  if (!confirmed) throw new OfferNeedsConfirmationError('confirmLowBid', asking, AMOUNT_MESSAGES.confirmLow(asking));
}

/** An owner's counter-offer above their own asking price is confirmed first. */
export function checkCounterAmount(amount: number, house: AskingPriceFacts, confirmed: boolean): void {
  const asking = askingPrice(house);
  if (asking === null || amount <= asking || confirmed) return;
  throw new OfferNeedsConfirmationError('confirmHighCounter', asking, AMOUNT_MESSAGES.confirmHighCounter(asking));
}
