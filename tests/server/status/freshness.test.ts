import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';
import {
  checkinPolicy,
  hasOpenSoldReport,
  isConfirmationOutdated,
  isHouseStatusOutdated,
  isHouseStatusUnknown,
  isStatusFresh,
  STATUS_FRESHNESS_MS,
  statusUnknownBefore,
} from '../../../server/domain/kernel/freshness.js';

// Status check-ins (spec §2/§4, §9): fresh under a day, outdated after the check-in age (or an open
// 'al verkocht' report), status unknown after the longer listing age.

const DAY = 86_400_000;
const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const policy = checkinPolicy({ STATUS_CHECKIN_DAYS: 30, HOUSE_STATUS_UNKNOWN_DAYS: 90 });

describe('the check-in policy', () => {
  it('has documented defaults of 30 and 90 days', () => {
    const config = loadConfig({});
    expect(config.STATUS_CHECKIN_DAYS).toBe(30);
    expect(config.HOUSE_STATUS_UNKNOWN_DAYS).toBe(90);
    expect(checkinPolicy(config)).toEqual({ outdatedAfterMs: 30 * DAY, unknownAfterMs: 90 * DAY });
  });

  it('is configurable, and refuses an unknown-age not beyond the check-in age or a check-in age under a day', () => {
    expect(checkinPolicy(loadConfig({ STATUS_CHECKIN_DAYS: '7', HOUSE_STATUS_UNKNOWN_DAYS: '21' }))).toEqual({
      outdatedAfterMs: 7 * DAY,
      unknownAfterMs: 21 * DAY,
    });
    expect(() => loadConfig({ STATUS_CHECKIN_DAYS: '30', HOUSE_STATUS_UNKNOWN_DAYS: '30' })).toThrow(
      /HOUSE_STATUS_UNKNOWN_DAYS/,
    );
    expect(() => loadConfig({ STATUS_CHECKIN_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ STATUS_CHECKIN_DAYS: 'dertig' })).toThrow(/STATUS_CHECKIN_DAYS/);
  });
});

describe('fresh: updated within the last day', () => {
  it('is fresh under a day, not from a day on', () => {
    expect(STATUS_FRESHNESS_MS).toBe(DAY);
    expect(isStatusFresh(now, now)).toBe(true);
    expect(isStatusFresh(ago(DAY - 1), now)).toBe(true);
    expect(isStatusFresh(ago(DAY), now)).toBe(false);
  });
});

describe('outdated: due for a check-in', () => {
  it('counts a moving wish or search profile outdated from the check-in age on', () => {
    expect(isConfirmationOutdated(ago(DAY - 1), policy, now)).toBe(false);
    expect(isConfirmationOutdated(ago(29 * DAY), policy, now)).toBe(false);
    expect(isConfirmationOutdated(ago(30 * DAY - 1), policy, now)).toBe(false);
    expect(isConfirmationOutdated(ago(30 * DAY), policy, now)).toBe(true);
  });

  it('counts a house status outdated by age, or at once when reported sold after its last confirmation', () => {
    const confirmed = ago(2 * DAY);
    expect(isHouseStatusOutdated({ statusConfirmedAt: confirmed, soldReportedAt: null }, policy, now)).toBe(false);
    expect(isHouseStatusOutdated({ statusConfirmedAt: ago(31 * DAY), soldReportedAt: null }, policy, now)).toBe(true);
    const reported = { statusConfirmedAt: confirmed, soldReportedAt: ago(DAY) };
    expect(hasOpenSoldReport(reported)).toBe(true);
    expect(isHouseStatusOutdated(reported, policy, now)).toBe(true);
    // Confirming after the report answers it.
    const answered = { statusConfirmedAt: ago(1000), soldReportedAt: ago(DAY) };
    expect(hasOpenSoldReport(answered)).toBe(false);
    expect(isHouseStatusOutdated(answered, policy, now)).toBe(false);
  });
});

describe('status unknown: out of the listing', () => {
  it('after the unknown age, not before', () => {
    expect(statusUnknownBefore(policy, now)).toEqual(ago(90 * DAY));
    expect(isHouseStatusUnknown({ statusConfirmedAt: ago(89 * DAY) }, policy, now)).toBe(false);
    expect(isHouseStatusUnknown({ statusConfirmedAt: ago(90 * DAY) }, policy, now)).toBe(false);
    expect(isHouseStatusUnknown({ statusConfirmedAt: ago(90 * DAY + 1) }, policy, now)).toBe(true);
  });
});
