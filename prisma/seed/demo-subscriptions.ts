import { hashPassword } from '../../server/domain/accounts/password.js';
import { slugify } from '../../server/domain/kernel/house-presentation.js';
import { addPeriod, PLANS, type Plan } from '../../server/domain/subscriptions/plans.js';
import { providerDescription } from '../../server/domain/subscriptions/provider.js';
import { providerDay } from '../../server/domain/subscriptions/state.js';
import type { Prisma } from '../../server/generated/prisma/client.js';

// The demo's subscriptions, made as the local provider and the subscriptions domain would have made
// them (customer, valid mandate, provider subscription, paid payments with their status history),
// so renewing, swapping, cancelling and resuming work on them after `npm start`:
// - premium@: Premium, active, in its second month (a first payment and one renewal, both paid);
// - opgezegd@: Premium, cancelled, access until the end of the paid month (resumable);
// - extended@: Extended, active, renewing in five days (the renewal reminder goes out on start).

type Tx = Prisma.TransactionClient;
const DAY = 24 * 60 * 60 * 1000;

/** Demo accounts with a subscription besides premium@ (password: the demo password). */
export const DEMO_SUBSCRIBERS = {
  canceled: 'opgezegd@demo.huiskans.nl',
  extended: 'extended@demo.huiskans.nl',
} as const;

interface DemoSubscription {
  userId: number;
  plan: Plan;
  /** When the first period was paid. */
  firstPaidAt: Date;
  /** Periods paid since (renewals), each right after the previous one. */
  renewals: number;
  canceledAt?: Date;
}

const ids = (prefix: string, key: string, n?: number) => `${prefix}_demo${key}${n ?? ''}`;

async function demoSubscription(tx: Tx, d: DemoSubscription) {
  const key = `${d.userId}`;
  const customerId = ids('cst', key);
  const mandateId = ids('mdt', key);
  const user = await tx.user.update({
    where: { id: d.userId },
    data: { paymentCustomerId: customerId, paymentMandateId: mandateId },
  });
  await tx.localPaymentCustomer.create({
    data: { id: customerId, name: `${user.firstName} ${user.lastName}`, email: user.email, createdAt: d.firstPaidAt },
  });
  await tx.localMandate.create({
    data: { id: mandateId, customerId, status: 'valid', method: 'directdebit', createdAt: d.firstPaidAt },
  });
  const periods = Array.from({ length: d.renewals + 1 }, (_, i) => ({
    start: addPeriod(d.firstPaidAt, i * d.plan.intervalMonths),
    end: addPeriod(d.firstPaidAt, (i + 1) * d.plan.intervalMonths),
  }));
  const current = periods.at(-1)!;
  const sub = await tx.subscription.create({
    data: {
      userId: d.userId,
      plan: d.plan.key,
      status: d.canceledAt ? 'canceled' : 'active',
      providerCustomerId: customerId,
      providerMandateId: mandateId,
      cycleStartedAt: current.start,
      cycleEndsAt: current.end,
      endsAt: d.canceledAt ? current.end : null,
      endReason: d.canceledAt ? 'canceled' : null,
      createdAt: d.firstPaidAt,
    },
  });
  const providerSubscriptionId = ids('sub', key);
  await tx.localSubscription.create({
    data: {
      id: providerSubscriptionId,
      customerId,
      mandateId,
      status: d.canceledAt ? 'canceled' : 'active',
      amountCents: d.plan.amountCents,
      interval: d.plan.providerInterval,
      description: providerDescription(d.plan, sub),
      // The first renewal was due when the first period ended; dates count from there.
      startDate: new Date(`${providerDay(periods[0].end)}T00:00:00.000Z`),
      nextPaymentDate: d.canceledAt ? null : new Date(`${providerDay(current.end)}T00:00:00.000Z`),
      chargesMade: d.renewals,
      webhookUrl: 'http://localhost:3000/api/webhooks/mollie',
      metadata: { subscriptionId: sub.id, plan: d.plan.key },
      createdAt: d.firstPaidAt,
      canceledAt: d.canceledAt ?? null,
    },
  });
  await tx.subscription.update({ where: { id: sub.id }, data: { providerSubscriptionId } });
  for (const [i, period] of periods.entries()) {
    const first = i === 0;
    const paymentId = ids('tr', key, i + 1);
    const description = `Huiskans ${d.plan.name}, ${first ? d.plan.firstPaymentPeriod.toLowerCase() : 'verlenging'}`;
    const history = first ? ['open', 'paid'] : ['pending', 'paid'];
    await tx.localPayment.create({
      data: {
        id: paymentId,
        status: 'paid',
        amountCents: d.plan.amountCents,
        description,
        sequenceType: first ? 'first' : 'recurring',
        customerId,
        mandateId,
        subscriptionId: first ? null : providerSubscriptionId,
        createdAt: period.start,
        paidAt: period.start,
        statusChanges: { create: history.map((status) => ({ status, createdAt: period.start })) },
      },
    });
    await tx.payment.create({
      data: {
        userId: d.userId,
        subscriptionId: sub.id,
        providerPaymentId: paymentId,
        plan: d.plan.key,
        purpose: first ? 'subscribe' : 'renewal',
        status: 'paid',
        amountCents: d.plan.amountCents,
        description,
        sequenceType: first ? 'first' : 'recurring',
        periodStart: period.start,
        periodEnd: period.end,
        paidAt: period.start,
        createdAt: period.start,
        statusChanges: { create: history.map((status) => ({ status, createdAt: period.start })) },
      },
    });
  }
}

async function demoPerson(
  tx: Tx,
  email: string,
  firstName: string,
  lastName: string,
  passwordHash: string,
  now: number,
) {
  let slug = slugify(`${firstName} ${lastName}`);
  if (await tx.user.findUnique({ where: { slug } })) slug = `${slug}-demo`;
  return tx.user.create({
    data: {
      slug,
      firstName,
      lastName,
      email,
      passwordHash,
      userType: 'searcher',
      movingMonths: 6,
      emailVerifiedAt: new Date(now - 120 * DAY),
      createdAt: new Date(now - 400 * DAY),
    },
  });
}

export async function seedDemoSubscriptions(tx: Tx, c: { now: number; premiumId: number; password: string }) {
  const now = c.now;
  await demoSubscription(tx, {
    userId: c.premiumId,
    plan: PLANS.user_premium,
    firstPaidAt: addPeriod(new Date(now - 9 * DAY), -1),
    renewals: 1,
  });
  const passwordHash = await hashPassword(c.password);
  const canceled = await demoPerson(tx, DEMO_SUBSCRIBERS.canceled, 'Daan', 'Smit', passwordHash, now);
  await demoSubscription(tx, {
    userId: canceled.id,
    plan: PLANS.user_premium,
    firstPaidAt: addPeriod(new Date(now - 20 * DAY), -1),
    renewals: 1,
    canceledAt: new Date(now - 3 * DAY),
  });
  const extended = await demoPerson(tx, DEMO_SUBSCRIBERS.extended, 'Iris', 'de Boer', passwordHash, now);
  await demoSubscription(tx, {
    userId: extended.id,
    plan: PLANS.user_extended,
    firstPaidAt: addPeriod(new Date(now + 5 * DAY), -12),
    renewals: 0,
  });
}
