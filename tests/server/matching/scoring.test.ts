import { describe, expect, it } from 'vitest';
import {
  EXACT_SCORE,
  type MatchHouse,
  type MatchProfile,
  matchReasons,
  scoreMatch,
} from '../../../server/domain/matching/scoring.js';

// scoreMatch, criterion by criterion: met (exact), close (fuzzy with its reason), far (no match).

const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };
/** About 1 km of latitude. */
const KM = 1 / 111.2;

const house: MatchHouse = {
  ownerUserId: 1,
  ...UTRECHT,
  cityCode: '0344-utrecht',
  municipalityCode: '0344',
  houseTypeId: 10,
  numberBedrooms: 3,
  livingM2: 100,
  price: 400_000,
  minPrice: null,
  maxPrice: null,
  facilityIds: [1, 2],
  tagIds: [5, 6],
};

const profile: MatchProfile = {
  userId: 2,
  ...UTRECHT,
  range: 10,
  queryType: 'woonplaats',
  queryCode: '0344-utrecht',
  houseTypeIds: [10, 11],
  numberBedroomsMin: 3,
  priceMin: 300_000,
  priceMax: 400_000,
  maxMortgage: null,
  livingM2Min: 100,
  facilityIds: [1, 2],
  tagIds: [5, 6],
};

const score = (h: Partial<MatchHouse>, p: Partial<MatchProfile> = {}) =>
  scoreMatch({ ...house, ...h }, { ...profile, ...p });
const north = (km: number) => ({ latitude: UTRECHT.latitude + km * KM, longitude: UTRECHT.longitude });

