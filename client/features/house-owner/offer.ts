/**
 * The offer step's price form (spec §4). The statuses, reasons and when an offer is complete are
 * the server's own rules (server/domain/houses/statuses.ts), imported where they are used.
 */
import type { OfferFacts } from '../../../server/domain/houses/statuses';

type Prices = Pick<OfferFacts, 'price' | 'minPrice' | 'maxPrice'>;

export type PriceMode = 'price' | 'range';

/** Which price form a saved house uses: a range when it has min or max but no price. */
export function priceModeOf(offer: Prices): PriceMode {
  return offer.price == null && (offer.minPrice != null || offer.maxPrice != null) ? 'range' : 'price';
}

/**
 * The price fields to save for the chosen form: the other form is cleared, so a house never has
 * both an asking price and a range.
 */
export function priceInput(
  mode: PriceMode,
  offer: Prices,
): { price: number | null; minPrice: number | null; maxPrice: number | null } {
  return mode === 'price'
    ? { price: offer.price ?? null, minPrice: null, maxPrice: null }
    : { price: null, minPrice: offer.minPrice ?? null, maxPrice: offer.maxPrice ?? null };
}

/** The GraphQL enum value of a status or reason key: 'open_for_offers' → 'OPEN_FOR_OFFERS'. */
export function enumValue<T extends string>(key: string): T {
  return key.toUpperCase() as T;
}
