import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalPaymentProvider, type LocalPaymentProvider } from '../../../server/adapters/payments/local/index.js';
import { DomainError } from '../../../server/domain/errors.js';
import {
  cancelSubscription,
  resumeSubscription,
  subscribe,
  swapPlan,
} from '../../../server/domain/subscriptions/commands.js';
import { addPeriod, PLANS, type PlanKey } from '../../../server/domain/subscriptions/plans.js';
import { latestSubscription, stateOf } from '../../../server/domain/subscriptions/state.js';
import type { TestApp } from '../../helpers/app.js';
import { createUser } from '../../helpers/fixtures.js';
import { createSubscriptionsApp, depsOf, webhook } from './setup.js';

// A property over random sequences of subscribe, swap (also several at once),
// cancel, resume, checkout outcomes, the bank's answers to charges and webhooks replayed in any
// order. After every step: the money taken (paid minus refunded) is at most the price of the plan
// time the user still has, and no period is charged twice. Time stands still (the steps take
// seconds; a cent of slack covers the time used meanwhile). Runs on PGlite and PostgreSQL (CI runs
// both); PROPERTY_RUNS / PROPERTY_SEED make it deeper or repeat a failure.

const RUNS = Number(process.env.PROPERTY_RUNS ?? 6);
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;
const MINUTE = 60_000;

let t: TestApp;
let bank: LocalPaymentProvider;
beforeAll(async () => {
  t = await createSubscriptionsApp();
  if (!isLocalPaymentProvider(t.services.payments)) throw new Error('local provider expected');
  bank = t.services.payments;
});
afterAll(() => t.close());

type Step =
  | { kind: 'subscribe'; plan: PlanKey }
  | { kind: 'checkout'; pick: number; choice: 'paid' | 'failed' | 'canceled' | 'pending' }
  | { kind: 'swap'; plan: PlanKey; together: number }
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'bank'; outcome: 'paid' | 'failed' }
  | { kind: 'webhook'; pick: number; times: number };

const planKey = fc.constantFrom<PlanKey>('user_premium', 'user_extended');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('subscribe' as const), plan: planKey }),
  fc.record({
    kind: fc.constant('checkout' as const),
    pick: fc.nat(5),
    choice: fc.constantFrom(
      'paid' as const,
      'paid' as const,
      'failed' as const,
      'canceled' as const,
      'pending' as const,
    ),
  }),
  fc.record({ kind: fc.constant('swap' as const), plan: planKey, together: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('resume' as const) }),
  fc.record({ kind: fc.constantFrom('bank' as const), outcome: fc.constantFrom('paid' as const, 'failed' as const) }),
  fc.record({ kind: fc.constant('webhook' as const), pick: fc.nat(8), times: fc.integer({ min: 1, max: 3 }) }),
);

/** Refusals (409 and the like) are answers, not failures of the property. */
const answered = (p: Promise<unknown>) =>
  p.catch((err: unknown) => {
    if (!(err instanceof DomainError)) throw err;
  });

/** The price of `plan` time from `from` to `to`: whole periods, then the share of the next one. */
function priceOfSpan(plan: PlanKey, from: Date, to: Date): number {
  const { amountCents, intervalMonths } = PLANS[plan];
  if (to <= from) return 0;
  let periods = 0;
  while (addPeriod(from, (periods + 1) * intervalMonths) <= to) periods += 1;
  const start = addPeriod(from, periods * intervalMonths).getTime();
  const span = addPeriod(from, (periods + 1) * intervalMonths).getTime() - start;
  return periods * amountCents + (amountCents * (to.getTime() - start)) / span;
}

async function moneyTaken(userId: number) {
  const paid = await t.db.prisma.payment.aggregate({ where: { userId, status: 'paid' }, _sum: { amountCents: true } });
  const refunded = await t.db.prisma.paymentRefund.aggregate({
    where: { payment: { userId }, providerRefundId: { not: null }, status: { notIn: ['failed', 'canceled'] } },
    _sum: { amountCents: true },
  });
  return (paid._sum.amountCents ?? 0) - (refunded._sum.amountCents ?? 0);
}

/** What the plan time the user still has is worth at today's prices. */
async function timeGranted(userId: number) {
  const sub = await latestSubscription(t.db.prisma, userId);
  const now = new Date();
  if (!sub || stateOf(sub, now) === 'ended') return 0;
  const end = sub.status === 'canceled' ? sub.endsAt! : sub.cycleEndsAt!;
  return priceOfSpan(sub.plan as PlanKey, now, end);
}

