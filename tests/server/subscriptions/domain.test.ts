import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalPaymentProvider, type LocalPaymentProvider } from '../../../server/adapters/payments/local/index.js';
import { ConflictError, InputError, UnauthenticatedError } from '../../../server/domain/errors.js';
import { canDoSubscriberActions } from '../../../server/domain/kernel/rights.js';
import {
  cancelSubscription,
  RESUME_TOO_LATE,
  resumeSubscription,
  SWAP_WHILE_CANCELED,
  subscribe,
  swapPlan,
  swapTerms,
  unusedCredit,
} from '../../../server/domain/subscriptions/commands.js';
import { addPeriod, PLANS } from '../../../server/domain/subscriptions/plans.js';
import { MANDATE_INVALID } from '../../../server/domain/subscriptions/provider.js';
import { latestSubscription, providerDay } from '../../../server/domain/subscriptions/state.js';
import type { TestApp } from '../../helpers/app.js';
import { createUser } from '../../helpers/fixtures.js';
import { createSubscriptionsApp, depsOf, payLocally, shiftPeriod } from './setup.js';

// Every plan transition of spec §4 with Cashier's semantics, on the local provider (the webhook
// route of the app itself), and the one rule for subscriber rights.

let t: TestApp;
let bank: LocalPaymentProvider;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createSubscriptionsApp();
  if (!isLocalPaymentProvider(t.services.payments)) throw new Error('local provider expected');
  bank = t.services.payments;
});
afterAll(() => t.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => err,
  );

/** A new user with a paid subscription to `plan` through the checkout. */
async function subscribed(plan: 'user_premium' | 'user_extended' = 'user_premium') {
  const user = await createUser(t.db.prisma);
  const started = await subscribe(await depsOf(t, user.id), { plan });
  if (started.status !== 'checkout') throw new Error('checkout expected');
  await payLocally(t, started.checkoutUrl, 'paid');
  const sub = await latestSubscription(t.db.prisma, user.id);
  return { user, sub: sub!, deps: await depsOf(t, user.id) };
}

