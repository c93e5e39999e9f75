import type { Context } from 'hono';
import { Hono } from 'hono';
import { InputError } from '../domain/errors.js';
import { findOwnHouse } from '../domain/houses/ownership.js';
import { checkinPolicy } from '../domain/kernel/freshness.js';
import { userRoute } from '../domain/kernel/viewer.js';
import {
  houseSuggestionsPage,
  KANSEN_ORDER,
  MATCH_PAGE_LIMITS,
  MATCH_SUGGESTIONS_ORDER,
  profileMatchesPage,
} from '../domain/matching/pages.js';
import { matchReasons } from '../domain/matching/scoring.js';
import { type KeysetOrder, numberedPage, type PageRequest, parsePageArgs } from '../domain/pagination.js';
import { findSearchProfile } from '../domain/search-profiles/access.js';
import { type SearchProfileWithRelations, searchProfileInclude } from '../domain/search-profiles/completion.js';
import type { Asset, User } from '../generated/prisma/client.js';
import type { RestEnv } from './env.js';
import { pageParam, paginator } from './laravel.js';
import { houseInclude, houseJson } from './serializers.js';
import { avatarJson } from './user-card-json.js';

// Matching over REST (spec §7): for a search profile its kansen (houses), for a house its matching
// searchers, each as `opportunities?fuzzy&limit` (the first ones, e.g. the kansen step of the
// funnel) and `match-suggestions?page` (Laravel's paginator). Rights are the domain's: a profile's
// kansen for whoever may open the profile (401 visitor, 404 anyone else), a house's searchers for
// its owner (401 visitor, 403 a listed house of someone else, 404 otherwise).

type C = Context<RestEnv>;

/** `?fuzzy`: fuzzy matches too unless 0 / false (default: yes, as GraphQL's `fuzzy: true`). */
function fuzzyParam(c: C): boolean {
  const raw = c.req.query('fuzzy');
  return raw === undefined || !['0', 'false'].includes(raw.toLowerCase());
}

/** `?limit` (default 12, at most 50): the first matches, as one keyset page. */
function limitRequest(c: C, order: KeysetOrder): PageRequest {
  const raw = c.req.query('limit');
  const first = raw === undefined || raw === '' ? undefined : Number(raw);
  if (first !== undefined && (!Number.isInteger(first) || first < 0))
    throw new InputError({ limit: ['limit moet een heel getal van 0 of meer zijn.'] });
  return parsePageArgs(order, { first }, MATCH_PAGE_LIMITS);
}

/** The two shapes of these lists: `?limit` → { data, total }; `?page` → Laravel's paginator. */
interface Paging {
  request(c: C, order: KeysetOrder): PageRequest;
  answer<T>(c: C, data: T[], total: number): object;
}
const firstOnes: Paging = {
  request: limitRequest,
  answer: (_c, data, total) => ({ data, total }),
};
const numberedPages: Paging = {
  request: (c, order) => numberedPage(order, pageParam(c), MATCH_PAGE_LIMITS.defaultSize, MATCH_PAGE_LIMITS),
  answer: (c, data, total) => paginator(c, data, pageParam(c), MATCH_PAGE_LIMITS.defaultSize, total),
};

const reasonsJson = (m: { exact: boolean; reasons: string[] }) => ({
  exact: m.exact,
  reasons: matchReasons(m.reasons),
});

/** What a searcher looks for, as the owner of a matching house sees it: no contact details. */
function lookingForJson(p: SearchProfileWithRelations) {
  return {
    query: p.query,
    range: p.range,
    number_bedrooms_min: p.numberBedroomsMin,
    house_types: p.houseTypes.map(({ houseType: t }) => ({ id: t.id, key: t.key, name: t.name })),
    house_facilities: p.facilities.map(({ facility: f }) => ({ id: f.id, key: f.key, name: f.name })),
    tags: p.tags.map(({ tag }) => ({ id: tag.id, tag_category_id: tag.tagCategoryId, key: tag.key, name: tag.name })),
    price_min: p.priceMin,
    price_max: p.priceMax,
    living_m2_min: p.livingM2Min,
  };
}

const suggestionInclude = {
  searchProfile: { include: { ...searchProfileInclude, user: { include: { avatar: true } } } },
} as const;

// Rights first (findSearchProfile / findOwnHouse: 401, 403, 404), then the paging parameters (422).

async function profileMatches(c: C, paging: Paging) {
  const ctx = c.get('ctx');
  const profile = await findSearchProfile(ctx, c.req.param('id') ?? '');
  const request = paging.request(c, KANSEN_ORDER);
  const { page, totalCount } = await profileMatchesPage(
    ctx.prisma,
    checkinPolicy(ctx.config),
    profile.id,
    { fuzzy: fuzzyParam(c) },
    request,
    {
      include: { house: { include: houseInclude } },
    },
  );
  const data = await Promise.all(
    page.rows.map(async (m) => ({ ...(await houseJson(m.house, ctx.viewer, ctx.storage)), ...reasonsJson(m) })),
  );
  return c.json(paging.answer(c, data, await totalCount()));
}

async function houseSuggestions(c: C, paging: Paging) {
  const ctx = c.get('ctx');
  const house = await findOwnHouse(ctx.prisma, ctx.viewer, c.req.param('id') ?? '');
  const request = paging.request(c, MATCH_SUGGESTIONS_ORDER);
  const { page, totalCount } = await houseSuggestionsPage(
    ctx.prisma,
    checkinPolicy(ctx.config),
    house.id,
    { fuzzy: fuzzyParam(c) },
    request,
    {
      include: suggestionInclude,
    },
  );
  const data = page.rows.map((m) => {
    // houseSuggestionsPage only answers profiles with an owner.
    const user = m.searchProfile.user as User & { avatar: Asset | null };
    return {
      search_query_id: m.searchProfileId,
      user: {
        id: user.id,
        slug: user.slug,
        first_name: user.firstName,
        route: userRoute(user),
        asset: avatarJson(ctx.storage, user.avatar),
      },
      moving_months: m.searchProfile.movingMonths,
      search_query: lookingForJson(m.searchProfile),
      ...reasonsJson(m),
    };
  });
  return c.json(paging.answer(c, data, await totalCount()));
}

export const matchingRoutes = new Hono<RestEnv>()
  // A profile's first kansen, exact first: { data: [house + exact + reasons], total }.
  .get('/search_queries/:id/opportunities', (c) => profileMatches(c, firstOnes))
  // A profile's kansen page by page.
  .get('/search_queries/:id/match-suggestions', (c) => profileMatches(c, numberedPages))
  // A house's first matching searchers (owner only).
  .get('/houses/:id/opportunities', (c) => houseSuggestions(c, firstOnes))
  // A house's matching searchers page by page (owner only; spec §6: the client ignores a 403 here).
  .get('/houses/:id/match-suggestions', (c) => houseSuggestions(c, numberedPages));
