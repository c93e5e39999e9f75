import type { Notification } from '../../generated/prisma/client.js';
import { Prisma } from '../../generated/prisma/client.js';

// A notification read or written by raw SQL (the live event's statement, the one statement that
// stores a notification with its thread): its columns under names that do not collide with the
// other columns of the statement, and the Prisma model made from them.

export interface NotificationRow {
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
}

/** The columns of a NotificationRow of the notifications table under alias `n`. */
export const notificationColumns = Prisma.sql`n.id AS notification_id, n.type, n.data, n.sender_user_id,
  n.recipient_user_id, n.thread_id, n.house_id, n.viewing_id, n.offer_id, n.created_at, n.read_at`;

export function toNotification(row: NotificationRow): Notification {
  return {
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
  };
}