describe('subscribe', () => {
  it('answers a checkout without a mandate; a paid first payment starts the plan with a mandate and a provider subscription', async () => {
    const user = await createUser(t.db.prisma);
    const deps = await depsOf(t, user.id);
    const started = await subscribe(deps, { plan: 'user_premium', redirectUrl: '/huizen/x?modal=viewing' });
    expect(started.status).toBe('checkout');
    expect(started.checkoutUrl).toMatch(/^http:\/\/localhost:3000\/betalen\/tr_\w{10}$/);
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(false);
    const local = await t.db.prisma.localPayment.findUniqueOrThrow({
      where: { id: started.payment.providerPaymentId },
    });
    expect(local).toMatchObject({
      amountCents: 995,
      sequenceType: 'first',
      redirectUrl: 'http://localhost:3000/huizen/x?modal=viewing',
    });

    await payLocally(t, started.checkoutUrl!, 'paid');
    const sub = (await latestSubscription(t.db.prisma, user.id))!;
    expect(sub).toMatchObject({ plan: 'user_premium', status: 'active' });
    expect(sub.cycleEndsAt!.getTime() - sub.cycleStartedAt!.getTime()).toBeGreaterThan(27 * DAY);
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(true);
    const account = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(account.paymentMandateId).toMatch(/^mdt_/);
    const provider = await t.db.prisma.localSubscription.findUniqueOrThrow({
      where: { id: sub.providerSubscriptionId! },
    });
    expect(provider).toMatchObject({ amountCents: 995, interval: '1 month', status: 'active' });
    expect(providerDay(sub.cycleEndsAt!)).toBe(provider.startDate.toISOString().slice(0, 10));
    const payment = await t.db.prisma.payment.findFirstOrThrow({
      where: { userId: user.id },
      include: { statusChanges: { orderBy: { id: 'asc' } } },
    });
    expect(payment).toMatchObject({ status: 'paid', subscriptionId: sub.id, checkoutUrl: null });
    expect(payment.statusChanges.map((c) => c.status)).toEqual(['open', 'paid']);
  });

  it.each(['canceled', 'failed'] as const)('starts nothing when the payer chooses %s', async (choice) => {
    const user = await createUser(t.db.prisma);
    const started = await subscribe(await depsOf(t, user.id), { plan: 'user_extended' });
    await payLocally(t, started.checkoutUrl!, choice);
    expect(await latestSubscription(t.db.prisma, user.id)).toBeNull();
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(false);
    const payment = await t.db.prisma.payment.findFirstOrThrow({ where: { userId: user.id } });
    expect(payment).toMatchObject({ status: choice, amountCents: 11_995 });
  });

  it('answers the same checkout to a second click while it is open, and a new one for another plan', async () => {
    const user = await createUser(t.db.prisma);
    const deps = await depsOf(t, user.id);
    const first = await subscribe(deps, { plan: 'user_premium' });
    const again = await subscribe(deps, { plan: 'user_premium' });
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    const other = await subscribe(deps, { plan: 'user_extended' });
    expect(other.checkoutUrl).not.toBe(first.checkoutUrl);
    expect(await t.db.prisma.payment.count({ where: { userId: user.id } })).toBe(2);
  });

  it('refuses a visitor (401) before looking at the input, an unknown plan and a foreign redirect (422)', async () => {
    expect(await failure(subscribe(await depsOf(t, null), { plan: 'gratis' }))).toBeInstanceOf(UnauthenticatedError);
    const user = await createUser(t.db.prisma);
    const deps = await depsOf(t, user.id);
    const unknown = await failure(subscribe(deps, { plan: 'user_gratis' }));
    expect(unknown).toBeInstanceOf(InputError);
    expect((unknown as InputError).fields).toEqual({ plan: ['Kies een bestaand abonnement: Premium of Extended.'] });
    for (const redirectUrl of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      const refused = await failure(subscribe(deps, { plan: 'user_premium', redirectUrl }));
      expect((refused as InputError).fields).toHaveProperty('redirectUrl');
    }
    expect(await t.db.prisma.payment.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses a second subscription while one runs (409)', async () => {
    const { deps } = await subscribed();
    expect(await failure(subscribe(deps, { plan: 'user_extended' }))).toBeInstanceOf(ConflictError);
  });

  it('starts at once on the mandate of an earlier subscription, charging the first period without a checkout', async () => {
    const { user, sub, deps } = await subscribed();
    await cancelSubscription(deps);
    await shiftPeriod(t, sub.id, 40);
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(false);

    const again = await subscribe(deps, { plan: 'user_extended' });
    expect(again.status).toBe('active');
    expect(again.checkoutUrl).toBeNull();
    expect(again.payment).toMatchObject({ status: 'pending', sequenceType: 'recurring', amountCents: 11_995 });
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(true);
    const current = (await latestSubscription(t.db.prisma, user.id))!;
    expect(current.id).not.toBe(sub.id);
    expect(current.providerSubscriptionId).toMatch(/^sub_/);
    // The bank answers the charge a minute later.
    await bank.chargeRecurring({ now: new Date(Date.now() + 2 * 60_000) });
    const paid = await t.db.prisma.payment.findUniqueOrThrow({ where: { id: again.payment.id } });
    expect(paid.status).toBe('paid');
  });
});

describe('swapPlan', () => {
  it('credits the unused part of the month against a year of Extended, charged now', async () => {
    const { user, sub, deps } = await subscribed('user_premium');
    await shiftPeriod(t, sub.id, 10);
    const before = (await latestSubscription(t.db.prisma, user.id))!;
    const credit = unusedCredit(before, new Date());
    expect(credit).toBeGreaterThan(0);
    expect(credit).toBeLessThan(995);

    const swapped = await swapPlan(deps, { plan: 'user_extended' });
    expect(swapped.changed).toBe(true);
    expect(swapped.subscription.plan).toBe('user_extended');
    // The credit is worked out at the swap's own moment, a few milliseconds later: within a cent.
    expect(Math.abs(swapped.payment!.amountCents - (11_995 - credit))).toBeLessThanOrEqual(1);
    expect(swapped.payment).toMatchObject({ purpose: 'swap', sequenceType: 'recurring' });
    const end = swapped.subscription.cycleEndsAt!;
    expect(Math.abs(end.getTime() - addPeriod(swapped.subscription.cycleStartedAt!, 12).getTime())).toBe(0);
    const old = await t.db.prisma.localSubscription.findUniqueOrThrow({
      where: { id: before.providerSubscriptionId! },
    });
    expect(old.status).toBe('canceled');
    const renewing = await t.db.prisma.localSubscription.findUniqueOrThrow({
      where: { id: swapped.subscription.providerSubscriptionId! },
    });
    expect(renewing).toMatchObject({ amountCents: 11_995, interval: '12 months', status: 'active' });
  });

  it('turns the unused part of a year into Premium time when it covers the price: nothing charged', async () => {
    const { sub, deps } = await subscribed('user_extended');
    const now = new Date();
    const terms = swapTerms(sub, PLANS.user_premium, now);
    expect(terms.chargeCents).toBe(0);
    // A year paid a moment ago is worth about twelve months of Premium (11,995 / 995 ≈ 12.06 periods).
    expect(terms.periodEnd.getTime()).toBeGreaterThan(addPeriod(now, 12).getTime());
    const swapped = await swapPlan(deps, { plan: 'user_premium' });
    expect(swapped.payment).toBeNull();
    expect(swapped.subscription.plan).toBe('user_premium');
    expect(Math.abs(swapped.subscription.cycleEndsAt!.getTime() - terms.periodEnd.getTime())).toBeLessThan(60_000);
  });

  it('does nothing when swapping to the plan one has', async () => {
    const { user, sub, deps } = await subscribed('user_premium');
    const payments = await t.db.prisma.payment.count({ where: { userId: user.id } });
    const same = await swapPlan(deps, { plan: 'user_premium' });
    expect(same.changed).toBe(false);
    expect(same.subscription).toEqual(sub);
    expect(await t.db.prisma.payment.count({ where: { userId: user.id } })).toBe(payments);
    expect((await latestSubscription(t.db.prisma, user.id))!.updatedAt).toEqual(sub.updatedAt);
  });

  it('refuses a swap without a subscription, or a cancelled one (409)', async () => {
    const nobody = await createUser(t.db.prisma);
    expect(await failure(swapPlan(await depsOf(t, nobody.id), { plan: 'user_extended' }))).toBeInstanceOf(
      ConflictError,
    );
    const { deps } = await subscribed();
    await cancelSubscription(deps);
    const refused = await failure(swapPlan(deps, { plan: 'user_extended' }));
    expect((refused as ConflictError).message).toBe(SWAP_WHILE_CANCELED);
  });
});

describe('cancelSubscription and resumeSubscription', () => {
  it('keeps the rights until the end of the paid period, stops the provider charging, and cancels once', async () => {
    const { user, sub, deps } = await subscribed();
    const canceled = await cancelSubscription(deps);
    expect(canceled).toMatchObject({ status: 'canceled', endReason: 'canceled' });
    expect(canceled.endsAt).toEqual(sub.cycleEndsAt);
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(true);
    const provider = await t.db.prisma.localSubscription.findUniqueOrThrow({
      where: { id: sub.providerSubscriptionId! },
    });
    expect(provider.status).toBe('canceled');
    expect(await cancelSubscription(deps)).toEqual(canceled);
    // After the paid period: no rights.
    expect(await canDoSubscriberActions(t.db.prisma, user.id, new Date(sub.cycleEndsAt!.getTime() + 1000))).toBe(false);
  });

  it('resumes within the period: billing goes on from the end of the paid period', async () => {
    const { user, sub, deps } = await subscribed('user_extended');
    await cancelSubscription(deps);
    const resumed = await resumeSubscription(deps);
    expect(resumed).toMatchObject({ status: 'active', endsAt: null, endReason: null, plan: 'user_extended' });
    expect(resumed.cycleEndsAt).toEqual(sub.cycleEndsAt);
    const provider = await t.db.prisma.localSubscription.findUniqueOrThrow({
      where: { id: resumed.providerSubscriptionId! },
    });
    expect(provider).toMatchObject({ status: 'active', amountCents: 11_995, interval: '12 months' });
    expect(provider.startDate.toISOString().slice(0, 10)).toBe(providerDay(sub.cycleEndsAt!));
    expect(await canDoSubscriberActions(t.db.prisma, user.id)).toBe(true);
  });

  it('refuses to resume what runs, and what ended (409)', async () => {
    const { sub, deps } = await subscribed();
    expect(await failure(resumeSubscription(deps))).toBeInstanceOf(ConflictError);
    await cancelSubscription(deps);
    await shiftPeriod(t, sub.id, 40);
    const late = await failure(resumeSubscription(deps));
    expect((late as ConflictError).message).toBe(RESUME_TOO_LATE);
    expect(await failure(cancelSubscription(deps))).toBeInstanceOf(ConflictError);
  });
});

describe('a mandate the bank withdrew', () => {
  it('makes resume a 409 the user can act on, and changes nothing', async () => {
    const { user, deps } = await subscribed();
    const canceled = await cancelSubscription(deps);
    const account = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    await t.db.prisma.localMandate.update({ where: { id: account.paymentMandateId! }, data: { status: 'invalid' } });
    const refused = await failure(resumeSubscription(deps));
    expect((refused as ConflictError).message).toBe(MANDATE_INVALID);
    expect(await latestSubscription(t.db.prisma, user.id)).toEqual(canceled);
  });
});

describe('subscriber rights', () => {
  it('derive from the subscription only: active, renewal on its way, cancelled within the period', async () => {
    const user = await createUser(t.db.prisma);
    const rights = () => canDoSubscriberActions(t.db.prisma, user.id);
    expect(await rights()).toBe(false);
    const now = Date.now();
    const sub = await t.db.prisma.subscription.create({
      data: {
        userId: user.id,
        plan: 'user_premium',
        status: 'active',
        cycleStartedAt: new Date(now - 20 * DAY),
        cycleEndsAt: new Date(now + 10 * DAY),
      },
    });
    expect(await rights()).toBe(true);
    // The renewal date passed, the bank has not answered yet: still a subscriber for a few days.
    await shiftPeriod(t, sub.id, 13);
    expect(await rights()).toBe(true);
    // A renewal that never came ends the rights a week after the period.
    await shiftPeriod(t, sub.id, 5);
    expect(await rights()).toBe(false);
    await t.db.prisma.subscription.update({
      where: { id: sub.id },
      data: { status: 'canceled', endsAt: new Date(now + DAY) },
    });
    expect(await rights()).toBe(true);
    await t.db.prisma.subscription.update({ where: { id: sub.id }, data: { endsAt: new Date(now - 1000) } });
    expect(await rights()).toBe(false);
  });
});
