import type { Db } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { boundingBox, type Point } from '../geo.js';
import { distanceSql, LISTED_MODERATION_STATUSES, MAX_RANGE_KM } from '../kernel/listing.js';
import { housePriceRange, type MatchHouse, type MatchProfile, RANGE_SLACK_KM } from './scoring.js';

// Candidate selection in SQL for store.ts: the houses one profile could match, the profiles one
// house could match. Each is a superset of what scoring.ts accepts (with the same tolerances, in
// whole numbers), narrowed by indexed columns first: a bounding box on latitude/longitude, the
// place code, the price. scoreMatch then decides.

export type CandidateHouse = MatchHouse & { id: number };
export type CandidateProfile = MatchProfile & { id: number };

/** Houses that can be a kans: listed (submitted or approved) and not sold. */
const MATCHABLE_HOUSE = Prisma.sql`h.moderation_status IN (${Prisma.join(LISTED_MODERATION_STATUSES)}) AND h.house_status <> 'sold'`;

const HOUSE_COLUMNS = Prisma.sql`h.id, h.owner_user_id AS "ownerUserId", h.latitude, h.longitude,
  h.city_code AS "cityCode", h.municipality_code AS "municipalityCode", h.house_type_id AS "houseTypeId",
  h.number_bedrooms AS "numberBedrooms", h.living_m2 AS "livingM2", h.price, h.min_price AS "minPrice",
  h.max_price AS "maxPrice",
  ARRAY(SELECT l.facility_id FROM house_facility_links l WHERE l.house_id = h.id) AS "facilityIds",
  ARRAY(SELECT l.tag_id FROM house_tags l WHERE l.house_id = h.id) AS "tagIds"`;

const PROFILE_COLUMNS = Prisma.sql`q.id, q.user_id AS "userId", q.latitude, q.longitude, q.range,
  q.query_type AS "queryType", q.query_code AS "queryCode", q.number_bedrooms_min AS "numberBedroomsMin",
  q.price_min AS "priceMin", q.price_max AS "priceMax", q.max_mortgage AS "maxMortgage", q.living_m2_min AS "livingM2Min",
  ARRAY(SELECT x.house_type_id FROM search_query_house_types x WHERE x.search_query_id = q.id) AS "houseTypeIds",
  ARRAY(SELECT x.facility_id FROM search_query_facilities x WHERE x.search_query_id = q.id) AS "facilityIds",
  ARRAY(SELECT x.tag_id FROM search_query_tags x WHERE x.search_query_id = q.id) AS "tagIds"`;

/** The house with the facts scoring needs, when it can match at all (listed, not sold); otherwise null. */
export async function matchableHouse(db: Db, houseId: number): Promise<CandidateHouse | null> {
  const [row] = await db.$queryRaw<CandidateHouse[]>`SELECT ${HOUSE_COLUMNS} FROM houses h
    WHERE h.id = ${houseId} AND ${MATCHABLE_HOUSE}`;
  return row ?? null;
}

/** The profile with the facts scoring needs, or null when it is gone. */
export async function matchingProfile(db: Db, profileId: number): Promise<CandidateProfile | null> {
  const [row] = await db.$queryRaw<CandidateProfile[]>`SELECT ${PROFILE_COLUMNS} FROM search_queries q
    WHERE q.id = ${profileId}`;
  return row ?? null;
}

const boxSql = (columns: { latitude: string; longitude: string }, center: Point, km: number) => {
  const box = boundingBox(center, km);
  const lat = Prisma.raw(columns.latitude);
  const lon = Prisma.raw(columns.longitude);
  return Prisma.sql`${lat} BETWEEN ${box.minLat} AND ${box.maxLat} AND ${lon} BETWEEN ${box.minLon} AND ${box.maxLon}`;
};

/** The houses `profile` could match (listed, not its owner's own). */
export async function candidateHouses(db: Db, profile: MatchProfile): Promise<CandidateHouse[]> {
  const conds: Prisma.Sql[] = [MATCHABLE_HOUSE];
  if (profile.userId !== null) conds.push(Prisma.sql`h.owner_user_id IS DISTINCT FROM ${profile.userId}`);
  const center =
    profile.latitude !== null && profile.longitude !== null
      ? { latitude: profile.latitude, longitude: profile.longitude }
      : null;
  const inPlace =
    profile.queryCode === null
      ? null
      : profile.queryType === 'gemeente'
        ? Prisma.sql`h.municipality_code = ${profile.queryCode}`
        : Prisma.sql`h.city_code = ${profile.queryCode}`;
  const houseCols = { latitude: 'h.latitude', longitude: 'h.longitude' };
  if (center && profile.range > 0) {
    const near = boxSql(houseCols, center, profile.range + RANGE_SLACK_KM);
    // A house without a point is judged by the place code.
    conds.push(inPlace ? Prisma.sql`((${near}) OR (h.latitude IS NULL AND ${inPlace}))` : near);
  } else if (center || inPlace) {
    const parts = [
      ...(inPlace ? [inPlace] : []),
      ...(center ? [Prisma.sql`(${boxSql(houseCols, center, RANGE_SLACK_KM)})`] : []),
    ];
    conds.push(Prisma.sql`(${Prisma.join(parts, ' OR ')})`);
  }
  if (profile.houseTypeIds.length) conds.push(Prisma.sql`h.house_type_id IN (${Prisma.join(profile.houseTypeIds)})`);
  conds.push(Prisma.sql`h.number_bedrooms >= ${profile.numberBedroomsMin - 1}`);
  // sort_price is the low end of the house's price range (housePriceRange): at most 10% over the maximum.
  if (profile.priceMax !== null)
    conds.push(Prisma.sql`(h.sort_price IS NULL OR h.sort_price <= ${Math.floor((11 * profile.priceMax) / 10)})`);
  // At most 10% above the maximum mortgage, unless a budget above it says the searcher brings the rest.
  if (profile.maxMortgage !== null && (profile.priceMax === null || profile.priceMax <= profile.maxMortgage))
    conds.push(Prisma.sql`(h.sort_price IS NULL OR h.sort_price <= ${Math.floor((11 * profile.maxMortgage) / 10)})`);
  if (profile.priceMin !== null)
    conds.push(
      Prisma.sql`(COALESCE(h.price, h.max_price, h.min_price) IS NULL OR COALESCE(h.price, h.max_price, h.min_price) >= ${Math.ceil((9 * profile.priceMin) / 10)})`,
    );
  if (profile.livingM2Min)
    conds.push(Prisma.sql`(h.living_m2 IS NULL OR h.living_m2 >= ${Math.ceil((9 * profile.livingM2Min) / 10)})`);
  return db.$queryRaw<CandidateHouse[]>`SELECT ${HOUSE_COLUMNS} FROM houses h WHERE ${Prisma.join(conds, ' AND ')}`;
}

