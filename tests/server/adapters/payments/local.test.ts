import type { Logger } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentProvider } from '../../../../server/adapters/payments/index.js';
import { addMonths } from '../../../../server/adapters/payments/local/dates.js';
import {
  createLocalPaymentProvider,
  type LocalPaymentProvider,
  RECURRING_SETTLE_DELAY_MS,
} from '../../../../server/adapters/payments/local/index.js';
import { paymentIdFromWebhook } from '../../../../server/adapters/payments/webhook.js';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../../../server/domain/errors.js';
import type { ProviderSubscription } from '../../../../server/domain/ports/payments.js';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../helpers/webhook-receiver.js';
import { describePaymentProviderContract } from './provider-contract.js';

// The offline default: Mollie's resources in our database, settled by the checkout page and the
// recurring run, with webhooks called like Mollie's.

const APP_URL = 'http://localhost:3000';
const FAST_RETRIES = { retryDelaysMs: [5, 5] };
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

describePaymentProviderContract('Local provider', async () => {
  const db = await createTestDatabase();
  const provider = createLocalPaymentProvider(db.prisma, { appUrl: APP_URL, webhooks: FAST_RETRIES });
  return {
    provider,
    async settle(paymentId, status) {
      const checkout = await provider.findCheckout(paymentId);
      await provider.settle(paymentId, status, checkout!.token);
    },
    async chargeSubscription(subscription, outcome) {
      const charged = await provider.chargeRecurring({ now: noon(subscription.nextPaymentDate!), outcome });
      return charged.find((p) => p.subscriptionId === subscription.id)!.id;
    },
    close: () => db.close(),
  };
});

