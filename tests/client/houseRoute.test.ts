import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { houseSlugFromSegment } from '../../client/features/houses/houseRoute';
import { BREAKPOINTS } from '../../client/styles/breakpoints';
import { HOUSE_STATUSES, houseStatusDefinition } from '../../server/domain/houses/statuses';

describe('houseSlugFromSegment', () => {
  it('strips the leading huis- and the trailing number', () => {
    expect(houseSlugFromSegment('huis-kerkstraat-12-4821')).toBe('kerkstraat-12');
    expect(houseSlugFromSegment('huis-abc123-7')).toBe('abc123');
  });

  it('keeps a slug without a trailing number', () => {
    expect(houseSlugFromSegment('huis-kerkstraat')).toBe('kerkstraat');
  });

  it('rejects other segments', () => {
    expect(houseSlugFromSegment('verwijderen')).toBeNull();
    expect(houseSlugFromSegment('huis-')).toBeNull();
    expect(houseSlugFromSegment(undefined)).toBeNull();
  });
});

describe('house statuses', () => {
  it('has the five statuses with Dutch labels', () => {
    expect(HOUSE_STATUSES.map((s) => s.key)).toEqual([
      'selling',
      'open_for_offers',
      'sold_under_reservation',
      'sold',
      'not_for_sale',
    ]);
    expect(houseStatusDefinition('sold_under_reservation')?.label).toBe('Verkocht onder voorbehoud');
  });
});

describe('breakpoints', () => {
  it('CSS custom media and the JS constants agree (sm 640, md 960, lg 1200)', () => {
    const css = readFileSync(new URL('../../client/styles/media.css', import.meta.url), 'utf8');
    expect(BREAKPOINTS).toEqual({ sm: 640, md: 960, lg: 1200 });
    for (const [name, px] of Object.entries(BREAKPOINTS)) {
      expect(css).toContain(`@custom-media --${name}-up (min-width: ${px}px);`);
    }
  });
});
