import type { Db } from '../../db/client.js';
import type { NotificationType } from '../notifications/types.js';

// A user's typical response time ("beyond the spec"): the median time between the first
// message in a thread the other side started and the user's first reply in it, over the threads
// started in the last RESPONSE_WINDOW_DAYS days; with fewer than MIN_REPLIES answered threads there
// is no telling (null). Computed in SQL for many users at once (a listing of seller cards).

export const RESPONSE_WINDOW_DAYS = 90;
export const MIN_REPLIES = 3;

const BUCKETS: { maxHours: number; label: string }[] = [
  { maxHours: 1, label: 'Reageert meestal binnen een uur' },
  { maxHours: 3, label: 'Reageert meestal binnen 3 uur' },
  { maxHours: 24, label: 'Reageert meestal binnen een dag' },
  { maxHours: 72, label: 'Reageert meestal binnen een paar dagen' },
];
const SLOWER = 'Reageert meestal binnen een week of later';

/** The Dutch label of a median response time. */
export function responseTimeLabel(medianSeconds: number): string {
  return BUCKETS.find((b) => medianSeconds <= b.maxHours * 3600)?.label ?? SLOWER;
}

/**
 * user id → label (absent: not enough data), for the given users, in one statement. `openedBy`
 * counts only threads that one notification type opened (an advisor's answers to contact requests:
 * AdvisorRequestAppointment).
 */
export async function responseTimes(
  prisma: Db,
  userIds: number[],
  now = new Date(),
  openedBy: NotificationType | null = null,
): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * 3600 * 1000);
  // Per thread: who wrote first (a notification that opens the chat; not a like, not a system
  // event) and when; then the responder's first message after it.
  const rows = await prisma.$queryRaw<{ user_id: number; median_seconds: number; replies: number }[]>`
    WITH firsts AS (
      SELECT DISTINCT ON (n.thread_id) n.thread_id, n.sender_user_id AS starter, n.recipient_user_id AS responder,
             n.created_at AS started_at, n.type AS opened_by
      FROM notifications n JOIN threads t ON t.id = n.thread_id
      WHERE (t.user_low_id = ANY(${ids}::int[]) OR t.user_high_id = ANY(${ids}::int[]))
        AND n.type <> 'HouseLiked'
      ORDER BY n.thread_id, n.created_at, n.id
    ), replies AS (
      SELECT f.responder AS user_id,
             extract(epoch FROM (SELECT min(r.created_at) FROM notifications r
               WHERE r.thread_id = f.thread_id AND r.sender_user_id = f.responder AND r.type <> 'HouseLiked'
                 AND r.created_at >= f.started_at) - f.started_at) AS seconds
      FROM firsts f
      WHERE f.responder = ANY(${ids}::int[]) AND f.started_at >= ${since}::timestamp(3)
        AND (${openedBy}::text IS NULL OR f.opened_by = ${openedBy}::text)
    )
    SELECT user_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds)::float8 AS median_seconds,
           count(*)::int AS replies
    FROM replies WHERE seconds IS NOT NULL GROUP BY user_id`;
  return new Map(
    rows.filter((r) => r.replies >= MIN_REPLIES).map((r) => [r.user_id, responseTimeLabel(r.median_seconds)]),
  );
}
