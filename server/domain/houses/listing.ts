import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { InputError, parseCommand } from '../errors.js';
import { boundingBox, type Point } from '../geo.js';
import { MAX_INTEGER } from '../ids.js';
import { energyLabelsAtLeast, HOUSE_ENERGY_LABELS } from '../kernel/energy-labels.js';
import type { CheckinPolicy } from '../kernel/freshness.js';
import { houseStatusKnownSql } from '../kernel/known-status.js';
import { distanceSql, LISTED_MODERATION_STATUSES } from '../kernel/listing.js';
import { type KeysetOrder, type Page, type PageRequest, pageOf, sqlPage } from '../pagination.js';
import { isIdRef, splitRefs } from '../reference-data/refs.js';
import { line } from '../text.js';
import { keywordMatchSql } from './keywords.js';
import { type LocationAccess, locationSql, PUBLIC_OFFSET_DEGREES, shownDistanceKm } from './location.js';
import { FOR_SALE_STATUSES, HOUSE_STATUS_KEYS, HOUSE_STATUSES, type HouseStatusKey } from './statuses.js';

/** Sort orders of the house listing (design.md "Listing sorting"). */
export const LISTING_SORTINGS = ['newest', 'price_asc', 'price_desc', 'living_m2_desc', 'distance'] as const;
export type ListingSorting = (typeof LISTING_SORTINGS)[number];

const count = (label: string) =>
  z.coerce
    .number({ message: `${label} moet een getal zijn.` })
    .int(`${label} moet een heel getal zijn.`)
    .min(0, `${label} mag niet negatief zijn.`)
    // Compared with integer columns: a larger number would be a database error, not "no limit".
    .max(MAX_INTEGER, `${label} is te groot.`);
const keys = z.array(line().trim().min(1).max(64)).max(50);

const KEYWORDS_EMPTY = 'Vul een of meer zoekwoorden in, bijvoorbeeld dakterras.';

export const listingFilterSchema = z
  .object({
    type: line().trim().max(32).optional(),
    code: line().trim().max(32).optional(),
    latitude: z.coerce.number({ message: 'Breedtegraad moet een getal zijn.' }).min(-90).max(90).optional(),
    longitude: z.coerce.number({ message: 'Lengtegraad moet een getal zijn.' }).min(-180).max(180).optional(),
    range: count('Afstand').max(500, 'Afstand mag hoogstens 500 km zijn.').optional(),
    priceMin: count('Minimumprijs').optional(),
    priceMax: count('Maximumprijs').optional(),
    rooms: count('Kamers').optional(),
    bedrooms: count('Slaapkamers').optional(),
    livingM2Min: count('Woonoppervlakte').optional(),
    plotM2Min: count('Perceeloppervlakte').optional(),
    constructionYearMin: count('Bouwjaar').max(3000).optional(),
    constructionYearMax: count('Bouwjaar').max(3000).optional(),
    // line() first: a control character is refused as such, not as an unknown label or status.
    energyLabelMin: line()
      .pipe(z.enum(HOUSE_ENERGY_LABELS, { error: (issue) => `Onbekend energielabel: ${String(issue.input)}.` }))
      .optional(),
    houseTypes: keys.optional(),
    statuses: z
      .array(line().pipe(z.enum(HOUSE_STATUS_KEYS, { error: (issue) => `Onbekende status: ${String(issue.input)}.` })))
      .max(HOUSE_STATUS_KEYS.length * 2)
      .optional(),
    facilities: keys.optional(),
    tags: keys.optional(),
    sorting: z.enum(LISTING_SORTINGS, { message: 'Onbekende sortering.' }).optional(),
    keywords: line().trim().min(1, KEYWORDS_EMPTY).max(200, 'Zoek met hoogstens 200 tekens.').optional(),
  })
  .superRefine((f, ctx) => {
    if ((f.latitude === undefined) !== (f.longitude === undefined))
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Geef zowel breedte- als lengtegraad op.' });
    if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax)
      ctx.addIssue({
        code: 'custom',
        path: ['priceMax'],
        message: 'De maximumprijs moet hoger zijn dan de minimumprijs.',
      });
  });

export type ListingFilter = z.infer<typeof listingFilterSchema>;

/** Validates raw filter values (REST query or GraphQL input); empty values count as absent. */
export function parseListingFilter(raw: Record<string, unknown>): ListingFilter {
  // Keywords asked for but empty are a mistake to point out, not a filter to leave out.
  if (typeof raw.keywords === 'string' && raw.keywords.trim() === '')
    throw new InputError({ keywords: [KEYWORDS_EMPTY] }, KEYWORDS_EMPTY);
  return parseCommand(listingFilterSchema, presentValues(raw));
}

