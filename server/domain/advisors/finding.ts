import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { parseCommand } from '../errors.js';
import { boundingBox, type Point } from '../geo.js';
import { everyRefSql, presentValues } from '../houses/listing.js';
import { distanceSql } from '../kernel/listing.js';
import { type KeysetOrder, type Page, type PageLimits, type PageRequest, pageOf, sqlPage } from '../pagination.js';
import { line } from '../text.js';

// Finding advisors (spec §7 "Advisors", §9): published profiles whose work area holds the point
// (`range` metres around their own location, or their office when they have none of their own),
// or with an office within `range` km of it, nearest first. One SQL statement per page whatever
// its size; the bounding boxes let the (latitude, longitude) indexes narrow the rows first.

/** spec §9: the advisors list searches 5 km around the point unless told otherwise. */
export const DEFAULT_ADVISOR_RANGE_KM = 5;
/** A work area is at most 15 km (spec §9 "Work radius 1-15 km"): the box around the point for work areas. */
export const MAX_WORK_AREA_KM = 15;
export const ADVISOR_PAGE_LIMITS: PageLimits = { defaultSize: 12, maxSize: 50 };

/** A yes/no filter: GraphQL sends booleans, REST `1`/`0`/`true`/`false`. Only "yes" narrows the list. */
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'], { message: 'Gebruik 1 of 0.' })], {
    message: 'Gebruik 1 of 0.',
  })
  .transform((v) => v === true || v === '1' || v === 'true');

export const latitude = z.coerce
  .number({ message: 'Breedtegraad moet een getal zijn.' })
  .min(-90, 'Breedtegraad ligt tussen -90 en 90.')
  .max(90, 'Breedtegraad ligt tussen -90 en 90.');
export const longitude = z.coerce
  .number({ message: 'Lengtegraad moet een getal zijn.' })
  .min(-180, 'Lengtegraad ligt tussen -180 en 180.')
  .max(180, 'Lengtegraad ligt tussen -180 en 180.');

export const bothOrNeither = (f: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx) => {
  if ((f.latitude === undefined) !== (f.longitude === undefined))
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Geef zowel breedte- als lengtegraad op.' });
};

export const advisorFilterSchema = z
  .object({
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    range: z.coerce
      .number({ message: 'Afstand moet een getal zijn.' })
      .int('Afstand moet een heel aantal kilometers zijn.')
      .min(1, 'Afstand moet minstens 1 km zijn.')
      .max(100, 'Afstand mag hoogstens 100 km zijn.')
      .default(DEFAULT_ADVISOR_RANGE_KM),
    expertises: z
      .array(line().trim().min(1).max(64), { message: 'Kies expertises uit de lijst.' })
      .max(20, 'Kies hoogstens 20 expertises.')
      .optional(),
    language: line({ message: 'Kies een taal uit de lijst.' }).trim().max(16, 'Onbekende taal.').optional(),
    isAvailableOfficehours: flag.optional(),
    isAvailableEvenings: flag.optional(),
    isAvailableWeekends: flag.optional(),
  })
  .superRefine(bothOrNeither);

export type AdvisorFilter = z.infer<typeof advisorFilterSchema>;

/** Validates raw filter values (REST query or GraphQL input); empty values count as absent. */
export function parseAdvisorFilter(raw: Record<string, unknown>): AdvisorFilter {
  return parseCommand(advisorFilterSchema, presentValues(raw));
}

export const pointOf = (f: { latitude?: number; longitude?: number }): Point | null =>
  f.latitude !== undefined && f.longitude !== undefined ? { latitude: f.latitude, longitude: f.longitude } : null;

export function advisorOrder(f: AdvisorFilter): KeysetOrder {
  const id = { field: 'id', direction: 'asc', kind: 'int' } as const;
  return pointOf(f)
    ? { name: 'advisor-distance', columns: [{ field: 'distance', direction: 'asc', kind: 'float' }, id] }
    : { name: 'advisor-id', columns: [id] };
}

/** The advisors list's tables: the profile `a`, its user `u` and its office `o` (if any). */
export const ADVISORS_FROM = Prisma.sql`advisors a JOIN users u ON u.id = a.user_id
  LEFT JOIN organisation_offices o ON o.id = a.organisation_office_id`;

/** The work area's centre: the advisor's own location, or else their office (the profile form sets the office). */
const workCentre = {
  latitude: Prisma.sql`COALESCE(a.latitude, o.latitude)`,
  longitude: Prisma.sql`CASE WHEN a.latitude IS NULL THEN o.longitude ELSE a.longitude END`,
};
const officeLocation = { latitude: Prisma.sql`o.latitude`, longitude: Prisma.sql`o.longitude` };

/**
 * Where an advisor is reached from `point`: the nearer of their work area's centre (when the point
 * lies in the work area, `range` metres around it) and their office (when within `rangeKm` of the
 * point); NULL when neither, i.e. the advisor does not match.
 */
