import { withNotifications } from '../messaging/notify.js';
import { type AlertDeps, type AlertMail, type AlertRow, notifyAlerts, sendAlertMails } from './delivery.js';

// The daily digest (issue 12): every alert recorded for a searcher who chose 'Dagelijks overzicht'
// and not yet sent goes out now, one notification per (profile, house) and one e-mail per searcher
// listing the houses per profile. The schedule (server/schedule.ts) makes one instance run it per
// day; on top of that, each searcher's alerts are claimed with a conditional update (sent_at IS
// NULL), so even two digests at once send every alert once.

export interface DigestResult {
  /** Searchers who got a digest. */
  users: number;
  /** Alerts sent in it. */
  alerts: number;
}

export async function sendDailyDigest(deps: AlertDeps, now: Date = new Date()): Promise<DigestResult> {
  // A searcher who switched to 'Nooit' (or left) since the alert was recorded hears nothing.
  await deps.prisma.$executeRaw`
    UPDATE search_profile_alerts a SET delivery = 'never'
    FROM users u
    WHERE a.user_id = u.id AND a.delivery = 'daily' AND a.sent_at IS NULL
      AND (u.match_alerts = 'never' OR u.deleted_at IS NOT NULL)`;
  const pending = await deps.prisma.searchProfileAlert.findMany({
    where: { delivery: 'daily', sentAt: null },
    distinct: ['userId'],
    select: { userId: true },
    orderBy: { userId: 'asc' },
  });
  const result: DigestResult = { users: 0, alerts: 0 };
  for (const { userId } of pending) {
    let mails: AlertMail[] = [];
    const sent = await withNotifications(deps, async (tx, notify) => {
      const rows = await tx.$queryRaw<AlertRow[]>`
        UPDATE search_profile_alerts SET sent_at = ${now}::timestamp(3)
        WHERE user_id = ${userId} AND delivery = 'daily' AND sent_at IS NULL
        RETURNING search_query_id AS "searchQueryId", house_id AS "houseId", user_id AS "userId"`;
      rows.sort((a, b) => a.searchQueryId - b.searchQueryId || a.houseId - b.houseId);
      mails = await notifyAlerts(tx, notify, rows, deps.config.APP_URL);
      return mails.reduce((n, m) => n + m.sections.reduce((k, s) => k + s.houses.length, 0), 0);
    });
    await sendAlertMails(deps, mails, 'daily');
    if (sent > 0) {
      result.users += 1;
      result.alerts += sent;
    }
  }
  return result;
}
