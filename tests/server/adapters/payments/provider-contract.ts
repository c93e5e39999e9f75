import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentIdFromWebhook } from '../../../../server/adapters/payments/webhook.js';
import { PaymentRequestError } from '../../../../server/domain/ports/payment-errors.js';
import type {
  PaymentProvider,
  ProviderPayment,
  ProviderSubscription,
} from '../../../../server/domain/ports/payments.js';
import { httpStatusOf } from '../../../../server/rest/errors.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../helpers/webhook-receiver.js';

// What the subscriptions domain may rely on from any PaymentProvider, written once and run
// against Mollie (through its loopback fake) and the local provider (mollie.test.ts, local.test.ts).

export interface ProviderHarness {
  provider: PaymentProvider;
  /** The payer (checkout) or bank settles a payment; the provider then calls its webhook. */
  settle(paymentId: string, status: 'paid' | 'failed' | 'canceled'): Promise<void>;
  /** The provider charges the subscription's next period and calls its webhook; answers the payment id. */
  chargeSubscription(subscription: ProviderSubscription, outcome: 'paid' | 'failed'): Promise<string>;
  close(): Promise<void>;
}

const REDIRECT = 'http://localhost:3000/mijn-huiskans/account?betaling=1';

export function describePaymentProviderContract(name: string, setup: () => Promise<ProviderHarness>) {
  describe(`${name}: the PaymentProvider contract`, () => {
    let h: ProviderHarness;
    let webhooks: WebhookReceiver;
    let provider: PaymentProvider;

    beforeAll(async () => {
      webhooks = await startWebhookReceiver();
      h = await setup();
      provider = h.provider;
    });
    afterAll(async () => {
      await h.close();
      await webhooks.close();
    });
    beforeEach(() => webhooks.reset());

    const webhookIds = () => webhooks.calls.map((c) => paymentIdFromWebhook(c.body));
    const customer = () =>
      provider.createCustomer({ name: 'Sanne de Vries', email: 'sanne@example.nl', metadata: { userId: 7 } });
    const firstPayment = (customerId: string, amountCents = 995): Promise<ProviderPayment> =>
      provider.createPayment({
        amountCents,
        description: 'Huiskans Premium, eerste maand',
        sequenceType: 'first',
        customerId,
        redirectUrl: REDIRECT,
        webhookUrl: webhooks.url,
        metadata: { userId: 7, plan: 'user_premium' },
      });
    /** A customer with a valid mandate, as after a paid first payment. */
    async function customerWithMandate() {
      const c = await customer();
      const p = await firstPayment(c.id);
      await h.settle(p.id, 'paid');
      webhooks.reset();
      return { customer: c, payment: (await provider.getPayment(p.id))! };
    }
    const subscribe = (customerId: string, description = 'Huiskans Premium') =>
      provider.createSubscription({
        customerId,
        amountCents: 995,
        interval: '1 month',
        description,
        startDate: '2027-01-31',
        webhookUrl: webhooks.url,
        metadata: { userId: 7, plan: 'user_premium' },
      });

    it('creates a customer with a cst_ id and keeps its metadata', async () => {
      const c = await customer();
      expect(c).toMatchObject({ name: 'Sanne de Vries', email: 'sanne@example.nl', metadata: { userId: 7 } });
      expect(c.id).toMatch(/^cst_\w+$/);
    });

    it('creates an open first payment with a checkout URL, in exact cents, and reads it back', async () => {
      const c = await customer();
      const p = await firstPayment(c.id);
      expect(p).toMatchObject({
        status: 'open',
        amountCents: 995,
        sequenceType: 'first',
        customerId: c.id,
        mandateId: null,
        subscriptionId: null,
        redirectUrl: REDIRECT,
        webhookUrl: webhooks.url,
        metadata: { userId: 7, plan: 'user_premium' },
        paidAt: null,
      });
      expect(p.id).toMatch(/^tr_\w+$/);
      expect(p.checkoutUrl).toMatch(/^https?:\/\//);
      expect(await provider.getPayment(p.id)).toEqual(p);
      for (const amountCents of [1, 10, 11995, 123456789]) {
        expect((await firstPayment(c.id, amountCents)).amountCents).toBe(amountCents);
      }
    });

    it('settles a first payment as paid: paidAt, a valid mandate, no checkout, and one webhook with only its id', async () => {
      const c = await customer();
      const p = await firstPayment(c.id);
      await h.settle(p.id, 'paid');
      const paid = (await provider.getPayment(p.id))!;
      expect(paid).toMatchObject({ status: 'paid', checkoutUrl: null });
      expect(paid.paidAt).toBeInstanceOf(Date);
      expect(paid.mandateId).toMatch(/^mdt_\w+$/);
      const mandates = await provider.listMandates(c.id);
      expect(mandates).toEqual([expect.objectContaining({ id: paid.mandateId, customerId: c.id, status: 'valid' })]);
      expect(await provider.getMandate(c.id, paid.mandateId!)).toEqual(mandates[0]);
      expect(webhooks.calls).toEqual([
        { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams({ id: p.id }).toString() },
      ]);
    });

    it('settles canceled and failed payments without a mandate, one webhook each', async () => {
      const c = await customer();
      const canceled = await firstPayment(c.id);
      const failed = await firstPayment(c.id);
      await h.settle(canceled.id, 'canceled');
      await h.settle(failed.id, 'failed');
      expect((await provider.getPayment(canceled.id))!.status).toBe('canceled');
      expect((await provider.getPayment(failed.id))!).toMatchObject({
        status: 'failed',
        mandateId: null,
        paidAt: null,
      });
      expect(await provider.listMandates(c.id)).toEqual([]);
      expect(webhookIds()).toEqual([canceled.id, failed.id]);
    });

    it('answers null for a payment, mandate or subscription it does not know', async () => {
      const c = await customer();
      expect(await provider.getPayment('tr_bestaatniet')).toBeNull();
      expect(await provider.getMandate(c.id, 'mdt_bestaatniet')).toBeNull();
      expect(await provider.getSubscription(c.id, 'sub_bestaatniet')).toBeNull();
    });

    it('refuses requests it cannot take with the field, and creates nothing', async () => {
      const c = await customer();
      const refused = async (promise: Promise<unknown>, field: string | null) => {
        const err = await promise.then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(PaymentRequestError);
        expect(err).toMatchObject({ message: 'De betaaldienst kon dit verzoek niet verwerken.' });
        expect(httpStatusOf(err)).toBe(422);
        if (field) expect((err as PaymentRequestError).field).toBe(field);
      };
      await refused(firstPayment(c.id, 0), 'amount');
      const base = {
        amountCents: 995,
        description: 'x',
        sequenceType: 'first' as const,
        customerId: c.id,
        webhookUrl: webhooks.url,
      };
      await refused(provider.createPayment(base), 'redirectUrl');
      await refused(provider.createPayment({ ...base, redirectUrl: REDIRECT, webhookUrl: 'geen url' }), 'webhookUrl');
      await refused(
        provider.createPayment({ ...base, redirectUrl: REDIRECT, customerId: 'cst_bestaatniet' }),
        'customerId',
      );
      // No mandate yet: no recurring charge and no subscription.
      await refused(provider.createPayment({ ...base, sequenceType: 'recurring' }), null);
      await refused(subscribe(c.id), null);
      await refused(provider.listMandates('cst_bestaatniet'), null);
      await refused(provider.cancelSubscription(c.id, 'sub_bestaatniet'), null);
      expect(await provider.listMandates(c.id)).toEqual([]);
    });

    it('cancels a cancelable payment, and refunds a paid one up to what is left (and reads a refund back)', async () => {
      const { customer: c } = await customerWithMandate();
      const charge = await provider.createPayment({
        amountCents: 11_001,
        description: 'Huiskans Extended, wissel van Premium',
        sequenceType: 'recurring',
        customerId: c.id,
        webhookUrl: webhooks.url,
      });
      // A charge on a mandate (direct debit) can be cancelled while the bank has not answered.
      expect(charge.isCancelable).toBe(true);
      const canceled = await provider.cancelPayment(charge.id);
      expect(canceled).toMatchObject({ id: charge.id, status: 'canceled', isCancelable: false });
      expect((await provider.getPayment(charge.id))!.status).toBe('canceled');

      const p = await firstPayment(c.id, 995);
      const refusedRefund = await provider
        .createRefund(p.id, { amountCents: 995, description: 'Terug' })
        .catch((e) => e);
      expect(refusedRefund).toBeInstanceOf(PaymentRequestError);
      await h.settle(p.id, 'paid');
      const refund = await provider.createRefund(p.id, { amountCents: 500, description: 'Terugbetaling' });
      expect(refund).toMatchObject({ paymentId: p.id, amountCents: 500, description: 'Terugbetaling' });
      expect(refund.id).toMatch(/^re_\w{10}$/);
      expect(['queued', 'pending', 'processing', 'refunded']).toContain(refund.status);
      const tooMuch = await provider.createRefund(p.id, { amountCents: 496, description: 'Te veel' }).catch((e) => e);
      expect(tooMuch).toBeInstanceOf(PaymentRequestError);
      expect((tooMuch as PaymentRequestError).field).toBe('amount');
      const rest = await provider.createRefund(p.id, { amountCents: 495, description: 'De rest' });
      expect(rest.amountCents).toBe(495);
      expect(await provider.getRefund(p.id, refund.id)).toMatchObject({
        id: refund.id,
        paymentId: p.id,
        amountCents: 500,
      });
      expect(await provider.getRefund(p.id, 're_onbekend00')).toBeNull();
      expect(await provider.cancelPayment(p.id).catch((e) => e)).toBeInstanceOf(PaymentRequestError);
    });

    it('charges a recurring payment on the mandate without a checkout', async () => {
      const { customer: c, payment: first } = await customerWithMandate();
      const p = await provider.createPayment({
        amountCents: 1000,
        description: 'Overstap naar Huiskans Extended',
        sequenceType: 'recurring',
        customerId: c.id,
        webhookUrl: webhooks.url,
      });
      expect(p).toMatchObject({ sequenceType: 'recurring', mandateId: first.mandateId, checkoutUrl: null });
      expect(['pending', 'paid']).toContain(p.status);
    });

    it('creates a monthly subscription on the mandate, refuses a second with the same description, and cancels it (twice is fine)', async () => {
      const { customer: c, payment: first } = await customerWithMandate();
      const sub = await subscribe(c.id);
      expect(sub).toMatchObject({
        customerId: c.id,
        status: 'active',
        amountCents: 995,
        interval: '1 month',
        description: 'Huiskans Premium',
        startDate: '2027-01-31',
        nextPaymentDate: '2027-01-31',
        mandateId: first.mandateId,
        webhookUrl: webhooks.url,
        metadata: { userId: 7, plan: 'user_premium' },
        canceledAt: null,
      });
      expect(sub.id).toMatch(/^sub_\w+$/);
      expect(await provider.getSubscription(c.id, sub.id)).toEqual(sub);
      await expect(subscribe(c.id)).rejects.toMatchObject({ field: 'description' });

      const canceled = await provider.cancelSubscription(c.id, sub.id);
      expect(canceled).toMatchObject({ id: sub.id, status: 'canceled' });
      expect(canceled.canceledAt).toBeInstanceOf(Date);
      expect(await provider.cancelSubscription(c.id, sub.id)).toMatchObject({ id: sub.id, status: 'canceled' });
      expect((await provider.getSubscription(c.id, sub.id))!.status).toBe('canceled');
      // Once cancelled, the description is free again (a resumed plan is a new subscription).
      const again = await subscribe(c.id);
      expect(again.status).toBe('active');
      await provider.cancelSubscription(c.id, again.id); // leaves no charges due for the next test
    });

    it("charges a subscription's periods as recurring payments with its metadata, and calls the subscription's webhook", async () => {
      const { customer: c } = await customerWithMandate();
      const sub = await provider.createSubscription({
        customerId: c.id,
        amountCents: 11995,
        interval: '12 months',
        description: 'Huiskans Extended',
        webhookUrl: webhooks.url,
        metadata: { userId: 7, plan: 'user_extended' },
      });
      const paidId = await h.chargeSubscription(sub, 'paid');
      const failedId = await h.chargeSubscription((await provider.getSubscription(c.id, sub.id))!, 'failed');
      const paid = (await provider.getPayment(paidId))!;
      expect(paid).toMatchObject({
        status: 'paid',
        sequenceType: 'recurring',
        amountCents: 11995,
        subscriptionId: sub.id,
        customerId: c.id,
        mandateId: sub.mandateId,
        metadata: { userId: 7, plan: 'user_extended' },
        checkoutUrl: null,
      });
      expect((await provider.getPayment(failedId))!).toMatchObject({ status: 'failed', subscriptionId: sub.id });
      // (A run of the local bank may also settle other tests' recurring payments.)
      expect(webhookIds().filter((id) => id === paidId || id === failedId)).toEqual([paidId, failedId]);
      const later = (await provider.getSubscription(c.id, sub.id))!;
      expect(later.status).toBe('active');
      expect(later.nextPaymentDate! > sub.nextPaymentDate!).toBe(true);
    });
  });
}
