import type { Context } from 'hono';
import { Hono } from 'hono';
import { numberedPage } from '../domain/pagination.js';
import { findSearchProfile } from '../domain/search-profiles/access.js';
import { assignSearchProfile } from '../domain/search-profiles/assignment.js';
import {
  type SearchProfileWithRelations,
  searchProfileCompletion,
  searchProfileInclude,
} from '../domain/search-profiles/completion.js';
import { deleteSearchProfile } from '../domain/search-profiles/deletion.js';
import { SEARCH_PROFILES_ORDER, searchProfilesPage } from '../domain/search-profiles/listing.js';
import { saveSearchProfile } from '../domain/search-profiles/saving.js';
import { readCommand } from './body.js';
import type { RestEnv } from './env.js';
import { pageParam, paginator } from './laravel.js';

// /api/search_queries (spec §7 "Search profiles"): the viewer's profiles, one profile, add, change,
// delete and claim a funnel profile. Handlers call server/domain/search-profiles and answer the
// profile JSON of spec §3. Opportunities and match suggestions live with matching.

const PROFILES_PER_PAGE = 20;

type C = Context<RestEnv>;

/** Spec §3 "Search profile", snake_case, with its reference data named and its completion (§5). */
export function searchProfileJson(p: SearchProfileWithRelations) {
  const c = searchProfileCompletion(p);
  return {
    id: p.id,
    slug: p.slug,
    query: p.query,
    query_type: p.queryType,
    query_code: p.queryCode,
    latitude: p.latitude,
    longitude: p.longitude,
    range: p.range,
    number_bedrooms_min: p.numberBedroomsMin,
    house_types: p.houseTypes.map(({ houseType: t }) => ({ id: t.id, key: t.key, name: t.name })),
    house_facilities: p.facilities.map(({ facility: f }) => ({ id: f.id, key: f.key, name: f.name })),
    tags: p.tags.map(({ tag }) => ({ id: tag.id, tag_category_id: tag.tagCategoryId, key: tag.key, name: tag.name })),
    price_min: p.priceMin,
    price_max: p.priceMax,
    living_m2_min: p.livingM2Min,
    moving_months: p.movingMonths,
    // Our addition: the maximum mortgage of zoek/maximale-hypotheek (PUT the calculator's input to change it).
    max_mortgage: p.maxMortgage,
    completion: {
      location: c.location,
      characteristics: c.characteristics,
      budget: c.budget,
      facilities: c.facilities,
      tags: c.tags,
      complete: c.complete,
    },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    // Status check-ins: the last "Klopt!" or save (POST /api/search_queries/{id}/confirm).
    confirmed_at: p.confirmedAt.toISOString(),
  };
}

/** The profile after a change (the viewer may see it: the change passed the same rights). */
export async function profileAnswer(c: C, id: number, status: 200 | 201 = 200) {
  const profile = await c
    .get('ctx')
    .prisma.searchQuery.findUniqueOrThrow({ where: { id }, include: searchProfileInclude });
  return c.json(searchProfileJson(profile), status);
}

export const searchProfileRoutes = new Hono<RestEnv>()
  // The viewer's own profiles, newest first, as Laravel's paginator (401 for visitors).
  .get('/search_queries', async (c) => {
    const ctx = c.get('ctx');
    const page = pageParam(c);
    const request = numberedPage(SEARCH_PROFILES_ORDER, page, PROFILES_PER_PAGE, {
      defaultSize: PROFILES_PER_PAGE,
      maxSize: PROFILES_PER_PAGE,
    });
    const result = await searchProfilesPage(ctx, request, { include: searchProfileInclude });
    return c.json(
      paginator(c, result.page.rows.map(searchProfileJson), page, PROFILES_PER_PAGE, await result.totalCount()),
    );
  })
  // Owned by the viewer; ownerless (claimable from this browser) for a visitor in the searcher funnel.
  .post('/search_queries', async (c) =>
    profileAnswer(c, await saveSearchProfile(c.get('ctx'), null, await readCommand(c)), 201),
  )
  .get('/search_queries/:id', async (c) => {
    const profile = await findSearchProfile(c.get('ctx'), c.req.param('id'), searchProfileInclude);
    return c.json(searchProfileJson(profile));
  })
  .put('/search_queries/:id', async (c) =>
    profileAnswer(c, await saveSearchProfile(c.get('ctx'), c.req.param('id'), await readCommand(c))),
  )
  .delete('/search_queries/:id', async (c) => {
    await deleteSearchProfile(c.get('ctx'), c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/search_queries/:id/assign_user', async (c) =>
    profileAnswer(c, await assignSearchProfile(c.get('ctx'), c.req.param('id'))),
  );