function reachSql(point: Point, rangeKm: number) {
  const toCentre = distanceSql(point, workCentre);
  const toOffice = distanceSql(point, officeLocation);
  const work = boundingBox(point, MAX_WORK_AREA_KM);
  const office = boundingBox(point, Math.max(MAX_WORK_AREA_KM, rangeKm));
  return {
    distance: Prisma.sql`LEAST(
      CASE WHEN ${toCentre} <= a.range / 1000.0 THEN ${toCentre} END,
      CASE WHEN ${toOffice} <= ${rangeKm} THEN ${toOffice} END)`,
    boxes: Prisma.sql`((a.latitude BETWEEN ${work.minLat} AND ${work.maxLat} AND a.longitude BETWEEN ${work.minLon} AND ${work.maxLon})
      OR (o.latitude BETWEEN ${office.minLat} AND ${office.maxLat} AND o.longitude BETWEEN ${office.minLon} AND ${office.maxLon}))`,
  };
}

/** Public profiles only, as advisors/access.ts's publicAdvisorWhere: terms accepted (spec §3), account not deleted. */
const PUBLISHED = Prisma.sql`a.accept_terms = true AND u.deleted_at IS NULL`;

/** The WHERE of the list: published, reached from the point (if any), with every filter that was asked. */
function whereSql(f: AdvisorFilter, distance: Prisma.Sql | null, boxes: Prisma.Sql | null): Prisma.Sql {
  const conds: Prisma.Sql[] = [PUBLISHED];
  if (distance && boxes) conds.push(boxes, Prisma.sql`${distance} IS NOT NULL`);
  // Expertises narrow the list: an advisor must have every one asked for (by key or id).
  if (f.expertises?.length)
    conds.push(
      everyRefSql(
        f.expertises,
        (ref) => Prisma.sql`SELECT 1 FROM advisor_expertises l JOIN expertises x
        ON x.id = l.expertise_id WHERE l.advisor_id = a.id AND ${ref}`,
      ),
    );
  if (f.language)
    conds.push(Prisma.sql`EXISTS (SELECT 1 FROM advisor_languages l JOIN languages x ON x.id = l.language_id
      WHERE l.advisor_id = a.id AND (x.code = ${f.language} OR x.id::text = ${f.language}))`);
  if (f.isAvailableOfficehours) conds.push(Prisma.sql`a.is_available_officehours = true`);
  if (f.isAvailableEvenings) conds.push(Prisma.sql`a.is_available_evenings = true`);
  if (f.isAvailableWeekends) conds.push(Prisma.sql`a.is_available_weekends = true`);
  return Prisma.join(conds, ' AND ');
}

export interface AdvisorRow {
  id: number;
  /** km (one decimal) from the filter's point to where the advisor is reached; null without a point. */
  distanceKm: number | null;
}

export interface AdvisorPage {
  page: Page<AdvisorRow>;
  /** How many advisors the filter finds (a count query, run when called). */
  totalCount: () => Promise<number>;
}

export const shownKm = (raw: number | null) => (raw === null ? null : Math.round(Number(raw) * 10) / 10);

/** How many advisors `where` finds: a list's totalCount, counted only when asked. */
export function advisorCount(prisma: Db, where: Prisma.Sql): () => Promise<number> {
  return async () => {
    const [{ total }] = await prisma.$queryRaw<
      { total: bigint }[]
    >`SELECT count(*) AS total FROM ${ADVISORS_FROM} WHERE ${where}`;
    return Number(total);
  };
}

/** One page of the advisors list: one SQL statement whatever the page size (plus one for the total, when asked). */
export async function findAdvisors(prisma: Db, f: AdvisorFilter, request: PageRequest): Promise<AdvisorPage> {
  const point = pointOf(f);
  const reach = point ? reachSql(point, f.range) : null;
  const distance = reach?.distance ?? Prisma.sql`NULL::float8`;
  const where = whereSql(f, reach?.distance ?? null, reach?.boxes ?? null);
  const page = sqlPage(request, { id: Prisma.sql`a.id`, distance });
  const rows = await prisma.$queryRaw<(AdvisorRow & { rawDistance: number | null })[]>(
    page.statement(Prisma.sql`${distance} AS "rawDistance"`, ADVISORS_FROM, where),
  );
  for (const row of rows) row.distanceKm = shownKm(row.rawDistance);
  return {
    page: pageOf(request, rows),
    totalCount: advisorCount(prisma, where),
  };
}

/** The published advisors around `point` (default range), or all published ones without a point: for suggestions. */
export function reachableWhere(point: Point | null): { where: Prisma.Sql; distance: Prisma.Sql } {
  const f: AdvisorFilter = { range: DEFAULT_ADVISOR_RANGE_KM, ...(point ?? {}) };
  const reach = point ? reachSql(point, f.range) : null;
  return {
    where: whereSql(f, reach?.distance ?? null, reach?.boxes ?? null),
    distance: reach?.distance ?? Prisma.sql`NULL::float8`,
  };
}
