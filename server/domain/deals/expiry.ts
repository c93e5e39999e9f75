import { type NotifyDeps, withNotifications } from '../notifications/notify.js';
import type { ScheduledJob } from '../scheduling/jobs.js';
import { OPEN_OFFER_STATUSES, offerContent } from './offers.js';

export const OFFER_EXPIRY_JOB = 'offer-expiry';

/** Every few minutes: waiting offers whose time ran out (claimed per run: once on any number of instances). */
export function offerExpiryJob(deps: NotifyDeps, everyMs = 5 * 60_000): ScheduledJob {
  return {
    name: OFFER_EXPIRY_JOB,
    schedule: { everyMs },
    run: async (now) => ({ expired: await expireOffers(deps, now) }),
  };
}

/**
 * Offers and counter-offers whose time ran out become `expired`; both sides read it in their thread
 * (each as a message from the other: the thread is the pair's). The due ones come from a partial
 * index of waiting offers; a batch at a time, so one run costs the same however many there are.
 */
export async function expireOffers(deps: NotifyDeps, now = new Date(), batch = 100): Promise<number> {
  const due = await deps.prisma.offer.findMany({
    where: { status: { in: [...OPEN_OFFER_STATUSES] }, expiresAt: { lte: now } },
    include: { house: true },
    orderBy: { expiresAt: 'asc' },
    take: batch,
  });
  let expired = 0;
  for (const offer of due) {
    const owner = offer.house.ownerUserId;
    expired += await withNotifications(deps, async (tx, notify) => {
      const changed = await tx.offer.updateMany({
        where: { id: offer.id, status: offer.status, expiresAt: { lte: now } },
        data: { status: 'expired', expiresAt: null },
      });
      if (changed.count === 0 || owner === null) return changed.count;
      const amount = offer.status === 'countered' ? (offer.counterAmount ?? offer.amount) : offer.amount;
      const content = await offerContent(
        tx,
        offer.house,
        [offer.userId, owner],
        { ...offer, amount, comments: null },
        'expired',
      );
      for (const [recipientUserId, senderUserId] of [
        [offer.userId, owner],
        [owner, offer.userId],
      ] as const) {
        await notify({ recipientUserId, senderUserId, houseId: offer.houseId, offerId: offer.id, content });
      }
      return changed.count;
    });
  }
  return expired;
}
