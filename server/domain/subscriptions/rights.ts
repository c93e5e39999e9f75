import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';

/**
 * Subscriber rights (can_do_subscriber_actions): an active Premium or Extended subscription, or a
 * cancelled one still inside its paid period (the grace period of Cashier-style subscriptions).
 */
export async function canDoSubscriberActions(
  prisma: Db | Prisma.TransactionClient,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  const sub = await prisma.subscription.findFirst({
    where: {
      userId,
      OR: [
        { status: 'active', OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
        { status: 'canceled', endsAt: { gt: now } },
      ],
    },
    select: { id: true },
  });
  return sub !== null;
}
