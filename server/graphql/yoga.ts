import type { IncomingMessage } from 'node:http';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { RequestContext, Services } from '../context.js';
import type { AuthenticatedApiKey } from '../domain/accounts/api-keys/authenticate.js';
import { DomainError, InputError } from '../domain/errors.js';
import { isCookielessBearer } from '../http/api-key-auth.js';
import { nodeRequestIp } from '../http/client-ip.js';
import { createRequestContext } from '../http/request-context.js';
import { currentRequestId } from '../http/request-id.js';
import { isStoreUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/unavailable.js';
import { maxCostFor, useApiKeyBudget } from './api-key-budget.js';
import { renderLocalGraphiQL } from './graphiql/index.js';
import { argumentError } from './input-errors.js';
import { useQueryLimits } from './limits.js';
import type { LiveSession } from './live-sessions.js';
import { useOperationMetrics } from './metrics.js';
import { useReadReplica } from './read-replica.js';
import { schema } from './schema.js';
import { topLevelCodeOf } from './types/errors.js';

/**
 * What the HTTP route (server/app.ts) or the WebSocket server hands to Yoga: the client IP, and a
 * list the session cookie of a logIn/register/logOut lands in (written on the HTTP response).
 */
export interface GraphQLServerContext {
  req?: IncomingMessage;
  /** A WebSocket operation: the socket's session, checked before each delivery (live-sessions.ts). */
  liveSession?: LiveSession;
  ip?: string;
  setCookies?: string[];
  /** A bearer request's API key, checked by server/http/api-key-auth.ts. */
  apiKey?: AuthenticatedApiKey;
}

/**
 * GraphiQL for partner developers: the headers editor open, where a key goes as
 * `{"Authorization": "Bearer hk_…"}` (docs/partners.md). Headers are not persisted: a pasted key
 * stays out of the browser's storage.
 */
const GRAPHIQL_OPTIONS = {
  title: 'Huiskans GraphQL',
  isHeadersEditorEnabled: true,
  defaultEditorToolsVisibility: 'headers' as const,
  shouldPersistHeaders: false,
  defaultQuery: `# Huiskans GraphQL. Met een API-sleutel (Instellingen → API-sleutels) zet je onder Headers:
#   {"Authorization": "Bearer hk_…"}
# Zonder sleutel vraag je als bezoeker, of als jezelf wanneer je op deze site bent ingelogd.
{
  houses(first: 5, filter: { type: "woonplaats", code: "3295" }) {
    edges { node { slug price formattedAddressLine } }
    pageInfo { hasNextPage endCursor }
  }
}
`,
};

export type Yoga = YogaServerInstance<GraphQLServerContext, RequestContext>;

/**
 * graphql-yoga over the Pothos schema. Unexpected errors stay masked; domain failures that reach
 * the top level of a query (e.g. an invalid listing filter) keep their Dutch message and a code.
 */
export function createGraphQL(services: Services, log: Logger): Yoga {
  return createYoga({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: GRAPHIQL_OPTIONS,
    // GraphiQL's scripts from this server, not from a CDN (works offline, under the CSP).
    renderGraphiQL: renderLocalGraphiQL,
    landingPage: false,
    // Parsed documents are cached by Yoga; validation results by the query limits plugin, which
    // keeps them apart from the per-request (variables) errors. Yoga's validation cache would
    // store a result with those errors and refuse the next request with other variables.
    parserAndValidationCache: { validationCache: false },
    // Yoga would allow every origin with credentials; server/http/cors.ts decides instead.
    cors: false,
    logging: {
      debug: (msg, ...details) => log.debug({ details }, String(msg)),
      info: (msg, ...details) => log.info({ details }, String(msg)),
      warn: (msg, ...details) => log.warn({ details }, String(msg)),
      // Yoga reports every error of a result here, a user's wrong input too; the unexpected ones
      // reach maskError below, which logs them as errors with their stack.
      error: (msg, ...details) => log.warn({ details }, String(msg)),
    },
    // CSRF: a request must be non-simple (JSON content type) or carry X-Requested-With (the Relay
    // client sends it, also with multipart uploads); GraphiQL posts JSON. Other sites can do neither.
    // A program with an API key and no cookie has no browser credential to forge: no CSRF rule.
    plugins: [
      // biome-ignore lint/correctness/useHookAtTopLevel: envelop plugin factories, not React hooks.
      skipForCookielessBearer(useCSRFPrevention({ requestHeaders: ['x-requested-with', 'x-graphql-yoga-csrf'] })),
      // Query limits (server/graphql/limits.ts), for WebSocket operations too.
      // biome-ignore lint/correctness/useHookAtTopLevel: an envelop plugin factory, not a React hook.
      useQueryLimits({ timeBudgetMs: services.config.GRAPHQL_TIME_BUDGET_MS, maxCostFor }),
      // biome-ignore lint/correctness/useHookAtTopLevel: see above.
      useReadReplica(),
      // biome-ignore lint/correctness/useHookAtTopLevel: see above.
      useApiKeyBudget(services.rateLimits),
      // biome-ignore lint/correctness/useHookAtTopLevel: see above.
      useOperationMetrics(),
    ],
    context: async ({ request, req, ip, setCookies, apiKey }) =>
      createRequestContext(services, request?.headers.get('cookie') ?? req?.headers.cookie ?? null, {
        ip: ip ?? (req ? nodeRequestIp(req, services.config.TRUST_PROXY) : undefined),
        userAgent: request?.headers.get('user-agent') ?? req?.headers['user-agent'],
        setCookies,
        apiKey,
      }),
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof DomainError && error instanceof GraphQLError) {
          return new GraphQLError(original.message, {
            nodes: error.nodes,
            path: error.path,
            extensions: {
              code: topLevelCodeOf(original),
              ...(original instanceof InputError ? { fields: original.fields } : {}),
              // A failure's own data, typed by its class (e.g. ListingPageTooDeepError: reason, maxPage).
              ...('extensions' in original && typeof original.extensions === 'object' ? original.extensions : {}),
            },
          });
        }
        // Arguments Pothos refuses before any resolver runs.
        if (original instanceof PothosValidationError && error instanceof GraphQLError) {
          return argumentError(original, { nodes: error.nodes, path: error.path });
        }
        if (error instanceof GraphQLError && !error.originalError) return error; // parse/validation errors
        // The whole answer becomes a 503 (Yoga takes the status from `extensions.http`).
        if (isStoreUnavailable(original)) {
          log.warn({ err: String((original as Error)?.message ?? original) }, 'database unavailable');
          return new GraphQLError(UNAVAILABLE_MESSAGE, {
            nodes: error instanceof GraphQLError ? error.nodes : undefined,
            path: error instanceof GraphQLError ? error.path : undefined,
            extensions: {
              code: 'SERVICE_UNAVAILABLE',
              requestId: currentRequestId(),
              http: { status: 503, headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
            },
          });
        }
        log.error({ err: original }, 'unhandled GraphQL error');
        // The id the log line carries too: the client shows it as 'Foutcode'.
        return new GraphQLError(message, {
          nodes: error instanceof GraphQLError ? error.nodes : undefined,
          path: error instanceof GraphQLError ? error.path : undefined,
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: currentRequestId() },
        });
      },
    },
  });
}

/** A request plugin that does not run for a bearer request without a cookie. */
function skipForCookielessBearer(plugin: Plugin): Plugin {
  const { onRequest } = plugin;
  return {
    ...plugin,
    onRequest:
      onRequest && ((payload) => (isCookielessBearer(payload.request.headers) ? undefined : onRequest(payload))),
  };
}
