import type { Db } from '../../db/client.js';
import { PREPARED } from '../../db/prepared.js';
import type { Notification } from '../../generated/prisma/client.js';
import { type NotificationRow, notificationColumns, toNotification } from './rows.js';
import { type SummaryRow, summaryColumns, type ThreadSummary, toSummary } from './threads.js';

// A live event (pub/sub) names a notification; each subscriber reads it as it is now, with rights:
// a recipient sees what receivedWhere lets through (not from a deleted account), a sender sees
// what they sent. One statement per subscriber event reads the notification, its thread as the
// viewer sees it and the viewer's unread count, instead of one query each (the fan-out).

export interface LiveNotification {
  notification: Notification;
  /** Its thread as the viewer sees it; null for a system notification. */
  thread: ThreadSummary | null;
  /** The viewer's unread count (as notifications.ts's unreadCount counts it). */
  viewerUnreadCount: number;
}

type LiveRow = Omit<SummaryRow, 'id'> &
  NotificationRow & {
    /** The thread's id, null without one. */
    id: number | null;
    viewer_unread_count: number;
  };

/** The notification of a live event for `viewerId`, or null when the viewer may not see it (any more). */
export async function liveNotification(
  prisma: Db,
  viewerId: number,
  notificationId: number,
): Promise<LiveNotification | null> {
  // The sender condition and the unread count are receivedWhere and unreadCount of notifications.ts.
  const [row] = await prisma.$queryRaw<LiveRow[]>`${PREPARED}
    SELECT ${notificationColumns},
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
    notification: toNotification(row),
    thread: row.id === null ? null : toSummary({ ...row, id: row.id }, viewerId),
    viewerUnreadCount: row.viewer_unread_count,
  };
}
