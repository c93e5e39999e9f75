import { RateLimitedError } from '../../errors.js';
import type { RateLimitStore } from '../../ports/rate-limits.js';

const MINUTE = 60_000;

/**
 * What one key may use per minute, counted in the shared rate-limit store (Redis or PostgreSQL),
 * so every instance draws from the same budget. Requests count on /graphql and /api alike; cost
 * points are the GraphQL cost the query limits compute (server/graphql/limits.ts). A client
 * without a key has no per-minute budget but a smaller limit per operation (QUERY_LIMITS.maxCost).
 */
export const API_KEY_BUDGETS = {
  requestsPerMinute: 600,
  costPerMinute: 100_000,
  /** One operation may cost this much with a key (10,000 without). */
  maxOperationCost: 25_000,
  windowMs: MINUTE,
} as const;

export interface BudgetState {
  limit: number;
  used: number;
  remaining: number;
  resetAt: Date;
}

const nl = (n: number) => n.toLocaleString('nl-NL');
const secondsUntil = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

export const budgetMessages = {
  requests: (seconds: number) =>
    `Deze API-sleutel heeft het maximum van ${nl(API_KEY_BUDGETS.requestsPerMinute)} verzoeken per minuut bereikt. Probeer het over ${seconds} seconden opnieuw.`,
  cost: (seconds: number) =>
    `Deze API-sleutel heeft het budget van ${nl(API_KEY_BUDGETS.costPerMinute)} kostenpunten per minuut opgebruikt. Probeer het over ${seconds} seconden opnieuw of vraag minder gegevens tegelijk op.`,
};

/** A refusal that also says how much of the budget is used (GraphQL's `extensions.cost`). */
export class BudgetExceededError extends RateLimitedError {
  constructor(
    message: string,
    retryAfterSeconds: number,
    readonly state: BudgetState,
  ) {
    super(message, retryAfterSeconds);
  }
}

async function draw(
  store: RateLimitStore,
  key: string,
  amount: number,
  limit: number,
  message: (seconds: number) => string,
): Promise<BudgetState> {
  const count = await store.hit(key, API_KEY_BUDGETS.windowMs, amount);
  const state = { limit, used: count.hits, remaining: Math.max(0, limit - count.hits), resetAt: count.resetAt };
  if (count.hits > limit) {
    const seconds = secondsUntil(count.resetAt);
    throw new BudgetExceededError(message(seconds), seconds, state);
  }
  return state;
}

/** Counts one request of the key; 429 (BudgetExceededError) when over the minute's requests. */
export const drawRequest = (store: RateLimitStore, keyId: number) =>
  draw(store, `api-key-requests:${keyId}`, 1, API_KEY_BUDGETS.requestsPerMinute, budgetMessages.requests);

/** Counts an operation's cost points; 429 when the minute's points are used up (the refused points count too). */
export const drawCost = (store: RateLimitStore, keyId: number, cost: number) =>
  draw(store, `api-key-cost:${keyId}`, cost, API_KEY_BUDGETS.costPerMinute, budgetMessages.cost);
