import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateMedium,
  formatDateShort,
  formatDateTime,
  formatDecimal,
  formatHousePrice,
  formatKm,
  formatM2,
  formatM3,
  formatNumber,
  formatPrice,
  formatPriceKk,
  formatPriceRange,
  plural,
} from '../../client/format';

describe('formatPrice', () => {
  it('formats euros the Dutch way without decimals', () => {
    expect(formatPrice(12345)).toBe('€ 12.345');
    expect(formatPrice(425000)).toBe('€ 425.000');
    expect(formatPrice(1250000)).toBe('€ 1.250.000');
    expect(formatPrice(0)).toBe('€ 0');
  });

  it('rounds to whole euros', () => {
    expect(formatPrice(999.5)).toBe('€ 1.000');
    expect(formatPrice(12.4)).toBe('€ 12');
  });

  it('uses plain spaces, not no-break spaces', () => {
    expect(formatPrice(5)).not.toMatch(/\u00a0/);
  });
});

describe('formatPriceKk', () => {
  it('adds the short form k.k.', () => {
    expect(formatPriceKk(425000)).toBe('€ 425.000 k.k.');
  });
});

describe('formatPriceRange', () => {
  it('shows both ends with k.k. once', () => {
    expect(formatPriceRange(400000, 450000)).toBe('€ 400.000 - € 450.000 k.k.');
  });

  it('collapses an equal range', () => {
    expect(formatPriceRange(400000, 400000)).toBe('€ 400.000 k.k.');
  });

  it('handles open ends', () => {
    expect(formatPriceRange(400000, null)).toBe('vanaf € 400.000 k.k.');
    expect(formatPriceRange(undefined, 450000)).toBe('tot € 450.000 k.k.');
    expect(formatPriceRange(null, null)).toBeNull();
  });
});

describe('formatHousePrice', () => {
  it('prefers the price, then the range, then a Dutch fallback', () => {
    expect(formatHousePrice({ price: 425000, minPrice: 1, maxPrice: 2 })).toBe('€ 425.000 k.k.');
    expect(formatHousePrice({ price: null, minPrice: 300000, maxPrice: 325000 })).toBe('€ 300.000 - € 325.000 k.k.');
    expect(formatHousePrice({ price: null, minPrice: null, maxPrice: null })).toBe('Prijs op aanvraag');
  });
});

describe('numbers and units', () => {
  it('formats numbers with Dutch grouping', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(1234567)).toBe('1.234.567');
  });

  it('formats decimals with a comma', () => {
    expect(formatDecimal(2.35)).toBe('2,4');
    expect(formatDecimal(3)).toBe('3');
    expect(formatKm(12.04)).toBe('12 km');
    expect(formatKm(0.55)).toBe('0,6 km');
  });

  it('formats areas and volumes', () => {
    expect(formatM2(120)).toBe('120 m²');
    expect(formatM2(1500)).toBe('1.500 m²');
    expect(formatM3(350)).toBe('350 m³');
  });

  it('chooses singular or plural', () => {
    expect(plural(1, 'huis', 'huizen')).toBe('1 huis');
    expect(plural(0, 'huis', 'huizen')).toBe('0 huizen');
    expect(plural(1234, 'huis', 'huizen')).toBe('1.234 huizen');
  });
});

describe('dates', () => {
  it('formats dates in Dutch', () => {
    expect(formatDate('2026-03-05T12:00:00')).toBe('5 maart 2026');
    expect(formatDateMedium(new Date(2026, 2, 5))).toBe('5 mrt 2026');
    expect(formatDateShort(new Date(2026, 2, 5))).toBe('05-03-2026');
    expect(formatDateTime(new Date(2026, 2, 5, 14, 5))).toBe('5 maart 2026 om 14:05');
  });

  it('returns an empty string for invalid dates', () => {
    expect(formatDate('geen datum')).toBe('');
  });
});
