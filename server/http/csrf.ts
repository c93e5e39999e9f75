import type { MiddlewareHandler } from 'hono';
import type { ApiKeyEnv } from './api-key-auth.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE = 'Dit verzoek is geweigerd: de header X-Requested-With ontbreekt.';

/**
 * CSRF protection for /api writes. Every client request carries the AJAX marker header (spec §7);
 * another site cannot add a custom header to a cross-site request without a CORS preflight, which
 * this server never grants. So a write without `X-Requested-With: XMLHttpRequest` is refused with
 * 403 (not Laravel's 419 "page expired": there is no token to refresh, the request is simply not
 * ours). Applied to every write, logged in or not, which also rules out login CSRF. A request
 * with a valid API key and no cookie (a program, not a browser) carries nothing to forge.
 */
export const requireAjaxMarker: MiddlewareHandler<ApiKeyEnv> = async (c, next) => {
  const program = c.get('apiKey') !== undefined && !c.req.header('cookie');
  if (
    !program &&
    !SAFE_METHODS.has(c.req.method) &&
    c.req.header('x-requested-with')?.toLowerCase() !== 'xmlhttprequest'
  ) {
    return c.json({ message: CSRF_MESSAGE }, 403);
  }
  await next();
};

/**
 * WebSocket handshakes: a browser always sends Origin, and it must be the app's own (APP_URL) or
 * the host the socket was opened on (same origin, e.g. the Vite dev server or 127.0.0.1). Clients
 * without Origin are not browsers and carry no ambient cookies of a victim.
 */
export function isAllowedWebSocketOrigin(
  origin: string | undefined,
  host: string | undefined,
  appUrl: string,
): boolean {
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(appUrl).origin) return true;
  return host !== undefined && parsed.host === host;
}
