import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Prisma, Subscription } from '../../generated/prisma/client.js';
import { RENEWAL_GRACE_MS } from '../kernel/rights.js';
import type { PaymentProvider } from '../ports/payments.js';
import type { PubSub } from '../ports/pubsub.js';
import { planOf } from './plans.js';

// What a subscription is at a moment, derived from its row (never stored): the state shown on both
// surfaces, the next payment, whether it can be resumed.

/** What the subscriptions domain needs (a request context has all of it; so has the scheduler). */
export interface SubscriptionDeps {
  prisma: Db;
  payments: PaymentProvider;
  pubsub: PubSub;
  config: Pick<Config, 'APP_URL'>;
  log?: Logger;
}

/** active: paid and renewing; canceled: stopped but still paid for (until endsAt); ended: no rights. */
export type SubscriptionState = 'active' | 'canceled' | 'ended';

export function stateOf(sub: Subscription, now = new Date()): SubscriptionState {
  if (sub.status === 'active') {
    return sub.cycleEndsAt === null || sub.cycleEndsAt.getTime() > now.getTime() - RENEWAL_GRACE_MS
      ? 'active'
      : 'ended';
  }
  return sub.status === 'canceled' && sub.endsAt !== null && sub.endsAt > now ? 'canceled' : 'ended';
}

/** Resume is possible only while cancelled and still inside the paid period. */
export const canResume = (sub: Subscription, now = new Date()) => stateOf(sub, now) === 'canceled';

/** The coming renewal charge: only while active (a cancelled subscription charges nothing more). */
export function nextPaymentOf(sub: Subscription, now = new Date()): { date: Date; amountCents: number } | null {
  if (stateOf(sub, now) !== 'active' || !sub.cycleEndsAt) return null;
  return { date: sub.cycleEndsAt, amountCents: planOf(sub.plan).amountCents };
}

/** The user's newest subscription (current, or the last one that ended), or null. */
export function latestSubscription(prisma: Db | Prisma.TransactionClient, userId: number) {
  return prisma.subscription.findFirst({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/** Serialises the subscription changes of one user (two tabs, a webhook and a click) in a transaction. */
export async function lockUser(tx: Prisma.TransactionClient, userId: number) {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
}

/** Where the provider calls back (Mollie's webhook; the local provider calls the same route). */
export const webhookUrl = (deps: Pick<SubscriptionDeps, 'config'>) => `${deps.config.APP_URL}/api/webhooks/mollie`;

const dayInAmsterdam = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });
/** The provider's `YYYY-MM-DD` for an instant: the date in the Netherlands. */
export const providerDay = (date: Date) => dayInAmsterdam.format(date);

const dutchDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});
/** "26 december 2026". */
export const formatDutchDate = (date: Date) => dutchDate.format(date);
