import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { socketOf } from './peer.js';

/** The first address of X-Forwarded-For: the client as the proxy saw it. */
const forwardedFor = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/**
 * The client's IP for rate limits. X-Forwarded-For only counts with TRUST_PROXY (otherwise anyone
 * could pick a fresh "IP" per request and dodge the limits); otherwise the socket's peer (Hono's
 * getConnInfo). In-process requests (tests) have no socket: 'unknown'.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? forwardedFor(c.req.header('x-forwarded-for')) : undefined;
  return forwarded ?? (socketOf(c) ? getConnInfo(c).remote.address : undefined) ?? 'unknown';
}

/** The same for the WebSocket upgrade: a plain Node request, which Hono never sees. */
export function nodeRequestIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? forwardedFor(req.headers['x-forwarded-for']) : undefined;
  return forwarded ?? req.socket?.remoteAddress ?? 'unknown';
}
