import { PRODUCT } from '../../config.js';
import { formatEuroCents } from '../money.js';
import type { Mailer } from '../ports/mail.js';
import type { ScheduledJob } from '../scheduling/jobs.js';
import { DEFAULT_RETURN_PATH } from './commands.js';
import { applyProviderPayment, followRefunds, makeClaimedRefunds } from './payments.js';
import { PLAN_LIST, planOf } from './plans.js';
import { tryEnsureProviderSubscription } from './provider.js';
import { formatDutchDate, type SubscriptionDeps } from './state.js';

// The subscriptions' scheduled work (one run at a time across instances: scheduling/jobs.ts):
// the local provider's bank day (it charges due renewals; Mollie does that itself and calls the
// webhook), provider subscriptions that could not be made earlier, and the reminder a week before
// a yearly renewal (fair subscription terms), sent once per renewal.

export const SUBSCRIPTIONS_JOB = 'subscriptions';
export const REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RenewalDeps = SubscriptionDeps & { mail: Mailer };

export function subscriptionsJob(deps: RenewalDeps, everyMs = 60_000): ScheduledJob {
  return { name: SUBSCRIPTIONS_JOB, schedule: { everyMs }, run: (now) => runSubscriptionDuties(deps, now) };
}

export async function runSubscriptionDuties(deps: RenewalDeps, now = new Date()) {
  await chargeLocalRenewals(deps, now);
  await createMissingProviderSubscriptions(deps);
  await makeClaimedRefunds(deps);
  await followRefunds(deps);
  await sendRenewalReminders(deps, now);
}

/**
 * The local provider's bank: charges what is due and settles waiting charges. Its webhooks go to
 * our route too; the payments are also applied here, so renewals are recorded even when that call
 * does not arrive (applying twice changes nothing).
 */
async function chargeLocalRenewals(deps: RenewalDeps, now: Date) {
  if (!deps.payments.chargeRecurring) return;
  for (const payment of await deps.payments.chargeRecurring({ now })) await applyProviderPayment(deps, payment);
}

async function createMissingProviderSubscriptions(deps: RenewalDeps) {
  const missing = await deps.prisma.subscription.findMany({
    where: { status: 'active', providerSubscriptionId: null, providerCustomerId: { not: null } },
    select: { id: true },
  });
  for (const { id } of missing) await tryEnsureProviderSubscription(deps, id);
}

/** One mail per renewal of a plan that announces its renewals, claimed before it is sent. */
async function sendRenewalReminders(deps: RenewalDeps, now: Date) {
  const due = await deps.prisma.subscription.findMany({
    where: {
      status: 'active',
      plan: { in: PLAN_LIST.filter((p) => p.remindBeforeRenewal).map((p) => p.key) },
      cycleEndsAt: { gt: now, lte: new Date(now.getTime() + REMINDER_DAYS * DAY_MS) },
    },
    include: { user: true },
  });
  for (const sub of due) {
    const claimed = await deps.prisma.$executeRaw`
      UPDATE subscriptions SET reminder_sent_for = cycle_ends_at
      WHERE id = ${sub.id} AND status = 'active' AND reminder_sent_for IS DISTINCT FROM cycle_ends_at`;
    if (!claimed) continue;
    try {
      await deps.mail.send(renewalReminderMail(deps, sub.user, planOf(sub.plan), sub.cycleEndsAt!));
    } catch (err) {
      await deps.prisma.subscription.update({ where: { id: sub.id }, data: { reminderSentFor: sub.reminderSentFor } });
      deps.log?.warn({ err, subscriptionId: sub.id }, 'renewal reminder not sent; next run tries again');
    }
  }
}

export function renewalReminderMail(
  deps: Pick<SubscriptionDeps, 'config'>,
  user: { email: string; firstName: string },
  plan: ReturnType<typeof planOf>,
  renewsAt: Date,
) {
  const date = formatDutchDate(renewsAt);
  const amount = formatEuroCents(plan.amountCents);
  const account = `${deps.config.APP_URL}${DEFAULT_RETURN_PATH}`;
  return {
    to: user.email,
    subject: `Je ${PRODUCT.name} ${plan.name} wordt op ${date} verlengd`,
    text: [
      `Hallo ${user.firstName},`,
      '',
      `Op ${date} verlengen we je abonnement ${PRODUCT.name} ${plan.name} met een jaar. We schrijven dan ${amount} af, zoals je bij het afsluiten hebt afgesproken.`,
      '',
      `Wil je niet verlengen? Zeg je abonnement vóór ${date} op via ${account}. Je houdt dan toegang tot het einde van het betaalde jaar.`,
      '',
      `Groet,`,
      PRODUCT.name,
    ].join('\n'),
  };
}