async function checkInvariants(userId: number, log: string[]) {
  const taken = await moneyTaken(userId);
  const granted = await timeGranted(userId);
  expect(taken, `money ${taken} > time ${granted.toFixed(2)} after ${log.join(', ')}`).toBeLessThanOrEqual(granted + 1);
  // Never two charges for one period: per subscription, each charge (start, swap, renewal) that is
  // not failed pays a period starting at its own moment.
  const charges = await t.db.prisma.payment.findMany({
    where: { userId, sequenceType: 'recurring', status: { notIn: ['failed', 'canceled', 'expired'] } },
  });
  const periods = charges.map((c) => `${c.subscriptionId}@${c.periodStart?.toISOString()}`);
  expect(new Set(periods).size, `two charges for one period after ${log.join(', ')}`).toBe(periods.length);
  // Every first payment that was paid and kept started a subscription of its own.
  const keptFirst = await t.db.prisma.payment.count({
    where: { userId, sequenceType: 'first', status: 'paid', refunds: { none: {} } },
  });
  const subscriptions = await t.db.prisma.subscription.count({ where: { userId } });
  expect(keptFirst, `two first payments kept after ${log.join(', ')}`).toBeLessThanOrEqual(subscriptions);
}

async function run(userId: number, s: Step) {
  const deps = await depsOf(t, userId);
  switch (s.kind) {
    case 'subscribe':
      return answered(subscribe(deps, { plan: s.plan }));
    case 'checkout': {
      const firsts = await t.db.prisma.payment.findMany({
        where: { userId, sequenceType: 'first' },
        orderBy: { id: 'asc' },
      });
      const chosen = firsts.length ? firsts[s.pick % firsts.length] : null;
      if (!chosen) return;
      const found = await bank.findCheckout(chosen.providerPaymentId);
      if (!found) return;
      return answered(bank.settle(chosen.providerPaymentId, s.choice, found.token));
    }
    case 'swap':
      await Promise.all(Array.from({ length: s.together }, () => answered(swapPlan(deps, { plan: s.plan }))));
      return;
    case 'cancel':
      return answered(cancelSubscription(deps));
    case 'resume':
      return answered(resumeSubscription(deps));
    case 'bank':
      await bank.chargeRecurring({ now: new Date(Date.now() + 2 * MINUTE), outcome: s.outcome });
      return;
    case 'webhook': {
      const payments = await t.db.prisma.payment.findMany({ where: { userId }, orderBy: { id: 'asc' } });
      const chosen = payments.length ? payments[s.pick % payments.length] : null;
      if (chosen) for (let i = 0; i < s.times; i++) await webhook(t, chosen.providerPaymentId);
      return;
    }
  }
}

describe('money taken ≤ the price of the plan time granted', () => {
  it('holds over random sequences of plan changes, payments and webhooks', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 10 }), async (steps) => {
        const user = await createUser(t.db.prisma);
        const log: string[] = [];
        for (const s of steps) {
          await run(user.id, s);
          log.push(JSON.stringify(s));
          await checkInvariants(user.id, log);
        }
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        // The issue's own sequences come first, then random ones.
        examples: [
          [
            [
              { kind: 'subscribe', plan: 'user_premium' },
              { kind: 'checkout', pick: 0, choice: 'paid' },
              { kind: 'swap', plan: 'user_extended', together: 1 },
              { kind: 'bank', outcome: 'paid' },
              { kind: 'swap', plan: 'user_premium', together: 1 },
              { kind: 'swap', plan: 'user_extended', together: 1 },
              { kind: 'bank', outcome: 'paid' },
            ],
          ],
          [
            [
              { kind: 'subscribe', plan: 'user_premium' },
              { kind: 'subscribe', plan: 'user_extended' },
              { kind: 'checkout', pick: 0, choice: 'paid' },
              { kind: 'checkout', pick: 1, choice: 'paid' },
              { kind: 'swap', plan: 'user_extended', together: 3 },
              { kind: 'bank', outcome: 'paid' },
              { kind: 'webhook', pick: 2, times: 3 },
            ],
          ],
        ],
      },
    );
  });
});
