import type { PubSub } from '../../adapters/pubsub/types.js';
import type { Db } from '../../db/client.js';
import type { Notification, Prisma } from '../../generated/prisma/client.js';
import { type NotificationContent, opensChat, SYSTEM_TYPES } from './notification-types.js';
import { ensureThread } from './threads.js';

// The one way a user is told something (design.md "Notifications"): store the notification with its
// §3 data in the thread between sender and recipient (made on first use), move the thread's last
// notification, and publish it on the pub/sub adapter once the transaction has committed — never
// before (a subscriber would load a row that is not there yet) and never for a rolled-back write.
// Unread counts are counted, not kept: see threads.ts.

export type Tx = Prisma.TransactionClient;

export interface NotifyDeps {
  prisma: Db;
  pubsub: PubSub;
}

export interface NewNotification {
  recipientUserId: number;
  /** null: from Huiskans itself (only the system types of notification-types.ts). */
  senderUserId: number | null;
  content: NotificationContent;
  /** The house the notification is about (house events, a message sent from a house page). */
  houseId?: number | null;
  /** The viewing request (HouseViewing) or offer (HouseOffer) it is about: the thread shows its current state. */
  viewingId?: number | null;
  offerId?: number | null;
}

/** Stores a notification inside the caller's transaction; published when that transaction commits. */
export type Notify = (notification: NewNotification) => Promise<Notification>;

/**
 * Runs `work` in one transaction in which `notify` stores notifications; publishes them after the
 * commit. A feature that writes its own rows together with a notification (a like and its
 * HouseLiked) uses this; one that only tells somebody something uses `notify` below.
 */
export async function withNotifications<T>(deps: NotifyDeps, work: (tx: Tx, notify: Notify) => Promise<T>): Promise<T> {
  const stored: Notification[] = [];
  const result = await deps.prisma.$transaction(async (tx) =>
    work(tx, async (notification) => {
      const row = await storeNotification(tx, notification);
      stored.push(row);
      return row;
    }),
  );
  for (const row of stored) publishNotification(deps.pubsub, row);
  return result;
}

/** Stores one notification and publishes it after the commit. */
export function notify(deps: NotifyDeps, notification: NewNotification): Promise<Notification> {
  return withNotifications(deps, (_tx, store) => store(notification));
}

/**
 * Stores one notification in `tx` without publishing it: the body of `withNotifications`, and the
 * demo seed's way to write a history (`createdAt` in the past) before anybody listens.
 */
export async function storeNotification(tx: Tx, n: NewNotification, createdAt?: Date): Promise<Notification> {
  const system = SYSTEM_TYPES.has(n.content.type);
  if (system !== (n.senderUserId === null)) {
    throw new Error(`${n.content.type}: ${system ? 'comes from Huiskans, without a sender' : 'needs a sender'}`);
  }
  if (n.senderUserId === n.recipientUserId) throw new Error('A notification to oneself');
  const threadId = n.senderUserId === null ? null : await ensureThread(tx, n.senderUserId, n.recipientUserId);
  const row = await tx.notification.create({
    data: {
      type: n.content.type,
      data: n.content.data,
      senderUserId: n.senderUserId,
      recipientUserId: n.recipientUserId,
      threadId,
      houseId: n.houseId ?? null,
      viewingId: n.viewingId ?? null,
      offerId: n.offerId ?? null,
      ...(createdAt ? { createdAt } : {}),
    },
  });
  if (threadId !== null && n.senderUserId !== null) {
    const wrote = opensChat(n.content.type);
    // Concurrent notifications in one thread: the last one by (created_at, id) stays the last,
    // whichever transaction commits first; "has written" only ever turns on.
    await tx.$executeRaw`
      UPDATE threads SET
        last_notification_id = CASE WHEN last_notification_id IS NULL
          OR (last_message_at, last_notification_id) < (${row.createdAt}::timestamp(3), ${row.id})
          THEN ${row.id} ELSE last_notification_id END,
        last_message_at = CASE WHEN last_notification_id IS NULL THEN ${row.createdAt}::timestamp(3)
          ELSE GREATEST(last_message_at, ${row.createdAt}::timestamp(3)) END,
        low_has_written = low_has_written OR (${wrote} AND user_low_id = ${n.senderUserId}),
        high_has_written = high_has_written OR (${wrote} AND user_high_id = ${n.senderUserId})
      WHERE id = ${threadId}`;
  }
  return row;
}

function publishNotification(pubsub: PubSub, row: Notification) {
  const event = { notificationId: row.id };
  pubsub.publish('notificationAdded', row.recipientUserId, event);
  if (row.threadId !== null) pubsub.publish('threadMessageAdded', row.threadId, event);
}
