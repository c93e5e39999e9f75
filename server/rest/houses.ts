import { Hono } from 'hono';
import { NotFoundError } from '../domain/errors.js';
import { visibleHouseKeyWhere } from '../domain/houses/access.js';
import {
  checkListingPageDepth,
  countHousesPerStatus,
  inListingOrder,
  listingOrder,
  parseListingFilter,
  searchHouses,
} from '../domain/houses/listing.js';
import { locationAccess } from '../domain/houses/location.js';
import { HOUSE_NOT_FOUND_MESSAGE } from '../domain/houses/ownership.js';
import { priceHistoryEntries } from '../domain/houses/price-history.js';
import { checkinPolicy } from '../domain/kernel/freshness.js';
import { numberedPage } from '../domain/pagination.js';
import type { RestEnv } from './env.js';
import { arrayParam, pageParam, paginator } from './laravel.js';
import { houseInclude, houseJson, priceHistoryJson } from './serializers.js';
import { commandFrom } from './wire.js';

const PER_PAGE = 24;
/** Filters that take several values (`name[]=a&name[]=b` or `name=a,b`). */
const LIST_PARAMS = ['house_types', 'statuses', 'facilities', 'tags'];

export const housesRoutes = new Hono<RestEnv>()
  .get('/houses', async (c) => {
    const ctx = c.get('ctx');
    const lists = Object.fromEntries(LIST_PARAMS.map((name) => [name, arrayParam(c, name)]));
    const filter = parseListingFilter(commandFrom({ ...c.req.query(), ...lists }));
    const page = pageParam(c);
    // Page 418 and deeper (of 24): 422, narrow the search (domain/houses/listing.ts maxListingPage).
    checkListingPageDepth(page, PER_PAGE);
    const request = numberedPage(listingOrder(filter), page, PER_PAGE, { defaultSize: PER_PAGE, maxSize: PER_PAGE });
    const access = await locationAccess(ctx.viewer);
    const checkins = checkinPolicy(ctx.config);
    const result = await searchHouses(ctx.prisma, filter, request, access, checkins);
    const ids = result.page.rows.map((r) => r.id);
    // The houses with their relations in one statement (joins with JSON aggregation), the total beside it.
    const [rows, total, statusCounts] = await Promise.all([
      ids.length
        ? ctx.prisma.house.findMany({ where: { id: { in: ids } }, include: houseInclude, relationLoadStrategy: 'join' })
        : [],
      result.total(),
      // `status_counts=1`: the houses per status (the filter's statuses aside), one statement more.
      c.req.query('status_counts') === '1' ? countHousesPerStatus(ctx.prisma, filter, access, checkins) : undefined,
    ]);
    const distances = new Map(result.page.rows.map((r) => [r.id, r.distanceKm ?? undefined]));
    const data = await Promise.all(
      inListingOrder(ids, rows).map((h) => houseJson(h, ctx.viewer, ctx.storage, distances.get(h.id))),
    );
    // Above the cap `total` is 10,000 and `total_is_exact` false: a lower bound (laravel.ts paginator).
    return c.json({
      ...paginator(c, data, page, PER_PAGE, total.count, total.exact),
      ...(statusCounts && {
        status_counts: statusCounts.map((s) => ({
          status: s.status,
          label: s.label,
          count: s.count,
          is_exact: s.exact,
        })),
      }),
    });
  })
  .get('/houses/:idOrSlug', async (c) => {
    const ctx = c.get('ctx');
    const house = await ctx.prisma.house.findFirst({
      where: visibleHouseKeyWhere(ctx.viewer, c.req.param('idOrSlug')),
      include: { ...houseInclude, priceHistory: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
    });
    if (!house) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
    return c.json({
      ...(await houseJson(house, ctx.viewer, ctx.storage)),
      price_history: priceHistoryEntries(house.priceHistory).map(priceHistoryJson),
    });
  });
