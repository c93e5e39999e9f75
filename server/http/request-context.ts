import type { Context as HonoContext } from 'hono';
import { getCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { RequestContext, Services } from '../context.js';
import type { AuthenticatedApiKey } from '../domain/accounts/api-keys/authenticate.js';
import { SESSION_COOKIE } from '../domain/accounts/sessions.js';
import { createViewer } from '../domain/accounts/viewer.js';
import { FUNNEL_COOKIE } from '../domain/funnel/claims.js';
import { checkinPolicy } from '../domain/kernel/freshness.js';
import { createLoaders } from '../loaders.js';
import { clearSessionCookie, funnelCookie, sessionCookie } from './session-cookie.js';

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
  /** Set-Cookie header values the surface must add to its response. */
  setCookies?: string[];
  /** The API key of a bearer request (server/http/api-key-auth.ts): it, not a cookie, says who asks. */
  apiKey?: AuthenticatedApiKey;
}

/** The per-request context of both surfaces: services plus the viewer from the API key or the session cookie. */
export async function createRequestContext(
  services: Services,
  cookieHeader: string | null,
  meta: RequestMeta = {},
): Promise<RequestContext> {
  const { apiKey } = meta;
  const token = apiKey ? undefined : readCookie(cookieHeader, SESSION_COOKIE);
  const user = apiKey ? (apiKey.scope === 'act' ? apiKey.user : null) : await services.sessions.findUser(token);
  const setCookies = meta.setCookies ?? [];
  const secure = services.config.APP_URL.startsWith('https://');
  return {
    ...services,
    viewer: createViewer(services.prisma, user, apiKey && { id: apiKey.id, scope: apiKey.scope }),
    session: {
      token: user ? token : undefined,
      ip: meta.ip ?? 'unknown',
      userAgent: meta.userAgent,
      issue(newToken, expiresAt) {
        this.token = newToken;
        setCookies.push(sessionCookie(newToken, expiresAt, secure));
      },
      clear() {
        this.token = undefined;
        setCookies.push(clearSessionCookie(secure));
      },
      funnelToken: readCookie(cookieHeader, FUNNEL_COOKIE),
      issueFunnelToken(newToken, expiresAt) {
        this.funnelToken = newToken;
        setCookies.push(funnelCookie(newToken, expiresAt, secure));
      },
    },
    loaders: createLoaders(services.prisma, user?.id ?? null, checkinPolicy(services.config)),
  };
}

/**
 * Sends the reads of a request that only reads to the replica, when there is a usable one and
 * the viewer is a visitor. A logged-in user reads from the primary, so everything they just wrote
 * is there at once (read-your-writes); a visitor's reads are public pages, where a second of
 * replication lag is invisible. Called for GraphQL queries and REST GETs, before they resolve.
 */
export function readFromReplica(ctx: RequestContext): void {
  const replica = ctx.viewer.user ? null : ctx.readReplica?.client();
  if (!replica) return;
  ctx.prisma = replica;
  ctx.loaders = createLoaders(replica, null, checkinPolicy(ctx.config));
}

/** One cookie of a Cookie header (GraphQL over HTTP and WebSocket, REST), by Hono's parser. */
function readCookie(header: string | null, name: string): string | undefined {
  return header ? parse(header, name)[name] : undefined;
}

export const sessionToken = (c: HonoContext) => getCookie(c, SESSION_COOKIE);
