import type { Db } from '../../db/client.js';
import { PREPARED } from '../../db/prepared.js';
import { type Notification, Prisma } from '../../generated/prisma/client.js';
import type { PubSub } from '../ports/pubsub.js';
import { BlockedError, blockBetween } from './blocks.js';
import { enqueueMailSql } from './mail/queue.js';
import { type NotificationRow, notificationColumns, toNotification } from './rows.js';
import { type SummaryRow, summaryColumns, type ThreadSummary, toSummary } from './threads.js';
import { type NotificationContent, opensChat, SYSTEM_TYPES } from './types.js';

// The one way a user is told something (design.md "Notifications"): store the notification with its
// §3 data in the thread between sender and recipient (made on first use), move the thread's last
// notification, and publish it on the pub/sub adapter once it is committed (by the caller's
// transaction, or by its own statement) — never before (a subscriber would load a row that is not
// there yet) and never for a rolled-back write.
// Unread counts are counted, not kept: see threads.ts.
// The same statement enqueues its e-mail (mail/queue.ts) when its type is mailed: the mail is there
// exactly when the notification is.
// Between a blocked pair nothing is stored or published: a notification with a sender is refused
// (BlockedError, 403) in the statement that would store it (blocks.ts).

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

/** Stores one notification (one statement, no transaction around it) and publishes it. */
export async function notify(deps: NotifyDeps, notification: NewNotification): Promise<Notification> {
  const { row } = await insertNotification(deps.prisma, notification);
  publishNotification(deps.pubsub, row);
  return row;
}

/**
 * `notify` for a notification from a user, answering also its thread as the sender sees it now
 * (what sending a message answers), read by the same statement.
 */
export async function notifyFromUser(
  deps: NotifyDeps,
  notification: NewNotification & { senderUserId: number },
): Promise<{ notification: Notification; senderThread: ThreadSummary }> {
  const { row, senderThread } = await insertNotification(deps.prisma, notification);
  publishNotification(deps.pubsub, row);
  return { notification: row, senderThread: senderThread! };
}

/**
 * Stores one notification in `tx` without publishing it: the body of `withNotifications`, and the
 * demo seed's way to write a history (`createdAt` in the past, not mailed) before anybody listens. One
 * statement: the thread between sender and recipient (made on first use; concurrent first messages
 * make one thread, the unique pair decides) with its last notification moved, and the notification.
 */
export async function storeNotification(tx: Tx, n: NewNotification, createdAt?: Date): Promise<Notification> {
  return (await insertNotification(tx, n, createdAt)).row;
}

/** The statement of storeNotification; with a sender, it answers the thread as the sender sees it too. */
async function insertNotification(
  tx: Tx | Db,
  n: NewNotification,
  createdAt?: Date,
): Promise<{ row: Notification; senderThread: ThreadSummary | null }> {
  const mail = createdAt ? Prisma.empty : enqueueMailSql(n);
  createdAt ??= new Date();
  const system = SYSTEM_TYPES.has(n.content.type);
  if (system !== (n.senderUserId === null)) {
    throw new Error(`${n.content.type}: ${system ? 'comes from Huiskans, without a sender' : 'needs a sender'}`);
  }
  if (n.senderUserId === n.recipientUserId) throw new Error('A notification to oneself');
  const columns = Prisma.sql`type, data, sender_user_id, recipient_user_id, house_id, viewing_id, offer_id, created_at`;
  const values = Prisma.sql`${n.content.type}, ${JSON.stringify(n.content.data)}::jsonb, ${n.senderUserId}::int,
    ${n.recipientUserId}, ${n.houseId ?? null}::int, ${n.viewingId ?? null}::int, ${n.offerId ?? null}::int,
    ${createdAt}::timestamp(3)`;
  if (n.senderUserId === null) {
    const [row] = await tx.$queryRaw<NotificationRow[]>`${PREPARED}
      WITH stored AS (INSERT INTO notifications (${columns}) VALUES (${values}) RETURNING *) ${mail}
      SELECT ${notificationColumns} FROM stored n`;
    return { row: toNotification(row), senderThread: null };
  }
  const [low, high] =
    n.senderUserId < n.recipientUserId ? [n.senderUserId, n.recipientUserId] : [n.recipientUserId, n.senderUserId];
  const wrote = opensChat(n.content.type);
  // The notification's id is drawn first, so the thread row can point at it (the foreign key is
  // checked at the end of the statement). Concurrent notifications in one thread: the last one by
  // (created_at, id) stays the last, whichever commits first; "has written" only ever turns on.
  const [row] = await tx.$queryRaw<(NotificationRow & SummaryRow)[]>`${PREPARED}
    WITH new AS (SELECT nextval(pg_get_serial_sequence('notifications', 'id'))::int AS id),
    thread AS (
      INSERT INTO threads AS t (user_low_id, user_high_id, last_notification_id, last_message_at,
                                low_has_written, high_has_written)
      SELECT ${low}::int, ${high}::int, new.id, ${createdAt}::timestamp(3),
             ${wrote} AND ${low} = ${n.senderUserId}::int, ${wrote} AND ${high} = ${n.senderUserId}::int
      FROM new
      -- Nothing passes between a blocked pair (blocks.ts), whichever action sends it.
      WHERE NOT EXISTS (SELECT 1 FROM blocked_users b
        WHERE (b.blocker_id = ${low}::int AND b.blocked_id = ${high}::int)
           OR (b.blocker_id = ${high}::int AND b.blocked_id = ${low}::int))
      ON CONFLICT (user_low_id, user_high_id) DO UPDATE SET
        last_notification_id = CASE WHEN t.last_notification_id IS NULL
          OR (t.last_message_at, t.last_notification_id) < (EXCLUDED.last_message_at, EXCLUDED.last_notification_id)
          THEN EXCLUDED.last_notification_id ELSE t.last_notification_id END,
        last_message_at = CASE WHEN t.last_notification_id IS NULL THEN EXCLUDED.last_message_at
          ELSE GREATEST(t.last_message_at, EXCLUDED.last_message_at) END,
        low_has_written = t.low_has_written OR EXCLUDED.low_has_written,
        high_has_written = t.high_has_written OR EXCLUDED.high_has_written
      RETURNING t.id, t.user_low_id, t.user_high_id, t.last_message_at, t.last_notification_id,
                t.low_has_written, t.high_has_written),
    stored AS (
      INSERT INTO notifications (id, thread_id, ${columns})
      SELECT new.id, thread.id, ${values} FROM new, thread
      RETURNING *) ${mail}
    SELECT ${notificationColumns}, ${summaryColumns(n.senderUserId)} FROM stored n, thread t`;
  if (!row) {
    // Blocked: nothing was stored. The caller's transaction (withNotifications) rolls back with it.
    throw new BlockedError('other', (await blockBetween(tx, n.senderUserId, n.recipientUserId)) ?? 'blockedBy');
  }
  return { row: toNotification(row), senderThread: toSummary(row, n.senderUserId) };
}

function publishNotification(pubsub: PubSub, row: Notification) {
  const event = { notificationId: row.id };
  pubsub.publish('notificationAdded', row.recipientUserId, event);
  if (row.threadId !== null) pubsub.publish('threadMessageAdded', row.threadId, event);
}
