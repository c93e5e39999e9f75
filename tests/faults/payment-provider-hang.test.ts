import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMolliePaymentProvider } from '../../server/adapters/payments/mollie.js';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '../../server/domain/ports/payment-errors.js';
import { latestSubscription } from '../../server/domain/subscriptions/state.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type FakeMollie, startFakeMollie } from '../helpers/fake-mollie.js';
import { loggedIn, webhook } from '../server/subscriptions/setup.js';

// Mollie takes a request and its answer never comes back (the loopback fake in `hang` mode: the
// payment is made, the answer held). The user waits no longer than the adapter's timeout, gets
// the Dutch 'try later' message with nothing changed, and the retry charges once: the charge
// carries an Idempotency-Key that the retry repeats, so Mollie answers with the first payment.

const TIMEOUT_MS = 1000;
let fake: FakeMollie;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeMollie();
  t = await createTestApp({
    payments: () => createMolliePaymentProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: TIMEOUT_MS }),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The recurring charges Mollie holds for a customer. */
const recurringCharges = (customerId: string) =>
  [...fake.payments.values()].filter((p) => p.customerId === customerId && p.sequenceType === 'recurring');

describe('a payment provider that hangs', () => {
  it('times out with the Dutch message, changes nothing, and the retry charges once', { timeout: 60_000 }, async () => {
    const b = await loggedIn(t);
    const checkout = await b.post('/api/user/subscription', { plan: 'user_premium' });
    const firstPayment = checkout.body.payment.provider_payment_id as string;
    fake.settle(firstPayment, 'paid');
    expect((await webhook(t, firstPayment)).status).toBe(200);
    const before = (await latestSubscription(t.db.prisma, b.userId))!;
    expect(before.plan).toBe('user_premium');
    const customerId = before.providerCustomerId!;

    await fake.setMode('hang');
    fake.slowMs = 10_000;
    const started = Date.now();
    const hung = await b.post('/api/user/subscription/swap', { plan: 'user_extended' });
    const waited = Date.now() - started;
    expect(hung.status).toBe(503);
    expect(hung.body.message).toBe(PAYMENTS_UNAVAILABLE_MESSAGE);
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(TIMEOUT_MS + 2500);
    // Mollie did make the charge; we did not record it, and the plan is as it was.
    expect(recurringCharges(customerId)).toHaveLength(1);
    expect((await latestSubscription(t.db.prisma, b.userId))!.plan).toBe('user_premium');
    expect(await t.db.prisma.payment.count({ where: { userId: b.userId, purpose: 'swap' } })).toBe(0);

    await fake.setMode('up');
    const retried = await b.post('/api/user/subscription/swap', { plan: 'user_extended' });
    expect(retried.status).toBe(200);
    expect((await latestSubscription(t.db.prisma, b.userId))!.plan).toBe('user_extended');
    const charges = recurringCharges(customerId);
    expect(charges).toHaveLength(1);
    const recorded = await t.db.prisma.payment.findMany({ where: { userId: b.userId, purpose: 'swap' } });
    expect(recorded.map((p) => p.providerPaymentId)).toEqual([charges[0].id]);
  });
});
