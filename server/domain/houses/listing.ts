import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { inputErrorFromIssues } from '../errors.js';
import { boundingBox, type Point } from '../geo.js';
import { line } from '../text.js';
import { type LocationAccess, locationSql, PUBLIC_OFFSET_DEGREES, shownDistanceKm } from './location.js';

/** Sort orders of the house listing (design.md "Listing sorting"). */
export const LISTING_SORTINGS = ['newest', 'price_asc', 'price_desc', 'living_m2_desc', 'distance'] as const;
export type ListingSorting = (typeof LISTING_SORTINGS)[number];

/** Houses that are visible in the listing: sent in for moderation or approved. */
export const LISTED_MODERATION_STATUSES = ['submitted', 'approved'];

const count = (label: string) =>
  z.coerce
    .number({ message: `${label} moet een getal zijn.` })
    .int(`${label} moet een heel getal zijn.`)
    .min(0, `${label} mag niet negatief zijn.`);
const keys = z.array(line().trim().min(1).max(64)).max(50);

export const listingFilterSchema = z
  .object({
    type: line().trim().max(32).optional(),
    code: line().trim().max(32).optional(),
    latitude: z.coerce.number({ message: 'Breedtegraad moet een getal zijn.' }).min(-90).max(90).optional(),
    longitude: z.coerce.number({ message: 'Lengtegraad moet een getal zijn.' }).min(-180).max(180).optional(),
    range: count('Afstand').max(500, 'Afstand mag hoogstens 500 km zijn.').optional(),
    price_min: count('Minimumprijs').optional(),
    price_max: count('Maximumprijs').optional(),
    rooms: count('Kamers').optional(),
    bedrooms: count('Slaapkamers').optional(),
    living_m2_min: count('Woonoppervlakte').optional(),
    plot_m2_min: count('Perceeloppervlakte').optional(),
    construction_year_min: count('Bouwjaar').max(3000).optional(),
    construction_year_max: count('Bouwjaar').max(3000).optional(),
    house_types: keys.optional(),
    statuses: keys.optional(),
    facilities: keys.optional(),
    tags: keys.optional(),
    sorting: z.enum(LISTING_SORTINGS, { message: 'Onbekende sortering.' }).optional(),
  })
  .superRefine((f, ctx) => {
    if ((f.latitude === undefined) !== (f.longitude === undefined))
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Geef zowel breedte- als lengtegraad op.' });
    if (f.price_min !== undefined && f.price_max !== undefined && f.price_min > f.price_max)
      ctx.addIssue({
        code: 'custom',
        path: ['price_max'],
        message: 'De maximumprijs moet hoger zijn dan de minimumprijs.',
      });
  });

export type ListingFilter = z.infer<typeof listingFilterSchema>;

/** Validates raw filter values (REST query or GraphQL input); empty values count as absent. */
export function parseListingFilter(raw: Record<string, unknown>): ListingFilter {
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
  const parsed = listingFilterSchema.safeParse(cleaned);
  if (!parsed.success) throw inputErrorFromIssues(parsed.error.issues);
  return parsed.data;
}

export function filterPoint(f: ListingFilter): Point | null {
  return f.latitude !== undefined && f.longitude !== undefined
    ? { latitude: f.latitude, longitude: f.longitude }
    : null;
}

/** Distance sorting needs a point; without one the listing falls back to newest first. */
export function effectiveSorting(f: ListingFilter): ListingSorting {
  const sorting = f.sorting ?? 'newest';
  return sorting === 'distance' && !filterPoint(f) ? 'newest' : sorting;
}

type HouseLocationSql = ReturnType<typeof locationSql>;

/** Haversine in SQL (the same formula as geo.ts) from `p` to the house location of `loc`. */
const distanceSql = (p: Point, loc: HouseLocationSql) =>
  Prisma.sql`(12742 * asin(least(1, sqrt(
    power(sin(radians(${loc.latitude} - ${p.latitude}) / 2), 2) +
    cos(radians(${p.latitude})) * cos(radians(${loc.latitude})) * power(sin(radians(${loc.longitude} - ${p.longitude}) / 2), 2)))))`;

