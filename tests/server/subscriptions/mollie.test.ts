import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canDoSubscriberActions } from '../../../server/domain/kernel/rights.js';
import { PRODUCT_MESSAGE } from '../../../server/domain/notifications/types.js';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '../../../server/domain/ports/payment-errors.js';
import { addPeriod } from '../../../server/domain/subscriptions/plans.js';
import { latestSubscription, providerDay } from '../../../server/domain/subscriptions/state.js';
import type { TestApp } from '../../helpers/app.js';
import { changedTables, dbFingerprint } from '../../helpers/db-fingerprint.js';
import { type FakeMollie, startFakeMollie } from '../../helpers/fake-mollie.js';
import { createSubscriptionsApp, loggedIn, webhook } from './setup.js';

/** Every paid period also brings a receipt (payments.ts receiptMessage): the tests here look past it. */
const notReceipt = (n: { data: unknown }) => !(n.data as { message?: string }).message?.startsWith('Bedankt!');

// The subscriptions on the live provider, against the loopback Mollie of tests/helpers: customer,
// first payment, mandate, subscription, renewals, cancel; webhooks replayed and out of order; and
// Mollie down (503, nothing changed).

let fake: FakeMollie;
let t: TestApp;
const MAY_CHANGE = new Set(['rate_limit_buckets', 'sessions']);

beforeAll(async () => {
  fake = await startFakeMollie();
  t = await createSubscriptionsApp(fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await fake.setMode('up');
  fake.failWith = null;
});

/** A user who paid the first payment of `plan` on Mollie's checkout (and Mollie called the webhook). */
async function subscribedOnMollie(plan = 'user_premium') {
  const b = await loggedIn(t);
  const res = await b.post('/api/user/subscription', { plan, redirect_url: '/mijn-huiskans/account' });
  expect(res.status).toBe(200);
  const paymentId = res.body.payment.provider_payment_id as string;
  fake.settle(paymentId, 'paid');
  expect((await webhook(t, paymentId)).status).toBe(200);
  const sub = (await latestSubscription(t.db.prisma, b.userId))!;
  return { b, paymentId, sub, mollieSub: fake.subscriptions.get(sub.providerSubscriptionId!)! };
}

describe('subscribing on Mollie', () => {
  it('makes a customer and a first payment, whose checkout the browser is sent to', async () => {
    const b = await loggedIn(t);
    fake.requests.length = 0;
    const res = await b.post('/api/user/subscription', { plan: 'user_extended', redirect_url: '/huizen' });
    expect(res.body).toMatchObject({ status: 'checkout', checkout_url: expect.stringContaining('/checkout/tr_') });
    const [customer, payment] = fake.requests;
    expect(customer).toMatchObject({ method: 'POST', path: '/v2/customers', body: { email: b.user.email } });
    expect(payment).toMatchObject({
      method: 'POST',
      path: '/v2/payments',
      body: {
        amount: { currency: 'EUR', value: '119.95' },
        sequenceType: 'first',
        redirectUrl: 'http://localhost:3000/huizen',
        webhookUrl: 'http://localhost:3000/api/webhooks/mollie',
      },
    });
    const account = await t.db.prisma.user.findUniqueOrThrow({ where: { id: b.userId } });
    expect(account.paymentCustomerId).toMatch(/^cst_/);
    expect(payment.body!.customerId).toBe(account.paymentCustomerId);
    // A webhook while the payment is still open changes nothing.
    expect((await webhook(t, res.body.payment.provider_payment_id)).body).toEqual({ outcome: 'unchanged' });
    expect(await canDoSubscriberActions(t.db.prisma, b.userId)).toBe(false);
  });

  it('activates once on a paid first payment whose webhook arrives ten times: mandate, then a Mollie subscription', async () => {
    const b = await loggedIn(t);
    const res = await b.post('/api/user/subscription', { plan: 'user_premium' });
    const paymentId = res.body.payment.provider_payment_id as string;
    const settled = fake.settle(paymentId, 'paid');
    fake.requests.length = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(t, paymentId)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.outcome === 'updated')).toHaveLength(1);
    expect(await t.db.prisma.subscription.count({ where: { userId: b.userId } })).toBe(1);
    const creates = fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/subscriptions'));
    expect(creates).toHaveLength(1);
    const sub = (await latestSubscription(t.db.prisma, b.userId))!;
    const mollieSub = fake.subscriptions.get(sub.providerSubscriptionId!)!;
    expect(mollieSub).toMatchObject({
      status: 'active',
      amount: { currency: 'EUR', value: '9.95' },
      interval: '1 month',
      startDate: providerDay(sub.cycleEndsAt!),
      mandateId: settled.mandateId,
      webhookUrl: 'http://localhost:3000/api/webhooks/mollie',
    });
    const account = await t.db.prisma.user.findUniqueOrThrow({ where: { id: b.userId } });
    expect(account.paymentMandateId).toBe(settled.mandateId);
    const state = await b.get('/api/user/subscription');
    expect(state.body).toMatchObject({
      can_do_subscriber_actions: true,
      subscription: { status: 'active', plan: { key: 'user_premium' }, next_payment: { amount_cents: 995 } },
      last_checkout: { status: 'paid' },
    });
  });
});

