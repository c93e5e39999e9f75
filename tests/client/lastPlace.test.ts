import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastPlace, parsePlace, rememberPlace } from '../../client/features/search/lastPlace';

const utrecht = {
  type: 'woonplaats',
  code: '3295',
  weergavenaam: 'Utrecht, Utrecht, Utrecht',
  latitude: 52.09,
  longitude: 5.12,
};

/** A minimal sessionStorage for node. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the last listing place for the header search bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is remembered and read back for this tab', () => {
    vi.stubGlobal('sessionStorage', fakeStorage());
    expect(lastPlace()).toBeUndefined();
    rememberPlace(utrecht);
    expect(lastPlace()).toEqual(utrecht);
  });

  it('keeps a place without a code (the listing path then has "-")', () => {
    expect(parsePlace({ ...utrecht, code: null })).toEqual({ ...utrecht, code: null });
  });

  it('ignores stored values that are not a place', () => {
    for (const value of [
      null,
      'Utrecht',
      { ...utrecht, weergavenaam: '' },
      { ...utrecht, latitude: '52.09' },
      { ...utrecht, longitude: Number.NaN },
      { weergavenaam: 'Utrecht', latitude: 52, longitude: 5 },
    ]) {
      expect(parsePlace(value)).toBeUndefined();
    }
  });

  it('without usable storage the bar simply starts empty', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => rememberPlace(utrecht)).not.toThrow();
    expect(lastPlace()).toBeUndefined();
    vi.unstubAllGlobals();
    // Node has no sessionStorage at all.
    expect(lastPlace()).toBeUndefined();
  });
});
