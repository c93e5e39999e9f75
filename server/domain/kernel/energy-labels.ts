// Import-free on purpose: the client shows the labels (badge, wizard, filter) with these rules.

/** The energy labels of a house (EP-online), best first. */
export const HOUSE_ENERGY_LABELS = ['A++++', 'A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type HouseEnergyLabel = (typeof HOUSE_ENERGY_LABELS)[number];

export function isHouseEnergyLabel(value: unknown): value is HouseEnergyLabel {
  return typeof value === 'string' && (HOUSE_ENERGY_LABELS as readonly string[]).includes(value);
}

/** The labels at least as good as `min` ('minimaal label B': A++++ … B). */
export function energyLabelsAtLeast(min: HouseEnergyLabel): HouseEnergyLabel[] {
  return HOUSE_ENERGY_LABELS.slice(0, HOUSE_ENERGY_LABELS.indexOf(min) + 1);
}
