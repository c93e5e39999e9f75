import { distanceKm, type Point } from '../geo.js';

// Matching (kansen): how well one listed house fits one search profile. One function,
// used both ways (a house's searchers, a profile's houses) by store.ts; the SQL of candidates.ts
// only narrows the candidates to the ones this function could accept.
//
// exact = every wish the profile states is met. fuzzy = close: no wish is missed by more than its
// tolerance below, and at most MAX_FUZZY_REASONS wishes are missed at all; each miss is a reason
// (a stable code and the Dutch label the client shows). Anything further off is no match.
// A wish the house gives no answer to (no price, no living area) counts as a miss, not as met.

/** At most this many km outside the profile's area (or, range 0, from its place) is "just outside". */
export const RANGE_SLACK_KM = 2;
/**
 * Up to 10% over the maximum (under the minimum) budget is "just outside the budget", up to 10%
 * below the wished living area "a bit smaller": `withinTenth` compares in whole numbers, as the SQL
 * of candidates.ts does.
 */
export const withinTenth = (shortfall: number, wish: number) => 10 * shortfall <= wish;
/** A fuzzy match misses at most this many wishes. */
export const MAX_FUZZY_REASONS = 2;
/** The score of an exact match; fuzzy ones score below it, so "exact first" is "best score first". */
export const EXACT_SCORE = 100;

export const MATCH_REASONS = {
  outside_range: 'Net buiten je zoekgebied',
  over_budget: 'Net buiten je budget',
  under_budget: 'Net onder je minimumprijs',
  above_mortgage: 'Boven je maximale hypotheek',
  price_unknown: 'Prijs niet bekend',
  bedroom_less: 'Eén slaapkamer minder',
  smaller: 'Iets kleiner dan je wens',
  living_m2_unknown: 'Woonoppervlakte niet bekend',
  facility_missing: 'Mist één van je voorzieningen',
  tag_missing: 'Mist één van je kenmerken',
} as const;

export type MatchReasonCode = keyof typeof MATCH_REASONS;

export interface MatchReason {
  code: MatchReasonCode;
  label: string;
}

/** Stored reason codes → reasons (codes no longer known are left out). */
export function matchReasons(codes: readonly string[]): MatchReason[] {
  return codes
    .filter((code): code is MatchReasonCode => code in MATCH_REASONS)
    .map((code) => ({ code, label: MATCH_REASONS[code] }));
}

export interface MatchHouse {
  ownerUserId: number | null;
  latitude: number | null;
  longitude: number | null;
  cityCode: string | null;
  municipalityCode: string | null;
  houseTypeId: number | null;
  numberBedrooms: number;
  livingM2: number | null;
  /** Whole euros: an asking price, or a range from min to max. */
  price: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  facilityIds: readonly number[];
  tagIds: readonly number[];
}

export interface MatchProfile {
  userId: number | null;
  latitude: number | null;
  longitude: number | null;
  /** km around the place; 0 = the place itself. */
  range: number;
  queryType: string | null;
  queryCode: string | null;
  houseTypeIds: readonly number[];
  numberBedroomsMin: number;
  priceMin: number | null;
  priceMax: number | null;
  /** The maximum mortgage the searcher computed (zoek/maximale-hypotheek), whole euros. */
  maxMortgage: number | null;
  livingM2Min: number | null;
  facilityIds: readonly number[];
  tagIds: readonly number[];
}

export interface MatchResult {
  exact: boolean;
  /** EXACT_SCORE for an exact match, 1–99 for a fuzzy one (higher = closer). */
  score: number;
  reasons: MatchReasonCode[];
}

/** One wish: met, missed but close (a reason and a penalty in score points), or far off (no match). */
type Verdict = 'met' | 'far' | { reason: MatchReasonCode; penalty: number };

const miss = (reason: MatchReasonCode, penalty: number): Verdict => ({ reason, penalty: Math.round(penalty) });

const pointOf = (p: { latitude: number | null; longitude: number | null }): Point | null =>
  p.latitude === null || p.longitude === null ? null : { latitude: p.latitude, longitude: p.longitude };

/** The house lies in the profile's place by its CBS code (a gemeente by municipality, else the woonplaats). */
function inPlace(house: MatchHouse, profile: MatchProfile): boolean {
  const code = profile.queryType === 'gemeente' ? house.municipalityCode : house.cityCode;
  return code !== null && code === profile.queryCode;
}

/**
 * Location: with a point and a range, the distance from the place; range 0 (or no point), the place
 * itself by its code, and within RANGE_SLACK_KM of its point just outside. No place = anywhere.
 */
function locationVerdict(house: MatchHouse, profile: MatchProfile): Verdict {
  const center = pointOf(profile);
  if (!center && profile.queryCode === null) return 'met';
  const at = pointOf(house);
  if (center && at && profile.range > 0) {
    const over = distanceKm(center, at) - profile.range;
    if (over <= 0) return 'met';
    return over <= RANGE_SLACK_KM ? miss('outside_range', 10 + (10 * over) / RANGE_SLACK_KM) : 'far';
  }
  if (profile.queryCode !== null && inPlace(house, profile)) return 'met';
  if (center && at) {
    const km = distanceKm(center, at);
    if (km <= RANGE_SLACK_KM) return miss('outside_range', 10 + (10 * km) / RANGE_SLACK_KM);
  }
  return 'far';
}

