import { Hono } from 'hono';
import { requireMessagingUser } from '../domain/messaging/policy.js';
import { markNotificationRead, openConversation } from '../domain/messaging/reading.js';
import { sendMessage } from '../domain/messaging/sending.js';
import { MESSAGING_PAGE_LIMITS, THREAD_ORDER } from '../domain/notifications/inbox.js';
import { INBOX_ORDER, inboxPage } from '../domain/notifications/threads.js';
import { idParam, readFields } from './body.js';
import { cursorPageRequest, cursorPaginator } from './cursor-pages.js';
import type { RestEnv } from './env.js';
import { NOTIFICATION_JSON_INCLUDE, notificationJson, threadJson } from './messaging-json.js';

// Spec §7 Messages: the inbox, a thread (opening it marks it read), sending, and marking one
// notification read. Pages follow Laravel's cursor paginator (cursor-pages.ts): a client follows
// next_page_url (older threads, older messages), and a deep page costs what the first does.

export const messagingRoutes = new Hono<RestEnv>()
  // The inbox: threads, newest last notification first; `search` filters by name.
  .get('/user/notifications/threads', async (c) => {
    const ctx = c.get('ctx');
    const user = requireMessagingUser(ctx.viewer);
    const request = cursorPageRequest(c, INBOX_ORDER, MESSAGING_PAGE_LIMITS, 'forward');
    const { page } = await inboxPage(ctx.prisma, user.id, request, c.req.query('search'));
    const [others, lasts] = await Promise.all([
      ctx.prisma.user.findMany({
        where: { id: { in: page.rows.map((t) => t.otherUserId) } },
        include: { avatar: true },
      }),
      ctx.prisma.notification.findMany({
        where: { id: { in: page.rows.flatMap((t) => t.lastNotificationId ?? []) } },
        include: NOTIFICATION_JSON_INCLUDE,
      }),
    ]);
    const json = page.rows.map((thread) =>
      threadJson(
        ctx,
        { ...thread, thread, other: others.find((u) => u.id === thread.otherUserId)! },
        lasts.find((n) => n.id === thread.lastNotificationId) ?? null,
        user.id,
      ),
    );
    return c.json(cursorPaginator(c, page, page.rows, json, 'forward'));
  })
  // Opening a thread: marks it read (marked_as_read_count) and answers its newest page, newest first.
  .get('/user/notifications/threads/:slug', async (c) => {
    const ctx = c.get('ctx');
    const user = requireMessagingUser(ctx.viewer);
    const request = cursorPageRequest(c, THREAD_ORDER, MESSAGING_PAGE_LIMITS, 'backward');
    const { conversation, markedAsReadCount, page } = await openConversation(
      ctx,
      { slug: c.req.param('slug') },
      request,
      { include: NOTIFICATION_JSON_INCLUDE },
    );
    const newestFirst = [...page.rows].reverse();
    const other = await ctx.prisma.user.findUniqueOrThrow({
      where: { id: conversation.other.id },
      include: { avatar: true },
    });
    return c.json({
      ...cursorPaginator(
        c,
        page,
        newestFirst,
        newestFirst.map((n) => notificationJson(n, user.id)),
        'backward',
      ),
      marked_as_read_count: markedAsReadCount,
      thread: threadJson(ctx, { ...conversation, other }, newestFirst[0] ?? null, user.id),
    });
  })
  // Sends {message} (and, our addition, the house_id of a house page); 201 with the new notification.
  .post('/user/notifications/threads/:slug', async (c) => {
    const ctx = c.get('ctx');
    const user = requireMessagingUser(ctx.viewer);
    const { notification } = await sendMessage(ctx, { slug: c.req.param('slug') }, async () => {
      const body = await readFields(c);
      return { message: body.message, houseId: body.houseId == null ? null : Number(body.houseId) };
    });
    const row = await ctx.prisma.notification.findUniqueOrThrow({
      where: { id: notification.id },
      include: NOTIFICATION_JSON_INCLUDE,
    });
    return c.json(notificationJson(row, user.id), 201);
  })
  .post('/user/notifications/:id/read', async (c) => {
    const ctx = c.get('ctx');
    const { notification } = await markNotificationRead(ctx, idParam(c));
    const row = await ctx.prisma.notification.findUniqueOrThrow({
      where: { id: notification.id },
      include: NOTIFICATION_JSON_INCLUDE,
    });
    return c.json(notificationJson(row, notification.recipientUserId));
  });