/** Filter values without the empty ones (undefined, null, '' and []), which count as absent. */
export function presentValues(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(raw).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
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

/** `x` (a reference-data row) is one of `refs`: by key, or by id for all-digit refs. */
function refMatchSql(refs: readonly string[]): Prisma.Sql {
  const { keys, ids } = splitRefs(refs);
  const parts = [
    ...(keys.length ? [Prisma.sql`x.key IN (${Prisma.join(keys)})`] : []),
    ...(ids.length ? [Prisma.sql`x.id IN (${Prisma.join(ids.map((id) => (id <= MAX_INTEGER ? id : 0)))})`] : []),
  ];
  return Prisma.sql`(${Prisma.join(parts, ' OR ')})`;
}

/**
 * Every one of `refs` (keys or ids) is matched by a row of `linked` (a subquery over the house's
 * links joined to their reference row `x`): an unknown ref matches nothing, so it finds no house,
 * and one asked twice (by id and by key) counts once.
 */
export function everyRefSql(refs: readonly string[], linked: (matches: Prisma.Sql) => Prisma.Sql): Prisma.Sql {
  const values = Prisma.join(refs.map((r) => Prisma.sql`(${isIdRef(r) ? String(Number(r)) : r})`));
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM (VALUES ${values}) AS r(ref)
    WHERE NOT EXISTS (${linked(Prisma.sql`(x.key = r.ref OR x.id::text = r.ref)`)}))`;
}

/** The statuses the listing shows: those asked for, else what is for sale. */
export function listedStatuses(f: ListingFilter): readonly HouseStatusKey[] {
  return f.statuses?.length ? f.statuses : FOR_SALE_STATUSES;
}

/** Every condition of the filter but the statuses (the status counts ask per status). */
function whereSql(f: ListingFilter, access: LocationAccess, checkins: CheckinPolicy): Prisma.Sql {
  const conds: Prisma.Sql[] = [
    // Constants in the SQL text (not parameters), so the planner sees them when it picks an index.
    Prisma.raw(`h.moderation_status IN (${LISTED_MODERATION_STATUSES.map((m) => `'${m}'`).join(', ')})`),
    // A status its owner has not confirmed for long is 'status onbekend': out of the listing until
    // confirmed (kernel/freshness.ts). The (moderation_status, house_status, status_confirmed_at) index keeps
    // the counts index-only.
    houseStatusKnownSql('h', checkins),
  ];
  const point = filterPoint(f);
  if (point && f.range && f.range > 0) {
    // The box narrows by the exact location through the GiST index on point(longitude, latitude)
    // (migration listing_geo_gist: both coordinates at once, where a btree on (latitude, longitude)
    // reads the whole band of latitudes); widened by half a grid cell it holds every house whose
    // public location is in range. The distance itself is from the location the viewer may use.
    const box = boundingBox(point, f.range);
    const margin = access.exact === 'all' ? { latitude: 0, longitude: 0 } : PUBLIC_OFFSET_DEGREES;
    conds.push(
      Prisma.sql`point(h.longitude, h.latitude) <@ box(point(${box.minLon - margin.longitude}::float8, ${box.minLat - margin.latitude}::float8), point(${box.maxLon + margin.longitude}::float8, ${box.maxLat + margin.latitude}::float8))`,
    );
    conds.push(Prisma.sql`${distanceSql(point, locationSql(access))} <= ${f.range}`);
  } else if (f.code) {
    // Range 0: the place itself, by its CBS code (names are ambiguous).
    conds.push(
      f.type === 'gemeente' ? Prisma.sql`h.municipality_code = ${f.code}` : Prisma.sql`h.city_code = ${f.code}`,
    );
  }
  if (f.priceMin !== undefined) conds.push(Prisma.sql`h.sort_price >= ${f.priceMin}`);
  if (f.priceMax !== undefined) conds.push(Prisma.sql`h.sort_price <= ${f.priceMax}`);
  if (f.rooms !== undefined) conds.push(Prisma.sql`h.number_rooms >= ${f.rooms}`);
  if (f.bedrooms !== undefined) conds.push(Prisma.sql`h.number_bedrooms >= ${f.bedrooms}`);
  if (f.livingM2Min !== undefined) conds.push(Prisma.sql`h.living_m2 >= ${f.livingM2Min}`);
  if (f.plotM2Min !== undefined) conds.push(Prisma.sql`h.plot_m2 >= ${f.plotM2Min}`);
  if (f.constructionYearMin !== undefined) conds.push(Prisma.sql`h.construction_year >= ${f.constructionYearMin}`);
  if (f.constructionYearMax !== undefined) conds.push(Prisma.sql`h.construction_year <= ${f.constructionYearMax}`);
  if (f.keywords !== undefined) conds.push(keywordMatchSql(f.keywords));
  if (f.energyLabelMin !== undefined)
    conds.push(Prisma.sql`h.energy_label IN (${Prisma.join(energyLabelsAtLeast(f.energyLabelMin))})`);
  // Reference data by key or by id (a legacy consumer sends the ids of /api/house_types etc.).
  if (f.houseTypes?.length)
    conds.push(Prisma.sql`h.house_type_id IN (SELECT x.id FROM house_types x WHERE ${refMatchSql(f.houseTypes)})`);
  // Facilities and tags narrow the search: a house must have every one asked for.
  if (f.facilities?.length)
    conds.push(
      everyRefSql(
        f.facilities,
        (ref) => Prisma.sql`SELECT 1 FROM house_facility_links l JOIN house_facilities x
        ON x.id = l.facility_id WHERE l.house_id = h.id AND ${ref}`,
      ),
    );
  if (f.tags?.length)
    conds.push(
      everyRefSql(
        f.tags,
        (ref) => Prisma.sql`SELECT 1 FROM house_tags l JOIN tags x
        ON x.id = l.tag_id WHERE l.house_id = h.id AND ${ref}`,
      ),
    );
  return Prisma.join(conds, ' AND ');
}

/**
 * The listing's sort orders as keysets (design.md "Listing sorting"), the id breaking ties. Every
 * sorting pages by cursor; "newest" and "price ascending" walk their index from the cursor, so a
 * page deep in the list costs what page 1 costs. The descending sorts (nulls last) and distance
 * (computed per request) have no index in their order: PostgreSQL sorts the rows after the cursor.
 */
export function listingOrder(f: ListingFilter): KeysetOrder {
  const id = (direction: 'asc' | 'desc') => ({ field: 'id', direction, kind: 'int' }) as const;
  const sorting = effectiveSorting(f);
  switch (sorting) {
    case 'price_asc':
      return {
        name: sorting,
        columns: [{ field: 'sortPrice', direction: 'asc', kind: 'int', nullable: true }, id('asc')],
      };
    case 'price_desc':
      return {
        name: sorting,
        columns: [{ field: 'sortPrice', direction: 'desc', kind: 'int', nullable: true }, id('desc')],
      };
    case 'living_m2_desc':
      return {
        name: sorting,
        columns: [{ field: 'livingM2', direction: 'desc', kind: 'int', nullable: true }, id('desc')],
      };
    case 'distance':
      return { name: sorting, columns: [{ field: 'distance', direction: 'asc', kind: 'float' }, id('asc')] };
    default:
      // Newest on the market: when the house was submitted (listed houses always have it).
      return { name: sorting, columns: [{ field: 'submittedAt', direction: 'desc', kind: 'date' }, id('desc')] };
  }
}

export interface ListingRow {
  id: number;
  /** km from the filter's point as the viewer may see it (from the public location: rounded); null without a point. */
  distanceKm: number | null;
}

/**
 * The listing's total as a user sees it (issue 21, S2): exact up to LISTING_TOTAL_CAP, beyond that
 * the cap as a lower bound ('10.000+ huizen'). Counting stops at the cap, so a total costs at most
 * what reading 10,001 index entries costs, whatever the size of the table.
 */
export interface ListingTotal {
  /** The number of houses found, or LISTING_TOTAL_CAP when there are more. */
  count: number;
  /** False: there are more than `count` (a lower bound). */
  exact: boolean;
}

/** Totals are exact up to here; above it the listing says '10.000+'. */
export const LISTING_TOTAL_CAP = 10_000;

/**
 * The deepest numbered page of `size` houses: as far as the capped total reaches (page 417 of 24:
 * houses 9,985–10,008). Deeper numbered pages are refused (ListingPageTooDeepError) — a search that
 * finds more than 10,000 houses is narrowed, not paged through, as the big sites cap their pagers —
 * while keyset pages (`after`, 'Meer laden') go on as far as the list goes, each at page 1's cost.
 */
export function maxListingPage(size: number): number {
  return Math.max(1, Math.ceil(LISTING_TOTAL_CAP / Math.max(1, size)));
}

/** Where a user narrows a search (the listing with its filter panel). */
export const NARROW_SEARCH_PATH = '/huizen/aanbod';

/** A numbered page past maxListingPage: the user narrows the search instead (REST 422, GraphQL BAD_USER_INPUT). */
export class ListingPageTooDeepError extends InputError {
  readonly extensions: { reason: 'PAGE_TOO_DEEP'; maxPage: number; narrowSearchPath: string };
  constructor(readonly maxPage: number) {
    const message = `Verder dan pagina ${maxPage.toLocaleString('nl-NL')} bladeren kan niet. Verfijn je zoekopdracht met een plaats, een prijs of andere filters: ${NARROW_SEARCH_PATH}`;
    super({ page: [message] }, message);
    this.extensions = { reason: 'PAGE_TOO_DEEP', maxPage, narrowSearchPath: NARROW_SEARCH_PATH };
  }
}

/** Refuses a numbered page deeper than maxListingPage(size). */
export function checkListingPageDepth(page: number | null | undefined, size: number): void {
  if (page != null && page > maxListingPage(size)) throw new ListingPageTooDeepError(maxListingPage(size));
}

export interface ListingPage {
  /** House ids of the page with their distances, in listing order. */
  page: Page<ListingRow>;
  /** The capped total of the houses the filter finds (one count statement, run when called). */
  total: () => Promise<ListingTotal>;
}

/**
 * One page of the listing: one SQL statement whatever the page size, and one more for the (capped)
 * total when it is asked. Without a statuses filter only houses for sale (FOR_SALE_STATUSES); houses
 * whose status is unknown (`checkins`) are not in it. Range, distance sorting and distances use the locations `access` allows
 * (houses/location.ts), so that no answer of the listing tells more about where a house is than its
 * public location; the distance in a cursor is that same distance, unrounded.
 */
export async function searchHouses(
  prisma: Db,
  f: ListingFilter,
  request: PageRequest,
  access: LocationAccess,
  checkins: CheckinPolicy,
): Promise<ListingPage> {
  // Constants in the SQL text, as the moderation statuses: the planner sees them when it picks an index.
  const where = Prisma.sql`${whereSql(f, access, checkins)} AND ${statusInSql(listedStatuses(f))}`;
  const point = filterPoint(f);
  const total = once(async (): Promise<ListingTotal> => {
    // Counting stops at the cap + 1: enough to know there are more.
    const [{ n }] = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM
      (SELECT 1 FROM houses h WHERE ${where} LIMIT ${LISTING_TOTAL_CAP + 1}) capped`;
    return n > LISTING_TOTAL_CAP ? { count: LISTING_TOTAL_CAP, exact: false } : { count: n, exact: true };
  });
  const loc = locationSql(access);
  const distance = point ? distanceSql(point, loc) : Prisma.sql`NULL::float8`;
  const page = sqlPage(request, {
    id: Prisma.sql`h.id`,
    submittedAt: Prisma.sql`h.submitted_at`,
    sortPrice: Prisma.sql`h.sort_price`,
    livingM2: Prisma.sql`h.living_m2`,
    distance,
  });
  const rows = await prisma.$queryRaw<(ListingRow & { rawDistance: number | null; exact: boolean | null })[]>(
    page.statement(Prisma.sql`${distance} AS "rawDistance", ${loc.isExact} AS exact`, Prisma.sql`houses h`, where),
  );
  for (const row of rows)
    row.distanceKm = row.rawDistance === null ? null : shownDistanceKm(Number(row.rawDistance), row.exact === true);
  return { page: pageOf(request, rows), total };
}

