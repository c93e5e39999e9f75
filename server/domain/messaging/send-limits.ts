import { consume } from '../accounts/throttle.js';
import type { RateLimitStore } from '../ports/rate-limits.js';

// Send limits: what one user can make land in other people's inboxes, per
// user, counted in the rate-limit store (rate_limit_buckets, or Redis with REDIS_URL), so every
// instance shares the counters. An action counts an attempt after its rights checks and its input
// (a visitor still hears 401, a stranger 403/404, a typo 422 — none of those counts) and before it
// writes: increment, then compare, so parallel requests cannot slip past. Over the limit: 429 with
// Retry-After (REST), RateLimitedError (GraphQL), nothing stored, nobody told. Fixed windows that
// start at the first counted attempt. Generous enough that a real conversation never meets them.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SEND_LIMITS = {
  /** Messages (UserMessage, HouseMessage), all conversations together: a fast typist sends ~10 a minute. */
  messages: { max: 30, windowMs: MINUTE },
  /** Messages that start a conversation (no thread yet, or nobody wrote in it). */
  newConversations: { max: 20, windowMs: DAY },
  /** Offers on one house (a new one replaces the open one; 5 leaves room to answer counter-offers). */
  offersPerHouse: { max: 5, windowMs: DAY },
  /** Viewing requests for one house (one can be open at a time; 3 allows two new tries after a no). */
  viewingRequestsPerHouse: { max: 3, windowMs: DAY },
  /** Reviews written or edited. */
  reviews: { max: 10, windowMs: DAY },
  /** New advisor contact requests (asking again about the same expertise costs nothing). */
  advisorContacts: { max: 10, windowMs: DAY },
} as const;

export type SendLimit = keyof typeof SEND_LIMITS;

/** The counter of `limit` for `userId` (and the house it is about). */
export function sendLimitKey(limit: SendLimit, userId: number, houseId?: number): string {
  return houseId === undefined ? `send:${limit}:${userId}` : `send:${limit}:${userId}:${houseId}`;
}

/** '45 seconden', '1 minuut', '23 minuten', '5 uur'. */
export function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 seconde' : `${seconds} seconden`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
  return `${Math.ceil(minutes / 60)} uur`;
}

/** The Dutch 429 text of each limit, with the wait. */
export const SEND_LIMIT_MESSAGES: Record<SendLimit, (seconds: number) => string> = {
  messages: (s) =>
    `Je stuurt veel berichten kort na elkaar (meer dan ${SEND_LIMITS.messages.max} per minuut). Wacht ${waitText(s)} en probeer het dan opnieuw.`,
  newConversations: (s) =>
    `Je bent vandaag al ${SEND_LIMITS.newConversations.max} nieuwe gesprekken begonnen. Over ${waitText(s)} kun je weer een nieuw gesprek beginnen; antwoorden in je gesprekken kan altijd.`,
  offersPerHouse: (s) =>
    `Je hebt vandaag al ${SEND_LIMITS.offersPerHouse.max} biedingen op dit huis uitgebracht. Over ${waitText(s)} kun je weer bieden.`,
  viewingRequestsPerHouse: (s) =>
    `Je hebt vandaag al ${SEND_LIMITS.viewingRequestsPerHouse.max} keer een bezichtiging van dit huis aangevraagd. Over ${waitText(s)} kun je het opnieuw proberen.`,
  reviews: (s) =>
    `Je hebt vandaag al ${SEND_LIMITS.reviews.max} reviews geschreven of aangepast. Over ${waitText(s)} kun je weer een review schrijven.`,
  advisorContacts: (s) =>
    `Je hebt vandaag al ${SEND_LIMITS.advisorContacts.max} adviseurs benaderd. Over ${waitText(s)} kun je weer contact opnemen met een adviseur.`,
};

/**
 * Counts one attempt of `userId` against `limit` (per house when `houseId` is given) and refuses it
 * with RateLimitedError (429) when it is over. Call it after the rights checks and the input, right
 * before the write.
 */
export function consumeSendLimit(
  deps: { rateLimits: RateLimitStore },
  limit: SendLimit,
  userId: number,
  houseId?: number,
): Promise<void> {
  return consume(deps.rateLimits, sendLimitKey(limit, userId, houseId), SEND_LIMITS[limit], SEND_LIMIT_MESSAGES[limit]);
}
