import type { Context } from 'hono';
import { Hono } from 'hono';
import { ADVISOR_PAGE_LIMITS, advisorOrder, findAdvisors, parseAdvisorFilter } from '../domain/advisors/finding.js';
import { parseSuggestionInput, SUGGESTION_LIMITS, suggestAdvisors } from '../domain/advisors/suggestions.js';
import { InputError } from '../domain/errors.js';
import { inListingOrder } from '../domain/houses/listing.js';
import { numberedPage } from '../domain/pagination.js';
import { ADVISOR_JSON_INCLUDE, advisorJson } from './advisor-json.js';
import type { RestEnv } from './env.js';
import { arrayParam, pageParam, paginator } from './laravel.js';
import { commandFrom } from './wire.js';

// GET /api/advisors (spec §7): Laravel's length-aware paginator of `page` (12 a page), like
// /api/houses; every advisor carries `distance` (km from the point, one decimal; null without one).
// GET /api/advisors/suggest: `{ results, seed, next_cursor }`; the next page sends `seed` and
// `cursor` back (keyset: it never repeats an advisor). GraphQL pages both by cursors.

/** The advisors of `rows` (ids with distances) as JSON, in their order. */
async function advisorsJson(c: Context<RestEnv>, rows: { id: number; distanceKm: number | null }[]) {
  const ctx = c.get('ctx');
  const ids = rows.map((r) => r.id);
  const found = ids.length
    ? await ctx.prisma.advisor.findMany({ where: { id: { in: ids } }, include: ADVISOR_JSON_INCLUDE })
    : [];
  const distances = new Map(rows.map((r) => [r.id, r.distanceKm]));
  return inListingOrder(ids, found).map((a) => ({ ...advisorJson(ctx.storage, a), distance: distances.get(a.id) }));
}

/** `limit` of the suggestions: a whole number (capped at the maximum page size). */
function limitParam(c: Context): number | undefined {
  const raw = c.req.query('limit');
  if (raw === undefined || raw === '') return undefined;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new InputError({ limit: ['Het aantal moet een heel getal vanaf 1 zijn.'] });
  return Math.min(limit, SUGGESTION_LIMITS.maxSize);
}

export const advisorFindingRoutes = new Hono<RestEnv>()
  .get('/advisors', async (c) => {
    const ctx = c.get('ctx');
    const filter = parseAdvisorFilter(commandFrom({ ...c.req.query(), expertises: arrayParam(c, 'expertises') }));
    const page = pageParam(c);
    const perPage = ADVISOR_PAGE_LIMITS.defaultSize;
    const result = await findAdvisors(
      ctx.prisma,
      filter,
      numberedPage(advisorOrder(filter), page, perPage, ADVISOR_PAGE_LIMITS),
    );
    const [data, total] = await Promise.all([advisorsJson(c, result.page.rows), result.totalCount()]);
    return c.json(paginator(c, data, page, perPage, total));
  })
  .get('/advisors/suggest', async (c) => {
    const ctx = c.get('ctx');
    const input = parseSuggestionInput(commandFrom(c.req.query()));
    const result = await suggestAdvisors(ctx.prisma, ctx.viewer, input, {
      first: limitParam(c),
      after: c.req.query('cursor') || null,
    });
    const { rows, hasNextPage, cursorOf } = result.page;
    const last = rows.at(-1);
    return c.json({
      results: await advisorsJson(c, rows),
      seed: result.seed,
      next_cursor: hasNextPage && last ? cursorOf(last) : null,
    });
  });
