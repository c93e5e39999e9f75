import { type NotificationType, PRODUCT_MESSAGE } from '../types.js';

// Which notifications a user hears of by e-mail, in the categories they can turn off one by one at
// Instellingen (and with the one-click link of each mail). A like (HouseLiked) stays on the site;
// new kansen have their own mails per search profile (server/domain/alerts).

export const MAIL_CATEGORIES = [
  { key: 'messages', label: 'Berichten', types: ['UserMessage', 'HouseMessage', 'AdvisorMessage'] },
  { key: 'offers', label: 'Biedingen en tegenbiedingen', types: ['HouseOffer'] },
  { key: 'viewings', label: 'Bezichtigingen', types: ['HouseViewing'] },
  {
    key: 'advisors',
    label: 'Adviseurs, coaching en reviews',
    types: ['AdvisorRequestAppointment', 'CoachAdded', 'WelcomeByCoach', 'ReviewAdded'],
  },
  {
    key: 'liked_houses',
    label: 'Prijs en status van huizen die je leuk vindt',
    types: ['LikedHouseUpdated', 'LikedHouseStatusUpdated'],
  },
  { key: 'account', label: 'Betalingen, je abonnement en je huis', types: [PRODUCT_MESSAGE] },
] as const satisfies readonly { key: string; label: string; types: readonly NotificationType[] }[];

export type MailCategory = (typeof MAIL_CATEGORIES)[number]['key'];

export const MAIL_CATEGORY_KEYS = MAIL_CATEGORIES.map((c) => c.key) as [MailCategory, ...MailCategory[]];

/** Messages wait and are mailed together (queue.ts): one mail per batch of a conversation. */
export const BATCHED_CATEGORY: MailCategory = 'messages';

const byType = new Map<NotificationType, MailCategory>(
  MAIL_CATEGORIES.flatMap((c) => c.types.map((t) => [t as NotificationType, c.key] as const)),
);

/** The mail category of a notification type; null: never mailed. */
export function mailCategoryOf(type: NotificationType): MailCategory | null {
  return byType.get(type) ?? null;
}

export function isMailCategory(value: unknown): value is MailCategory {
  return typeof value === 'string' && (MAIL_CATEGORY_KEYS as readonly string[]).includes(value);
}

export function mailCategoryLabel(category: MailCategory): string {
  return MAIL_CATEGORIES.find((c) => c.key === category)!.label;
}

/**
 * The kansen mails (server/domain/alerts) carry a one-click link too: it sets 'Nieuwe kansen' to
 * Nooit (users.match_alerts), the one switch those mails have.
 */
export const KANSEN = 'kansen' as const;
export type UnsubscribeCategory = MailCategory | typeof KANSEN;

export function isUnsubscribeCategory(value: unknown): value is UnsubscribeCategory {
  return value === KANSEN || isMailCategory(value);
}

/** What a category's mails are about, in a sentence ('over biedingen en tegenbiedingen'). */
export function unsubscribeSubject(category: UnsubscribeCategory): string {
  return category === KANSEN ? 'nieuwe kansen' : mailCategoryLabel(category).toLowerCase();
}

/** A user's choice per category (on unless they turned it off). */
export function mailPreferencesOf(user: { mailOptOuts: string[] | null }): Record<MailCategory, boolean> {
  const off = new Set(user.mailOptOuts ?? []);
  return Object.fromEntries(MAIL_CATEGORY_KEYS.map((k) => [k, !off.has(k)])) as Record<MailCategory, boolean>;
}
