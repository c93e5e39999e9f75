import type { RequestContext } from '../context.js';
import type { Conversation } from '../domain/messaging/conversation.js';
import { detectScamWarnings } from '../domain/messaging/scam-warnings.js';
import { readNotificationContent, USER_WRITTEN_TYPES } from '../domain/notifications/types.js';
import type { Asset, Notification, User } from '../generated/prisma/client.js';
import { userCardJson } from './user-card-json.js';

/** What the notification JSON needs besides the row: the sender's and the house's slug. */
export const NOTIFICATION_JSON_INCLUDE = {
  sender: { select: { slug: true, deletedAt: true } },
  house: { select: { slug: true } },
} as const;

type NotificationWithRefs = Notification & {
  sender: { slug: string; deletedAt: Date | null } | null;
  house: { slug: string } | null;
};

/**
 * The Notification entity of spec §3 (and the thread notification of §3 Thread): type, data,
 * sender and notifiable (the house) with their slugs, times. The recipient of a message a user
 * wrote also gets its scam warnings.
 */
export function notificationJson(n: NotificationWithRefs, viewerId: number) {
  const content = readNotificationContent(n.type, n.data);
  const sender = n.sender && !n.sender.deletedAt ? n.sender : null;
  return {
    id: n.id,
    type: n.type,
    data: n.data,
    sender_user_id: sender ? n.senderUserId : null,
    sender_user_slug: sender?.slug ?? null,
    notifiable_id: n.houseId,
    notifiable_slug: n.house?.slug ?? null,
    thread_id: n.threadId,
    // Our addition: the viewing request or offer a HouseViewing / HouseOffer is about (its state: GET
    // /api/houses/{id}/viewings, /api/houses/{id}/bids).
    viewing_id: n.viewingId,
    offer_id: n.offerId,
    created_at: n.createdAt,
    read_at: n.readAt,
    scam_warnings:
      content && USER_WRITTEN_TYPES.has(content.type) && n.recipientUserId === viewerId
        ? detectScamWarnings((content.data as { message: string }).message)
        : [],
  };
}

/**
 * The Thread entity of spec §3: the other user's card and full name, unread_count, chat_enabled,
 * the block flags and the last notification; `thread_id` is null before anything was sent.
 */
export function threadJson(
  ctx: RequestContext,
  conversation: Pick<Conversation, 'thread' | 'blocked' | 'blockedBy' | 'chatEnabled'> & {
    other: User & { avatar?: Asset | null };
  },
  lastNotification: NotificationWithRefs | null,
  viewerId: number,
) {
  const { other, thread } = conversation;
  return {
    ...userCardJson(ctx.storage, other, { blocked: conversation.blocked, blocked_by: conversation.blockedBy }),
    full_name: `${other.firstName} ${other.lastName}`.trim(),
    thread_id: thread?.id ?? null,
    unread_count: thread?.unreadCount ?? 0,
    chat_enabled: conversation.chatEnabled,
    last_notification: lastNotification ? notificationJson(lastNotification, viewerId) : null,
  };
}
