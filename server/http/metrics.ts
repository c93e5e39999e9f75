// The HTTP side of the metrics (server/metrics.ts): each request timed under its route pattern, and
// /metrics for the operator's scraper only.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { httpDuration, rateLimitRefusals, registry, secondsSince } from '../metrics.js';
import { isForwarded, socketOf } from './peer.js';

/** Which part of the app a path belongs to, for the refusal counter. */
const surfaceOf = (path: string) => (path === '/graphql' ? 'graphql' : path.startsWith('/api/') ? 'rest' : 'pages');

/**
 * Times every request under the pattern of the route that answered (`/api/houses/:id`, `*` for the
 * client's pages), never the raw path: ids and made-up paths would each make a new series.
 */
export const httpMetrics: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  const status = c.res.status;
  httpDuration.observe(
    { method: c.req.method, route: routePath(c) || '(none)', status: String(status) },
    secondsSince(started),
  );
  if (status === 429) rateLimitRefusals.inc({ surface: surfaceOf(c.req.path) });
};

/** A BlockList of the CIDRs in METRICS_ALLOW (validated by server/config.ts). */
export function allowList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address, bits] = cidr.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    list.addSubnet(address, Number(bits ?? (type === 'ipv4' ? 32 : 128)), type);
  }
  return list;
}

/** Whether `address` (a socket's peer, IPv4-mapped IPv6 included) lies in `list`. */
export function allows(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  if (isIPv4(v4)) return list.check(v4, 'ipv4');
  return isIPv6(v4) && list.check(v4, 'ipv6');
}

/**
 * GET /metrics in Prometheus' text format, for peers in METRICS_ALLOW (loopback by default),
 * judged by the socket, never by a header; a request a proxy passed on is refused whatever the
 * proxy's address, so a proxy on the same machine does not publish the metrics. Everyone else
 * gets the same 404 as for any unknown path.
 */
export function metricsRoute(cidrs: readonly string[]) {
  const list = allowList(cidrs);
  return async (c: Context) => {
    const incoming = socketOf(c);
    if (!incoming || isForwarded(incoming) || !allows(list, getConnInfo(c).remote.address)) {
      return c.text('Niet gevonden.', 404);
    }
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  };
}
