import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { Services } from '../context.js';
import { apiKeyAuth } from '../http/api-key-auth.js';
import { clientIp } from '../http/client-ip.js';
import { requireAjaxMarker } from '../http/csrf.js';
import { createRequestContext, readFromReplica } from '../http/request-context.js';
import { currentRequestId } from '../http/request-id.js';
import { addressRoutes } from './addresses.js';
import { advisorCoachingRoutes } from './advisor-coaching.js';
import { advisorContactRoutes } from './advisor-contacts.js';
import { advisorFindingRoutes } from './advisor-finding.js';
import { advisorReviewRoutes } from './advisor-reviews.js';
import { advisorRoutes } from './advisors.js';
import { apiKeyRoutes } from './api-keys.js';
import { authRoutes } from './auth.js';
import { checkinRoutes } from './checkins.js';
import { compressJson } from './compression.js';
import { contactRoutes } from './contact.js';
import { dealsRoutes } from './deals.js';
import type { RestEnv } from './env.js';
import { errorResponse } from './errors.js';
import { houseOwnerRoutes } from './house-owner.js';
import { housesRoutes } from './houses.js';
import { matchingRoutes } from './matching.js';
import { messagingRoutes } from './messaging.js';
import { openApiRoutes } from './openapi/routes.js';
import { placesRoutes } from './places.js';
import { referenceDataRoutes } from './reference-data.js';
import { searchProfileRoutes } from './search-profiles.js';
import { subscriptionRoutes } from './subscriptions.js';
import { uploadRoutes } from './uploads.js';
import { usersRoutes } from './users.js';

/** Every /api body but the uploads is a small JSON (or form) body: a house with its longest texts fits. */
export const REST_BODY_MAX_BYTES = 256 * 1024;
export const BODY_TOO_LARGE = 'Het verzoek is te groot.';

/** The legacy /api surface (Laravel conventions, design.md rule 5); handlers stay thin. */
export function createRestRouter(services: Services, log: Logger) {
  const api = new Hono<RestEnv>();
  // A bearer key first: the CSRF check below lets a key's cookieless requests through.
  api.use('*', apiKeyAuth(services, 'rest'));
  api.use('*', requireAjaxMarker);
  // br/gzip when asked (issue 21, S6); outermost but for the marker check, so every JSON answer is compressed.
  api.use('*', compressJson);
  api.use('*', async (c, next) => {
    const setCookies: string[] = [];
    const ctx = await createRequestContext(services, c.req.header('cookie') ?? null, {
      ip: clientIp(c, services.config.TRUST_PROXY),
      userAgent: c.req.header('user-agent'),
      setCookies,
      apiKey: c.get('apiKey'),
    });
    if (c.req.method === 'GET' || c.req.method === 'HEAD') readFromReplica(ctx);
    c.set('ctx', ctx);
    await next();
    // Session cookies handed out or cleared by the domain (login, register, logout ...).
    for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
  });
  // Uploads check rights and apply their own, larger limit. They answer without calling next(), so
  // the default limit below (registered after them: Hono runs handlers in registration order) is
  // for every other route.
  api.route('/', uploadRoutes);
  api.use('*', bodyLimit({ maxSize: REST_BODY_MAX_BYTES, onError: (c) => c.json({ message: BODY_TOO_LARGE }, 413) }));
  api.route('/', openApiRoutes);
  api.route('/', referenceDataRoutes);
  api.route('/', housesRoutes);
  api.route('/', placesRoutes);
  api.route('/', houseOwnerRoutes);
  api.route('/', addressRoutes);
  api.route('/', authRoutes);
  api.route('/', usersRoutes);
  api.route('/', apiKeyRoutes);
  api.route('/', messagingRoutes);
  api.route('/', contactRoutes);
  api.route('/', searchProfileRoutes);
  api.route('/', checkinRoutes);
  api.route('/', matchingRoutes);
  api.route('/', subscriptionRoutes);
  api.route('/', dealsRoutes);
  // Before the advisor profile routes: /advisors/suggest is no advisor id.
  api.route('/', advisorFindingRoutes);
  api.route('/', advisorRoutes);
  api.route('/', advisorReviewRoutes);
  api.route('/', advisorContactRoutes);
  api.route('/', advisorCoachingRoutes);
  api.onError((err, c) => {
    const answer = errorResponse(c, err);
    if (answer?.status === 503) log.warn({ err: err.message, path: c.req.path }, 'unavailable');
    if (answer) return answer;
    log.error({ err, path: c.req.path }, 'unhandled REST error');
    return c.json({ message: 'Server Error', request_id: currentRequestId() }, 500);
  });
  return api;
}