describe('renewals from Mollie', () => {
  it('are recorded whatever order their webhooks arrive in, each period once', async () => {
    const { b, sub, mollieSub } = await subscribedOnMollie();
    const first = fake.chargeSubscription(mollieSub.id as string, 'paid');
    const second = fake.chargeSubscription(mollieSub.id as string, 'paid');
    // The second charge's webhook first, then the first one's twice.
    for (const id of [second.id, first.id, first.id, second.id] as string[])
      expect((await webhook(t, id)).status).toBe(200);
    const renewals = await t.db.prisma.payment.findMany({
      where: { userId: b.userId, purpose: 'renewal' },
      orderBy: { periodStart: 'asc' },
    });
    expect(renewals.map((r) => r.status)).toEqual(['paid', 'paid']);
    expect(renewals[0].periodStart).toEqual(sub.cycleEndsAt);
    expect(renewals[1].periodStart).toEqual(renewals[0].periodEnd);
    const after = (await latestSubscription(t.db.prisma, b.userId))!;
    expect(after.cycleEndsAt).toEqual(addPeriod(addPeriod(sub.cycleEndsAt!, 1), 1));
  });

  it('a failed one ends the rights at the end of the paid period, cancels the Mollie subscription and tells the user', async () => {
    const { b, sub, mollieSub } = await subscribedOnMollie();
    const failed = fake.chargeSubscription(mollieSub.id as string, 'failed');
    await webhook(t, failed.id as string);
    await webhook(t, failed.id as string);
    const after = (await latestSubscription(t.db.prisma, b.userId))!;
    expect(after).toMatchObject({ status: 'canceled', endReason: 'payment_failed' });
    expect(after.endsAt).toEqual(sub.cycleEndsAt);
    expect(mollieSub.status).toBe('canceled');
    const told = (await t.db.prisma.notification.findMany({ where: { recipientUserId: b.userId } })).filter(notReceipt);
    expect(told.map((n) => n.type)).toEqual([PRODUCT_MESSAGE]);
  });
});

describe('cancel and resume on Mollie', () => {
  it('cancels the Mollie subscription and makes a new one from the end of the period on resume', async () => {
    const { b, sub, mollieSub } = await subscribedOnMollie('user_extended');
    const canceled = await b.delete('/api/user/subscription');
    expect(canceled.status).toBe(200);
    expect(canceled.body.subscription).toMatchObject({ status: 'canceled', can_resume: true, next_payment: null });
    expect(mollieSub.status).toBe('canceled');
    const resumed = await b.post('/api/user/subscription/resume');
    expect(resumed.body.subscription).toMatchObject({ status: 'active', ends_at: null });
    const again = (await latestSubscription(t.db.prisma, b.userId))!;
    expect(again.providerSubscriptionId).not.toBe(mollieSub.id);
    expect(fake.subscriptions.get(again.providerSubscriptionId!)).toMatchObject({
      status: 'active',
      interval: '12 months',
      amount: { value: '119.95' },
      startDate: providerDay(sub.cycleEndsAt!),
    });
  });
});

describe('Mollie down', () => {
  it('answers 503 with the Dutch message and changes nothing: subscribe, cancel, swap, resume, webhook', async () => {
    const { b, paymentId } = await subscribedOnMollie();
    const newcomer = await loggedIn(t);
    for (const mode of ['refused', 'failing'] as const) {
      if (mode === 'refused') await fake.setMode('refused');
      else {
        await fake.setMode('up');
        fake.failWith = 500;
      }
      const before = await dbFingerprint(t.db, MAY_CHANGE);
      const answers = [
        await newcomer.post('/api/user/subscription', { plan: 'user_premium' }),
        await b.post('/api/user/subscription/swap', { plan: 'user_extended' }),
        await b.delete('/api/user/subscription'),
        await webhook(t, paymentId),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body.message).toBe(PAYMENTS_UNAVAILABLE_MESSAGE);
      }
      const gql = await newcomer.graphql(
        'mutation { subscribe(input: {plan: "user_extended"}) { __typename ... on Error { message } } }',
      );
      expect(gql.data!.subscribe).toEqual({
        __typename: 'ServiceUnavailableError',
        message: PAYMENTS_UNAVAILABLE_MESSAGE,
      });
      expect(changedTables(before, await dbFingerprint(t.db, MAY_CHANGE))).toEqual([]);
    }
    fake.failWith = null;
    expect((await b.delete('/api/user/subscription')).status).toBe(200);
    await fake.setMode('refused');
    const before = await dbFingerprint(t.db, MAY_CHANGE);
    expect((await b.post('/api/user/subscription/resume')).status).toBe(503);
    expect(changedTables(before, await dbFingerprint(t.db, MAY_CHANGE))).toEqual([]);
  });
});
