import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';

/**
 * How long an active subscription keeps its rights after its paid period while the renewal is on
 * its way: Mollie charges on the renewal date and a direct debit answers after a few working days
 * (a failed renewal ends the rights at once, see payments.ts). A renewal that never comes at all
 * (a mandate revoked at the bank) ends them a week late, not never.
 */
export const RENEWAL_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The subscriptions that give subscriber rights (can_do_subscriber_actions) at `now`: an active
 * Premium or Extended subscription (in its paid period, or its renewal on the way), or a
 * cancelled one still inside its paid period (the grace period of Cashier-style subscriptions).
 * The one rule: nothing else sets the flag, on any surface.
 */
export function withRightsWhere(now = new Date()): Prisma.SubscriptionWhereInput {
  return {
    OR: [
      {
        status: 'active',
        OR: [{ cycleEndsAt: null }, { cycleEndsAt: { gt: new Date(now.getTime() - RENEWAL_GRACE_MS) } }],
      },
      { status: 'canceled', endsAt: { gt: now } },
    ],
  };
}

/** can_do_subscriber_actions of one user. */
export async function canDoSubscriberActions(
  prisma: Db | Prisma.TransactionClient,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  const sub = await prisma.subscription.findFirst({
    where: { userId, ...withRightsWhere(now) },
    select: { id: true },
  });
  return sub !== null;
}

/** Which of `userIds` have subscriber rights, in one query (alerts to many searchers). */
export async function subscriberIds(
  prisma: Db | Prisma.TransactionClient,
  userIds: number[],
  now = new Date(),
): Promise<Set<number>> {
  const subs = await prisma.subscription.findMany({
    where: { userId: { in: userIds }, ...withRightsWhere(now) },
    select: { userId: true },
  });
  return new Set(subs.map((s) => s.userId));
}
