import type { ObjectRef } from '@pothos/core';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.js';
import { InputError, NotFoundError, RateLimitedError } from '../../domain/errors.js';
import { isVisibleHouse, visibleHouseWhere } from '../../domain/houses/access.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { activeUser, activeUserWhere } from '../../domain/kernel/users.js';
import { findConversation } from '../../domain/messaging/conversation.js';
import { NO_RECIPIENT, THREAD_NOT_FOUND } from '../../domain/messaging/messages.js';
import { requireMessagingUser, sendRefusal } from '../../domain/messaging/policy.js';
import { markNotificationRead, markThreadRead } from '../../domain/messaging/reading.js';
import { detectScamWarnings } from '../../domain/messaging/scam-warnings.js';
import { sendMessage } from '../../domain/messaging/sending.js';
import {
  lastNotificationArgs,
  MESSAGING_PAGE_LIMITS,
  RECEIVED_ORDER,
  receivedPage,
  THREAD_ORDER,
  threadHouseIds,
  threadPage,
} from '../../domain/notifications/inbox.js';
import { liveNotification as readLiveNotification } from '../../domain/notifications/live.js';
import { INBOX_ORDER, inboxPage, type ThreadSummary, threadSummaries } from '../../domain/notifications/threads.js';
import {
  type NotificationContent,
  readNotificationContent,
  USER_WRITTEN_TYPES,
} from '../../domain/notifications/types.js';
import { encodeCursor, parsePageArgs } from '../../domain/pagination.js';
import type { Notification as NotificationRow, User as UserRow } from '../../generated/prisma/client.js';
import { clearLoaders } from '../../loaders.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { inputRowId, rowKeyOf } from '../global-ids.js';
import { liveSessionOf, whileSessionLasts } from '../live-sessions.js';
import { House } from './houses.js';
import { User } from './users.js';

// Messaging: threads, notifications, the mutations that send and read them, and the two
// live subscriptions. Rules live in server/domain/messaging; this file maps them onto the schema.

// ───────────────────────────── per-request loads ─────────────────────────────

const usersById = (ctx: RequestContext) => ctx.loaders.activeUsers;
const notificationsById = (ctx: RequestContext) => ctx.loaders.notifications;
const threadsById = (ctx: RequestContext) => ctx.loaders.threads;
const responseTimeOf = (ctx: RequestContext, userId: number) => ctx.loaders.responseTimes.load(userId);

// ───────────────────────────── notification data ─────────────────────────────

const content = (n: NotificationRow): NotificationContent | null => readNotificationContent(n.type, n.data);
/** A field of the notification's data, when its type carries it. */
function dataField<K extends string>(n: NotificationRow, key: K): unknown {
  const c = content(n);
  return c && key in c.data ? (c.data as Record<string, unknown>)[key] : null;
}

const NotificationHouseRef = builder
  .objectRef<{ route: string; formatted_address_line: string }>('NotificationHouseRef')
  .implement({
    description:
      'The house as it was when the notification was written (data.house): its route and the address line the recipient may see.',
    fields: (t) => ({
      route: t.exposeString('route'),
      formattedAddressLine: t.exposeString('formatted_address_line'),
    }),
  });

const HouseOfferDetails = builder
  .objectRef<{
    offer: number;
    comments: string | null;
    finance_reservation: boolean;
    structural_inspection_reservation: boolean;
  }>('HouseOfferDetails')
  .implement({
    description: 'A HouseOffer (data.house_offer): the amount in whole euros and its reservations.',
    fields: (t) => ({
      offer: t.exposeInt('offer'),
      comments: t.exposeString('comments', { nullable: true }),
      financeReservation: t.exposeBoolean('finance_reservation'),
      structuralInspectionReservation: t.exposeBoolean('structural_inspection_reservation'),
    }),
  });

const NotificationChange = builder
  .objectRef<{ field: string; old: unknown; new: unknown }>('NotificationChange')
  .implement({
    description:
      'One changed value of a LikedHouseUpdated (data.changes): price, min_price, max_price (whole euros) or factual_description.',
    fields: (t) => ({
      field: t.exposeString('field'),
      oldValue: t.field({ type: 'JSON', nullable: true, resolve: (c) => c.old }),
      newValue: t.field({ type: 'JSON', nullable: true, resolve: (c) => c.new }),
    }),
  });

