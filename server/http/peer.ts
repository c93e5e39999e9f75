import type { IncomingMessage } from 'node:http';
import { isIPv4 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isLoopbackName } from '../config.js';

/** The Node request behind a Hono context when it came over a socket; in-process requests (tests) have none. */
export function socketOf(c: Context): IncomingMessage | undefined {
  const env = c.env as { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  return env?.server?.incoming ?? env?.incoming;
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

/** Headers a proxy adds: with any of them the socket's peer is the proxy, not the person asking. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/** Whether a proxy passed the request on (its socket's peer is then the proxy). */
export const isForwarded = (incoming: IncomingMessage) =>
  FORWARDING_HEADERS.some((name) => incoming.headers[name] !== undefined);

/**
 * Whether the request comes from this machine itself, by the socket's remote address, never by a
 * header the client chooses. Not when forwarding headers show a proxy (TRUST_PROXY declares a proxy
 * that adds X-Forwarded-For to everything it passes on, so a request without one did not come
 * through it), not when Host names anything but loopback (a proxy that passes the public Host on),
 * and not without a socket at all (in-process requests).
 */
export function isLocalRequest(c: Context): boolean {
  const incoming = socketOf(c);
  if (!incoming) return false;
  if (isForwarded(incoming)) return false;
  if (!isLoopbackName(hostnameOf(incoming.headers.host))) return false;
  return isLoopbackAddress(getConnInfo(c).remote.address);
}

function hostnameOf(host: string | undefined): string {
  try {
    return host ? new URL(`http://${host}`).hostname : '';
  } catch {
    return '';
  }
}
