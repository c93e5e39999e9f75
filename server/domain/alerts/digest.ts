import { Prisma } from '../../generated/prisma/client.js';
import { checkinPolicy } from '../kernel/freshness.js';
import { houseStatusKnownSql, houseStatusKnownWhere } from '../kernel/known-status.js';
import { withNotifications } from '../notifications/notify.js';
import type { ScheduledJob } from '../scheduling/jobs.js';
import { type AlertDeps, type AlertMail, type AlertRow, notifyAlerts, sendAlertMails } from './delivery.js';

// The daily digest: every alert recorded for a searcher who chose 'Dagelijks overzicht'
// and not yet sent goes out now, one notification per (profile, house) and one e-mail per searcher
// listing the houses per profile. The scheduler (scheduling/jobs.ts) makes one instance run it per
// day; on top of that, the searchers' alerts are claimed (50 searchers per transaction) with a
// conditional update (sent_at IS NULL), so even two digests at once send every alert once.

export interface DigestResult {
  /** Searchers who got a digest. */
  users: number;
  /** Alerts sent in it. */
  alerts: number;
}

export const DIGEST_JOB = 'daily-digest';

/** The digest as a job of the scheduler, at `dailyAt` (HH:MM) in `timeZone`. */
export function dailyDigestJob(deps: AlertDeps, schedule: { dailyAt: string; timeZone: string }): ScheduledJob {
  return { name: DIGEST_JOB, schedule, run: (now) => sendDailyDigest(deps, now) };
}

/** Searchers per transaction: their alerts are claimed, told and committed together. */
const DIGEST_BATCH = 50;

export async function sendDailyDigest(deps: AlertDeps, now: Date = new Date()): Promise<DigestResult> {
  // A searcher who switched to 'Nooit' (or left) since the alert was recorded hears nothing.
  await deps.prisma.$executeRaw`
    UPDATE search_profile_alerts a SET delivery = 'never'
    FROM users u
    WHERE a.user_id = u.id AND a.delivery = 'daily' AND a.sent_at IS NULL
      AND (u.match_alerts = 'never' OR u.deleted_at IS NOT NULL)`;
  // Alerts of a house whose status is unknown wait (unclaimed) until its owner confirms it.
  const policy = checkinPolicy(deps.config);
  const knownHouse = Prisma.sql`house_id IN (SELECT h.id FROM houses h WHERE ${houseStatusKnownSql('h', policy, now)})`;
  const pending = await deps.prisma.searchProfileAlert.findMany({
    where: { delivery: 'daily', sentAt: null, house: houseStatusKnownWhere(policy, now) },
    distinct: ['userId'],
    select: { userId: true },
    orderBy: { userId: 'asc' },
  });
  const result: DigestResult = { users: 0, alerts: 0 };
  for (let i = 0; i < pending.length; i += DIGEST_BATCH) {
    const userIds = pending.slice(i, i + DIGEST_BATCH).map((p) => p.userId);
    let mails: AlertMail[] = [];
    await withNotifications(deps, async (tx, notify) => {
      const rows = await tx.$queryRaw<AlertRow[]>`
        UPDATE search_profile_alerts SET sent_at = ${now}::timestamp(3)
        WHERE user_id = ANY(${userIds}::int[]) AND delivery = 'daily' AND sent_at IS NULL AND ${knownHouse}
        RETURNING search_query_id AS "searchQueryId", house_id AS "houseId", user_id AS "userId"`;
      rows.sort((a, b) => a.userId - b.userId || a.searchQueryId - b.searchQueryId || a.houseId - b.houseId);
      mails = await notifyAlerts(tx, notify, rows, deps.config);
    });
    await sendAlertMails(deps, mails, 'daily');
    result.users += mails.length;
    result.alerts += mails.reduce((n, m) => n + m.sections.reduce((k, s) => k + s.houses.length, 0), 0);
  }
  return result;
}