describe('Local provider', () => {
  let db: TestDatabase;
  let provider: LocalPaymentProvider;
  let webhooks: WebhookReceiver;
  const log = { warn: vi.fn(), error: vi.fn() };

  beforeAll(async () => {
    db = await createTestDatabase();
    webhooks = await startWebhookReceiver();
    provider = createLocalPaymentProvider(db.prisma, {
      appUrl: APP_URL,
      log: log as unknown as Logger,
      webhooks: FAST_RETRIES,
    });
  });
  afterAll(async () => {
    await db.close();
    await webhooks.close();
  });
  beforeEach(async () => {
    webhooks.reset();
    log.warn.mockClear();
    log.error.mockClear();
    // Each test starts without subscriptions, so a recurring run charges only its own.
    await db.prisma.localSubscription.updateMany({ data: { status: 'canceled' } });
  });

  const webhookIds = () => webhooks.calls.map((c) => paymentIdFromWebhook(c.body));
  const customer = () => provider.createCustomer({ name: 'Sanne', email: 'sanne@example.nl' });
  const firstPayment = async (customerId?: string) =>
    provider.createPayment({
      amountCents: 995,
      description: 'Huiskans Premium, eerste maand',
      sequenceType: 'first',
      customerId: customerId ?? (await customer()).id,
      redirectUrl: `${APP_URL}/mijn-huiskans/account`,
      webhookUrl: webhooks.url,
    });
  const tokenOf = async (paymentId: string) => (await provider.findCheckout(paymentId))!.token;
  const history = async (paymentId: string) =>
    (await db.prisma.localPaymentStatusChange.findMany({ where: { paymentId }, orderBy: { id: 'asc' } })).map(
      (c) => c.status,
    );
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (err: unknown) => err,
    );
  async function subscribed(startDate: string, interval: '1 month' | '12 months' = '1 month') {
    const c = await customer();
    const first = await firstPayment(c.id);
    await provider.settle(first.id, 'paid', await tokenOf(first.id));
    webhooks.reset();
    return provider.createSubscription({
      customerId: c.id,
      amountCents: 995,
      interval,
      description: 'Huiskans Premium',
      startDate,
      webhookUrl: webhooks.url,
      metadata: { plan: 'user_premium' },
    });
  }
  const nextDate = async (sub: ProviderSubscription) =>
    (await provider.getSubscription(sub.customerId, sub.id))!.nextPaymentDate;

  it('is what createPaymentProvider gives without MOLLIE_API_KEY', () => {
    const chosen = createPaymentProvider({ MOLLIE_API_KEY: undefined, MOLLIE_API_URL: undefined, APP_URL }, db.prisma);
    expect(chosen.kind).toBe('local');
  });

  it("gives Mollie-shaped random ids and a checkout URL on this app's /betalen page", async () => {
    const c = await customer();
    const p = await firstPayment(c.id);
    expect(c.id).toMatch(/^cst_[A-Za-z0-9]{10}$/);
    expect(p.id).toMatch(/^tr_[A-Za-z0-9]{10}$/);
    expect(p.checkoutUrl).toBe(`${APP_URL}/betalen/${p.id}`);
    expect((await firstPayment(c.id)).id).not.toBe(p.id);
    await provider.settle(p.id, 'paid', await tokenOf(p.id));
    expect((await provider.getPayment(p.id))!.mandateId).toMatch(/^mdt_[A-Za-z0-9]{10}$/);
    expect((await subscribed('2027-01-01')).id).toMatch(/^sub_[A-Za-z0-9]{10}$/);
  });

  it('keeps the status history of a payment', async () => {
    const p = await firstPayment();
    await provider.settle(p.id, 'pending', await tokenOf(p.id));
    await provider.settle(p.id, 'pending', await tokenOf(p.id)); // "Open laten" again changes nothing
    expect(webhooks.calls).toEqual([]); // Mollie calls no webhook for pending
    await provider.settle(p.id, 'paid', await tokenOf(p.id));
    expect(await history(p.id)).toEqual(['open', 'pending', 'paid']);
    expect(webhookIds()).toEqual([p.id]);
  });

  it('settles a payment once: a second choice is a conflict, with no second webhook', async () => {
    const p = await firstPayment();
    const token = await tokenOf(p.id);
    await provider.settle(p.id, 'failed', token);
    expect(await failure(provider.settle(p.id, 'paid', token))).toBeInstanceOf(ConflictError);
    expect((await provider.getPayment(p.id))!.status).toBe('failed');
    expect(webhookIds()).toEqual([p.id]);
  });

  it('settles a payment once when two choices arrive at the same moment', async () => {
    const p = await firstPayment();
    const token = await tokenOf(p.id);
    const results = await Promise.allSettled([
      provider.settle(p.id, 'paid', token),
      provider.settle(p.id, 'canceled', token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
      ConflictError,
    );
    expect(await history(p.id)).toHaveLength(2);
    expect(webhookIds()).toEqual([p.id]);
  });

  it('refuses a form token that is not the payment’s, an unknown payment and an unknown choice, changing nothing', async () => {
    const p = await firstPayment();
    const other = await firstPayment();
    expect(await failure(provider.settle(p.id, 'paid', await tokenOf(other.id)))).toBeInstanceOf(ForbiddenError);
    expect(await failure(provider.settle(p.id, 'paid', ''))).toBeInstanceOf(ForbiddenError);
    expect(await failure(provider.settle('tr_bestaatniet', 'paid', 'x'))).toBeInstanceOf(NotFoundError);
    expect(await failure(provider.settle(p.id, 'expired', await tokenOf(p.id)))).toBeInstanceOf(InputError);
    expect((await provider.getPayment(p.id))!.status).toBe('open');
    expect(await history(p.id)).toEqual(['open']);
    expect(webhooks.calls).toEqual([]);
  });

  it('calls the webhook after the change is saved, so the receiver reads the new status', async () => {
    const p = await firstPayment();
    const seen: string[] = [];
    webhooks.onCall = async (call) => {
      seen.push((await provider.getPayment(paymentIdFromWebhook(call.body)!))!.status);
    };
    await provider.settle(p.id, 'paid', await tokenOf(p.id));
    expect(seen).toEqual(['paid']);
  });

  it('retries a failing webhook, and never fails the settlement when the receiver stays down', async () => {
    const p = await firstPayment();
    webhooks.failNext = 2;
    await provider.settle(p.id, 'paid', await tokenOf(p.id));
    expect(webhookIds()).toEqual([p.id, p.id, p.id]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();

    webhooks.reset();
    const q = await firstPayment();
    webhooks.failNext = 10;
    const settled = await provider.settle(q.id, 'paid', await tokenOf(q.id));
    expect(settled.status).toBe('paid');
    expect(webhooks.calls).toHaveLength(3);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: q.id, attempts: 3 }),
      'payment webhook not delivered; giving up',
    );
  });

  it('has no checkout page for a recurring charge', async () => {
    const sub = await subscribed('2027-03-01');
    const [charge] = await provider.chargeRecurring({ now: noon('2027-03-01') });
    expect(charge.subscriptionId).toBe(sub.id);
    expect(await provider.findCheckout(charge.id)).toBeNull();
  });

  describe('recurring charges (chargeRecurring)', () => {
    it('charges nothing before the date, one paid charge on it, and nothing more that day', async () => {
      const sub = await subscribed('2027-01-15');
      expect(await provider.chargeRecurring({ now: noon('2027-01-14') })).toEqual([]);
      const [charge, ...more] = await provider.chargeRecurring({ now: noon('2027-01-15') });
      expect(more).toEqual([]);
      expect(charge).toMatchObject({ status: 'paid', subscriptionId: sub.id, metadata: { plan: 'user_premium' } });
      expect(charge.paidAt).toEqual(noon('2027-01-15'));
      expect(await history(charge.id)).toEqual(['pending', 'paid']);
      expect(await nextDate(sub)).toBe('2027-02-15');
      expect(await provider.chargeRecurring({ now: noon('2027-01-15') })).toEqual([]);
      expect(webhookIds()).toEqual([charge.id]);
    });

    it('charges every period that has come, counting months from the start date (31 January → 28 February → 31 March)', async () => {
      const sub = await subscribed('2027-01-31');
      const charges = await provider.chargeRecurring({ now: noon('2027-03-31') });
      expect(charges).toHaveLength(3);
      expect(await nextDate(sub)).toBe('2027-04-30');
      expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
      expect(addMonths('2027-01-31', 2)).toBe('2027-03-31');
    });

    it('charges a yearly subscription once a year', async () => {
      const sub = await subscribed('2027-02-01', '12 months');
      expect(await provider.chargeRecurring({ now: noon('2027-02-01') })).toHaveLength(1);
      expect(await provider.chargeRecurring({ now: noon('2027-12-31') })).toEqual([]);
      expect(await nextDate(sub)).toBe('2028-02-01');
    });

    it('lets a test make the renewal fail: a failed charge with its webhook, and the subscription goes on', async () => {
      const sub = await subscribed('2027-05-01');
      const [charge] = await provider.chargeRecurring({ now: noon('2027-05-01'), outcome: 'failed' });
      expect(charge).toMatchObject({ status: 'failed', paidAt: null, subscriptionId: sub.id });
      expect(webhookIds()).toEqual([charge.id]);
      expect((await provider.getSubscription(sub.customerId, sub.id))!.status).toBe('active');
    });

    it('charges nothing for a cancelled subscription', async () => {
      const sub = await subscribed('2027-06-01');
      await provider.cancelSubscription(sub.customerId, sub.id);
      expect(await provider.chargeRecurring({ now: noon('2027-09-01') })).toEqual([]);
    });

    it('charges each period once when two runs (two instances) meet', async () => {
      const sub = await subscribed('2027-07-01');
      const runs = await Promise.all([
        provider.chargeRecurring({ now: noon('2027-08-01') }),
        provider.chargeRecurring({ now: noon('2027-08-01') }),
      ]);
      expect(runs.flat()).toHaveLength(2);
      expect(await db.prisma.localPayment.count({ where: { subscriptionId: sub.id } })).toBe(2);
      expect(await nextDate(sub)).toBe('2027-09-01');
    });

    it('settles a recurring payment created through createPayment once the bank has had a minute', async () => {
      const sub = await subscribed('2027-10-01');
      const p = await provider.createPayment({
        amountCents: 500,
        description: 'Overstap',
        sequenceType: 'recurring',
        customerId: sub.customerId,
        webhookUrl: webhooks.url,
      });
      expect(p).toMatchObject({ status: 'pending', checkoutUrl: null });
      const created = p.createdAt.getTime();
      expect(await provider.chargeRecurring({ now: new Date(created + 1000) })).toEqual([]);
      const [settled] = await provider.chargeRecurring({ now: new Date(created + RECURRING_SETTLE_DELAY_MS) });
      expect(settled).toMatchObject({ id: p.id, status: 'paid' });
      expect(await history(p.id)).toEqual(['pending', 'paid']);
      expect(webhookIds()).toEqual([p.id]);
    });
  });
});
