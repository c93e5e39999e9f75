import DataLoader from 'dataloader';
import type { Db } from './db/client.js';
import { coacheeIdsOf, type RequestRef, standingRequests } from './domain/advisors/coaching.js';
import { type AdvisorRating, advisorRatings, advisorResponseTimes } from './domain/advisors/reviews.js';
import type { CheckinPolicy } from './domain/kernel/freshness.js';
import { activeUserWhere } from './domain/kernel/users.js';
import { type MatchCounts, matchCounts } from './domain/matching/pages.js';
import { responseTimes } from './domain/messaging/response-time.js';
import { unreadCount } from './domain/notifications/inbox.js';
import { type ThreadSummary, threadSummaries } from './domain/notifications/threads.js';
import { type AccountSummary, accountSummary } from './domain/users/account.js';
import { type BlockRelations, blockRelations } from './domain/users/blocking.js';
import type { Notification, User } from './generated/prisma/client.js';

/** Rows by id, in the order asked, null where there is none. */
const byId = <Row extends { id: number }>(ids: readonly number[], rows: Row[]) => {
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => found.get(id) ?? null);
};

/**
 * Per-request DataLoaders, on the request context: each caches (and batches) for one request only,
 * so nothing outlives it or leaks from one viewer to another. `viewerId`: whose threads.
 */
export function createLoaders(prisma: Db, viewerId: number | null, checkins: CheckinPolicy) {
  /** A user's unread count: also primed by a live event, which reads it with the notification. */
  const unreadCounts = new DataLoader<number, number>((ids) => Promise.all(ids.map((id) => unreadCount(prisma, id))));
  return {
    unreadCounts,
    /** A user's account summary: the viewer's private fields share one. */
    accountSummary: new DataLoader<Pick<User, 'id' | 'movingWishConfirmedAt'>, AccountSummary, number>(
      (users) =>
        Promise.all(
          users.map((user) => accountSummary(prisma, checkins, user, new Date(), unreadCounts.load(user.id))),
        ),
      { cacheKeyFn: (user) => user.id },
    ),
    /** Both directions of a user's blocks, by user id: the block flags of every user in a response. */
    blockRelations: new DataLoader<number, BlockRelations>((ids) =>
      Promise.all(ids.map((id) => blockRelations(prisma, id))),
    ),
    /** Users that are not deleted. */
    activeUsers: new DataLoader<number, User | null>(async (ids) =>
      byId(ids, await prisma.user.findMany({ where: { id: { in: [...ids] }, ...activeUserWhere } })),
    ),
    notifications: new DataLoader<number, Notification | null>(async (ids) =>
      byId(ids, await prisma.notification.findMany({ where: { id: { in: [...ids] } } })),
    ),
    /** Threads as the viewer sees them (null for a visitor or a thread that is not theirs). */
    threads: new DataLoader<number, ThreadSummary | null>(async (ids) =>
      viewerId === null ? ids.map(() => null) : byId(ids, await threadSummaries(prisma, viewerId, [...ids])),
    ),
    /** A search profile's kansen, all and exact: one query for a page of profiles. */
    matchCounts: new DataLoader<number, MatchCounts>(async (ids) => {
      const counts = await matchCounts(prisma, checkins, ids);
      return ids.map((id) => counts.get(id) ?? { all: 0, exact: 0 });
    }),
    /** A user's typical response time ('Reageert meestal binnen 3 uur'), null without enough data. */
    responseTimes: new DataLoader<number, string | null>(async (ids) => {
      const labels = await responseTimes(prisma, [...ids]);
      return ids.map((id) => labels.get(id) ?? null);
    }),
    /** An advisor's rating (average and count of their reviews), by advisor id: one query for a page of advisors. */
    advisorRatings: new DataLoader<number, AdvisorRating>(async (ids) => {
      const ratings = await advisorRatings(prisma, ids);
      return ids.map((id) => ratings.get(id)!);
    }),
    /** How fast an advisor answers contact requests, by the advisor's user id; null without enough data. */
    advisorResponseTimes: new DataLoader<number, string | null>(async (ids) => {
      const labels = await advisorResponseTimes(prisma, [...ids]);
      return ids.map((id) => labels.get(id) ?? null);
    }),
    /** Whether the viewer (as advisor) coaches a user, by user id: one query for a page of users. */
    myCoachees: new DataLoader<number, boolean>(async (ids) => {
      const coached = viewerId === null ? new Set<number>() : await coacheeIdsOf(prisma, viewerId, ids);
      return ids.map((id) => coached.has(id));
    }),
    /** The viewer's (an advisor's) contact requests that still stand, by who asked about what. */
    myAdvisorRequests: new DataLoader(
      async (refs: readonly RequestRef[]) =>
        viewerId === null ? refs.map(() => null) : standingRequests(prisma, viewerId, refs),
      { cacheKeyFn: (ref) => `${ref.userId}:${ref.expertiseName}` },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * Forgets every cached load. A subscription executes each event with the same context, so it clears
 * them before each event: every event is answered from the database as it is then.
 */
export function clearLoaders(loaders: Loaders) {
  for (const loader of Object.values(loaders)) loader.clearAll();
}
