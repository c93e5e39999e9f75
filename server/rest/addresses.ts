import { Hono } from 'hono';
import { findAddresses, getAddress } from '../domain/places/addresses.js';
import type { RestEnv } from './env.js';
import { commandFrom } from './wire.js';

/** House address lookup (spec §7): one address object, or an array when there are several; 404 none. */
export const addressRoutes = new Hono<RestEnv>()
  .get('/ngr/addresses/find', async (c) => {
    const found = await findAddresses(c.get('ctx').geocoder, commandFrom(c.req.query()));
    return c.json(found.length === 1 ? found[0] : found);
  })
  .get('/ngr/addresses/get', async (c) => c.json(await getAddress(c.get('ctx').geocoder, c.req.query('address_id'))));
