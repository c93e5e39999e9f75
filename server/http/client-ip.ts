import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The client's IP for rate limits. X-Forwarded-For only counts with TRUST_PROXY (otherwise anyone
 * could pick a fresh "IP" per request and dodge the limits); in-process requests (tests) have none.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  return (env?.server?.incoming ?? env?.incoming)?.socket?.remoteAddress ?? 'unknown';
}

/** The same for a plain Node request (the WebSocket upgrade). */
export function nodeRequestIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}