describe('scoreMatch', () => {
  it('every wish met is an exact match with the top score and no reasons', () => {
    expect(score({})).toEqual({ exact: true, score: EXACT_SCORE, reasons: [] });
  });

  it('an empty profile (only the default bedroom) matches any house exactly', () => {
    const empty: Partial<MatchProfile> = {
      latitude: null,
      longitude: null,
      queryCode: null,
      queryType: null,
      range: 0,
      houseTypeIds: [],
      numberBedroomsMin: 1,
      priceMin: null,
      priceMax: null,
      maxMortgage: null,
      livingM2Min: null,
      facilityIds: [],
      tagIds: [],
    };
    expect(score({ price: null, livingM2: null, houseTypeId: null, facilityIds: [], tagIds: [] }, empty)?.exact).toBe(
      true,
    );
  });

  it('never matches a house with its owner’s own profile', () => {
    expect(score({ ownerUserId: 2 })).toBeNull();
  });

  describe('location', () => {
    it('within the range is met; up to 2 km outside is fuzzy; further is no match', () => {
      expect(score(north(9.9))?.exact).toBe(true);
      expect(score(north(11))).toMatchObject({ exact: false, reasons: ['outside_range'] });
      expect(score(north(12.5))).toBeNull();
    });

    it('range 0 is the place itself by its code; a house elsewhere within 2 km of its point is fuzzy', () => {
      const place = { range: 0 };
      expect(score({ ...north(5) }, place)?.exact).toBe(true); // same city code, far from the centre
      expect(score({ ...north(1), cityCode: 'other' }, place)).toMatchObject({ reasons: ['outside_range'] });
      expect(score({ ...north(3), cityCode: 'other' }, place)).toBeNull();
    });

    it('a gemeente is matched by the municipality code', () => {
      const gemeente = { range: 0, queryType: 'gemeente', queryCode: '0344', latitude: null, longitude: null };
      expect(score({ cityCode: 'vleuten' }, gemeente)?.exact).toBe(true);
      expect(score({ municipalityCode: '0307' }, gemeente)).toBeNull();
    });

    it('without points (lookup down, house without coordinates) the place code decides', () => {
      expect(score({ latitude: null, longitude: null })?.exact).toBe(true);
      expect(score({ latitude: null, longitude: null, cityCode: 'other' })).toBeNull();
      expect(score({ cityCode: 'other' }, { latitude: null, longitude: null })).toBeNull();
    });

    it('a profile without a place matches anywhere', () => {
      expect(score(north(300), { latitude: null, longitude: null, queryCode: null })?.exact).toBe(true);
    });

    it('the further outside, the lower the score', () => {
      expect(score(north(10.5))!.score).toBeGreaterThan(score(north(11.8))!.score);
    });
  });

  describe('house type', () => {
    it('one of the wished types is met; another type or none is no match', () => {
      expect(score({ houseTypeId: 11 })?.exact).toBe(true);
      expect(score({ houseTypeId: 12 })).toBeNull();
      expect(score({ houseTypeId: null })).toBeNull();
      expect(score({ houseTypeId: 12 }, { houseTypeIds: [] })?.exact).toBe(true);
    });
  });

  describe('bedrooms', () => {
    it('at least the minimum is met; one fewer is fuzzy; two fewer is no match', () => {
      expect(score({ numberBedrooms: 4 })?.exact).toBe(true);
      expect(score({ numberBedrooms: 2 })).toMatchObject({ exact: false, reasons: ['bedroom_less'] });
      expect(score({ numberBedrooms: 1 })).toBeNull();
    });
  });

  describe('budget', () => {
    it('up to the maximum is met; up to 10% over is fuzzy; more is no match', () => {
      expect(score({ price: 400_000 })?.exact).toBe(true);
      expect(score({ price: 440_000 })).toMatchObject({ exact: false, reasons: ['over_budget'] });
      expect(score({ price: 440_001 })).toBeNull();
    });

    it('down to the minimum is met; up to 10% under is fuzzy; less is no match', () => {
      expect(score({ price: 300_000 })?.exact).toBe(true);
      expect(score({ price: 270_000 })).toMatchObject({ exact: false, reasons: ['under_budget'] });
      expect(score({ price: 269_999 })).toBeNull();
    });

    it('a price range that overlaps the budget is met', () => {
      expect(score({ price: null, minPrice: 380_000, maxPrice: 480_000 })?.exact).toBe(true);
      expect(score({ price: null, minPrice: 420_000, maxPrice: 480_000 })).toMatchObject({ reasons: ['over_budget'] });
    });

    it('a house without a price is fuzzy when the profile has a budget, met when it has none', () => {
      expect(score({ price: null })).toMatchObject({ exact: false, reasons: ['price_unknown'] });
      expect(score({ price: null }, { priceMin: null, priceMax: null })?.exact).toBe(true);
    });

    it('further over budget scores lower', () => {
      expect(score({ price: 410_000 })!.score).toBeGreaterThan(score({ price: 438_000 })!.score);
    });
  });

  describe('maximum mortgage', () => {
    const noBudget = { priceMin: null, priceMax: null };

    it('a price up to the stored maximum mortgage is met', () => {
      expect(score({ price: 400_000 }, { ...noBudget, maxMortgage: 400_000 })?.exact).toBe(true);
      expect(score({ price: 400_000 }, { maxMortgage: 400_000 })?.exact).toBe(true);
    });

    it('up to 10% above it is fuzzy, "Boven je maximale hypotheek"; more is no match', () => {
      const above = score({ price: 440_000 }, { ...noBudget, maxMortgage: 400_000 });
      expect(above).toMatchObject({ exact: false, reasons: ['above_mortgage'] });
      expect(matchReasons(above!.reasons)).toEqual([{ code: 'above_mortgage', label: 'Boven je maximale hypotheek' }]);
      expect(score({ price: 440_001 }, { ...noBudget, maxMortgage: 400_000 })).toBeNull();
      // The lowest price of a range counts, as for the budget.
      expect(
        score({ price: null, minPrice: 410_000, maxPrice: 500_000 }, { ...noBudget, maxMortgage: 400_000 }),
      ).toMatchObject({ reasons: ['above_mortgage'] });
    });

    it('over the budget and above the mortgage is one reason, the mortgage; far over either is no match', () => {
      // Budget 380,000 and mortgage 390,000: 400,000 misses both by less than 10%.
      expect(score({ price: 400_000 }, { priceMax: 380_000, maxMortgage: 390_000 })).toMatchObject({
        exact: false,
        reasons: ['above_mortgage'],
      });
      // Over the budget, not above the mortgage: the budget's reason.
      expect(score({ price: 400_000 }, { priceMax: 380_000, maxMortgage: 400_000 })).toMatchObject({
        reasons: ['over_budget'],
      });
      // 3% above the mortgage but 13% over the budget.
      expect(score({ price: 340_000 }, { priceMin: null, priceMax: 300_000, maxMortgage: 330_000 })).toBeNull();
    });

    it('a budget above the mortgage says the searcher brings the rest: then the budget decides', () => {
      expect(score({ price: 400_000 }, { priceMax: 450_000, maxMortgage: 350_000 })?.exact).toBe(true);
      expect(score({ price: 460_000 }, { priceMax: 450_000, maxMortgage: 350_000 })).toMatchObject({
        reasons: ['over_budget'],
      });
    });

    it('a house without a price is fuzzy, and further above the mortgage scores lower', () => {
      expect(score({ price: null }, { ...noBudget, maxMortgage: 400_000 })).toMatchObject({
        reasons: ['price_unknown'],
      });
      expect(score({ price: 405_000 }, { ...noBudget, maxMortgage: 400_000 })!.score).toBeGreaterThan(
        score({ price: 435_000 }, { ...noBudget, maxMortgage: 400_000 })!.score,
      );
    });
  });

  describe('living area', () => {
    it('at least the wish is met; up to 10% smaller is fuzzy; smaller still is no match', () => {
      expect(score({ livingM2: 120 })?.exact).toBe(true);
      expect(score({ livingM2: 90 })).toMatchObject({ exact: false, reasons: ['smaller'] });
      expect(score({ livingM2: 89 })).toBeNull();
    });

    it('an unknown living area is fuzzy when the profile asks for one', () => {
      expect(score({ livingM2: null })).toMatchObject({ reasons: ['living_m2_unknown'] });
      expect(score({ livingM2: null }, { livingM2Min: null })?.exact).toBe(true);
    });
  });

  describe('facilities and tags', () => {
    it('every wished facility is met; one missing is fuzzy; two missing is no match', () => {
      expect(score({ facilityIds: [1, 2, 3] })?.exact).toBe(true);
      expect(score({ facilityIds: [1] })).toMatchObject({ reasons: ['facility_missing'] });
      expect(score({ facilityIds: [] })).toBeNull();
    });

    it('every wished tag is met; one missing is fuzzy; two missing is no match', () => {
      expect(score({ tagIds: [5, 6, 7] })?.exact).toBe(true);
      expect(score({ tagIds: [6] })).toMatchObject({ reasons: ['tag_missing'] });
      expect(score({ tagIds: [7] })).toBeNull();
    });
  });

  describe('fuzzy', () => {
    it('misses on two wishes are still fuzzy, with both reasons and a lower score than one', () => {
      const two = score({ price: 420_000, numberBedrooms: 2 });
      expect(two).toMatchObject({ exact: false, reasons: ['bedroom_less', 'over_budget'] });
      expect(two!.score).toBeLessThan(score({ price: 420_000 })!.score);
      expect(two!.score).toBeGreaterThan(0);
    });

    it('misses on three wishes are no match', () => {
      expect(score({ price: 420_000, numberBedrooms: 2, livingM2: 95 })).toBeNull();
    });

    it('a fuzzy score is always below the exact score', () => {
      expect(score({ price: 400_001 })!.score).toBeLessThan(EXACT_SCORE);
    });
  });

  it('reasons carry their Dutch labels; unknown stored codes are left out', () => {
    expect(matchReasons(['over_budget', 'bedroom_less', 'outside_range', 'gone'])).toEqual([
      { code: 'over_budget', label: 'Net buiten je budget' },
      { code: 'bedroom_less', label: 'Eén slaapkamer minder' },
      { code: 'outside_range', label: 'Net buiten je zoekgebied' },
    ]);
  });
});
