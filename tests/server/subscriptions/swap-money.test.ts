import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalPaymentProvider, type LocalPaymentProvider } from '../../../server/adapters/payments/local/index.js';
import { addPeriod } from '../../../server/domain/subscriptions/plans.js';
import { latestSubscription } from '../../../server/domain/subscriptions/state.js';
import type { TestApp } from '../../helpers/app.js';
import { createSubscriptionsApp, loggedIn, payLocally } from './setup.js';

// Issue 20, finding 1: what swaps cost. A swap credits what the payer actually paid for the unused
// time (carried through any number of swaps), one plan change runs at a time per subscription, and
// a round trip never costs more than not making it. Both surfaces.

let t: TestApp;
let bank: LocalPaymentProvider;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createSubscriptionsApp();
  if (!isLocalPaymentProvider(t.services.payments)) throw new Error('local provider expected');
  bank = t.services.payments;
});
afterAll(() => t.close());

/** Money the provider took from the user: paid payments minus what was refunded. */
async function moneyTaken(userId: number) {
  const paid = await t.db.prisma.payment.aggregate({ where: { userId, status: 'paid' }, _sum: { amountCents: true } });
  const refunded = await t.db.prisma.paymentRefund.aggregate({
    where: { payment: { userId }, status: { notIn: ['failed', 'canceled'] } },
    _sum: { amountCents: true },
  });
  return (paid._sum.amountCents ?? 0) - (refunded._sum.amountCents ?? 0);
}

/** The bank answers the waiting charges on the mandate (the local provider does after a minute). */
const settleCharges = () => bank.chargeRecurring({ now: new Date(Date.now() + 2 * MINUTE) });

async function premiumSubscriber() {
  const b = await loggedIn(t);
  const started = await b.post('/api/user/subscription', { plan: 'user_premium' });
  await payLocally(t, started.body.checkout_url, 'paid');
  return b;
}

describe('REST: swaps credit what was paid', () => {
  it('Premium → Extended → Premium → Extended costs what one swap costs, not € 110,01 twice', async () => {
    const b = await premiumSubscriber();
    const up = await b.post('/api/user/subscription/swap', { plan: 'user_extended' });
    expect(up.status).toBe(200);
    expect(up.body.payment.amount_cents).toBeGreaterThanOrEqual(11_995 - 995);
    expect(up.body.payment.amount_cents).toBeLessThanOrEqual(11_995 - 994);
    await settleCharges();
    const down = await b.post('/api/user/subscription/swap', { plan: 'user_premium' });
    expect(down.body).toMatchObject({ changed: true, payment: null });
    const upAgain = await b.post('/api/user/subscription/swap', { plan: 'user_extended' });
    expect(upAgain.status).toBe(200);
    // The year bought a moment ago is credited in full: at most a cent or two to pay, not € 110,01.
    expect(upAgain.body.payment?.amount_cents ?? 0).toBeLessThanOrEqual(2);
    await settleCharges();
    expect(await moneyTaken(b.userId)).toBeLessThanOrEqual(11_995 + 2);
    const sub = (await latestSubscription(t.db.prisma, b.userId))!;
    expect(sub.plan).toBe('user_extended');
    // A year of Extended from (about) now, as one swap would have given.
    expect(Math.abs(sub.cycleEndsAt!.getTime() - addPeriod(new Date(), 12).getTime())).toBeLessThan(MINUTE);
  });

  it('six swap requests at once make one change and one charge', async () => {
    const b = await premiumSubscriber();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => b.post('/api/user/subscription/swap', { plan: 'user_extended' })),
    );
    const changed = answers.filter((a) => a.status === 200 && a.body.changed);
    expect(changed).toHaveLength(1);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const charges = await t.db.prisma.payment.findMany({ where: { userId: b.userId, purpose: 'swap' } });
    expect(charges).toHaveLength(1);
    const provider = await t.db.prisma.localPayment.count({
      where: {
        customerId: (await latestSubscription(t.db.prisma, b.userId))!.providerCustomerId,
        sequenceType: 'recurring',
      },
    });
    expect(provider).toBe(1);
    // One live provider subscription charges the renewals.
    const live = await t.db.prisma.localSubscription.count({
      where: {
        customerId: charges[0] && (await latestSubscription(t.db.prisma, b.userId))!.providerCustomerId!,
        status: 'active',
      },
    });
    expect(live).toBe(1);
  });

  it('refuses another swap while the last swap’s charge is not paid yet (409), and allows it after', async () => {
    const b = await premiumSubscriber();
    await b.post('/api/user/subscription/swap', { plan: 'user_extended' });
    const early = await b.post('/api/user/subscription/swap', { plan: 'user_premium' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/betaling/);
    await settleCharges();
    expect((await b.post('/api/user/subscription/swap', { plan: 'user_premium' })).body.changed).toBe(true);
  });

  it('a failed swap charge keeps the time the credit paid for, not less', async () => {
    const b = await premiumSubscriber();
    await b.post('/api/user/subscription/swap', { plan: 'user_extended' });
    await bank.chargeRecurring({ now: new Date(Date.now() + 2 * MINUTE), outcome: 'failed' });
    const sub = (await latestSubscription(t.db.prisma, b.userId))!;
    expect(sub).toMatchObject({ status: 'canceled', endReason: 'payment_failed' });
    // € 9,95 paid: about a month (995/11995 of a year of Extended) of rights stays.
    const days = (sub.endsAt!.getTime() - Date.now()) / (24 * 60 * MINUTE);
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
    expect((await b.get('/api/user/subscription')).body.can_do_subscriber_actions).toBe(true);
  });
});

describe('GraphQL: swaps credit what was paid', () => {
  const swap = (b: Awaited<ReturnType<typeof loggedIn>>, plan: string) =>
    b.graphql(`mutation { swapPlan(input: { plan: "${plan}" }) { __typename
      ... on SwapPlanPayload { changed payment { amountCents } }
      ... on Error { message } } }`);

  it('round trip: the second Extended swap credits the year already paid', async () => {
    const b = await premiumSubscriber();
    const up = (await swap(b, 'user_extended')).data.swapPlan;
    expect(up.payment.amountCents).toBeGreaterThanOrEqual(11_995 - 995);
    await settleCharges();
    expect((await swap(b, 'user_premium')).data.swapPlan).toMatchObject({ changed: true, payment: null });
    const again = (await swap(b, 'user_extended')).data.swapPlan;
    expect(again.changed).toBe(true);
    expect(again.payment?.amountCents ?? 0).toBeLessThanOrEqual(2);
  });

  it('six swapPlan mutations at once: one change, one charge', async () => {
    const b = await premiumSubscriber();
    const answers = await Promise.all(Array.from({ length: 6 }, () => swap(b, 'user_extended')));
    const changed = answers.filter((a) => a.data.swapPlan.changed === true);
    expect(changed).toHaveLength(1);
    for (const a of answers) expect(['SwapPlanPayload', 'ConflictError']).toContain(a.data.swapPlan.__typename);
    expect(await t.db.prisma.payment.count({ where: { userId: b.userId, purpose: 'swap' } })).toBe(1);
  });
});
