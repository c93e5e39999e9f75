import type { Tx } from '../notifications/notify.js';

// The asking price of a listed house over time: a row when the house is listed and one
// for every change of its price or price range after that, written in the transaction of the change.
// Edits of a draft leave no trace: the history starts with the price the market first saw.

/** A drop of the asking price this recent shows as 'Vraagprijs verlaagd' on the card. */
export const RECENT_PRICE_DROP_DAYS = 30;

export interface Prices {
  price: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

/** The one amount a change is measured by: the price, else the bottom of the range (as sort_price). */
export function askingPrice(p: Prices): number | null {
  return p.price ?? p.minPrice ?? p.maxPrice ?? null;
}

function samePrices(a: Prices, b: Prices): boolean {
  return a.price === b.price && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice;
}

/**
 * Records the prices of a listed house: `before` null when it is listed just now. A lower asking
 * price sets price_reduced_at, a higher one clears it (a drop undone is no drop).
 */
export async function recordPrices(
  tx: Tx,
  houseId: number,
  before: Prices | null,
  after: Prices,
  at: Date,
): Promise<void> {
  if (before && samePrices(before, after)) return;
  await tx.housePriceChange.create({
    data: { houseId, price: after.price, minPrice: after.minPrice, maxPrice: after.maxPrice, createdAt: at },
  });
  const [old, now] = [before && askingPrice(before), askingPrice(after)];
  if (old == null || now == null || old === now) return;
  await tx.house.update({ where: { id: houseId }, data: { priceReducedAt: now < old ? at : null } });
}

export interface PriceHistoryEntry extends Prices {
  date: Date;
  /** The asking price against the entry before it, in euros (negative: lowered); null for the first. */
  change: number | null;
  /** The same in percent of the earlier price, one decimal; null for the first or from nothing. */
  changePercent: number | null;
}

/** `part` of `whole` in percent, one decimal, halves away from zero (−37.5‰ → −3,8 %). */
function percentOneDecimal(part: number, whole: number): number {
  const permille = (Math.abs(part) * 1000) / whole;
  return (Math.sign(part) * Math.round(permille)) / 10;
}

/** The history as shown, newest first, from the rows oldest first. */
export function priceHistoryEntries(rows: readonly (Prices & { createdAt: Date })[]): PriceHistoryEntry[] {
  return rows
    .map((row, i) => {
      const previous = i > 0 ? askingPrice(rows[i - 1]) : null;
      const current = askingPrice(row);
      const change = previous != null && current != null ? current - previous : null;
      return {
        date: row.createdAt,
        price: row.price,
        minPrice: row.minPrice,
        maxPrice: row.maxPrice,
        change,
        changePercent: change != null && previous ? percentOneDecimal(change, previous) : null,
      };
    })
    .reverse();
}

/** 'Vraagprijs verlaagd': the asking price dropped in the last RECENT_PRICE_DROP_DAYS days and has not risen since. */
export function priceRecentlyReduced(house: { priceReducedAt: Date | null }, now: Date = new Date()): boolean {
  return (
    house.priceReducedAt !== null &&
    now.getTime() - house.priceReducedAt.getTime() <= RECENT_PRICE_DROP_DAYS * 86_400_000
  );
}