const NotificationStatus = builder
  .objectRef<{ status: string; label: string; description: string | null }>('NotificationStatus')
  .implement({
    description: 'The new status of a LikedHouseStatusUpdated (data.new_status).',
    fields: (t) => ({
      status: t.exposeString('status'),
      label: t.exposeString('label'),
      description: t.exposeString('description', { nullable: true }),
    }),
  });

const NotificationReview = builder
  .objectRef<{ rating: number; comments: string | null }>('NotificationReview')
  .implement({
    description: 'A ReviewAdded (data.review): 1 to 5 stars and the comments.',
    fields: (t) => ({
      rating: t.exposeInt('rating'),
      comments: t.exposeString('comments', { nullable: true }),
    }),
  });

type AdvisorData = { user: { full_name: string }; organisation_office: { organisation: { name: string } } | null };
const NotificationAdvisor = builder.objectRef<AdvisorData>('NotificationAdvisor').implement({
  description: 'The advisor of an AdvisorMessage, CoachAdded or WelcomeByCoach (data.advisor).',
  fields: (t) => ({
    fullName: t.string({ resolve: (a) => a.user.full_name }),
    organisationName: t.string({ nullable: true, resolve: (a) => a.organisation_office?.organisation.name ?? null }),
  }),
});

const ScamWarning = builder.objectRef<{ key: string; text: string }>('ScamWarning').implement({
  description: 'A calm Dutch warning for the recipient of a message that looks like a known scam.',
  fields: (t) => ({ key: t.exposeString('key'), text: t.exposeString('text') }),
});

// Declared first: a notification names its thread and a thread lists its notifications.
const ThreadRef = builder.objectRef<ThreadSummary>('Thread');

