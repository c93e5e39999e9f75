import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { type KeysetOrder, type PageLimits, type PageRequest, pageOf, prismaPage } from '../pagination.js';

// The notifications a user received (spec §2 berichten '', the header badge) and the pages of a
// thread. Notifications from deleted accounts are gone with the account (invisible, not counted).

export const MESSAGING_PAGE_LIMITS: PageLimits = { defaultSize: 20, maxSize: 100 };

/** The notifications list: newest first. */
export const RECEIVED_ORDER: KeysetOrder = {
  name: 'notifications',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};

/** A thread: oldest → newest, read backwards (`last` / `before`) from the newest. */
export const THREAD_ORDER: KeysetOrder = {
  name: 'thread',
  columns: [
    { field: 'createdAt', direction: 'asc', kind: 'date' },
    { field: 'id', direction: 'asc', kind: 'int' },
  ],
};

/** Received by the user, from Huiskans or from an account that still exists. */
export function receivedWhere(userId: number): Prisma.NotificationWhereInput {
  return { recipientUserId: userId, OR: [{ senderUserId: null }, { sender: { deletedAt: null } }] };
}

/** The user's unread count (spec `unread_count`): reads only the unread rows (index recipient, read_at). */
export function unreadCount(prisma: Db, userId: number): Promise<number> {
  return prisma.notification.count({ where: { ...receivedWhere(userId), readAt: null } });
}

/** Arguments that find the newest notification the user received (spec `last_notification`). */
export function lastNotificationArgs(userId: number) {
  return {
    where: receivedWhere(userId),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  } satisfies Prisma.NotificationFindFirstArgs;
}

/** What a surface loads with each notification (Pothos' selection, or REST's sender and house). */
export type NotificationSelection = Pick<Prisma.NotificationFindManyArgs, 'select' | 'include'>;

async function page<S extends NotificationSelection>(
  prisma: Db,
  where: Prisma.NotificationWhereInput,
  request: PageRequest,
  selection: S,
) {
  const p = prismaPage(request);
  const rows = await prisma.notification.findMany({ ...selection, ...p, where: { AND: [where, p.where] } });
  return {
    page: pageOf(request, rows as Prisma.NotificationGetPayload<S>[]),
    totalCount: () => prisma.notification.count({ where }),
  };
}

/** One page of the user's notifications list. */
export function receivedPage<S extends NotificationSelection>(
  prisma: Db,
  userId: number,
  request: PageRequest,
  selection: S,
) {
  return page(prisma, receivedWhere(userId), request, selection);
}

/** One page of a thread (whose participant the caller has checked). */
export function threadPage<S extends NotificationSelection>(
  prisma: Db,
  threadId: number,
  request: PageRequest,
  selection: S,
  /** Only what is about this house (one thread per pair, spec §3: a pair may talk about several). */
  houseId?: number,
) {
  return page(prisma, houseId === undefined ? { threadId } : { threadId, houseId }, request, selection);
}

/** How many houses a thread's filter offers at most. */
export const THREAD_HOUSES_MAX = 20;

/** The houses a thread's notifications are about (offers, viewings, house messages), newest first. */
export async function threadHouseIds(prisma: Db, threadId: number): Promise<number[]> {
  const rows = await prisma.notification.findMany({
    where: { threadId, houseId: { not: null } },
    distinct: ['houseId'],
    orderBy: [{ houseId: 'desc' }],
    select: { houseId: true },
    take: THREAD_HOUSES_MAX,
  });
  return rows.flatMap((r) => (r.houseId === null ? [] : [r.houseId]));
}
