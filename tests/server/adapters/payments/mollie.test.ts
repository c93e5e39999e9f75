import type { Logger } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentProvider } from '../../../../server/adapters/payments/index.js';
import { createMolliePaymentProvider } from '../../../../server/adapters/payments/mollie.js';
import { paymentIdFromWebhook } from '../../../../server/adapters/payments/webhook.js';
import {
  PAYMENTS_UNAVAILABLE_MESSAGE,
  PaymentRequestError,
  PaymentsUnavailableError,
} from '../../../../server/domain/ports/payment-errors.js';
import { httpStatusOf } from '../../../../server/rest/errors.js';
import { type FakeMollie, startFakeMollie } from '../../../helpers/fake-mollie.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../helpers/webhook-receiver.js';
import { describePaymentProviderContract } from './provider-contract.js';

// The live provider against a loopback Mollie that answers like the real one.

describePaymentProviderContract('Mollie', async () => {
  const fake = await startFakeMollie();
  return {
    provider: createMolliePaymentProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 2000 }),
    async settle(paymentId, status) {
      fake.settle(paymentId, status);
      await fake.deliverWebhook(paymentId);
    },
    async chargeSubscription(subscription, outcome) {
      const payment = fake.chargeSubscription(subscription.id, outcome);
      await fake.deliverWebhook(payment.id as string);
      return payment.id as string;
    },
    close: () => fake.close(),
  };
});