export const Notification = builder.prismaNode('Notification', {
  id: { field: 'id' },
  nullable: true,
  // Only its sender and its recipient can load a notification.
  findUnique: (id, ctx) => ({
    id: rowIdOrNone(id),
    OR: [{ recipientUserId: ctx.viewer.user?.id ?? 0 }, { senderUserId: ctx.viewer.user?.id ?? 0 }],
  }),
  description:
    'Something a user was told (spec §3): a message in a thread or an event. `data` is the §3 data of its `type`; the typed fields below read the same data. An unknown type (knownType false) shows as "Onbekend bericht".',
  fields: (t) => ({
    type: t.exposeString('type', {
      description:
        'HuiskansMessage, UserMessage, HouseMessage, AdvisorMessage, HouseOffer, HouseViewing, HouseLiked, LikedHouseUpdated, LikedHouseStatusUpdated, CoachAdded, AdvisorRequestAppointment, ReviewAdded, WelcomeByCoach (spec §9); SearchQueryMatch (a new house fits a search profile, data.search_query {slug, route, query}).',
    }),
    knownType: t.boolean({
      description: 'False for a type (or a data) this server does not know: show "Onbekend bericht".',
      resolve: (n) => content(n) !== null,
    }),
    data: t.field({
      type: 'JSON',
      description: 'The §3 data of the type, snake_case as in REST.',
      resolve: (n) => n.data,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    isRead: t.boolean({ resolve: (n) => n.readAt !== null }),
    isFromViewer: t.boolean({
      description: 'The viewer sent it (their own message in a thread).',
      resolve: (n, _a, ctx) => n.senderUserId !== null && n.senderUserId === ctx.viewer.user?.id,
    }),
    sender: t.field({
      type: User,
      nullable: true,
      description: 'Who sent it; null for Huiskans itself.',
      select: (_args, _ctx, nested) => ({ sender: nested(true) }),
      resolve: (n) => activeUser(n.sender),
    }),
    house: t.field({
      type: House,
      nullable: true,
      description: 'The house it is about (for the house card), while the viewer may still see it.',
      select: (_args, _ctx, nested) => ({ house: nested(true) }),
      resolve: (n, _a, ctx) => (n.house && isVisibleHouse(ctx.viewer, n.house) ? n.house : null),
    }),
    thread: t.field({
      type: ThreadRef,
      nullable: true,
      description: 'The thread it belongs to (null for the events Huiskans itself sends).',
      resolve: (n, _a, ctx) => (n.threadId === null ? null : threadsById(ctx).load(n.threadId)),
    }),
    // ── typed convenience fields over `data` (null where the type has no such field) ──
    message: t.string({ nullable: true, resolve: (n) => dataField(n, 'message') as string | null }),
    houseRef: t.field({
      type: NotificationHouseRef,
      nullable: true,
      resolve: (n) => dataField(n, 'house') as { route: string; formatted_address_line: string } | null,
    }),
    offer: t.field({
      type: HouseOfferDetails,
      nullable: true,
      resolve: (n) => dataField(n, 'house_offer') as never,
    }),
    viewingDate: t.string({
      nullable: true,
      description: 'HouseViewing: YYYY-MM-DD.',
      resolve: (n) => dataField(n, 'date') as string | null,
    }),
    viewingTime: t.string({
      nullable: true,
      description: 'HouseViewing: HH:MM.',
      resolve: (n) => dataField(n, 'time') as string | null,
    }),
    changes: t.field({
      type: [NotificationChange],
      nullable: true,
      description: 'LikedHouseUpdated: old → new per changed value.',
      resolve: (n) => {
        const changes = dataField(n, 'changes') as Record<string, { old: unknown; new: unknown }> | null;
        return changes ? Object.entries(changes).map(([field, c]) => ({ field, old: c.old, new: c.new })) : null;
      },
    }),
    newStatus: t.field({
      type: NotificationStatus,
      nullable: true,
      resolve: (n) => dataField(n, 'new_status') as never,
    }),
    review: t.field({ type: NotificationReview, nullable: true, resolve: (n) => dataField(n, 'review') as never }),
    advisor: t.field({ type: NotificationAdvisor, nullable: true, resolve: (n) => dataField(n, 'advisor') as never }),
    userFullName: t.string({
      nullable: true,
      description: 'AdvisorRequestAppointment: who asks (data.user.full_name).',
      resolve: (n) => (dataField(n, 'user') as { full_name: string } | null)?.full_name ?? null,
    }),
    expertiseName: t.string({
      nullable: true,
      resolve: (n) => (dataField(n, 'expertise') as { name: string } | null)?.name ?? null,
    }),
    email: t.string({ nullable: true, resolve: (n) => dataField(n, 'email') as string | null }),
    phoneNumber: t.string({ nullable: true, resolve: (n) => dataField(n, 'phone_number') as string | null }),
    scamWarnings: t.field({
      type: [ScamWarning],
      description: 'For the recipient of a message a user wrote: warnings when it looks like a known scam.',
      resolve: (n, _a, ctx) => {
        const c = content(n);
        if (!c || !USER_WRITTEN_TYPES.has(c.type) || n.recipientUserId !== ctx.viewer.user?.id) return [];
        return detectScamWarnings((c.data as { message: string }).message);
      },
    }),
  }),
});

// ───────────────────────────── threads ─────────────────────────────

/** The query's selection of the connection's notifications (sender, house ...), loaded with the page. */
const nodeSelection = (ctx: RequestContext, info: Parameters<typeof queryFromInfo>[0]['info']) =>
  queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'Notification' }) as {
    select?: never;
    include?: never;
  };

/** The cursor of a notification as an edge of Thread.notifications. */
const threadCursor = (n: NotificationRow) => encodeCursor(THREAD_ORDER, n);

const ThreadNotificationEdge = builder.edgeObject({ type: Notification, name: 'ThreadNotificationEdge' });

