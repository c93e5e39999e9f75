import type { Db } from '../../db/client.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { isRowId } from '../ids.js';
import { type NotificationSelection, threadPage } from '../notifications/inbox.js';
import { threadSummaries } from '../notifications/threads.js';
import type { PageRequest } from '../pagination.js';
import type { Viewer } from '../ports/index.js';
import { type ConversationRef, findConversation } from './conversation.js';
import { NOT_YOUR_NOTIFICATION, NOTIFICATION_NOT_FOUND, THREAD_NOT_FOUND } from './messages.js';
import { requireMessagingUser } from './policy.js';

type Deps = { prisma: Db; viewer: Viewer };

/**
 * Marks one notification read (POST /api/user/notifications/{id}/read); again is a no-op. Only its
 * recipient may: 401 visitor, 404 unknown, 403 somebody else's (the sender's own message too).
 */
export async function markNotificationRead(deps: Deps, id: number) {
  const user = requireMessagingUser(deps.viewer);
  const found = isRowId(id) ? await deps.prisma.notification.findUnique({ where: { id } }) : null;
  if (!found) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  if (found.recipientUserId !== user.id) throw new ForbiddenError(NOT_YOUR_NOTIFICATION);
  // Only an unread row changes: two marks at once set one read time.
  await deps.prisma.notification.updateMany({ where: { id, readAt: null }, data: { readAt: new Date() } });
  const notification = await deps.prisma.notification.findUniqueOrThrow({ where: { id } });
  const [thread] = notification.threadId ? await threadSummaries(deps.prisma, user.id, [notification.threadId]) : [];
  return { notification, thread: thread ?? null };
}

/**
 * Marks every unread notification of the viewer in a conversation read (opening a thread, spec §4);
 * answers how many that were (`marked_as_read_count`, by which the client lowers its unread count).
 */
export async function markThreadRead(deps: Deps, ref: ConversationRef) {
  const user = requireMessagingUser(deps.viewer);
  const conversation = await findConversation(deps.prisma, user.id, ref);
  if (!conversation.thread) return { conversation, markedAsReadCount: 0 };
  const { count } = await deps.prisma.notification.updateMany({
    where: { threadId: conversation.thread.id, recipientUserId: user.id, readAt: null },
    data: { readAt: new Date() },
  });
  const [thread] = await threadSummaries(deps.prisma, user.id, [conversation.thread.id]);
  return { conversation: { ...conversation, thread }, markedAsReadCount: count };
}

/**
 * Opens a conversation (GET /api/user/notifications/threads/{slug}): marks the viewer's unread
 * notifications in it read, then loads the asked page. Only a thread that exists opens: with a
 * user the viewer never exchanged anything with it is 404, as GraphQL's
 * `thread(slug)` is null — the answer carried the stranger's full name, bio and id before.
 */
export async function openConversation<S extends NotificationSelection>(
  deps: Deps,
  ref: ConversationRef,
  request: PageRequest,
  selection: S,
) {
  const { conversation, markedAsReadCount } = await markThreadRead(deps, ref);
  if (!conversation.thread) throw new NotFoundError(THREAD_NOT_FOUND);
  const { page } = await threadPage(deps.prisma, conversation.thread.id, request, selection);
  return { conversation: { ...conversation, thread: conversation.thread }, markedAsReadCount, page };
}
