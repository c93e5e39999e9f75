import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { type Config, isLoopbackName, LOOPBACK_NAMES } from '../config.js';
import { socketOf } from './peer.js';

export const UNKNOWN_HOST_MESSAGE = 'Onbekend adres: deze server hoort niet bij deze hostnaam.';
export const MISSING_HOST_MESSAGE = 'Het verzoek noemt geen host.';

/** `host` or `host:port` as a Host header carries it, lower case, without a default port. */
function normalize(host: string, defaultPort: string): string | null {
  try {
    const url = new URL(`http://${host.trim()}`);
    if (url.username || url.password || url.pathname !== '/' || url.search) return null;
    return url.port && url.port !== defaultPort ? url.host : url.hostname;
  } catch {
    return null;
  }
}

/**
 * Which Host headers the server answers (DNS rebinding: a foreign site that points its own name at
 * this machine gets its name in Host, and is refused). APP_URL's host:port and ALLOWED_HOSTS; for a
 * localhost APP_URL also localhost, 127.0.0.1 and [::1] with that port and with the port the server
 * actually listens on (PORT 0 picks one; `npm run dev` serves the client on another).
 */
export function createHostAllowList(config: Pick<Config, 'APP_URL' | 'ALLOWED_HOSTS'>) {
  const app = new URL(config.APP_URL);
  const defaultPort = app.protocol === 'https:' ? '443' : '80';
  const allowed = new Set(
    [app.host, ...config.ALLOWED_HOSTS].map((h) => normalize(h, defaultPort)).filter((h) => h !== null),
  );
  const local = isLoopbackName(app.hostname);
  const addLoopbackPort = (port: string) => {
    for (const name of LOOPBACK_NAMES) allowed.add(port && port !== defaultPort ? `${name}:${port}` : name);
  };
  if (local) addLoopbackPort(app.port);
  return {
    allows(host: string | undefined): boolean {
      if (!host) return false;
      const normalized = normalize(host, defaultPort);
      return normalized !== null && allowed.has(normalized);
    },
    /** Called once the server listens: the bound port joins the loopback names of a local APP_URL. */
    listeningOn(port: number) {
      if (local) addLoopbackPort(String(port));
    },
  };
}

export type HostAllowList = ReturnType<typeof createHostAllowList>;

/**
 * First middleware of the app: a request whose Host (or absolute URL) names another host gets 421
 * before anything else runs. Requests from a socket must carry Host (400 otherwise); in-process
 * requests (tests) are checked by their URL like any other.
 */
export function hostGuard(hosts: HostAllowList): MiddlewareHandler {
  return async (c, next) => {
    const socket = socketOf(c);
    const header = socket ? socket.headers.host : c.req.header('host');
    if (socket && !header) return c.text(MISSING_HOST_MESSAGE, 400);
    if (!hosts.allows(new URL(c.req.url).host) || (header !== undefined && !hosts.allows(header))) {
      return c.text(UNKNOWN_HOST_MESSAGE, 421);
    }
    await next();
  };
}

/** The same check for the WebSocket upgrade, which Node hands to the ws server, not to Hono. */
export const allowsUpgrade = (hosts: HostAllowList, req: IncomingMessage) => hosts.allows(req.headers.host);