function whereSql(f: ListingFilter, access: LocationAccess): Prisma.Sql {
  const conds: Prisma.Sql[] = [Prisma.sql`h.moderation_status IN (${Prisma.join(LISTED_MODERATION_STATUSES)})`];
  const point = filterPoint(f);
  if (point && f.range && f.range > 0) {
    // The box narrows by the exact columns (indexed); widened by half a grid cell it holds every
    // house whose public location is in range. The distance itself is from the location the viewer may use.
    const box = boundingBox(point, f.range);
    const margin = access.exact === 'all' ? { latitude: 0, longitude: 0 } : PUBLIC_OFFSET_DEGREES;
    conds.push(
      Prisma.sql`h.latitude BETWEEN ${box.minLat - margin.latitude} AND ${box.maxLat + margin.latitude} AND h.longitude BETWEEN ${box.minLon - margin.longitude} AND ${box.maxLon + margin.longitude}`,
    );
    conds.push(Prisma.sql`${distanceSql(point, locationSql(access))} <= ${f.range}`);
  } else if (f.code) {
    // Range 0: the place itself, by its CBS code (names are ambiguous).
    conds.push(
      f.type === 'gemeente' ? Prisma.sql`h.municipality_code = ${f.code}` : Prisma.sql`h.city_code = ${f.code}`,
    );
  }
  if (f.price_min !== undefined) conds.push(Prisma.sql`h.sort_price >= ${f.price_min}`);
  if (f.price_max !== undefined) conds.push(Prisma.sql`h.sort_price <= ${f.price_max}`);
  if (f.rooms !== undefined) conds.push(Prisma.sql`h.number_rooms >= ${f.rooms}`);
  if (f.bedrooms !== undefined) conds.push(Prisma.sql`h.number_bedrooms >= ${f.bedrooms}`);
  if (f.living_m2_min !== undefined) conds.push(Prisma.sql`h.living_m2 >= ${f.living_m2_min}`);
  if (f.plot_m2_min !== undefined) conds.push(Prisma.sql`h.plot_m2 >= ${f.plot_m2_min}`);
  if (f.construction_year_min !== undefined) conds.push(Prisma.sql`h.construction_year >= ${f.construction_year_min}`);
  if (f.construction_year_max !== undefined) conds.push(Prisma.sql`h.construction_year <= ${f.construction_year_max}`);
  if (f.statuses?.length) conds.push(Prisma.sql`h.house_status IN (${Prisma.join(f.statuses)})`);
  if (f.house_types?.length)
    conds.push(
      Prisma.sql`h.house_type_id IN (SELECT id FROM house_types WHERE key IN (${Prisma.join(f.house_types)}))`,
    );
  // Facilities and tags narrow the search: a house must have every one asked for.
  if (f.facilities?.length)
    conds.push(Prisma.sql`(SELECT count(*) FROM house_facility_links l JOIN house_facilities x ON x.id = l.facility_id
      WHERE l.house_id = h.id AND x.key IN (${Prisma.join(f.facilities)})) = ${new Set(f.facilities).size}`);
  if (f.tags?.length)
    conds.push(Prisma.sql`(SELECT count(*) FROM house_tags l JOIN tags x ON x.id = l.tag_id
      WHERE l.house_id = h.id AND x.key IN (${Prisma.join(f.tags)})) = ${new Set(f.tags).size}`);
  return Prisma.join(conds, ' AND ');
}

function orderSql(f: ListingFilter, access: LocationAccess): Prisma.Sql {
  switch (effectiveSorting(f)) {
    case 'price_asc':
      return Prisma.sql`h.sort_price ASC NULLS LAST, h.id ASC`;
    case 'price_desc':
      return Prisma.sql`h.sort_price DESC NULLS LAST, h.id DESC`;
    case 'living_m2_desc':
      return Prisma.sql`h.living_m2 DESC NULLS LAST, h.id DESC`;
    case 'distance':
      return Prisma.sql`${distanceSql(filterPoint(f)!, locationSql(access))} ASC, h.id ASC`;
    default:
      // Newest on the market: when the house was submitted (listed houses always have it).
      return Prisma.sql`h.submitted_at DESC, h.id DESC`;
  }
}

export interface ListingPage {
  /** House ids of the page, in listing order. */
  ids: number[];
  /** km from the filter's point as the viewer may see it (from the public location: rounded), when it has one. */
  distances: Map<number, number>;
  total: number;
}

/**
 * One page of the listing: two SQL statements whatever the page size. Range, distance sorting and
 * distances use the locations `access` allows (houses/location.ts), so that no answer of the listing
 * tells more about where a house is than its public location.
 */
export async function searchHouses(
  prisma: Db,
  f: ListingFilter,
  page: { offset: number; limit: number },
  access: LocationAccess,
): Promise<ListingPage> {
  const where = whereSql(f, access);
  const point = filterPoint(f);
  const loc = locationSql(access);
  const distanceCols = point
    ? Prisma.sql`, ${distanceSql(point, loc)} AS distance, ${loc.isExact} AS exact`
    : Prisma.empty;
  const [rows, [{ total }]] = await Promise.all([
    prisma.$queryRaw<{ id: number; distance?: number; exact?: boolean | null }[]>`
      SELECT h.id${distanceCols} FROM houses h WHERE ${where} ORDER BY ${orderSql(f, access)} LIMIT ${page.limit} OFFSET ${page.offset}`,
    prisma.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM houses h WHERE ${where}`,
  ]);
  return {
    ids: rows.map((r) => r.id),
    distances: new Map(point ? rows.map((r) => [r.id, shownDistanceKm(Number(r.distance), r.exact === true)]) : []),
    total: Number(total),
  };
}

/** Restores listing order after loading rows with `id IN (...)`. */
export function inListingOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}
