// The server's own pages ask the same GraphQL schema the browser asks, in process (no HTTP hop):
// the same resolvers, the same visibility rules (a visitor never gets a hidden house number),
// with the context of the request being answered (its session cookie, its IP).
import { type DocumentNode, type ExecutionResult, execute, parse } from 'graphql';
import type { Context } from 'hono';
import type { Services } from '../../context.js';
import { schema } from '../../graphql/schema.js';
import { clientIp } from '../../http/client-ip.js';
import { createRequestContext } from '../../http/request-context.js';

export type RunQuery = (source: string, variables?: Record<string, unknown>) => Promise<ExecutionResult>;

const documents = new Map<string, DocumentNode>();

/** A query runner bound to one HTTP request; the context (session lookup) is made once, on the first query. */
export function inProcessGraphQL(services: Services, c: Context): RunQuery {
  let context: ReturnType<typeof createRequestContext> | undefined;
  return async (source, variables = {}) => {
    context ??= createRequestContext(services, c.req.header('cookie') ?? null, {
      ip: clientIp(c, services.config.TRUST_PROXY),
      userAgent: c.req.header('user-agent'),
      // A page never logs in or out: a session cookie set by a query would be lost, so none is kept.
      setCookies: [],
    });
    let document = documents.get(source);
    if (!document) {
      document = parse(source);
      // The pages' own documents: a fixed, small set.
      documents.set(source, document);
    }
    return execute({ schema, document, contextValue: await context, variableValues: variables });
  };
}
