import type { Config } from '../../config.js';

// Status check-ins (spec §2/§4, §9): the product asks from time to time whether the moving wish,
// each house status and each search profile are still current. Each has its own confirmation time
// (users.moving_wish_confirmed_at, houses.status_confirmed_at, search_queries.confirmed_at), moved
// by a confirmation ("Klopt!") and by every save; a like, a new photo or a migration does not move it.
// Three ages, one place:
//  - fresh: confirmed less than a day ago (spec: "updated within the last day" counts as updated);
//  - outdated: confirmed longer ago than the check-in age (STATUS_CHECKIN_DAYS, default 30 days),
//    or a visitor reported a house sold after its last confirmation: the modal asks about it;
//  - status unknown: a house status not confirmed for HOUSE_STATUS_UNKNOWN_DAYS (default 90): the
//    house leaves the public listing (computed in the listing query) until its owner confirms.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Status freshness (spec §9): something confirmed or changed less than a day ago is up to date. */
export const STATUS_FRESHNESS_MS = DAY_MS;

/** The two configurable ages, in milliseconds. */
export interface CheckinPolicy {
  outdatedAfterMs: number;
  unknownAfterMs: number;
}

export function checkinPolicy(
  config: Pick<Config, 'STATUS_CHECKIN_DAYS' | 'HOUSE_STATUS_UNKNOWN_DAYS'>,
): CheckinPolicy {
  return {
    outdatedAfterMs: config.STATUS_CHECKIN_DAYS * DAY_MS,
    unknownAfterMs: config.HOUSE_STATUS_UNKNOWN_DAYS * DAY_MS,
  };
}

const age = (at: Date, now: Date) => now.getTime() - at.getTime();

/** True when `confirmedAt` lies less than a day before `now` (the modal's "Klopt!" is then done). */
export function isStatusFresh(confirmedAt: Date, now: Date = new Date()): boolean {
  return age(confirmedAt, now) < STATUS_FRESHNESS_MS;
}

/** The moving wish or a search profile: due for a check-in once its confirmation is older than the check-in age. */
export function isConfirmationOutdated(confirmedAt: Date, policy: CheckinPolicy, now: Date = new Date()): boolean {
  return age(confirmedAt, now) >= policy.outdatedAfterMs;
}

export interface HouseStatusConfirmation {
  statusConfirmedAt: Date;
  soldReportedAt: Date | null;
}

/** Reported sold after the last confirmation: the owner is asked at once, whatever the age. */
export function hasOpenSoldReport(h: HouseStatusConfirmation): boolean {
  return h.soldReportedAt !== null && h.soldReportedAt > h.statusConfirmedAt;
}

/** A house status: due for a check-in by age, or by an unanswered 'Dit huis is al verkocht' report. */
export function isHouseStatusOutdated(
  h: HouseStatusConfirmation,
  policy: CheckinPolicy,
  now: Date = new Date(),
): boolean {
  return hasOpenSoldReport(h) || isConfirmationOutdated(h.statusConfirmedAt, policy, now);
}

/** The earliest confirmation time a listed house may have: older ones are 'status onbekend'. */
export function statusUnknownBefore(policy: CheckinPolicy, now: Date = new Date()): Date {
  return new Date(now.getTime() - policy.unknownAfterMs);
}

/** The owner ignored the check-ins so long that nobody knows whether the house is still on offer. */
export function isHouseStatusUnknown(
  h: Pick<HouseStatusConfirmation, 'statusConfirmedAt'>,
  policy: CheckinPolicy,
  now: Date = new Date(),
): boolean {
  return h.statusConfirmedAt < statusUnknownBefore(policy, now);
}
