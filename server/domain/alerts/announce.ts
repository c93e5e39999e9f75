import { withNotifications } from '../notifications/notify.js';
import {
  type AlertDeps,
  type AlertMail,
  announceableHouseWhere,
  type MatchPair,
  notifyAlerts,
  sendAlertMails,
} from './delivery.js';
import { type MatchAlerts, matchAlertsOf } from './settings.js';

// Match alerts: a house that newly fits a search profile exactly is announced to the
// profile's owner once ever per (profile, house), as the owner chose in their settings: at once
// (a live notification and an e-mail), in the daily digest (recorded now, sent by digest.ts), or
// never (recorded, so that it is not announced later either).

export interface AnnouncedAlert {
  searchQueryId: number;
  houseId: number;
  userId: number;
  delivery: MatchAlerts;
}

/**
 * Announces new exact matches. Each pair is claimed with one conditional insert (the primary key of
 * search_profile_alerts, ON CONFLICT DO NOTHING), so a pair already announced — by an earlier call
 * or by another instance at the same moment — is skipped; the instant notifications are stored in
 * the same transaction as the claim and published after its commit, the e-mails sent after it.
 * Ownerless profiles (a funnel visitor's), deleted searchers, houses that are not listed or are
 * 'status onbekend', and a searcher's own house are not announced. Answers the pairs this call claimed.
 */
/** Pairs claimed (and told) per transaction. */
const ANNOUNCE_CHUNK = 100;

export async function announceMatches(deps: AlertDeps, matches: MatchPair[]): Promise<AnnouncedAlert[]> {
  const pairs = [...new Map(matches.map((m) => [`${m.searchProfileId}:${m.houseId}`, m])).values()];
  if (pairs.length === 0) return [];
  const [profiles, houses] = await Promise.all([
    deps.prisma.searchQuery.findMany({
      where: { id: { in: [...new Set(pairs.map((p) => p.searchProfileId))] }, user: { deletedAt: null } },
      select: { id: true, user: { select: { id: true, matchAlerts: true } } },
    }),
    deps.prisma.house.findMany({
      where: announceableHouseWhere(
        deps.config,
        pairs.map((p) => p.houseId),
      ),
      select: { id: true, ownerUserId: true },
    }),
  ]);
  const ownerOf = new Map(profiles.flatMap((p) => (p.user ? [[p.id, p.user] as const] : [])));
  const houseOwnerOf = new Map(houses.map((h) => [h.id, h.ownerUserId]));
  const now = new Date();
  const rows = pairs.flatMap((p) => {
    const user = ownerOf.get(p.searchProfileId);
    if (!user || !houseOwnerOf.has(p.houseId) || houseOwnerOf.get(p.houseId) === user.id) return [];
    const delivery = matchAlertsOf(user);
    return [
      {
        searchQueryId: p.searchProfileId,
        houseId: p.houseId,
        userId: user.id,
        delivery,
        sentAt: delivery === 'instant' ? now : null,
      },
    ];
  });
  if (rows.length === 0) return [];
  // One order for every caller (two instances claiming overlapping batches never deadlock), a
  // searcher's rows together (one e-mail per searcher, unless they fall in two chunks).
  rows.sort((a, b) => a.userId - b.userId || a.searchQueryId - b.searchQueryId || a.houseId - b.houseId);

  // Claims and their notifications commit together, in chunks that stay well inside a transaction's
  // time limit when one house fits thousands of profiles.
  const claimed: AnnouncedAlert[] = [];
  for (let i = 0; i < rows.length; i += ANNOUNCE_CHUNK) {
    let mails: AlertMail[] = [];
    const inserted = await withNotifications(deps, async (tx, notify) => {
      const created = await tx.searchProfileAlert.createManyAndReturn({
        data: rows.slice(i, i + ANNOUNCE_CHUNK),
        skipDuplicates: true,
        select: { searchQueryId: true, houseId: true, userId: true, delivery: true },
      });
      const instant = created.filter((a) => a.delivery === 'instant');
      mails = await notifyAlerts(tx, notify, instant, deps.config);
      return created as AnnouncedAlert[];
    });
    await sendAlertMails(deps, mails, 'instant');
    claimed.push(...inserted);
  }
  return claimed;
}
