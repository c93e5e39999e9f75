/** Status freshness (spec §4, §9): something confirmed or changed less than a day ago is up to date. */
export const STATUS_FRESHNESS_MS = 24 * 60 * 60 * 1000;

/**
 * The one freshness rule: true when `updatedAt` lies less than a day before `now`. The profile,
 * every house status and every search profile count as outdated when this is false.
 */
export function isStatusFresh(updatedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - updatedAt.getTime() < STATUS_FRESHNESS_MS;
}
