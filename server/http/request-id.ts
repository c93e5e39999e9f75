// Every request has an id: the one a proxy or client sent in X-Request-Id when it is well-formed,
// else a new one. It goes back on the response, into every log line written while the request
// runs (pino's mixin reads it from the async context, so no handler has to pass a logger along)
// and into the body of a 5xx, which the client shows as 'Foutcode: …' for support to search for.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const WELL_FORMED = /^[A-Za-z0-9._-]{1,64}$/;

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** The id a request brought, when it is one we may repeat in headers and logs; otherwise a new one. */
export function acceptRequestId(header: string | undefined): string {
  return header && WELL_FORMED.test(header) ? header : randomUUID();
}

/** The id of the request whose code is running, if any. */
export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;

/** pino's `mixin`: adds `reqId` to each line logged on behalf of a request. */
export function requestLogFields(): { reqId?: string } {
  const requestId = currentRequestId();
  return requestId ? { reqId: requestId } : {};
}

/** First middleware: the id on the context's async scope and on the response, whatever answers. */
export const requestId: MiddlewareHandler = async (c, next) => {
  const id = acceptRequestId(c.req.header(REQUEST_ID_HEADER));
  await scope.run({ requestId: id }, next);
  c.res.headers.set(REQUEST_ID_HEADER, id);
};
