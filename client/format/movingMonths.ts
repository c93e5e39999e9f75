/** Moving-wish options of profile and status screens (spec §3), moving_months → label. */
export const MOVING_WISH_OPTIONS: { value: number; label: string }[] = [
  { value: 0, label: 'Weet niet' },
  { value: 1, label: 'Zo snel mogelijk' },
  { value: 3, label: 'Binnen een paar maanden' },
  { value: 6, label: 'Binnen een half jaar' },
  { value: 12, label: 'Binnen een jaar' },
  { value: 24, label: 'Binnen een paar jaar' },
];

export function movingWishLabel(months: number | null | undefined): string | null {
  if (months == null) return null;
  return MOVING_WISH_OPTIONS.find((o) => o.value === months)?.label ?? `${months} maanden`;
}
