/**
 * The rules of the status-update screen and modal (spec §2/§4), kept apart from the components so
 * they can be tested on their own. Freshness is the server's one rule (server/domain/kernel/freshness.ts).
 */
import { isStatusFresh } from '../../../server/domain/kernel/freshness';
import { formatDate } from '../../format';
import { DASHBOARD } from '../../paths';

export { isStatusFresh };

const CHECKIN_FREE = [
  // my-{product}-houses-edit and my-{product}-search-queries-edit, every step
  /^\/woningen\/[^/]+\/bewerken(\/|$)/,
  /^\/zoekprofielen\/[^/]+\/bewerken(\/|$)/,
  // my-{product}-settings and its children
  /^\/instellingen(\/|$)/,
  // the status-update screen itself
  /^\/status-bijwerken\/?$/,
];

/** §4: the modal is not shown on the house-edit, search-profile-edit and settings routes (nor over its own screen). */
export function modalHiddenOn(pathname: string): boolean {
  if (!pathname.startsWith(`${DASHBOARD}/`)) return false;
  const rest = pathname.slice(DASHBOARD.length);
  return CHECKIN_FREE.some((route) => route.test(rest));
}

/** The viewer's flags of spec §3: the modal opens after load when any is set. */
export interface CheckinFlags {
  hasOutdatedProfile: boolean | null | undefined;
  hasOutdatedHouseStatus: boolean | null | undefined;
  hasOutdatedSearchQuery: boolean | null | undefined;
}

export function somethingOutdated(flags: CheckinFlags | null | undefined): boolean {
  return Boolean(flags && (flags.hasOutdatedProfile || flags.hasOutdatedHouseStatus || flags.hasOutdatedSearchQuery));
}

/**
 * §4 user button: 'Bijwerken' when the moving wish was changed, otherwise 'Klopt!'; disabled while
 * saving, or while the wish was confirmed within the last day and is unchanged.
 */
export function movingWishButton(state: {
  saving: boolean;
  confirmedAt: string | Date | null | undefined;
  saved: number | null | undefined;
  chosen: number | null | undefined;
  now?: Date;
}): { label: 'Bijwerken' | 'Klopt!'; disabled: boolean } {
  const changed = (state.chosen ?? null) !== (state.saved ?? null);
  const fresh = state.confirmedAt != null && isStatusFresh(new Date(state.confirmedAt), state.now);
  return { label: changed ? 'Bijwerken' : 'Klopt!', disabled: state.saving || (fresh && !changed) };
}

/** A house or search profile counts as updated when confirmed under a day ago (§4). */
export function isUpdated(confirmedAt: string | Date | null | undefined, now?: Date): boolean {
  return confirmedAt != null && isStatusFresh(new Date(confirmedAt), now);
}

/**
 * A house or search profile in the lists: updated when confirmed under a day ago and not due since
 * (a visitor's 'al verkocht' report after this morning's 'Klopt!' makes the house due again).
 */
export function itemUpdated(
  item: { due: boolean | null | undefined; confirmedAt: string | Date | null | undefined },
  now?: Date,
) {
  return !item.due && isUpdated(item.confirmedAt, now);
}

/**
 * What the modal asks about: what is due, and what was confirmed today (so it stays, marked as
 * updated, after its 'Klopt!'). The screen shows everything.
 */
export function asksAbout(
  item: { due: boolean | null | undefined; confirmedAt: string | Date | null | undefined },
  now?: Date,
) {
  return Boolean(item.due) || isUpdated(item.confirmedAt, now);
}

/** When an item was last confirmed, for the line under it: 'Laatst bevestigd: vandaag' / '3 november 2026'. */
export function lastConfirmedLabel(confirmedAt: string | Date | null | undefined, now = new Date()): string {
  if (confirmedAt == null) return 'Nog niet bevestigd';
  const day = formatDate(confirmedAt);
  return `Laatst bevestigd: ${day === formatDate(now) ? 'vandaag' : day}`;
}