export const Thread = builder.node(ThreadRef, {
  description:
    "The conversation between the viewer and one other user (one thread per pair). Its route parameter (slug) is the other user's slug.",
  id: { resolve: (t) => t.id },
  loadMany: (ids, ctx) => Promise.all(ids.map((id) => threadsById(ctx).load(rowIdOrNone(id)))),
  fields: (t) => ({
    slug: t.string({
      description: "The other user's slug: /mijn-huiskans/berichten/{slug}, /api/user/notifications/threads/{slug}.",
      resolve: async (th, _a, ctx) => (await usersById(ctx).load(th.otherUserId))?.slug ?? '',
    }),
    user: t.field({
      type: User,
      nullable: true,
      description: 'The other user; null after they deleted their account.',
      resolve: (th, _a, ctx) => usersById(ctx).load(th.otherUserId),
    }),
    fullName: t.string({
      description: "The other user's full name (spec §3 Thread full_name).",
      resolve: async (th, _a, ctx) => {
        const u = await usersById(ctx).load(th.otherUserId);
        return u ? `${u.firstName} ${u.lastName}`.trim() : '';
      },
    }),
    unreadCount: t.exposeInt('unreadCount', { description: 'Notifications in this thread the viewer has not read.' }),
    chatEnabled: t.exposeBoolean('chatEnabled', {
      description:
        'The other side has written to the viewer here, so the viewer may reply (without subscriber rights).',
    }),
    blocked: t.exposeBoolean('blocked', { description: 'The viewer blocked the other user: show "Geblokkeerd".' }),
    blockedBy: t.exposeBoolean('blockedBy', { description: 'The other user blocked the viewer: show "Geblokkeerd".' }),
    viewerCanSend: t.boolean({
      description: 'Whether the viewer may send a message here now (blocks, chat_enabled, subscriber rights).',
      resolve: async (th, _a, ctx) => (await sendRefusal(ctx.viewer, th)) === null,
    }),
    sendRefusal: t.string({
      nullable: true,
      description: 'Why the viewer may not send here (Dutch), or null.',
      resolve: async (th, _a, ctx) => (await sendRefusal(ctx.viewer, th))?.message ?? null,
    }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime' }),
    lastNotification: t.field({
      type: Notification,
      nullable: true,
      resolve: (th, _a, ctx) => (th.lastNotificationId ? notificationsById(ctx).load(th.lastNotificationId) : null),
    }),
    responseTime: t.string({
      nullable: true,
      description:
        "The other user's typical response time ('Reageert meestal binnen 3 uur'); null without enough data.",
      resolve: (th, _a, ctx) => responseTimeOf(ctx, th.otherUserId),
    }),
    houses: t.field({
      type: [House],
      description:
        'The houses its offers, viewings and house messages are about (at most 20, newest first) that the viewer may still see: the filter of `notifications(houseId:)` when there are several.',
      resolve: async (th, _a, ctx) => {
        const ids = await threadHouseIds(ctx.prisma, th.id);
        if (ids.length === 0) return [];
        const houses = await ctx.prisma.house.findMany({
          where: { AND: [{ id: { in: ids } }, visibleHouseWhere(ctx.viewer)] },
        });
        return ids.flatMap((id) => houses.filter((h) => h.id === id));
      },
    }),
    notifications: t.connection(
      {
        type: Notification,
        description:
          'The notifications of the thread, oldest → newest; read it backwards: `last` (default 20, at most 100) before `before`, `hasPreviousPage` when older ones exist. `houseId`: only those about that house (see `houses`).',
        args: { houseId: t.arg.id({ description: 'Global id of a House of `houses`.' }) },
        resolve: async (th, args, ctx, info) => {
          const request = parsePageArgs(THREAD_ORDER, args, MESSAGING_PAGE_LIMITS);
          const houseId = args.houseId == null ? undefined : rowKeyOf(args.houseId, 'House');
          const { page, totalCount } = await threadPage(ctx.prisma, th.id, request, nodeSelection(ctx, info), houseId);
          return toConnection(page, { node: (n) => n as NotificationRow, totalCount });
        },
      },
      countedConnection('ThreadNotificationConnection'),
      ThreadNotificationEdge,
    ),
  }),
});

/**
 * The threads of an inbox page, their other users and last notifications loaded at once with the
 * query's own selections (avatar, sender, house ...), so that the page costs the same for any size.
 */
async function preloadThreads(ctx: RequestContext, info: GraphQLResolveInfo, threads: ThreadSummary[]) {
  const node = (field: string, typeName: string) =>
    queryFromInfo({ context: ctx, info, path: ['edges', 'node', field], typeName }) as object;
  const lastIds = threads.flatMap((th) => th.lastNotificationId ?? []);
  const [users, notifications] = await Promise.all([
    ctx.prisma.user.findMany({
      ...node('user', 'User'),
      where: { id: { in: threads.map((th) => th.otherUserId) }, ...activeUserWhere },
    }),
    lastIds.length
      ? ctx.prisma.notification.findMany({
          ...node('lastNotification', 'Notification'),
          where: { id: { in: lastIds } },
        })
      : [],
  ]);
  for (const th of threads) threadsById(ctx).prime(th.id, th);
  for (const user of users as UserRow[]) usersById(ctx).prime(user.id, user);
  for (const n of notifications as NotificationRow[]) notificationsById(ctx).prime(n.id, n);
}

// ───────────────────────────── the viewer's lists ─────────────────────────────

const self = {
  nullable: true,
  authScopes: (u: UserRow, _args: object, ctx: RequestContext) => ctx.viewer.user?.id === u.id,
  unauthorizedResolver: () => null,
} as const;

builder.prismaObjectFields(User, (t) => ({
  threads: t.connection(
    {
      type: Thread,
      ...self,
      description:
        'The inbox (spec §2): threads newest last notification first, `first` (default 20) after `after`; `search` filters by name. Viewer only.',
      args: { search: t.arg.string({ description: "Part of the other user's name." }) },
      resolve: async (u, args, ctx, info) => {
        const request = parsePageArgs(INBOX_ORDER, args, MESSAGING_PAGE_LIMITS);
        const { page, totalCount } = await inboxPage(ctx.prisma, u.id, request, args.search);
        await preloadThreads(ctx, info, page.rows);
        return toConnection(page, { node: (th) => th, totalCount });
      },
    },
    countedConnection('ThreadConnection'),
    { name: 'ThreadEdge' },
  ),
  notifications: t.connection(
    {
      type: Notification,
      ...self,
      description: 'Everything the viewer received (berichten), newest first: `first` (default 20) after `after`.',
      resolve: async (u, args, ctx, info) => {
        const request = parsePageArgs(RECEIVED_ORDER, args, MESSAGING_PAGE_LIMITS);
        const { page, totalCount } = await receivedPage(ctx.prisma, u.id, request, nodeSelection(ctx, info));
        return toConnection(page, { node: (n) => n as NotificationRow, totalCount });
      },
    },
    countedConnection('NotificationConnection'),
    { name: 'NotificationEdge' },
  ),
  lastNotification: t.prismaField({
    type: 'Notification',
    ...self,
    description: 'The newest notification the viewer received (spec last_notification). Viewer only.',
    resolve: (query, u, _a, ctx) => ctx.prisma.notification.findFirst({ ...query, ...lastNotificationArgs(u.id) }),
  }),
  responseTime: t.string({
    nullable: true,
    description:
      "Typical response time over the last 90 days ('Reageert meestal binnen een uur', '… binnen 3 uur', '… binnen een dag' ...); null with fewer than 3 answered conversations.",
    resolve: (u, _a, ctx) => responseTimeOf(ctx, u.id),
  }),
}));

builder.queryField('thread', (t) =>
  t.field({
    type: Thread,
    nullable: true,
    description:
      "The viewer's thread with the user of this slug (the berichten/{threadId} route); null for a visitor, an unknown user, or when the two never exchanged anything.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.viewer.user) return null;
      try {
        return (await findConversation(ctx.prisma, ctx.viewer.user.id, { slug: args.slug })).thread;
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
  }),
);

// ───────────────────────────── mutations ─────────────────────────────

const SendMessageInput = builder.inputType('SendMessageInput', {
  description:
    'A message to the other side of a thread (`threadId`) or to a user (`recipientUserId`; starts the thread when there is none): one of the two. Starting a conversation needs subscriber rights; replying where the other side wrote does not.',
  fields: (t) => ({
    threadId: t.id({ description: 'Global id of the Thread.' }),
    recipientUserId: t.id({ description: 'Global id of the User.' }),
    message: t.string({ required: true, description: 'At most 5,000 characters.' }),
    houseId: t.id({
      description:
        "Global id of the House the message is about (sent from a house page): the recipient's or the sender's. Makes it a HouseMessage.",
    }),
  }),
});

const SendMessagePayload = builder
  .objectRef<{ notification: NotificationRow; thread: ThreadSummary }>('SendMessagePayload')
  .implement({
    fields: (t) => ({
      edge: t.field({
        type: ThreadNotificationEdge,
        description: 'The new message as an edge of Thread.notifications (for @appendEdge).',
        resolve: (p) => ({ cursor: threadCursor(p.notification), node: p.notification }),
      }),
      notification: t.field({ type: Notification, resolve: (p) => p.notification }),
      thread: t.field({ type: Thread, resolve: (p) => p.thread }),
    }),
  });

builder.mutationField('sendMessage', (t) =>
  t.field({
    type: SendMessagePayload,
    description:
      'Sends a message (spec §7 POST /api/user/notifications/threads/{slug}). Visitor: UnauthenticatedError; unknown user or thread: NotFoundError; blocked either way or starting without subscriber rights: ForbiddenError; empty, too long or control characters: InputError; more than 30 messages a minute or 20 new conversations a day: RateLimitedError.',
    args: { input: t.arg({ type: SendMessageInput, required: true }) },
    errors: { types: [RateLimitedError], directResult: true, union: { name: 'SendMessageResult' } },
    resolve: async (_root, { input }, ctx) => {
      const rightsFirst = () => requireMessagingUser(ctx.viewer);
      rightsFirst();
      const given = [input.threadId, input.recipientUserId].filter((v) => v !== null && v !== undefined);
      if (given.length !== 1) throw new InputError({ recipientUserId: [NO_RECIPIENT] }, NO_RECIPIENT);
      const to =
        input.threadId !== null && input.threadId !== undefined
          ? { threadId: inputRowId(input.threadId, 'Thread', rightsFirst) }
          : { userId: inputRowId(input.recipientUserId, 'User', rightsFirst) };
      const houseId =
        input.houseId !== null && input.houseId !== undefined ? inputRowId(input.houseId, 'House', rightsFirst) : null;
      const sent = await sendMessage(ctx, to, { message: input.message, houseId });
      return { notification: sent.notification, thread: sent.thread };
    },
  }),
);

const MarkNotificationReadInput = builder.inputType('MarkNotificationReadInput', {
  fields: (t) => ({ notificationId: t.id({ required: true, description: 'Global id of the Notification.' }) }),
});
const MarkNotificationReadPayload = builder
  .objectRef<{ notification: NotificationRow; thread: ThreadSummary | null; viewerId: number }>(
    'MarkNotificationReadPayload',
  )
  .implement({
    fields: (t) => ({
      notification: t.field({ type: Notification, resolve: (p) => p.notification }),
      thread: t.field({ type: Thread, nullable: true, resolve: (p) => p.thread }),
    }),
  });

builder.mutationField('markNotificationRead', (t) =>
  t.field({
    type: MarkNotificationReadPayload,
    description:
      "Marks one received notification read (spec §7 POST /api/user/notifications/{id}/read); again is a no-op. Visitor: UnauthenticatedError; unknown: NotFoundError; somebody else's: ForbiddenError.",
    args: { input: t.arg({ type: MarkNotificationReadInput, required: true }) },
    errors: { directResult: true, union: { name: 'MarkNotificationReadResult' } },
    resolve: async (_root, { input }, ctx) => {
      const id = inputRowId(input.notificationId, 'Notification', () => requireMessagingUser(ctx.viewer));
      return { ...(await markNotificationRead(ctx, id)), viewerId: ctx.viewer.user!.id };
    },
  }),
);

const MarkThreadReadInput = builder.inputType('MarkThreadReadInput', {
  fields: (t) => ({ threadId: t.id({ required: true, description: 'Global id of the Thread.' }) }),
});
const MarkThreadReadPayload = builder
  .objectRef<{ markedAsReadCount: number; thread: ThreadSummary; viewerId: number }>('MarkThreadReadPayload')
  .implement({
    fields: (t) => ({
      markedAsReadCount: t.exposeInt('markedAsReadCount', {
        description: "How many were unread: lower the viewer's unread count by this (spec §4).",
      }),
      thread: t.field({ type: Thread, resolve: (p) => p.thread }),
    }),
  });

builder.mutationField('markThreadRead', (t) =>
  t.field({
    type: MarkThreadReadPayload,
    description:
      "Marks the viewer's unread notifications of a thread read (opening it, spec §4). Visitor: UnauthenticatedError; a thread that is not the viewer's: NotFoundError.",
    args: { input: t.arg({ type: MarkThreadReadInput, required: true }) },
    errors: { directResult: true, union: { name: 'MarkThreadReadResult' } },
    resolve: async (_root, { input }, ctx) => {
      const threadId = inputRowId(input.threadId, 'Thread', () => requireMessagingUser(ctx.viewer));
      const { conversation, markedAsReadCount } = await markThreadRead(ctx, { threadId });
      if (!conversation.thread) throw new NotFoundError(THREAD_NOT_FOUND);
      return { markedAsReadCount, thread: conversation.thread, viewerId: ctx.viewer.user!.id };
    },
  }),
);

// ───────────────────────────── subscriptions ─────────────────────────────

/** What a live event answers: the notification, its thread as the viewer sees it now, and the viewer. */
const LiveNotification = builder
  .objectRef<{ notification: NotificationRow; viewerId: number }>('LiveNotification')
  .implement({
    description: 'A notification that just arrived (subscriptions).',
    fields: (t) => ({
      notification: t.field({ type: Notification, resolve: (e) => e.notification }),
      edge: t.field({
        type: ThreadNotificationEdge,
        nullable: true,
        description: 'The notification as an edge of its Thread.notifications (for @appendEdge); null outside threads.',
        resolve: (e) =>
          e.notification.threadId === null ? null : { cursor: threadCursor(e.notification), node: e.notification },
      }),
      thread: t.field({
        type: Thread,
        nullable: true,
        description: 'Its thread with the new unreadCount, lastNotification and chatEnabled.',
        resolve: (e, _a, ctx) =>
          e.notification.threadId === null ? null : threadsById(ctx).load(e.notification.threadId),
      }),
    }),
  });

/** `viewer` on an answer that changed the viewer's counts: loaded with the query's selection. */
for (const ref of [MarkNotificationReadPayload, MarkThreadReadPayload]) {
  builder.objectField(ref as ObjectRef<typeof builder.$inferSchemaTypes, { viewerId: number }>, 'viewer', (t) =>
    t.prismaField({
      type: 'User',
      description: 'The viewer, for the new unreadCount and lastNotification.',
      resolve: (query, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.viewerId } }),
    }),
  );
}

