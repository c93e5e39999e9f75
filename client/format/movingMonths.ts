/**
 * The moving_months choices (spec §3: 0, 1, 3, 6, 12, 24) with their labels: a member's moving
 * wish on the profile and a seller's moving term on a house use the same list.
 */
export const MOVING_MONTHS_OPTIONS: { value: number; label: string }[] = [
  { value: 0, label: 'Weet niet' },
  { value: 1, label: 'Zo snel mogelijk' },
  { value: 3, label: 'Binnen een paar maanden' },
  { value: 6, label: 'Binnen een half jaar' },
  { value: 12, label: 'Binnen een jaar' },
  { value: 24, label: 'Binnen een paar jaar' },
];

export function movingMonthsLabel(months: number | null | undefined): string | null {
  if (months == null) return null;
  return MOVING_MONTHS_OPTIONS.find((o) => o.value === months)?.label ?? `${months} maanden`;
}
