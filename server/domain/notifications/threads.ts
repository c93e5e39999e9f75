import type { Db } from '../../db/client.js';
import { PREPARED } from '../../db/prepared.js';
import { Prisma } from '../../generated/prisma/client.js';
import { type KeysetOrder, type PageRequest, pageOf, sqlPage } from '../pagination.js';

// Threads (design.md "Thread {slug}"): one per pair of users, stored with the lower user id first;
// its REST slug is the other user's slug. A thread exists once a notification was sent between the
// two. Unread counts are counted from the unread rows (index recipient_user_id, read_at, thread_id),
// not kept in counters: nothing can drift under concurrent sends and reads, and a count costs the
// number of unread notifications, not the number of notifications.

/** A thread as one participant (the viewer) sees it. */
export interface ThreadSummary {
  id: number;
  viewerId: number;
  otherUserId: number;
  lastMessageAt: Date;
  lastNotificationId: number | null;
  /** Notifications in the thread the viewer has not read. */
  unreadCount: number;
  /** The other side has written to the viewer here (spec `chat_enabled`): the viewer may reply. */
  chatEnabled: boolean;
  /** The viewer has written here. */
  viewerHasWritten: boolean;
  /** The viewer blocked the other user. */
  blocked: boolean;
  /** The other user blocked the viewer. */
  blockedBy: boolean;
}

export interface SummaryRow {
  id: number;
  user_low_id: number;
  user_high_id: number;
  last_message_at: Date;
  last_notification_id: number | null;
  low_has_written: boolean;
  high_has_written: boolean;
  unread_count: number;
  blocked: boolean;
  blocked_by: boolean;
}

/** The columns of a SummaryRow: thread `t` as the viewer sees it (also part of the live event's statement). */
export function summaryColumns(viewerId: number) {
  return Prisma.sql`t.id, t.user_low_id, t.user_high_id, t.last_message_at, t.last_notification_id,
           t.low_has_written, t.high_has_written,
           (SELECT count(*)::int FROM notifications n
             WHERE n.recipient_user_id = ${viewerId} AND n.read_at IS NULL AND n.thread_id = t.id) AS unread_count,
           EXISTS (SELECT 1 FROM blocked_users b WHERE b.blocker_id = ${viewerId}
             AND b.blocked_id = t.user_low_id + t.user_high_id - ${viewerId}) AS blocked,
           EXISTS (SELECT 1 FROM blocked_users b WHERE b.blocked_id = ${viewerId}
             AND b.blocker_id = t.user_low_id + t.user_high_id - ${viewerId}) AS blocked_by`;
}

/** The summaries of threads the viewer takes part in, in the order of `ids` (others left out). */
export async function threadSummaries(prisma: Db, viewerId: number, ids: number[]): Promise<ThreadSummary[]> {
  if (ids.length === 0) return [];
  const rows = await prisma.$queryRaw<SummaryRow[]>`${PREPARED}
    SELECT ${summaryColumns(viewerId)}
    FROM threads t
    WHERE t.id = ANY(${ids}::int[]) AND ${viewerId} IN (t.user_low_id, t.user_high_id)`;
  const byId = new Map(rows.map((r) => [r.id, toSummary(r, viewerId)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function toSummary(r: SummaryRow, viewerId: number): ThreadSummary {
  const viewerIsLow = r.user_low_id === viewerId;
  return {
    id: r.id,
    viewerId,
    otherUserId: viewerIsLow ? r.user_high_id : r.user_low_id,
    lastMessageAt: r.last_message_at,
    lastNotificationId: r.last_notification_id,
    unreadCount: r.unread_count,
    chatEnabled: viewerIsLow ? r.high_has_written : r.low_has_written,
    viewerHasWritten: viewerIsLow ? r.low_has_written : r.high_has_written,
    blocked: r.blocked,
    blockedBy: r.blocked_by,
  };
}

/** The inbox: newest last notification first. */
export const INBOX_ORDER: KeysetOrder = {
  name: 'inbox',
  columns: [
    { field: 'lastMessageAt', direction: 'desc', kind: 'date' },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};

/** Threads of the viewer that show in the inbox: with a notification, the other user not deleted. */
function inboxSide(viewerId: number, mine: Prisma.Sql, other: Prisma.Sql, search: string | null) {
  const name = search
    ? Prisma.sql`AND (u.first_name || ' ' || u.last_name) ILIKE ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : Prisma.empty;
  return {
    from: Prisma.sql`threads t JOIN users u ON u.id = ${other}`,
    where: Prisma.sql`${mine} = ${viewerId} AND t.last_notification_id IS NOT NULL AND u.deleted_at IS NULL ${name}`,
  };
}

const SIDES = [
  [Prisma.sql`t.user_low_id`, Prisma.sql`t.user_high_id`],
  [Prisma.sql`t.user_high_id`, Prisma.sql`t.user_low_id`],
] as const;

/**
 * One page of the viewer's inbox (spec §2/§4), keyset by (last_message_at, id); `search` is part of
 * the other user's name. Each side of the pair (the viewer as lower or higher id) is its own index
 * range, the two merged: two statements, whatever the number of threads or the page's depth.
 */
export async function inboxPage(prisma: Db, viewerId: number, request: PageRequest, search?: string | null) {
  const term = search?.trim() || null;
  const sides = SIDES.map(([mine, other]) => inboxSide(viewerId, mine, other, term));
  const inner = sqlPage(request, { lastMessageAt: Prisma.sql`t.last_message_at`, id: Prisma.sql`t.id` });
  const merged = Prisma.join(
    sides.map((side) => Prisma.sql`(${inner.statement(Prisma.empty, side.from, side.where)})`),
    ' UNION ALL ',
  );
  const outer = sqlPage(request, { lastMessageAt: Prisma.sql`"lastMessageAt"`, id: Prisma.sql`id` });
  const rows = await prisma.$queryRaw<{ id: number }[]>(
    outer.statement(Prisma.empty, Prisma.sql`(${merged}) sides`, Prisma.sql`TRUE`),
  );
  const summaries = await threadSummaries(
    prisma,
    viewerId,
    rows.map((r) => r.id),
  );
  return {
    page: pageOf(request, summaries),
    totalCount: async () => {
      const counts = await Promise.all(
        sides.map(
          (side) => prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM ${side.from} WHERE ${side.where}`,
        ),
      );
      return counts.reduce((sum, [{ n }]) => sum + n, 0);
    },
  };
}

/** The viewer's thread with another user, or null when they never exchanged anything (one statement). */
export async function threadBetween(prisma: Db, viewerId: number, otherUserId: number) {
  const [low, high] = viewerId < otherUserId ? [viewerId, otherUserId] : [otherUserId, viewerId];
  const [row] = await prisma.$queryRaw<SummaryRow[]>`${PREPARED}
    SELECT ${summaryColumns(viewerId)}
    FROM threads t
    WHERE t.user_low_id = ${low} AND t.user_high_id = ${high}`;
  return row ? toSummary(row, viewerId) : null;
}
