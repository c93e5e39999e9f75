/**
 * How kansen are shown: exact matches first, then the fuzzy ones under their own heading, each with
 * the server's reasons ('Net buiten je budget', 'Boven je maximale hypotheek': the stored maximum
 * mortgage is a criterion of the matching). Pure, unit-tested.
 */
import { formatNumber, plural } from '../../format';

export interface KansFacts {
  exact: boolean;
  reasons: readonly { code: string; label: string }[];
}

export const KANSEN_TEXTS = {
  exactHeading: 'Precies wat je zoekt',
  fuzzyHeading: 'Bijna wat je zoekt',
  none: 'Nog geen kansen. Maak je zoekgebied groter of pas je wensen aan; nieuwe huizen komen er elke dag bij.',
  noneExact: 'Nog geen huizen die precies passen. Zet het vinkje uit om ook de huizen te zien die bijna passen.',
} as const;

/** The labels to show under a kans: a fuzzy match's reasons. */
export function kansLabels(kans: KansFacts): string[] {
  return kans.exact ? [] : kans.reasons.map((r) => r.label);
}

/** Where a heading goes: before the first kans, and before the first fuzzy one after exact ones. */
export function kansHeading(index: number, kansen: readonly { exact: boolean }[]): string | null {
  const current = kansen[index];
  if (!current) return null;
  if (index === 0) return current.exact ? KANSEN_TEXTS.exactHeading : KANSEN_TEXTS.fuzzyHeading;
  return !current.exact && kansen[index - 1].exact ? KANSEN_TEXTS.fuzzyHeading : null;
}

/**
 * A profile's kansen in one line: '3 kansen, waarvan 1 precies passend', never '… waarvan 0 …'
 * ('1 kans, nog geen precies passend'), and 'allemaal' when every one fits.
 */
export function matchCountsLabel(matchCount: number, exactCount: number): string {
  if (matchCount === 0) return 'Nog geen kansen';
  const kansen = plural(matchCount, 'kans', 'kansen');
  if (exactCount === 0) return `${kansen}, nog geen precies passend`;
  if (exactCount >= matchCount)
    return matchCount === 1 ? `${kansen}, precies passend` : `${kansen}, allemaal precies passend`;
  return `${kansen}, waarvan ${formatNumber(exactCount)} precies passend`;
}
