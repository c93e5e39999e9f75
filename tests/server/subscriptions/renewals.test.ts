import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalPaymentProvider, type LocalPaymentProvider } from '../../../server/adapters/payments/local/index.js';
import { canDoSubscriberActions } from '../../../server/domain/kernel/rights.js';
import { formatEuroCents } from '../../../server/domain/money.js';
import { PRODUCT_MESSAGE } from '../../../server/domain/notifications/types.js';
import { subscribe } from '../../../server/domain/subscriptions/commands.js';
import { applyProviderPayment } from '../../../server/domain/subscriptions/payments.js';
import { addPeriod } from '../../../server/domain/subscriptions/plans.js';
import { runSubscriptionDuties } from '../../../server/domain/subscriptions/renewals.js';
import { latestSubscription, providerDay } from '../../../server/domain/subscriptions/state.js';
import type { TestApp } from '../../helpers/app.js';
import { createUser } from '../../helpers/fixtures.js';
import { createSubscriptionsApp, depsOf, payLocally, shiftPeriod, webhook } from './setup.js';

/** Every paid period also brings a receipt (payments.ts receiptMessage): the tests here look past it. */
const notReceipt = (n: { data: unknown }) => !(n.data as { message?: string }).message?.startsWith('Bedankt!');

// Renewals as they come in (the local provider's bank run by the scheduler's duties), failed
// renewals, webhooks replayed and late, and the reminder before a yearly renewal.

let t: TestApp;
let bank: LocalPaymentProvider;

beforeAll(async () => {
  t = await createSubscriptionsApp();
  if (!isLocalPaymentProvider(t.services.payments)) throw new Error('local provider expected');
  bank = t.services.payments;
});
afterAll(() => t.close());

async function subscribed(plan: 'user_premium' | 'user_extended' = 'user_premium') {
  const user = await createUser(t.db.prisma);
  const started = await subscribe(await depsOf(t, user.id), { plan });
  const paymentId = await payLocally(t, started.checkoutUrl!, 'paid');
  return { user, sub: (await latestSubscription(t.db.prisma, user.id))!, paymentId };
}

/** The paid period ends now and the provider subscription's first charge is due today. */
async function renewalDue(subscriptionId: number) {
  const sub = await shiftPeriod(t, subscriptionId, 31);
  const today = new Date(`${providerDay(new Date())}T00:00:00.000Z`);
  await t.db.prisma.localSubscription.update({
    where: { id: sub.providerSubscriptionId! },
    data: { startDate: today, nextPaymentDate: today },
  });
  return sub;
}

describe('webhooks', () => {
  it('replayed ten times activate once, and a late open after paid changes nothing', async () => {
    const { user, paymentId } = await subscribed();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await webhook(t, paymentId));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.every((a) => a.body.outcome === 'unchanged')).toBe(true);
    expect(await t.db.prisma.subscription.count({ where: { userId: user.id } })).toBe(1);
    const remote = (await bank.getPayment(paymentId))!;
    expect(await applyProviderPayment(t.services, { ...remote, status: 'open', paidAt: null })).toBe('unchanged');
    expect(await applyProviderPayment(t.services, { ...remote, status: 'pending', paidAt: null })).toBe('unchanged');
    const payment = await t.db.prisma.payment.findUniqueOrThrow({
      where: { providerPaymentId: paymentId },
      include: { statusChanges: { orderBy: { id: 'asc' } } },
    });
    expect(payment.status).toBe('paid');
    expect(payment.statusChanges.map((c) => c.status)).toEqual(['open', 'paid']);
  });

  it('gives the plan for a paid checkout we never stored (the process stopped after the provider answered)', async () => {
    const user = await createUser(t.db.prisma);
    const customer = await bank.createCustomer({ name: 'Test', email: user.email });
    const remote = await bank.createPayment({
      amountCents: 995,
      description: 'Huiskans Premium, de eerste maand',
      sequenceType: 'first',
      customerId: customer.id,
      redirectUrl: 'http://localhost:3000/mijn-huiskans/account',
      webhookUrl: 'http://localhost:3000/api/webhooks/mollie',
      metadata: { userId: user.id, plan: 'user_premium' },
    });
    await payLocally(t, remote.checkoutUrl!, 'paid');
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(true);
    const payment = await t.db.prisma.payment.findUniqueOrThrow({
      where: { providerPaymentId: remote.id },
      include: { statusChanges: { orderBy: { id: 'asc' } } },
    });
    expect(payment.statusChanges.map((c) => c.status)).toEqual(['open', 'paid']);
  });

  it('answers 200 for a payment that is not ours and 422 without a payment id', async () => {
    expect(await webhook(t, 'tr_doesnotexist')).toEqual({ status: 200, body: { outcome: 'unknown' } });
    const res = await t.request('/api/webhooks/mollie', { method: 'POST', body: 'id=cst_1234567890' });
    expect(res.status).toBe(422);
  });

  it('records an open-left checkout as pending, and activates when the bank answers later', async () => {
    const user = await createUser(t.db.prisma);
    const started = await subscribe(await depsOf(t, user.id), { plan: 'user_premium' });
    const id = await payLocally(t, started.checkoutUrl!, 'pending');
    // "Open laten" calls no webhook (as Mollie): the refresh asks the provider.
    expect(await webhook(t, id)).toMatchObject({ body: { outcome: 'updated' } });
    expect((await t.db.prisma.payment.findUniqueOrThrow({ where: { providerPaymentId: id } })).status).toBe('pending');
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(false);
    const found = await bank.findCheckout(id);
    await bank.settle(id, 'paid', found!.token);
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(true);
  });
});

