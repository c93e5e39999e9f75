/**
 * House statuses with their Dutch labels, for the listing filter panel. The label of a
 * house's own status comes from the server (`currentHouseStatus.label`).
 */
export const HOUSE_STATUSES = [
  { key: 'selling', label: 'Te koop' },
  { key: 'open_for_offers', label: 'Open voor biedingen' },
  { key: 'sold_under_reservation', label: 'Verkocht onder voorbehoud' },
  { key: 'sold', label: 'Verkocht' },
  { key: 'not_for_sale', label: 'Niet te koop' },
] as const;

export type HouseStatusKey = (typeof HOUSE_STATUSES)[number]['key'];

export function houseStatusLabel(key: string): string {
  return HOUSE_STATUSES.find((s) => s.key === key)?.label ?? key;
}
