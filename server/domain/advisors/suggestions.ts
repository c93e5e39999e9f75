import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { parseCommand } from '../errors.js';
import { presentValues } from '../houses/listing.js';
import { type KeysetOrder, type Page, type PageLimits, pageOf, parsePageArgs, sqlPage } from '../pagination.js';
import type { Viewer } from '../ports/index.js';
import { line } from '../text.js';
import {
  ADVISORS_FROM,
  advisorCount,
  bothOrNeither,
  latitude,
  longitude,
  pointOf,
  reachableWhere,
  shownKm,
} from './finding.js';

// Advisor suggestions (spec §7, §9: 6 a page): the published advisors around a point in an order
// that looks random but is fixed by a seed, so "meer suggesties" (the next page, same seed) never
// shows one again. The order is a hash of seed and id, computed in SQL: no state on the server.

export const SUGGESTION_LIMITS: PageLimits = { defaultSize: 6, maxSize: 24 };

export const suggestionSchema = z
  .object({
    seed: line({ message: 'De seed moet tekst zijn.' })
      .regex(/^[A-Za-z0-9]{1,32}$/, 'De seed bestaat uit hoogstens 32 letters en cijfers.')
      .optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    ignoreUserLocation: z
      .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], { message: 'Gebruik 1 of 0.' })
      .transform((v) => v === true || v === '1' || v === 'true')
      .optional(),
  })
  .superRefine(bothOrNeither);

export type SuggestionInput = z.infer<typeof suggestionSchema>;

export const parseSuggestionInput = (raw: Record<string, unknown>): SuggestionInput =>
  parseCommand(suggestionSchema, presentValues(raw));

/** A fresh seed for a first page (the answer carries it, the next page sends it back). */
export const newSeed = (): string => randomInt(1, 2 ** 31 - 1).toString(36);

/** The seed's order: a cursor of another seed is refused (its order name differs), not misread. */
export const suggestionOrder = (seed: string): KeysetOrder => ({
  name: `advisor-suggest-${seed}`,
  columns: [
    { field: 'rank', direction: 'asc', kind: 'int' },
    { field: 'id', direction: 'asc', kind: 'int' },
  ],
});

/** 48 bits of md5(seed:id), a safe integer: a random-looking, stable rank per seed. */
const rankSql = (seed: string) =>
  Prisma.sql`(('x' || substr(md5(${seed}::text || ':' || a.id::text), 1, 12))::bit(48)::bigint)`;

export interface SuggestionRow {
  id: number;
  rank: number;
  distanceKm: number | null;
}

export interface Suggestions {
  seed: string;
  page: Page<SuggestionRow>;
  totalCount: () => Promise<number>;
}

/**
 * Where suggestions are looked for: the point asked for; else, unless `ignoreUserLocation`, the
 * place of the viewer's newest search profile with one; else anywhere.
 */
async function suggestionPoint(prisma: Db, viewer: Viewer, input: SuggestionInput) {
  const asked = pointOf(input);
  if (asked || input.ignoreUserLocation || !viewer.user) return asked;
  const profile = await prisma.searchQuery.findFirst({
    where: { userId: viewer.user.id, latitude: { not: null }, longitude: { not: null } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { latitude: true, longitude: true },
  });
  return profile
    ? pointOf({ latitude: profile.latitude ?? undefined, longitude: profile.longitude ?? undefined })
    : null;
}

/** One page of suggestions: `first` (default 6, at most 24) after `after` in the seed's order. */
export async function suggestAdvisors(
  prisma: Db,
  viewer: Viewer,
  input: SuggestionInput,
  paging: { first?: number | null; after?: string | null },
): Promise<Suggestions> {
  const seed = input.seed ?? newSeed();
  const request = parsePageArgs(suggestionOrder(seed), { first: paging.first, after: paging.after }, SUGGESTION_LIMITS);
  const { where, distance } = reachableWhere(await suggestionPoint(prisma, viewer, input));
  const page = sqlPage(request, { id: Prisma.sql`a.id`, rank: rankSql(seed) });
  const rows = await prisma.$queryRaw<(SuggestionRow & { rawDistance: number | null })[]>(
    page.statement(Prisma.sql`${distance} AS "rawDistance"`, ADVISORS_FROM, where),
  );
  for (const row of rows) {
    row.rank = Number(row.rank);
    row.distanceKm = shownKm(row.rawDistance);
  }
  return {
    seed,
    page: pageOf(request, rows),
    totalCount: advisorCount(prisma, where),
  };
}