// A live event answers the socket's own user row (read at the handshake) instead of reading it
// again per event: what moves with an event — unreadCount, primed by liveNotification — is fresh,
// and a relation the selection asks for (lastNotification) is loaded as usual. One statement per
// subscriber event instead of two (the fan-out benchmark).
builder.objectField(LiveNotification, 'viewer', (t) =>
  t.prismaField({
    type: 'User',
    description: 'The viewer, for the new unreadCount and lastNotification.',
    resolve: (_query, _p, _a, ctx) => requireMessagingUser(ctx.viewer),
  }),
);

/**
 * The notification of an event for the viewer, fresh (the caches of the last event are dropped):
 * one statement reads it with its thread and the viewer's unread count, primed into the loaders
 * that the selection's `thread` and `viewer { unreadCount }` read.
 */
async function liveNotification(ctx: RequestContext, notificationId: number) {
  clearLoaders(ctx.loaders);
  const viewerId = ctx.viewer.user!.id;
  const live = await readLiveNotification(ctx.prisma, viewerId, notificationId);
  if (!live) return null;
  const { notification, thread, viewerUnreadCount } = live;
  ctx.loaders.notifications.prime(notification.id, notification);
  if (thread) ctx.loaders.threads.prime(thread.id, thread);
  ctx.loaders.unreadCounts.prime(viewerId, viewerUnreadCount);
  return { notification, viewerId };
}

