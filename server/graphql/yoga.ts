import { GraphQLError } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { RequestContext, Services } from '../context.js';
import { DomainError, InputError } from '../domain/errors.js';
import { createRequestContext } from '../http/request-context.js';
import { schema } from './schema.js';

export type Yoga = YogaServerInstance<{ req?: { headers: { cookie?: string } } }, RequestContext>;

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
      debug: (...a) => log.debug(a),
      info: (...a) => log.info(a),
      warn: (...a) => log.warn(a),
      error: (...a) => log.error(a),
    },
    context: async ({ request, req }) =>
      createRequestContext(services, request?.headers.get('cookie') ?? req?.headers.cookie ?? null),
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
        if (error instanceof GraphQLError && !error.originalError) return error; // parse/validation errors
        log.error({ err: original }, 'unhandled GraphQL error');
        return new GraphQLError(message);
      },
    },
  });
}
