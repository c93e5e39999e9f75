import { SESSION_COOKIE } from '../domain/accounts/sessions.js';
import { FUNNEL_COOKIE } from '../domain/funnel/claims.js';

// HttpOnly: scripts cannot read it; SameSite=Lax: other sites' POSTs do not carry it (top-level
// GET navigations still do, so links from e-mail keep the user logged in); Secure behind HTTPS.
const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

function cookie(name: string, value: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${name}=${value}; Max-Age=${maxAge}; Expires=${expiresAt.toUTCString()}; ${attributes(secure)}`;
}

export const sessionCookie = (token: string, expiresAt: Date, secure: boolean) =>
  cookie(SESSION_COOKIE, token, expiresAt, secure);

/** The browser's funnel claim token (server/domain/funnel/claims.ts), with the same attributes. */
export const funnelCookie = (token: string, expiresAt: Date, secure: boolean) =>
  cookie(FUNNEL_COOKIE, token, expiresAt, secure);

export function clearSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(secure)}`;
}