builder.subscriptionField('notificationAdded', (t) =>
  t.field({
    type: LiveNotification,
    nullable: true,
    description:
      'Every notification the viewer receives, as it arrives (spec §7 channel Users.{slug}). Logged-in only; after a reconnect refetch viewer.threads and the open thread.',
    subscribe: (_root, _args, ctx) =>
      whileSessionLasts(
        liveSessionOf(ctx),
        ctx.pubsub.subscribe('notificationAdded', requireMessagingUser(ctx.viewer).id),
      ),
    resolve: (event, _args, ctx) => liveNotification(ctx, event.notificationId),
  }),
);

builder.subscriptionField('threadMessageAdded', (t) =>
  t.field({
    type: LiveNotification,
    nullable: true,
    description:
      "Every new notification of one of the viewer's threads, from either side (spec §7 per-thread channel). Participants only.",
    args: { threadId: t.arg.id({ required: true, description: 'Global id of the Thread.' }) },
    subscribe: async (_root, args, ctx) => {
      const user = requireMessagingUser(ctx.viewer);
      const id = inputRowId(args.threadId, 'Thread', () => user);
      const [thread] = await threadSummaries(
        ctx.prisma,
        user.id,
        [id].filter((n) => !Number.isNaN(n)),
      );
      if (!thread) throw new NotFoundError(THREAD_NOT_FOUND);
      return whileSessionLasts(liveSessionOf(ctx), ctx.pubsub.subscribe('threadMessageAdded', thread.id));
    },
    resolve: (event, _args, ctx) => liveNotification(ctx, event.notificationId),
  }),
);
