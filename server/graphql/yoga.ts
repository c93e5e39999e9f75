import type { IncomingMessage } from 'node:http';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { RequestContext, Services } from '../context.js';
import { DomainError, InputError } from '../domain/errors.js';
import { nodeRequestIp } from '../http/client-ip.js';
import { createRequestContext } from '../http/request-context.js';
import { schema } from './schema.js';

const UNKNOWN_ID = 'Deze id bestaat niet of hoort bij iets anders.';

/**
 * What the HTTP route (server/app.ts) or the WebSocket server hands to Yoga: the client IP, and a
 * list the session cookie of a logIn/register/logOut lands in (written on the HTTP response).
 */
export interface GraphQLServerContext {
  req?: IncomingMessage;
  ip?: string;
  setCookies?: string[];
}

export type Yoga = YogaServerInstance<GraphQLServerContext, RequestContext>;

/**
 * graphql-yoga over the Pothos schema. Unexpected errors stay masked; domain failures that reach
 * the top level of a query (e.g. an invalid listing filter) keep their Dutch message and a code.
 */
export function createGraphQL(services: Services, log: Logger): Yoga {
  return createYoga({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: { title: 'Huiskans GraphQL' },
    landingPage: false,
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
    // biome-ignore lint/correctness/useHookAtTopLevel: an envelop plugin factory, not a React hook.
    plugins: [useCSRFPrevention({ requestHeaders: ['x-requested-with', 'x-graphql-yoga-csrf'] })],
    context: async ({ request, req, ip, setCookies }) =>
      createRequestContext(services, request?.headers.get('cookie') ?? req?.headers.cookie ?? null, {
        ip: ip ?? (req ? nodeRequestIp(req, services.config.TRUST_PROXY) : undefined),
        userAgent: request?.headers.get('user-agent') ?? req?.headers['user-agent'],
        setCookies,
      }),
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof DomainError && error instanceof GraphQLError) {
          return new GraphQLError(original.message, {
            nodes: error.nodes,
            path: error.path,
            extensions: {
              code: original instanceof InputError ? 'BAD_USER_INPUT' : `HTTP_${original.status}`,
              ...(original instanceof InputError ? { fields: original.fields } : {}),
            },
          });
        }
        // Arguments Pothos refuses before any resolver runs: a global id of the wrong type or no
        // global id at all, a bad cursor or page size. The client's mistake, said instead of masked.
        if (original instanceof PothosValidationError && error instanceof GraphQLError) {
          const aboutId = /global ID|is not of type|loading by id/.test(original.message);
          return new GraphQLError(aboutId ? UNKNOWN_ID : original.message, {
            nodes: error.nodes,
            path: error.path,
            extensions: { code: 'BAD_USER_INPUT' },
          });
        }
        if (error instanceof GraphQLError && !error.originalError) return error; // parse/validation errors
        log.error({ err: original }, 'unhandled GraphQL error');
        return new GraphQLError(message);
      },
    },
  });
}
