import { Hono } from 'hono';
import { NotFoundError } from '../domain/errors.js';
import { houseKeyWhere, visibleHouseWhere } from '../domain/houses/access.js';
import { inListingOrder, parseListingFilter, searchHouses } from '../domain/houses/listing.js';
import { locationAccess } from '../domain/houses/location.js';
import { arrayParam, pageParam, paginator } from './laravel.js';
import type { RestEnv } from './router.js';
import { houseInclude, houseJson } from './serializers.js';

const PER_PAGE = 24;

export const housesRoutes = new Hono<RestEnv>()
  .get('/houses', async (c) => {
    const ctx = c.get('ctx');
    const q = (name: string) => c.req.query(name);
    const filter = parseListingFilter({
      type: q('type'),
      code: q('code'),
      latitude: q('latitude'),
      longitude: q('longitude'),
      range: q('range'),
      price_min: q('price_min'),
      price_max: q('price_max'),
      rooms: q('rooms'),
      bedrooms: q('bedrooms'),
      living_m2_min: q('living_m2_min'),
      plot_m2_min: q('plot_m2_min'),
      construction_year_min: q('construction_year_min'),
      construction_year_max: q('construction_year_max'),
      house_types: arrayParam(c, 'house_types'),
      statuses: arrayParam(c, 'statuses'),
      facilities: arrayParam(c, 'facilities'),
      tags: arrayParam(c, 'tags'),
      sorting: q('sorting'),
    });
    const page = pageParam(c);
    const result = await searchHouses(
      ctx.prisma,
      filter,
      { offset: (page - 1) * PER_PAGE, limit: PER_PAGE },
      await locationAccess(ctx.viewer),
    );
    const rows = result.ids.length
      ? await ctx.prisma.house.findMany({ where: { id: { in: result.ids } }, include: houseInclude })
      : [];
    const data = await Promise.all(
      inListingOrder(result.ids, rows).map((h) => houseJson(h, ctx.viewer, ctx.storage, result.distances.get(h.id))),
    );
    return c.json(paginator(c, data, page, PER_PAGE, result.total));
  })
  .get('/houses/:idOrSlug', async (c) => {
    const ctx = c.get('ctx');
    const house = await ctx.prisma.house.findFirst({
      where: { AND: [houseKeyWhere(c.req.param('idOrSlug')), visibleHouseWhere(ctx.viewer)] },
      include: houseInclude,
    });
    if (!house) throw new NotFoundError('Deze woning bestaat niet (meer).');
    return c.json(await houseJson(house, ctx.viewer, ctx.storage));
  });
