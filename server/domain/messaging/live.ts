import type { Db } from '../../db/client.js';
import type { Notification } from '../../generated/prisma/client.js';
import { type SummaryRow, summaryColumns, type ThreadSummary, toSummary } from './threads.js';

// A live event (pub/sub) names a notification; each subscriber reads it as it is now, with rights:
// a recipient sees what receivedWhere lets through (not from a deleted account), a sender sees
// what they sent. One statement per subscriber event reads the notification, its thread as the
// viewer sees it and the viewer's unread count, instead of one query each (issue 11's fan-out).

export interface LiveNotification {
  notification: Notification;
  /** Its thread as the viewer sees it; null for a system notification. */
  thread: ThreadSummary | null;
  /** The viewer's unread count (as notifications.ts's unreadCount counts it). */
  viewerUnreadCount: number;
}

type LiveRow = Omit<SummaryRow, 'id'> & {
  /** The thread's id, null without one. */
  id: number | null;
  notification_id: number;
  type: string;
  data: Notification['data'];
  sender_user_id: number | null;
  recipient_user_id: number;
  thread_id: number | null;
  house_id: number | null;
  viewing_id: number | null;
  offer_id: number | null;
  created_at: Date;
  read_at: Date | null;
  viewer_unread_count: number;
};

/** The notification of a live event for `viewerId`, or null when the viewer may not see it (any more). */
export async function liveNotification(
  prisma: Db,
  viewerId: number,
  notificationId: number,
): Promise<LiveNotification | null> {
  // The sender condition and the unread count are receivedWhere and unreadCount of notifications.ts.
  const [row] = await prisma.$queryRaw<LiveRow[]>`
    SELECT n.id AS notification_id, n.type, n.data, n.sender_user_id, n.recipient_user_id, n.thread_id,
           n.house_id, n.viewing_id, n.offer_id, n.created_at, n.read_at,
           (SELECT count(*)::int FROM notifications u LEFT JOIN users us ON us.id = u.sender_user_id
             WHERE u.recipient_user_id = ${viewerId} AND u.read_at IS NULL
               AND (u.sender_user_id IS NULL OR us.deleted_at IS NULL)) AS viewer_unread_count,
           ${summaryColumns(viewerId)}
    FROM notifications n
    LEFT JOIN users s ON s.id = n.sender_user_id
    LEFT JOIN threads t ON t.id = n.thread_id AND ${viewerId} IN (t.user_low_id, t.user_high_id)
    WHERE n.id = ${notificationId}
      AND ((n.recipient_user_id = ${viewerId} AND (n.sender_user_id IS NULL OR s.deleted_at IS NULL))
        OR n.sender_user_id = ${viewerId})`;
  if (!row) return null;
  return {
    notification: {
      id: row.notification_id,
      type: row.type,
      data: row.data,
      senderUserId: row.sender_user_id,
      recipientUserId: row.recipient_user_id,
      threadId: row.thread_id,
      houseId: row.house_id,
      viewingId: row.viewing_id,
      offerId: row.offer_id,
      createdAt: row.created_at,
      readAt: row.read_at,
    },
    thread: row.id === null ? null : toSummary({ ...row, id: row.id }, viewerId),
    viewerUnreadCount: row.viewer_unread_count,
  };
}