function houseTypeVerdict(house: MatchHouse, profile: MatchProfile): Verdict {
  if (!profile.houseTypeIds.length) return 'met';
  return house.houseTypeId !== null && profile.houseTypeIds.includes(house.houseTypeId) ? 'met' : 'far';
}

function bedroomsVerdict(house: MatchHouse, profile: MatchProfile): Verdict {
  if (house.numberBedrooms >= profile.numberBedroomsMin) return 'met';
  return house.numberBedrooms === profile.numberBedroomsMin - 1 ? miss('bedroom_less', 15) : 'far';
}

/** The house's price range: an asking price, or from its minimum to its maximum price. */
export function housePriceRange(house: Pick<MatchHouse, 'price' | 'minPrice' | 'maxPrice'>) {
  const low = house.price ?? house.minPrice ?? house.maxPrice;
  const high = house.price ?? house.maxPrice ?? house.minPrice;
  return low === null || high === null ? null : { low, high };
}

/**
 * What the searcher can pay beyond the budget: a price above the stored maximum mortgage. A budget
 * above the mortgage says the searcher brings the difference (own funds, which the profile does not
 * store), so then the budget alone decides. Up to 10% above is close, further is far.
 */
function mortgageVerdict(lowestPrice: number, profile: MatchProfile): Verdict | null {
  const mortgage = profile.maxMortgage;
  if (mortgage === null || lowestPrice <= mortgage) return null;
  if (profile.priceMax !== null && profile.priceMax > mortgage) return null;
  const over = lowestPrice - mortgage;
  return withinTenth(over, mortgage) ? miss('above_mortgage', 5 + (100 * over) / mortgage) : 'far';
}

/** Budget: the house's price range meets the profile's (a range that overlaps it is within budget). */
function budgetVerdict(range: { low: number; high: number }, profile: MatchProfile): Verdict {
  if (profile.priceMax !== null && range.low > profile.priceMax) {
    const over = range.low - profile.priceMax;
    return withinTenth(over, profile.priceMax) ? miss('over_budget', 5 + (100 * over) / profile.priceMax) : 'far';
  }
  if (profile.priceMin !== null && range.high < profile.priceMin) {
    const under = profile.priceMin - range.high;
    return withinTenth(under, profile.priceMin) ? miss('under_budget', 5 + (100 * under) / profile.priceMin) : 'far';
  }
  return 'met';
}

/**
 * The price: within the budget and what the searcher can pay. One wish, so one reason: a house
 * both over the budget and above the mortgage is 'Boven je maximale hypotheek' (the stronger fact).
 */
function priceVerdict(house: MatchHouse, profile: MatchProfile): Verdict {
  if (profile.priceMin === null && profile.priceMax === null && profile.maxMortgage === null) return 'met';
  const range = housePriceRange(house);
  if (!range) return miss('price_unknown', 10);
  const budget = budgetVerdict(range, profile);
  const mortgage = mortgageVerdict(range.low, profile);
  if (budget === 'far' || mortgage === 'far') return 'far';
  return mortgage ?? budget;
}

function livingVerdict(house: MatchHouse, profile: MatchProfile): Verdict {
  if (!profile.livingM2Min) return 'met';
  if (house.livingM2 === null) return miss('living_m2_unknown', 5);
  if (house.livingM2 >= profile.livingM2Min) return 'met';
  const short = profile.livingM2Min - house.livingM2;
  return withinTenth(short, profile.livingM2Min) ? miss('smaller', 5 + (100 * short) / profile.livingM2Min) : 'far';
}

/** Every wished facility (tag): one missing is close, more is far. */
function setVerdict(wished: readonly number[], has: readonly number[], reason: MatchReasonCode): Verdict {
  const missing = wished.filter((id) => !has.includes(id)).length;
  if (missing === 0) return 'met';
  return missing === 1 ? miss(reason, 10) : 'far';
}

/** How `house` fits `profile`: exact, fuzzy with its reasons, or null (no match; also a searcher's own house). */
export function scoreMatch(house: MatchHouse, profile: MatchProfile): MatchResult | null {
  if (profile.userId !== null && profile.userId === house.ownerUserId) return null;
  const verdicts = [
    locationVerdict(house, profile),
    houseTypeVerdict(house, profile),
    bedroomsVerdict(house, profile),
    priceVerdict(house, profile),
    livingVerdict(house, profile),
    setVerdict(profile.facilityIds, house.facilityIds, 'facility_missing'),
    setVerdict(profile.tagIds, house.tagIds, 'tag_missing'),
  ];
  if (verdicts.includes('far')) return null;
  const misses = verdicts.filter((v): v is Exclude<Verdict, 'met' | 'far'> => typeof v === 'object');
  if (misses.length === 0) return { exact: true, score: EXACT_SCORE, reasons: [] };
  if (misses.length > MAX_FUZZY_REASONS) return null;
  const penalty = misses.reduce((sum, m) => sum + m.penalty, 0);
  return {
    exact: false,
    score: Math.min(EXACT_SCORE - 1, Math.max(1, EXACT_SCORE - penalty)),
    reasons: misses.map((m) => m.reason),
  };
}
