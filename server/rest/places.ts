import { Hono } from 'hono';
import { NotFoundError } from '../domain/errors.js';
import { getPlace, suggestPlaces } from '../domain/places/search.js';
import type { RestEnv } from './env.js';

/** /api/ngr/*: place lookup in the shape the spec's address lookup reads; 404 = no results. */
export const placesRoutes = new Hono<RestEnv>()
  .get('/ngr/find', async (c) => {
    const type = c.req.query('type');
    const results = await suggestPlaces(c.get('ctx').geocoder, c.req.query('query') ?? '', {
      types: type ? type.split(',') : undefined,
    });
    if (results.length === 0) throw new NotFoundError('Geen resultaten voor deze zoekopdracht');
    return c.json(results);
  })
  .get('/ngr/get', async (c) => c.json(await getPlace(c.get('ctx').geocoder, c.req.query('item_id') ?? '')));