/** Validated keys only (listingFilterSchema): safe as literals. */
function statusInSql(statuses: readonly HouseStatusKey[]): Prisma.Sql {
  return Prisma.raw(`h.house_status IN (${statuses.map((s) => `'${s}'`).join(', ')})`);
}

export interface StatusCount extends ListingTotal {
  status: HouseStatusKey;
  label: string;
}

/**
 * How many houses the filter finds per status, whatever statuses it asks for (the filter panel shows
 * them beside its checkboxes). One statement; each count is capped as the total is, and bounded by the
 * (moderation_status, house_status, status_confirmed_at) index, so it costs at most
 * 5 × 10,001 index entries whatever the size of the table.
 */
export async function countHousesPerStatus(
  prisma: Db,
  f: ListingFilter,
  access: LocationAccess,
  checkins: CheckinPolicy,
): Promise<StatusCount[]> {
  const where = whereSql(f, access, checkins);
  const counts = Prisma.join(
    HOUSE_STATUSES.map(
      (s) => Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 FROM houses h WHERE ${where} AND ${statusInSql([s.key])}
        LIMIT ${LISTING_TOTAL_CAP + 1}) capped) AS ${Prisma.raw(`"${s.key}"`)}`,
    ),
  );
  const [row] = await prisma.$queryRaw<Record<HouseStatusKey, number>[]>`SELECT ${counts}`;
  return HOUSE_STATUSES.map(({ key, label }) => ({
    status: key,
    label,
    count: Math.min(row[key], LISTING_TOTAL_CAP),
    exact: row[key] <= LISTING_TOTAL_CAP,
  }));
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= fn();
    return result;
  };
}

/** Restores listing order after loading rows with `id IN (...)`. */
export function inListingOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}