/** At most one of `wished` (a profile's link table) is not among `has`. */
const missesAtMostOne = (table: string, column: string, has: readonly number[]) =>
  has.length
    ? Prisma.sql`(SELECT count(*) FROM ${Prisma.raw(table)} x WHERE x.search_query_id = q.id
        AND x.${Prisma.raw(column)} NOT IN (${Prisma.join(has)})) <= 1`
    : Prisma.sql`(SELECT count(*) FROM ${Prisma.raw(table)} x WHERE x.search_query_id = q.id) <= 1`;

/** The profiles `house` could match (not its owner's own). */
export async function candidateProfiles(db: Db, house: MatchHouse): Promise<CandidateProfile[]> {
  const conds: Prisma.Sql[] = [];
  if (house.ownerUserId !== null) conds.push(Prisma.sql`q.user_id IS DISTINCT FROM ${house.ownerUserId}`);
  const where: Prisma.Sql[] = [Prisma.sql`q.latitude IS NULL AND q.query_code IS NULL`];
  const codes = [house.cityCode, house.municipalityCode].filter((c): c is string => c !== null);
  if (codes.length) where.push(Prisma.sql`q.query_code IN (${Prisma.join(codes)})`);
  if (house.latitude !== null && house.longitude !== null) {
    const at = { latitude: house.latitude, longitude: house.longitude };
    const box = boxSql({ latitude: 'q.latitude', longitude: 'q.longitude' }, at, MAX_RANGE_KM + RANGE_SLACK_KM);
    const km = distanceSql(at, { latitude: Prisma.sql`q.latitude`, longitude: Prisma.sql`q.longitude` });
    where.push(Prisma.sql`${box} AND ${km} <= q.range + ${RANGE_SLACK_KM}`);
  }
  // One indexed lookup per part (no place / the place's code / the box), not one OR over every profile.
  const located = Prisma.join(
    where.map((w) => Prisma.sql`SELECT q.id FROM search_queries q WHERE ${w}`),
    ' UNION ',
  );
  conds.push(Prisma.sql`q.id IN (${located})`);
  conds.push(
    house.houseTypeId === null
      ? Prisma.sql`NOT EXISTS (SELECT 1 FROM search_query_house_types x WHERE x.search_query_id = q.id)`
      : Prisma.sql`(NOT EXISTS (SELECT 1 FROM search_query_house_types x WHERE x.search_query_id = q.id)
          OR EXISTS (SELECT 1 FROM search_query_house_types x WHERE x.search_query_id = q.id AND x.house_type_id = ${house.houseTypeId}))`,
  );
  conds.push(Prisma.sql`q.number_bedrooms_min <= ${house.numberBedrooms + 1}`);
  const price = housePriceRange(house);
  if (price) {
    conds.push(Prisma.sql`(q.price_max IS NULL OR 11 * q.price_max::bigint >= ${10 * price.low})`);
    conds.push(Prisma.sql`(q.price_min IS NULL OR 9 * q.price_min::bigint <= ${10 * price.high})`);
    conds.push(
      Prisma.sql`(q.max_mortgage IS NULL OR q.price_max > q.max_mortgage OR 11 * q.max_mortgage::bigint >= ${10 * price.low})`,
    );
  }
  if (house.livingM2 !== null)
    conds.push(Prisma.sql`(q.living_m2_min IS NULL OR 9 * q.living_m2_min::bigint <= ${10 * house.livingM2})`);
  conds.push(missesAtMostOne('search_query_facilities', 'facility_id', house.facilityIds));
  conds.push(missesAtMostOne('search_query_tags', 'tag_id', house.tagIds));
  return db.$queryRaw<
    CandidateProfile[]
  >`SELECT ${PROFILE_COLUMNS} FROM search_queries q WHERE ${Prisma.join(conds, ' AND ')}`;
}
