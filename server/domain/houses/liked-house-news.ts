import type { House } from '../../generated/prisma/client.js';
import { LISTED_MODERATION_STATUSES } from '../kernel/listing.js';
import { houseRefFor } from '../notifications/house-ref.js';
import type { Notify, Tx } from '../notifications/notify.js';
import { type NotificationData, notificationContent } from '../notifications/types.js';
import { currentHouseStatus } from './presentation.js';

// News for everyone who liked a house (spec §9 LikedHouseUpdated, LikedHouseStatusUpdated): when
// the owner changes the price, the price range or the factual description, or the status, each
// liker gets one notification per kind of change, stored in the transaction of the change itself.

type NewsFields = Pick<
  House,
  | 'id'
  | 'slug'
  | 'city'
  | 'street'
  | 'streetNumber'
  | 'postalCode'
  | 'ownerUserId'
  | 'moderationStatus'
  | 'price'
  | 'minPrice'
  | 'maxPrice'
  | 'factualDescription'
  | 'houseStatus'
  | 'statusReason'
  | 'statusUpdatedAt'
>;

type Changes = NotificationData<'LikedHouseUpdated'>['changes'];

/** old → new of the values likers hear about; empty when none of them changed. */
export function likedHouseChanges(before: NewsFields, after: NewsFields): Changes {
  const changes: Changes = {};
  if (before.price !== after.price) changes.price = { old: before.price, new: after.price };
  if (before.minPrice !== after.minPrice) changes.min_price = { old: before.minPrice, new: after.minPrice };
  if (before.maxPrice !== after.maxPrice) changes.max_price = { old: before.maxPrice, new: after.maxPrice };
  if (before.factualDescription !== after.factualDescription)
    changes.factual_description = { old: before.factualDescription, new: after.factualDescription };
  return changes;
}

/**
 * Tells the likers of a listed house what changed between `before` and `after`, inside the
 * transaction of the change (withNotifications publishes after its commit). Nobody hears of a house
 * that is not listed, an owner who liked their own house is not told of their own change, and a
 * liker blocked either way with the owner is not told at all.
 */
export async function tellLikers(tx: Tx, notify: Notify, before: NewsFields, after: NewsFields): Promise<void> {
  if (!LISTED_MODERATION_STATUSES.includes(after.moderationStatus)) return;
  const changes = likedHouseChanges(before, after);
  const statusChanged = before.houseStatus !== after.houseStatus || before.statusReason !== after.statusReason;
  if (Object.keys(changes).length === 0 && !statusChanged) return;
  const likers = await tx.like.findMany({
    where: {
      houseId: after.id,
      ...(after.ownerUserId
        ? {
            NOT: { userId: after.ownerUserId },
            // Nothing passes between a blocked pair (notifications/blocks.ts), not even a house's news.
            user: {
              deletedAt: null,
              blocking: { none: { blockedId: after.ownerUserId } },
              blockedBy: { none: { blockerId: after.ownerUserId } },
            },
          }
        : { user: { deletedAt: null } }),
    },
    select: { userId: true },
    orderBy: { userId: 'asc' },
  });
  const status = currentHouseStatus(after);
  for (const { userId } of likers) {
    // Only the liker reads it: the exact address when they may see it.
    const house = await houseRefFor(tx, after, [userId]);
    const base = { recipientUserId: userId, senderUserId: null, houseId: after.id };
    if (Object.keys(changes).length > 0)
      await notify({ ...base, content: notificationContent('LikedHouseUpdated', { house, changes }) });
    if (statusChanged)
      await notify({
        ...base,
        content: notificationContent('LikedHouseStatusUpdated', {
          house,
          new_status: { status: status.status, label: status.label, description: status.description_label },
        }),
      });
  }
}
