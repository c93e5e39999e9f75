/**
 * How kansen are shown: exact matches first, then the fuzzy ones under their own heading, each with
 * the server's reasons ('Net buiten je budget'), and a flag for houses above the stored maximum
 * mortgage. Pure, unit-tested.
 */

export interface KansFacts {
  exact: boolean;
  reasons: readonly { code: string; label: string }[];
  /** The lowest price the house asks (asking price, or the lower end of a range); null when unknown. */
  lowestPrice: number | null;
}

export const KANSEN_TEXTS = {
  exactHeading: 'Precies wat je zoekt',
  fuzzyHeading: 'Bijna wat je zoekt',
  aboveMortgage: 'Boven je maximale hypotheek',
  none: 'Nog geen kansen. Maak je zoekgebied groter of pas je wensen aan; nieuwe huizen komen er elke dag bij.',
  noneExact: 'Nog geen huizen die precies passen. Zet het vinkje uit om ook de huizen te zien die bijna passen.',
} as const;

/** The lowest price a house asks: its price, or else its minimum price. */
export function lowestPrice(house: { price?: number | null; minPrice?: number | null }): number | null {
  return house.price ?? house.minPrice ?? null;
}

/** The labels to show under a kans: the fuzzy reasons, and the mortgage flag when it asks more than the maximum. */
export function kansLabels(kans: KansFacts, maxMortgage: number | null | undefined): string[] {
  const labels = kans.exact ? [] : kans.reasons.map((r) => r.label);
  if (maxMortgage != null && kans.lowestPrice != null && kans.lowestPrice > maxMortgage)
    labels.push(KANSEN_TEXTS.aboveMortgage);
  return labels;
}

/** Where a heading goes: before the first kans, and before the first fuzzy one after exact ones. */
export function kansHeading(index: number, kansen: readonly { exact: boolean }[]): string | null {
  const current = kansen[index];
  if (!current) return null;
  if (index === 0) return current.exact ? KANSEN_TEXTS.exactHeading : KANSEN_TEXTS.fuzzyHeading;
  return !current.exact && kansen[index - 1].exact ? KANSEN_TEXTS.fuzzyHeading : null;
}
