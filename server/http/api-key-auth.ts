import type { Context, MiddlewareHandler } from 'hono';
import type { Services } from '../context.js';
import {
  type AuthenticatedApiKey,
  authenticateApiKey,
  bearerSecret,
} from '../domain/accounts/api-keys/authenticate.js';
import { BudgetExceededError, drawRequest } from '../domain/accounts/api-keys/budgets.js';
import { API_KEY_MESSAGES } from '../domain/accounts/api-keys/messages.js';

export type ApiKeyEnv = { Variables: { apiKey?: AuthenticatedApiKey } };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A bearer request without a cookie carries no ambient browser credential: CSRF rules do not apply. */
export const isCookielessBearer = (headers: Headers) =>
  bearerSecret(headers.get('authorization')) !== undefined && !headers.get('cookie');

/**
 * `Authorization: Bearer <key>` on /graphql and /api: the key is looked up (401 in Dutch when it
 * is unknown or revoked), its request of the minute counted (429 with Retry-After), and kept for
 * the request context. A `read` key may not write through REST (403); GraphQL refuses its
 * mutations in server/graphql/api-key-budget.ts. Requests without the header pass untouched.
 */
export function apiKeyAuth(services: Services, surface: 'graphql' | 'rest'): MiddlewareHandler<ApiKeyEnv> {
  const refuse = (c: Context, status: 401 | 403 | 429, message: string, code: string) =>
    surface === 'graphql'
      ? c.json({ errors: [{ message, extensions: { code } }] }, status)
      : c.json({ message }, status);
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined || c.req.method === 'OPTIONS') return next();
    const secret = bearerSecret(header);
    const key = secret ? await authenticateApiKey(services.prisma, secret) : null;
    if (!key) return refuse(c, 401, API_KEY_MESSAGES.invalid, 'UNAUTHENTICATED');
    if (surface === 'rest' && key.scope === 'read' && !SAFE_METHODS.has(c.req.method))
      return refuse(c, 403, API_KEY_MESSAGES.readOnly, 'FORBIDDEN');
    try {
      const requests = await drawRequest(services.rateLimits, key.id);
      c.header('X-RateLimit-Limit', String(requests.limit));
      c.header('X-RateLimit-Remaining', String(requests.remaining));
      c.header('X-RateLimit-Reset', String(Math.ceil(requests.resetAt.getTime() / 1000)));
    } catch (err) {
      if (!(err instanceof BudgetExceededError)) throw err;
      c.header('Retry-After', String(err.retryAfterSeconds));
      return refuse(c, 429, err.message, 'RATE_LIMITED');
    }
    c.set('apiKey', key);
    await next();
  };
}
