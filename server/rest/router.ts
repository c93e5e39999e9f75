import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { RequestContext, Services } from '../context.js';
import { createRequestContext } from '../http/request-context.js';
import { housesRoutes } from './houses.js';
import { errorResponse } from './laravel.js';
import { placesRoutes } from './places.js';
import { referenceDataRoutes } from './reference-data.js';

export type RestEnv = { Variables: { ctx: RequestContext } };

/** The legacy /api surface (Laravel conventions, design.md rule 5); handlers stay thin. */
export function createRestRouter(services: Services, log: Logger) {
  const api = new Hono<RestEnv>();
  api.use('*', async (c, next) => {
    c.set('ctx', await createRequestContext(services, c.req.header('cookie') ?? null));
    await next();
  });
  api.route('/', referenceDataRoutes);
  api.route('/', housesRoutes);
  api.route('/', placesRoutes);
  api.onError((err, c) => {
    const answer = errorResponse(c, err);
    if (answer) return answer;
    log.error({ err, path: c.req.path }, 'unhandled REST error');
    return c.json({ message: 'Server Error' }, 500);
  });
  return api;
}
