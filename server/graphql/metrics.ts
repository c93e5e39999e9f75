import { type GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { RateLimitedError } from '../domain/errors.js';
import { graphqlDuration, operationLabel, rateLimitRefusals, secondsSince } from '../metrics.js';

/** A rate limit's refusal inside a 200 answer (a 429, e.g. an API key's budget, is counted by the HTTP metrics). */
const isRefusal = (error: GraphQLError) =>
  (error.originalError instanceof RateLimitedError || error.extensions?.code === 'RATE_LIMITED') &&
  (error.extensions?.http as { status?: number } | undefined)?.status !== 429;

/**
 * Times each query and mutation, over HTTP and WebSocket, under its operation name (never its
 * variables); a subscription's events are counted as WebSocket deliveries instead.
 */
export function useOperationMetrics(): Plugin {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const operation = getOperationAST(args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          if (!('data' in result || 'errors' in result)) return; // an incremental stream (@defer)
          const errors = result.errors ?? [];
          graphqlDuration.observe(
            {
              operation: operationLabel(operation?.name?.value ?? args.operationName),
              type: operation?.operation ?? 'unknown',
              outcome: errors.length ? 'error' : 'ok',
            },
            secondsSince(started),
          );
          if (errors.some(isRefusal)) rateLimitRefusals.inc({ surface: 'graphql' });
        },
      };
    },
  };
}
