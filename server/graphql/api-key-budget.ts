import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.js';
import type { AuthenticatedApiKey } from '../domain/accounts/api-keys/authenticate.js';
import {
  API_KEY_BUDGETS,
  BudgetExceededError,
  type BudgetState,
  drawCost,
} from '../domain/accounts/api-keys/budgets.js';
import { API_KEY_MESSAGES } from '../domain/accounts/api-keys/messages.js';
import type { RateLimitStore } from '../domain/ports/rate-limits.js';
import { operationCostOf, QUERY_LIMITS } from './limits.js';

const keyOf = (context: object) => (context as { apiKey?: AuthenticatedApiKey }).apiKey;

/** The per-operation cost limit: larger for a request with an API key. */
export const maxCostFor = (context: object) =>
  keyOf(context) ? API_KEY_BUDGETS.maxOperationCost : QUERY_LIMITS.maxCost;

/** `extensions.cost`, as GitHub's and Shopify's GraphQL APIs report it. */
const costExtension = (requested: number, state: BudgetState) => ({
  requestedQueryCost: requested,
  limit: state.limit,
  used: state.used,
  remaining: state.remaining,
  resetAt: state.resetAt.toISOString(),
});

/**
 * A bearer request's GraphQL rules, after the query limits measured the operation's cost: a
 * `read` key runs queries only (403), and every operation draws its cost from the key's minute
 * budget in the shared store — over it, a 429 with Retry-After and nothing runs. The cost used and
 * left is in the response's `extensions.cost`.
 */
export function useApiKeyBudget(rateLimits: RateLimitStore): Plugin<RequestContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const key = keyOf(args.contextValue);
      if (!key) return;
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      if (key.scope === 'read' && operation !== 'query') {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(API_KEY_MESSAGES.readOnly, {
              extensions: { code: 'FORBIDDEN', http: { status: 403 } },
            }),
          ],
        });
        return;
      }
      const requested = operationCostOf(args.contextValue)?.cost ?? 0;
      let state: BudgetState;
      try {
        state = await drawCost(rateLimits, key.id, requested);
      } catch (err) {
        if (!(err instanceof BudgetExceededError)) throw err;
        setResultAndStopExecution({
          errors: [
            new GraphQLError(err.message, {
              extensions: {
                code: 'RATE_LIMITED',
                cost: costExtension(requested, err.state),
                http: { status: 429, headers: { 'Retry-After': String(err.retryAfterSeconds) } },
              },
            }),
          ],
        });
        return;
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (!('data' in result || 'errors' in result)) return; // a stream (@defer) keeps its own shape
          setResult({ ...result, extensions: { ...result.extensions, cost: costExtension(requested, state) } });
        },
      };
    },
  };
}
