/**
 * The offer step (spec §4 "House status", "House moderation"): statuses, the open_for_offers
 * reasons and when a price is needed. Pure, unit-tested.
 */
import { HOUSE_STATUSES } from '../houses/houseStatuses';

export { HOUSE_STATUSES };

/** Why an owner is open for offers (spec §4); the GraphQL enum is the key in capitals. */
export const STATUS_REASONS = [
  { key: 'offer', label: 'Bij een goed bod' },
  { key: 'members', label: 'Als huisgenoten wijzigen' },
  { key: 'work', label: 'Als werksituatie wijzigt' },
  { key: 'new_house', label: 'Als ik een woning vind' },
] as const;

export type StatusReasonKey = (typeof STATUS_REASONS)[number]['key'];

/** Spec §4: anything else is 'Onbekend'. */
export function statusReasonLabel(reason: string | null | undefined): string {
  return STATUS_REASONS.find((r) => r.key === reason)?.label ?? 'Onbekend';
}

/** Statuses whose offer needs no price (spec §4). */
export const STATUSES_WITHOUT_PRICE: readonly string[] = ['selling', 'sold_under_reservation', 'sold'];

export function priceRequired(status: string | null | undefined): boolean {
  return status != null && !STATUSES_WITHOUT_PRICE.includes(status);
}

export interface OfferValues {
  status: string | null;
  price: number | null | undefined;
  minPrice: number | null | undefined;
  maxPrice: number | null | undefined;
}

/** §4: selling / sold_under_reservation / sold need no price; otherwise a price, or both min and max. */
export function isOfferComplete(offer: OfferValues): boolean {
  if (!offer.status) return false;
  if (!priceRequired(offer.status)) return true;
  return offer.price != null || (offer.minPrice != null && offer.maxPrice != null);
}

export type PriceMode = 'price' | 'range';

/** Which price form a saved house uses: a range when it has min or max but no price. */
export function priceModeOf(offer: Pick<OfferValues, 'price' | 'minPrice' | 'maxPrice'>): PriceMode {
  return offer.price == null && (offer.minPrice != null || offer.maxPrice != null) ? 'range' : 'price';
}

/**
 * The price fields to save for the chosen form: the other form is cleared, so a house never has
 * both an asking price and a range.
 */
export function priceInput(
  mode: PriceMode,
  offer: Pick<OfferValues, 'price' | 'minPrice' | 'maxPrice'>,
): { price: number | null; minPrice: number | null; maxPrice: number | null } {
  return mode === 'price'
    ? { price: offer.price ?? null, minPrice: null, maxPrice: null }
    : { price: null, minPrice: offer.minPrice ?? null, maxPrice: offer.maxPrice ?? null };
}

/** The GraphQL enum value of a status or reason key: 'open_for_offers' → 'OPEN_FOR_OFFERS'. */
export function enumValue<T extends string>(key: string): T {
  return key.toUpperCase() as T;
}
