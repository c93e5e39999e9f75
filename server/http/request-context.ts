import type { Context as HonoContext } from 'hono';
import { getCookie } from 'hono/cookie';
import type { RequestContext, Services } from '../context.js';
import { findSessionUser, SESSION_COOKIE } from '../domain/accounts/sessions.js';
import { createViewer } from '../domain/accounts/viewer.js';

/** The per-request context of both surfaces: services plus the viewer from the session cookie. */
export async function createRequestContext(services: Services, cookieHeader: string | null): Promise<RequestContext> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const user = await findSessionUser(services.prisma, token);
  return { ...services, viewer: createViewer(services.prisma, user), houseDistances: new Map() };
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export const sessionToken = (c: HonoContext) => getCookie(c, SESSION_COOKIE);
