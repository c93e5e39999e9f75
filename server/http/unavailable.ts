// A store that cannot be reached (PostgreSQL stopped, restarting, failed over or out of
// connections; Redis gone) is a passing state, not a bug: requests that need it answer 503 with
// this message at once, and the connections are made anew when it is back (tests/faults/).

export const UNAVAILABLE_MESSAGE = 'Huiskans is even niet bereikbaar. Probeer het zo opnieuw.';
/** Seconds a client is told to wait before it tries again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// Prisma: can't reach the server, timed out, server closed the connection, pool timeout, too many connections.
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
// @prisma/adapter-pg's classification of socket errors.
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// node-postgres and the socket beneath it.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH']);
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;
// ioredis while Redis is gone (server/adapters/redis.ts makes it give up quickly).
const REDIS_ERRORS = new Set(['MaxRetriesPerRequestError']);
const REDIS_MESSAGES = /^(Command timed out|Connection is closed\.|Stream isn't writeable)/;

/**
 * SQLSTATEs of a server going away or not yet there: 57P01-57P03 (admin/crash shutdown, cannot
 * connect now: starting up or shutting down), class 08 (connection exception), 53300 (too many
 * connections).
 */
function isUnavailableSqlState(code: unknown): boolean {
  return typeof code === 'string' && (/^57P0[1-3]$/.test(code) || code.startsWith('08') || code === '53300');
}

/** Whether `err` (Prisma's, a driver's or ioredis's, or one wrapping it) says a store is out of reach. */
export function isStoreUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (typeof e !== 'object' || e === null || seen.has(e)) continue;
    seen.add(e);
    const o = e as Record<string, unknown>;
    if (PRISMA_CODES.has(o.code as string) || SOCKET_CODES.has(o.code as string)) return true;
    if (ADAPTER_KINDS.has(o.kind as string)) return true;
    if (isUnavailableSqlState(o.code) || isUnavailableSqlState(o.originalCode)) return true;
    if (REDIS_ERRORS.has(o.name as string)) return true;
    if (typeof o.message === 'string' && (DRIVER_MESSAGES.test(o.message) || REDIS_MESSAGES.test(o.message))) {
      return true;
    }
    const meta = o.meta as Record<string, unknown> | undefined;
    queue.push(o.cause, o.originalError, meta?.driverAdapterError);
  }
  return false;
}