describe('renewals', () => {
  it('are recorded as they come in and move the paid period on, once', async () => {
    const { user } = await subscribed();
    const due = await renewalDue((await latestSubscription(t.db.prisma, user.id))!.id);
    await runSubscriptionDuties(t.services);
    await runSubscriptionDuties(t.services);
    const renewals = await t.db.prisma.payment.findMany({ where: { userId: user.id, purpose: 'renewal' } });
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'paid', amountCents: 995, subscriptionId: due.id });
    expect(renewals[0].periodStart).toEqual(due.cycleEndsAt);
    expect(renewals[0].periodEnd).toEqual(addPeriod(due.cycleEndsAt!, 1));
    const after = (await latestSubscription(t.db.prisma, user.id))!;
    expect(after.cycleEndsAt).toEqual(addPeriod(due.cycleEndsAt!, 1));
    expect(after.status).toBe('active');
  });

  it('a failed renewal ends the rights at the end of the paid period, stops the charges and tells the user', async () => {
    const { user } = await subscribed();
    const due = await renewalDue((await latestSubscription(t.db.prisma, user.id))!.id);
    await bank.chargeRecurring({ outcome: 'failed' });
    const after = (await latestSubscription(t.db.prisma, user.id))!;
    expect(after).toMatchObject({ status: 'canceled', endReason: 'payment_failed' });
    expect(after.endsAt).toEqual(due.cycleEndsAt);
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(false);
    const provider = await t.db.prisma.localSubscription.findUniqueOrThrow({
      where: { id: due.providerSubscriptionId! },
    });
    expect(provider.status).toBe('canceled');
    const all = await t.db.prisma.notification.findMany({ where: { recipientUserId: user.id } });
    // The first payment's receipt, then the failure.
    expect(all.filter((n) => !notReceipt(n)).map((n) => (n.data as { message: string }).message)).toEqual([
      expect.stringMatching(/^Bedankt! We hebben je betaling van €\u00a09,95 voor Huiskans Premium ontvangen\./),
    ]);
    const told = all.filter(notReceipt);
    expect(told).toHaveLength(1);
    expect(told[0].type).toBe(PRODUCT_MESSAGE);
    expect((told[0].data as { message: string }).message).toMatch(
      /^Je betaling van €\u00a09,95 voor Huiskans Premium is niet gelukt\. Je abonnement is daarom gestopt\./,
    );
    // The same failure delivered again tells nobody twice.
    const failed = await t.db.prisma.payment.findFirstOrThrow({ where: { userId: user.id, purpose: 'renewal' } });
    await webhook(t, failed.providerPaymentId);
    expect(
      (await t.db.prisma.notification.findMany({ where: { recipientUserId: user.id } })).filter(notReceipt),
    ).toHaveLength(1);
  });
});

describe('renewal reminder', () => {
  it('mails once, a week before a yearly renewal, with the date and the price', async () => {
    const { user, sub } = await subscribed('user_extended');
    await shiftPeriod(t, sub.id, 360);
    await runSubscriptionDuties(t.services);
    await runSubscriptionDuties(t.services);
    const mails = await t.db.prisma.mailMessage.findMany({ where: { to: user.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Je Huiskans Extended wordt op \d{1,2} \w+ \d{4} verlengd$/);
    expect(mails[0].text).toContain(formatEuroCents(11_995));
    expect(mails[0].text).toContain('http://localhost:3000/mijn-huiskans/account');
  });

  it('sends none for a monthly plan or a renewal further away', async () => {
    const monthly = await subscribed('user_premium');
    await shiftPeriod(t, monthly.sub.id, 25);
    const far = await subscribed('user_extended');
    await shiftPeriod(t, far.sub.id, 300);
    await runSubscriptionDuties(t.services);
    for (const u of [monthly.user, far.user]) {
      expect(await t.db.prisma.mailMessage.count({ where: { to: u.email } })).toBe(0);
    }
  });
});
