import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const shared = {
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
  allowHeaders: ['content-type', 'x-requested-with', 'authorization'],
  maxAge: 600,
};

/**
 * Cross-origin reads of /graphql and /api: the app's own origin (APP_URL) with credentials, the
 * configured partner origins without (a partner's page never acts with our user's cookie), and
 * every other origin gets no CORS headers at all, so a browser lets no other site read an answer.
 */
export function corsPolicy(appUrl: string, partnerOrigins: readonly string[]): MiddlewareHandler {
  const app = new URL(appUrl).origin;
  const partners = new Set(partnerOrigins);
  const forApp = cors({ ...shared, origin: app, credentials: true });
  const forPartners = cors({ ...shared, origin: (origin) => (partners.has(origin) ? origin : null) });
  return async (c, next) => {
    const origin = c.req.header('origin');
    const policy = origin === app ? forApp : origin && partners.has(origin) ? forPartners : null;
    if (policy) await policy(c, next);
    // A preflight of any other origin is answered, without permission.
    else if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) c.res = c.body(null, 204);
    else await next();
    // The answer depends on Origin: caches must not hand one origin's answer to another.
    if (!c.res.headers.get('vary')?.includes('Origin')) c.res.headers.append('Vary', 'Origin');
  };
}
