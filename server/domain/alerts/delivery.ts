import type { Logger } from 'pino';
import { type Config, PRODUCT } from '../../config.js';
import type { Db } from '../../db/client.js';
import { checkinPolicy } from '../kernel/freshness.js';
import { houseRoute } from '../kernel/house-presentation.js';
import { houseStatusKnownWhere } from '../kernel/known-status.js';
import { LISTED_MODERATION_STATUSES } from '../kernel/listing.js';
import { subscriberIds } from '../kernel/rights.js';
import { houseRefOf } from '../notifications/house-ref.js';
import type { Notify, Tx } from '../notifications/notify.js';
import { notificationContent } from '../notifications/types.js';
import type { Mailer } from '../ports/mail.js';
import type { PubSub } from '../ports/pubsub.js';
import { type AlertMailSection, matchAlertMail } from './mails.js';

// What an alert says and how it goes out, for both the instant announcement (announce.ts) and the
// daily digest (digest.ts): one SearchQueryMatch notification per (profile, house), through the one
// notification function, and one e-mail per searcher listing the houses per profile.

/** What announcing and the digest need: the database, live delivery, mail, the site's address and the check-in ages. */
export interface AlertDeps {
  prisma: Db;
  pubsub: PubSub;
  mail: Mailer;
  config: Pick<Config, 'APP_URL' | 'STATUS_CHECKIN_DAYS' | 'HOUSE_STATUS_UNKNOWN_DAYS'>;
  log?: Pick<Logger, 'warn'>;
}

/** Houses that may be announced: listed, and not 'status onbekend' (kernel/known-status.ts). */
export function announceableHouseWhere(config: AlertDeps['config'], ids: number[]) {
  return {
    id: { in: [...new Set(ids)] },
    moderationStatus: { in: LISTED_MODERATION_STATUSES },
    ...houseStatusKnownWhere(checkinPolicy(config)),
  };
}

/** A house that fits a search profile exactly (the matching domain's stored match). */
export interface MatchPair {
  searchProfileId: number;
  houseId: number;
}

/** An alert row to deliver: the pair and the searcher it is for. */
export interface AlertRow {
  searchQueryId: number;
  houseId: number;
  userId: number;
}

/** The page of a search profile (spec §2 zoekprofielen/{searchQueryId}). */
export const searchProfileRoute = (slug: string) => `/mijn-${PRODUCT.slug}/zoekprofielen/${encodeURIComponent(slug)}`;

/** A searcher's mail: who, and the houses per profile. */
export interface AlertMail {
  to: { id: number; email: string; firstName: string; mailKey: string };
  sections: AlertMailSection[];
}

/**
 * Stores one SearchQueryMatch notification per row inside the caller's transaction (published
 * after its commit) and answers the mails to send afterwards, one per searcher. Rows whose profile
 * or searcher is gone, or whose house is no longer listed (or 'status onbekend'), are told nothing.
 */
export async function notifyAlerts(
  tx: Tx,
  notify: Notify,
  rows: AlertRow[],
  config: AlertDeps['config'],
): Promise<AlertMail[]> {
  const appUrl = config.APP_URL;
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [profiles, houses, users, subscribers] = await Promise.all([
    tx.searchQuery.findMany({
      where: { id: { in: [...new Set(rows.map((r) => r.searchQueryId))] } },
      select: { id: true, slug: true, query: true, userId: true },
    }),
    tx.house.findMany({
      where: announceableHouseWhere(
        config,
        rows.map((r) => r.houseId),
      ),
      select: {
        id: true,
        slug: true,
        city: true,
        street: true,
        streetNumber: true,
        postalCode: true,
        ownerUserId: true,
        price: true,
        minPrice: true,
        maxPrice: true,
      },
    }),
    tx.user.findMany({
      where: { id: { in: userIds }, deletedAt: null },
      select: { id: true, email: true, firstName: true, mailKey: true },
    }),
    subscriberIds(tx, userIds),
  ]);
  const profileById = new Map(profiles.map((p) => [p.id, p]));
  const houseById = new Map(houses.map((h) => [h.id, h]));
  const userById = new Map(users.map((u) => [u.id, u]));
  const mails = new Map<number, AlertMail>();
  for (const row of rows) {
    const profile = profileById.get(row.searchQueryId);
    const house = houseById.get(row.houseId);
    const user = userById.get(row.userId);
    if (!profile || !house || !user || profile.userId !== user.id) continue;
    // The searcher alone reads it: the exact address only when they may see it (a subscriber).
    const ref = houseRefOf(house, subscribers.has(user.id));
    const route = searchProfileRoute(profile.slug);
    await notify({
      recipientUserId: user.id,
      senderUserId: null,
      houseId: house.id,
      content: notificationContent('SearchQueryMatch', {
        house: ref,
        search_query: { slug: profile.slug, route, query: profile.query },
      }),
    });
    const mail = mails.get(user.id) ?? { to: user, sections: [] };
    mails.set(user.id, mail);
    let section = mail.sections.find((s) => s.profileUrl === `${appUrl}${route}`);
    if (!section) {
      section = { profileName: profile.query, profileUrl: `${appUrl}${route}`, houses: [] };
      mail.sections.push(section);
    }
    section.houses.push({ address: ref.formatted_address_line, url: `${appUrl}${houseRoute(house)}`, ...house });
  }
  return [...mails.values()];
}

/** Sends the mails after the commit; a mail that fails is logged, the notifications stay. */
export async function sendAlertMails(deps: AlertDeps, mails: AlertMail[], kind: 'instant' | 'daily') {
  for (const mail of mails) {
    try {
      await deps.mail.send(matchAlertMail(deps.config.APP_URL, mail.to, mail.sections, kind));
    } catch (err) {
      deps.log?.warn({ err, kind }, 'match alert mail failed');
    }
  }
}
