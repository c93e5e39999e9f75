import { describe, expect, it } from 'vitest';
import {
  asksAbout,
  itemUpdated,
  lastConfirmedLabel,
  modalHiddenOn,
  movingWishButton,
  somethingOutdated,
} from '../../client/features/checkins/checkinRules';

// The rules of the status-update screen and modal (spec §2/§4).

const now = new Date('2026-11-26T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('where the modal is not shown', () => {
  it('skips the house-edit, search-profile-edit and settings routes (and its own screen)', () => {
    for (const path of [
      '/mijn-huiskans/woningen/dorpsstraat-utrecht-abc/bewerken',
      '/mijn-huiskans/woningen/dorpsstraat-utrecht-abc/bewerken/aanbod',
      '/mijn-huiskans/zoekprofielen/utrecht-zoekprofiel-x/bewerken/locatie',
      '/mijn-huiskans/instellingen',
      '/mijn-huiskans/instellingen/geblokkeerde-gebruikers',
      '/mijn-huiskans/status-bijwerken',
    ])
      expect(modalHiddenOn(path), path).toBe(true);
  });

  it('shows on every other page, the owner views of a house or profile included', () => {
    for (const path of [
      '/',
      '/mijn-huiskans',
      '/mijn-huiskans/woningen/dorpsstraat-utrecht-abc',
      '/mijn-huiskans/zoekprofielen/utrecht-zoekprofiel-x/kansen',
      '/mijn-huiskans/zoekprofielen',
      '/huizen/aanbod',
      '/huizen/utrecht/huis-dorpsstraat-utrecht-abc-12',
      // Not the dashboard: a path that only looks like one.
      '/instellingen',
    ])
      expect(modalHiddenOn(path), path).toBe(false);
  });

  it('opens when any of the three flags is set', () => {
    const none = { hasOutdatedProfile: false, hasOutdatedHouseStatus: false, hasOutdatedSearchQuery: false };
    expect(somethingOutdated(none)).toBe(false);
    expect(somethingOutdated(null)).toBe(false);
    expect(somethingOutdated({ ...none, hasOutdatedHouseStatus: true })).toBe(true);
    expect(somethingOutdated({ ...none, hasOutdatedSearchQuery: true })).toBe(true);
    expect(somethingOutdated({ ...none, hasOutdatedProfile: true })).toBe(true);
  });
});

describe('the moving-wish button', () => {
  const base = { saving: false, saved: 6, chosen: 6, now };
  it("says 'Klopt!' while unchanged and 'Bijwerken' once changed", () => {
    expect(movingWishButton({ ...base, confirmedAt: hoursAgo(24 * 40) })).toEqual({ label: 'Klopt!', disabled: false });
    expect(movingWishButton({ ...base, chosen: 12, confirmedAt: hoursAgo(24 * 40) })).toEqual({
      label: 'Bijwerken',
      disabled: false,
    });
  });

  it('is disabled while saving, and while confirmed within the last day and unchanged', () => {
    expect(movingWishButton({ ...base, saving: true, confirmedAt: hoursAgo(24 * 40) }).disabled).toBe(true);
    expect(movingWishButton({ ...base, confirmedAt: hoursAgo(23) }).disabled).toBe(true);
    expect(movingWishButton({ ...base, confirmedAt: hoursAgo(25) }).disabled).toBe(false);
    // Changed again after today's confirmation: 'Bijwerken' may be pressed.
    expect(movingWishButton({ ...base, chosen: 1, confirmedAt: hoursAgo(1) })).toEqual({
      label: 'Bijwerken',
      disabled: false,
    });
  });
});

describe('houses and search profiles in the lists', () => {
  it('count as updated when confirmed under a day ago and not due since', () => {
    expect(itemUpdated({ due: false, confirmedAt: hoursAgo(2) }, now)).toBe(true);
    expect(itemUpdated({ due: false, confirmedAt: hoursAgo(30) }, now)).toBe(false);
    // Reported sold after this morning's 'Klopt!'.
    expect(itemUpdated({ due: true, confirmedAt: hoursAgo(2) }, now)).toBe(false);
  });

  it('are in the modal when due or confirmed today, and otherwise only on the screen', () => {
    expect(asksAbout({ due: true, confirmedAt: hoursAgo(24 * 40) }, now)).toBe(true);
    expect(asksAbout({ due: false, confirmedAt: hoursAgo(2) }, now)).toBe(true);
    expect(asksAbout({ due: false, confirmedAt: hoursAgo(24 * 5) }, now)).toBe(false);
  });
});

describe('when each item was last confirmed', () => {
  it('says today, a date, or never', () => {
    expect(lastConfirmedLabel('2026-11-26T08:00:00Z', now)).toBe('Laatst bevestigd: vandaag');
    expect(lastConfirmedLabel('2026-10-15T08:00:00Z', now)).toBe('Laatst bevestigd: 15 oktober 2026');
    expect(lastConfirmedLabel(null, now)).toBe('Nog niet bevestigd');
  });
});
