import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGE } from '../../../server/domain/notifications/types.js';
import { runSubscriptionDuties } from '../../../server/domain/subscriptions/renewals.js';
import { latestSubscription } from '../../../server/domain/subscriptions/state.js';
import type { TestApp } from '../../helpers/app.js';
import { type FakeMollie, startFakeMollie } from '../../helpers/fake-mollie.js';
import { createSubscriptionsApp, depsOf, loggedIn, payLocally, webhook } from './setup.js';

/** Every paid period also brings a receipt (payments.ts receiptMessage): the tests here look past it. */
const notReceipt = (n: { data: unknown }) => !(n.data as { message?: string }).message?.startsWith('Bedankt!');

// Issue 20, finding 2: one open first payment per user. A new checkout cancels the open one at the
// provider where it can; a superseded checkout that is paid anyway is refunded through the
// provider's refund API, recorded, and the user is told. REST and GraphQL, local provider and
// Mollie (the loopback fake).

const SUBSCRIBE = `mutation ($plan: String!) { subscribe(input: { plan: $plan }) { __typename
  ... on SubscribePayload { status checkoutUrl payment { status } } ... on Error { message } } }`;

describe('on the local provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSubscriptionsApp();
  });
  afterAll(() => t.close());

  it('REST: subscribing to Extended while the Premium checkout is open cancels the Premium payment first', async () => {
    const b = await loggedIn(t);
    const premium = await b.post('/api/user/subscription', { plan: 'user_premium' });
    const extended = await b.post('/api/user/subscription', { plan: 'user_extended' });
    expect(extended.body.status).toBe('checkout');
    const first = await t.db.prisma.payment.findFirstOrThrow({ where: { id: premium.body.payment.id } });
    expect(first.status).toBe('canceled');
    expect(first.supersededAt).not.toBeNull();
    const atProvider = await t.db.prisma.localPayment.findUniqueOrThrow({ where: { id: first.providerPaymentId } });
    expect(atProvider.status).toBe('canceled');
    // The old checkout cannot be paid any more; the new one can.
    await expect(payLocally(t, premium.body.checkout_url, 'paid')).rejects.toThrow();
    await payLocally(t, extended.body.checkout_url, 'paid');
    const paid = await t.db.prisma.payment.findMany({ where: { userId: b.userId, status: 'paid' } });
    expect(paid.map((p) => p.amountCents)).toEqual([11_995]);
    expect((await latestSubscription(t.db.prisma, b.userId))!.plan).toBe('user_extended');
  });

  it('GraphQL: the same — one open first payment per user', async () => {
    const b = await loggedIn(t);
    const a = (await b.graphql(SUBSCRIBE, { plan: 'user_premium' })).data.subscribe;
    const c = (await b.graphql(SUBSCRIBE, { plan: 'user_extended' })).data.subscribe;
    expect(a.status).toBe('CHECKOUT');
    expect(c.status).toBe('CHECKOUT');
    const open = await t.db.prisma.payment.count({ where: { userId: b.userId, status: 'open' } });
    expect(open).toBe(1);
    expect(
      await t.db.prisma.localPayment.count({
        where: {
          status: 'open',
          customerId: { not: null },
          id: {
            in: (await t.db.prisma.payment.findMany({ where: { userId: b.userId } })).map((p) => p.providerPaymentId),
          },
        },
      }),
    ).toBe(1);
  });

  it('the local provider records a refund of a paid payment, at most what is left', async () => {
    const b = await loggedIn(t);
    const started = await b.post('/api/user/subscription', { plan: 'user_premium' });
    await payLocally(t, started.body.checkout_url, 'paid');
    const id = started.body.payment.provider_payment_id as string;
    const refund = await t.services.payments.createRefund(id, { amountCents: 500, description: 'Deels terug' });
    expect(refund).toMatchObject({ paymentId: id, amountCents: 500, status: 'refunded' });
    await expect(t.services.payments.createRefund(id, { amountCents: 496, description: 'Te veel' })).rejects.toThrow();
    expect(await t.db.prisma.localRefund.count({ where: { paymentId: id } })).toBe(1);
  });
});

