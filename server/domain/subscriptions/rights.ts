import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';

/**
 * Subscriber rights (can_do_subscriber_actions): an active Premium or Extended subscription, or a
 * cancelled one still inside its paid period (the grace period of Cashier-style subscriptions).
 */
const rightsWhere = (now: Date): Prisma.SubscriptionWhereInput => ({
  OR: [
    { status: 'active', OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    { status: 'canceled', endsAt: { gt: now } },
  ],
});

export async function canDoSubscriberActions(
  prisma: Db | Prisma.TransactionClient,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  const sub = await prisma.subscription.findFirst({ where: { userId, ...rightsWhere(now) }, select: { id: true } });
  return sub !== null;
}

/** Which of `userIds` have subscriber rights, in one query (alerts to many searchers). */
export async function subscriberIds(
  prisma: Db | Prisma.TransactionClient,
  userIds: number[],
  now = new Date(),
): Promise<Set<number>> {
  const subs = await prisma.subscription.findMany({
    where: { userId: { in: userIds }, ...rightsWhere(now) },
    select: { userId: true },
  });
  return new Set(subs.map((s) => s.userId));
}