describe('Mollie client', () => {
  let fake: FakeMollie;
  let webhooks: WebhookReceiver;
  const mollie = (timeoutMs = 2000) =>
    createMolliePaymentProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs });
  const newCustomer = () => mollie().createCustomer({ name: 'Sanne', email: 'sanne@example.nl' });
  const firstPayment = (customerId: string) =>
    mollie().createPayment({
      amountCents: 995,
      description: 'Huiskans Premium, eerste maand',
      sequenceType: 'first',
      customerId,
      redirectUrl: 'http://localhost:3000/mijn-huiskans/account',
      webhookUrl: webhooks.url,
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (err: unknown) => err,
    );

  beforeAll(async () => {
    fake = await startFakeMollie();
    webhooks = await startWebhookReceiver();
  });
  afterAll(async () => {
    await fake.close();
    await webhooks.close();
  });
  beforeEach(async () => {
    await fake.setMode('up');
    fake.failWith = null;
    fake.requests.length = 0;
    webhooks.reset();
  });

  it('is what createPaymentProvider gives when MOLLIE_API_KEY is set', async () => {
    const provider = createPaymentProvider(
      { MOLLIE_API_KEY: fake.apiKey, MOLLIE_API_URL: fake.url, APP_URL: 'http://localhost:3000' },
      {} as never,
    );
    expect(provider.kind).toBe('mollie');
    expect((await provider.createCustomer({ name: 'A', email: 'a@example.nl' })).id).toMatch(/^cst_/);
  });

  it("sends Mollie's shapes: Bearer key, amount as a two-decimal string in EUR, Dutch checkout", async () => {
    const c = await newCustomer();
    await mollie().createPayment({
      amountCents: 11995,
      description: 'Huiskans Extended, eerste jaar',
      sequenceType: 'first',
      customerId: c.id,
      redirectUrl: 'http://localhost:3000/terug',
      webhookUrl: webhooks.url,
      metadata: { userId: 3 },
    });
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v2/payments',
      body: {
        amount: { currency: 'EUR', value: '119.95' },
        description: 'Huiskans Extended, eerste jaar',
        sequenceType: 'first',
        customerId: c.id,
        redirectUrl: 'http://localhost:3000/terug',
        webhookUrl: webhooks.url,
        metadata: { userId: 3 },
        locale: 'nl_NL',
      },
    });
  });

  it("turns Mollie's error body into a PaymentRequestError with its status, detail and field", async () => {
    const err = await failure(
      mollie().createPayment({
        amountCents: 995,
        description: 'x',
        sequenceType: 'first',
        customerId: 'cst_bestaatniet',
        redirectUrl: 'http://localhost:3000/terug',
        webhookUrl: webhooks.url,
      }),
    );
    expect(err).toBeInstanceOf(PaymentRequestError);
    expect(httpStatusOf(err)).toBe(422);
    expect(err).toMatchObject({
      providerStatus: 422,
      field: 'customerId',
      detail: 'Unprocessable Entity: No customer exists with token cst_bestaatniet.',
    });
  });

  it('answers 503 with a Dutch message when the API refuses the connection, and nothing changed', async () => {
    const before = fake.customers.size;
    await fake.setMode('refused');
    const err = await failure(newCustomer());
    expect(err).toBeInstanceOf(PaymentsUnavailableError);
    expect(err).toMatchObject({ message: PAYMENTS_UNAVAILABLE_MESSAGE });
    expect(httpStatusOf(err)).toBe(503);
    await fake.setMode('up');
    expect(fake.customers.size).toBe(before);
    expect((await newCustomer()).id).toMatch(/^cst_/); // and it works again once Mollie is back
  });

  it('gives up after its timeout when the API is slow (503), and the dropped request changed nothing', async () => {
    const c = await newCustomer();
    const before = fake.payments.size;
    fake.slowMs = 500;
    await fake.setMode('slow');
    const err = await failure(
      createMolliePaymentProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 150 }).createPayment({
        amountCents: 995,
        description: 'x',
        sequenceType: 'first',
        customerId: c.id,
        redirectUrl: 'http://localhost:3000/terug',
        webhookUrl: webhooks.url,
      }),
    );
    expect(err).toBeInstanceOf(PaymentsUnavailableError);
    expect((err as PaymentsUnavailableError).reason).toContain('geen antwoord binnen 150 ms');
    await new Promise((r) => setTimeout(r, 600));
    expect(fake.payments.size).toBe(before);
  });

  it('treats a refused API key, overload and server errors as unavailable (503), not as bad input', async () => {
    const log = { warn: vi.fn() };
    const wrongKey = createMolliePaymentProvider({
      apiKey: 'test_verkeerd',
      baseUrl: fake.url,
      log: log as unknown as Logger,
    });
    const refused = await failure(wrongKey.getPayment('tr_x'));
    expect(httpStatusOf(refused)).toBe(503);
    expect(refused).toMatchObject({ reason: expect.stringContaining('401') });
    // Users see the Dutch message; the log says why (a wrong key needs fixing, not waiting).
    expect(log.warn).toHaveBeenCalledWith(
      { reason: expect.stringContaining('Unauthorized Request') },
      'Mollie unavailable',
    );
    for (const status of [429, 500, 503]) {
      fake.failWith = status;
      const err = await failure(newCustomer());
      expect(httpStatusOf(err)).toBe(503);
      expect(err).toMatchObject({ reason: expect.stringContaining(String(status)) });
    }
  });

  it('treats an answer that is not JSON as unavailable', async () => {
    const provider = createMolliePaymentProvider({
      apiKey: fake.apiKey,
      baseUrl: fake.url,
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    expect(await failure(provider.getPayment('tr_x'))).toBeInstanceOf(PaymentsUnavailableError);
  });

  it('answers a cancelled subscription when Mollie says it was already cancelled (a retried cancel)', async () => {
    const c = await newCustomer();
    const p = await firstPayment(c.id);
    fake.settle(p.id, 'paid');
    const sub = await mollie().createSubscription({
      customerId: c.id,
      amountCents: 995,
      interval: '1 month',
      description: 'Huiskans Premium',
      webhookUrl: webhooks.url,
    });
    await mollie().cancelSubscription(c.id, sub.id);
    const again = await mollie().cancelSubscription(c.id, sub.id);
    expect(again).toMatchObject({ id: sub.id, status: 'canceled' });
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });

  it('delivers webhooks like Mollie: only the id, form-encoded, as often and in whatever order the test says', async () => {
    const c = await newCustomer();
    const [a, b] = [await firstPayment(c.id), await firstPayment(c.id)];
    fake.settle(a.id, 'paid');
    fake.settle(b.id, 'failed');
    expect(await fake.deliverWebhook(b.id)).toEqual([200]);
    expect(await fake.deliverWebhook(a.id, 10)).toEqual(Array(10).fill(200));
    expect(webhooks.calls.map((call) => paymentIdFromWebhook(call.body))).toEqual([b.id, ...Array(10).fill(a.id)]);
    expect(webhooks.calls.every((call) => call.contentType === 'application/x-www-form-urlencoded')).toBe(true);
    // What a receiver reads after either webhook is the payment's current status.
    expect((await mollie().getPayment(a.id))!.status).toBe('paid');
    expect((await mollie().getPayment(b.id))!.status).toBe('failed');
  });
});