describe('on Mollie (the loopback fake)', () => {
  let fake: FakeMollie;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeMollie();
    t = await createSubscriptionsApp(fake);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('cancels an open first payment that Mollie lets us cancel (DELETE /v2/payments/{id})', async () => {
    const b = await loggedIn(t);
    const premium = await b.post('/api/user/subscription', { plan: 'user_premium' });
    const id = premium.body.payment.provider_payment_id as string;
    fake.setCancelable(id, true);
    fake.requests.length = 0;
    await b.post('/api/user/subscription', { plan: 'user_extended' });
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v2/payments/${id}`)).toBe(true);
    expect(fake.payments.get(id)!.status).toBe('canceled');
    expect((await t.db.prisma.payment.findFirstOrThrow({ where: { providerPaymentId: id } })).status).toBe('canceled');
  });

  it('refunds a superseded checkout that is paid anyway, records it, and tells the user in Dutch (REST)', async () => {
    const b = await loggedIn(t);
    const premium = await b.post('/api/user/subscription', { plan: 'user_premium' });
    const extended = await b.post('/api/user/subscription', { plan: 'user_extended' });
    const oldId = premium.body.payment.provider_payment_id as string;
    const newId = extended.body.payment.provider_payment_id as string;
    // An iDEAL checkout cannot be cancelled: the payer pays both.
    fake.settle(oldId, 'paid');
    fake.settle(newId, 'paid');
    await webhook(t, newId);
    await webhook(t, oldId);
    await webhook(t, oldId);
    const refunds = [...fake.refunds.values()].filter((r) => r.paymentId === oldId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toEqual({ currency: 'EUR', value: '9.95' });
    const stored = await t.db.prisma.paymentRefund.findMany({ where: { payment: { providerPaymentId: oldId } } });
    expect(stored).toMatchObject([{ amountCents: 995, providerRefundId: refunds[0].id, status: 'pending' }]);
    const sub = (await latestSubscription(t.db.prisma, b.userId))!;
    expect(sub.plan).toBe('user_extended');
    const told = (
      await t.db.prisma.notification.findMany({ where: { recipientUserId: b.userId, type: PRODUCT_MESSAGE } })
    ).filter(notReceipt);
    expect(told).toHaveLength(1);
    expect((told[0].data as { message: string }).message).toMatch(
      /^Je betaling van €\u00a09,95 voor Huiskans Premium kwam binnen voor een betaalpagina die niet meer gold.*We storten dit bedrag terug/,
    );
  });

  it('GraphQL: a first payment paid while the plan already runs goes back too, once (webhook replayed, scheduler run)', async () => {
    const b = await loggedIn(t);
    const a = (await b.graphql(SUBSCRIBE, { plan: 'user_premium' })).data.subscribe;
    const c = (await b.graphql(SUBSCRIBE, { plan: 'user_extended' })).data.subscribe;
    const ids = (await t.db.prisma.payment.findMany({ where: { userId: b.userId }, orderBy: { id: 'asc' } })).map(
      (p) => p.providerPaymentId,
    );
    expect(a.checkoutUrl).not.toBe(c.checkoutUrl);
    fake.settle(ids[1], 'paid');
    await webhook(t, ids[1]);
    fake.settle(ids[0], 'paid');
    await webhook(t, ids[0]);
    await webhook(t, ids[0]);
    await runSubscriptionDuties({ ...(await depsOf(t, null)) });
    expect([...fake.refunds.values()].filter((r) => r.paymentId === ids[0])).toHaveLength(1);
    expect(
      await t.db.prisma.paymentRefund.count({
        where: { payment: { providerPaymentId: ids[0] }, providerRefundId: { not: null } },
      }),
    ).toBe(1);
    const told = await t.db.prisma.notification.findMany({
      where: { recipientUserId: b.userId, type: PRODUCT_MESSAGE },
    });
    expect(told.filter(notReceipt)).toHaveLength(1);
  });

  it('follows the refund until it is final: refunded is recorded; failed tells the user in Dutch, once', async () => {
    const refundOf = async () => {
      const b = await loggedIn(t);
      const ids = [
        (await b.post('/api/user/subscription', { plan: 'user_premium' })).body.payment.provider_payment_id as string,
        (await b.post('/api/user/subscription', { plan: 'user_extended' })).body.payment.provider_payment_id as string,
      ];
      for (const id of [ids[1], ids[0]]) {
        fake.settle(id, 'paid');
        await webhook(t, id);
      }
      const remote = [...fake.refunds.values()].find((r) => r.paymentId === ids[0])!;
      return { b, paymentId: ids[0], remote };
    };
    const stored = (paymentId: string) =>
      t.db.prisma.paymentRefund.findFirstOrThrow({ where: { payment: { providerPaymentId: paymentId } } });
    const messages = async (userId: number) =>
      (await t.db.prisma.notification.findMany({ where: { recipientUserId: userId, type: PRODUCT_MESSAGE } }))
        .filter(notReceipt)
        .map((n) => (n.data as { message: string }).message);

    // Mollie calls the payment's webhook when the refund is paid out.
    const paidOut = await refundOf();
    paidOut.remote.status = 'refunded';
    await webhook(t, paidOut.paymentId);
    expect((await stored(paidOut.paymentId)).status).toBe('refunded');
    expect(await messages(paidOut.b.userId)).toHaveLength(1);

    // The scheduler finds a failed one even without a webhook; running again tells nobody twice.
    const bounced = await refundOf();
    bounced.remote.status = 'failed';
    await runSubscriptionDuties({ ...(await depsOf(t, null)) });
    await runSubscriptionDuties({ ...(await depsOf(t, null)) });
    await webhook(t, bounced.paymentId);
    expect((await stored(bounced.paymentId)).status).toBe('failed');
    const told = await messages(bounced.b.userId);
    expect(told).toHaveLength(2);
    expect(told).toContain(
      'De terugbetaling van €\u00a09,95 is niet gelukt. We nemen binnen twee werkdagen contact met je op om het bedrag alsnog terug te storten.',
    );
  });
});
