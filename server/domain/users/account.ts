import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';
import { type CheckinPolicy, isConfirmationOutdated, isHouseStatusOutdated } from '../kernel/freshness.js';
import { LISTED_MODERATION_STATUSES } from '../kernel/listing.js';
import { unreadCount as countUnread } from '../notifications/inbox.js';

/** The computed private fields of an account (GET /api/user, GraphQL viewer), loaded together. */
export interface AccountSummary {
  houseSlugs: string[];
  searchQuerySlugs: string[];
  unreadCount: number;
  advisorsCount: number;
  completedKnowledgebaseSteps: { id: number; key: string; completedAt: Date }[];
  hasOutdatedProfile: boolean;
  hasOutdatedHouseStatus: boolean;
  hasOutdatedSearchQuery: boolean;
}

export async function accountSummary(
  prisma: Db,
  policy: CheckinPolicy,
  user: Pick<User, 'id' | 'movingWishConfirmedAt'>,
  now: Date = new Date(),
  /** The unread count when the caller has it (the per-request loader): counted here otherwise. */
  unread: Promise<number> = countUnread(prisma, user.id),
): Promise<AccountSummary> {
  const [houses, searchQueries, unreadCount, advisors, steps] = await Promise.all([
    prisma.house.findMany({
      where: { ownerUserId: user.id },
      select: { slug: true, moderationStatus: true, statusConfirmedAt: true, soldReportedAt: true },
      orderBy: { id: 'asc' },
    }),
    prisma.searchQuery.findMany({
      where: { userId: user.id },
      select: { slug: true, confirmedAt: true },
      orderBy: { id: 'asc' },
    }),
    unread,
    prisma.userAdvisor.findMany({ where: { userId: user.id }, select: { advisorId: true }, distinct: ['advisorId'] }),
    prisma.userKnowledgebaseStep.findMany({
      where: { userId: user.id },
      select: { completedAt: true, step: { select: { id: true, key: true } } },
      orderBy: { completedAt: 'asc' },
    }),
  ]);
  return {
    houseSlugs: houses.map((h) => h.slug),
    searchQuerySlugs: searchQueries.map((q) => q.slug),
    unreadCount,
    advisorsCount: advisors.length,
    completedKnowledgebaseSteps: steps.map((s) => ({ id: s.step.id, key: s.step.key, completedAt: s.completedAt })),
    // Status check-ins (kernel/freshness.ts): only listed houses have a status anybody relies on.
    hasOutdatedProfile: isConfirmationOutdated(user.movingWishConfirmedAt, policy, now),
    hasOutdatedHouseStatus: houses.some(
      (h) => LISTED_MODERATION_STATUSES.includes(h.moderationStatus) && isHouseStatusOutdated(h, policy, now),
    ),
    hasOutdatedSearchQuery: searchQueries.some((q) => isConfirmationOutdated(q.confirmedAt, policy, now)),
  };
}
