// Import-free on purpose: the client imports these rules too (what the wizard calls complete, the
// server calls complete).

/** The offer status of a house (spec §3 house_status, §4 "House status"). */
export type HouseStatusKey = 'selling' | 'open_for_offers' | 'sold_under_reservation' | 'sold' | 'not_for_sale';

export interface HouseStatusDefinition {
  key: HouseStatusKey;
  /** Shown on cards, filters and the house page. */
  label: string;
  /** The longer line under the label (current_house_status.description_label); open_for_offers uses its reason instead. */
  descriptionLabel: string;
}

export const HOUSE_STATUSES: readonly HouseStatusDefinition[] = [
  { key: 'selling', label: 'Te koop', descriptionLabel: 'Deze woning staat te koop.' },
  {
    key: 'open_for_offers',
    label: 'Open voor biedingen',
    descriptionLabel: 'De eigenaar staat open voor een bod als de omstandigheden passen.',
  },
  {
    key: 'sold_under_reservation',
    label: 'Verkocht onder voorbehoud',
    descriptionLabel: 'Er is een koper gevonden; de verkoop is nog niet definitief.',
  },
  { key: 'sold', label: 'Verkocht', descriptionLabel: 'Deze woning is verkocht.' },
  { key: 'not_for_sale', label: 'Niet te koop', descriptionLabel: 'Deze woning is op dit moment niet te koop.' },
];

export const HOUSE_STATUS_KEYS = HOUSE_STATUSES.map((s) => s.key);

/**
 * What the listing shows when no statuses are asked for, and what its heading counts as 'te koop':
 * on sale or open to an offer. Sold (also under reservation) and not-for-sale houses only when the
 * statuses filter asks for them.
 */
export const FOR_SALE_STATUSES: readonly HouseStatusKey[] = ['selling', 'open_for_offers'];

export function isHouseStatus(value: unknown): value is HouseStatusKey {
  return typeof value === 'string' && (HOUSE_STATUS_KEYS as readonly string[]).includes(value);
}

export function houseStatusDefinition(key: string): HouseStatusDefinition | undefined {
  return HOUSE_STATUSES.find((s) => s.key === key);
}

/** Why an owner is open for offers (spec §4). */
export type StatusReasonKey = 'offer' | 'members' | 'work' | 'new_house';

export const STATUS_REASONS: readonly { key: StatusReasonKey; label: string }[] = [
  { key: 'offer', label: 'Bij een goed bod' },
  { key: 'members', label: 'Als huisgenoten wijzigen' },
  { key: 'work', label: 'Als werksituatie wijzigt' },
  { key: 'new_house', label: 'Als ik een woning vind' },
];

/** Label of an open_for_offers reason; anything unknown (or missing) is 'Onbekend', as the spec says. */
export function statusReasonLabel(reason: string | null | undefined): string {
  return STATUS_REASONS.find((r) => r.key === reason)?.label ?? 'Onbekend';
}

/** Statuses whose offer needs no price (spec §4). */
export const STATUSES_WITHOUT_PRICE: readonly string[] = ['selling', 'sold_under_reservation', 'sold'];

export function priceRequired(status: string | null | undefined): boolean {
  return status != null && !STATUSES_WITHOUT_PRICE.includes(status);
}

export interface OfferFacts {
  houseStatus: string | null;
  price: number | null | undefined;
  minPrice: number | null | undefined;
  maxPrice: number | null | undefined;
}

/** §4: selling / sold_under_reservation / sold need no price; otherwise a price, or both min and max. */
export function isOfferComplete(h: OfferFacts): boolean {
  if (!h.houseStatus) return false;
  if (!priceRequired(h.houseStatus)) return true;
  return h.price != null || (h.minPrice != null && h.maxPrice != null);
}
