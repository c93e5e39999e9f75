import type { Context } from 'hono';
import { Hono } from 'hono';
import type { RequestContext } from '../context.js';
import { canDoSubscriberActions } from '../domain/kernel/rights.js';
import { requireUser } from '../domain/kernel/viewer.js';
import { formatEuroCents } from '../domain/money.js';
import {
  cancelSubscription,
  LOGIN_MESSAGE,
  resumeSubscription,
  subscribe,
  swapPlan,
} from '../domain/subscriptions/commands.js';
import { lastCheckoutPayment, PAYMENTS_ORDER, paymentsPage, refreshPayment } from '../domain/subscriptions/history.js';
import { PLAN_LIST, type Plan, planOf } from '../domain/subscriptions/plans.js';
import { canResume, latestSubscription, nextPaymentOf, stateOf } from '../domain/subscriptions/state.js';
import type { Payment, Subscription } from '../generated/prisma/client.js';
import { idParam, readCommand } from './body.js';
import { cursorPageRequest, cursorPaginator } from './cursor-pages.js';
import type { RestEnv } from './env.js';

// /api/user/subscription (spec §7 "Subscription", whose payloads the spec leaves open; README
// "Plans and subscriptions" documents them) and /api/plans. Handlers call
// server/domain/subscriptions; the JSON is snake_case, money in cents plus its Dutch text.

type C = Context<RestEnv>;

export function planJson(p: Plan) {
  return {
    key: p.key,
    name: p.name,
    amount_cents: p.amountCents,
    amount: formatEuroCents(p.amountCents),
    interval_months: p.intervalMonths,
    interval_text: p.intervalText,
    expires_text: p.expiresText,
    first_payment_period: p.firstPaymentPeriod,
    included: p.included,
    rules: p.rules,
  };
}

export function paymentJson(p: Payment) {
  return {
    id: p.id,
    provider_payment_id: p.providerPaymentId,
    status: p.status,
    purpose: p.purpose,
    plan: p.plan,
    amount_cents: p.amountCents,
    amount: formatEuroCents(p.amountCents),
    description: p.description,
    checkout_url: p.checkoutUrl,
    period_start: p.periodStart,
    period_end: p.periodEnd,
    paid_at: p.paidAt,
    created_at: p.createdAt,
  };
}

export function subscriptionJson(s: Subscription) {
  const next = nextPaymentOf(s);
  return {
    id: s.id,
    plan: planJson(planOf(s.plan)),
    status: stateOf(s),
    end_reason: s.endReason,
    current_period_start: s.cycleStartedAt,
    current_period_end: s.cycleEndsAt,
    ends_at: s.endsAt,
    can_resume: canResume(s),
    next_payment: next && {
      date: next.date,
      amount_cents: next.amountCents,
      amount: formatEuroCents(next.amountCents),
    },
    created_at: s.createdAt,
  };
}

/** The account's subscription state, read fresh after a change: every route answers it. */
async function subscriptionState(ctx: RequestContext) {
  const user = requireUser(ctx.viewer, LOGIN_MESSAGE);
  const [subscription, checkout, subscriber] = await Promise.all([
    latestSubscription(ctx.prisma, user.id),
    lastCheckoutPayment(ctx, user.id),
    canDoSubscriberActions(ctx.prisma, user.id),
  ]);
  return {
    subscription: subscription && subscriptionJson(subscription),
    last_checkout: checkout && paymentJson(checkout),
    can_do_subscriber_actions: subscriber,
  };
}

const PAYMENT_PAGE = { defaultSize: 20, maxSize: 100 };

export const subscriptionRoutes = new Hono<RestEnv>()
  .get('/plans', (c) => c.json(PLAN_LIST.map(planJson)))
  .get('/user/subscription', async (c) => c.json(await subscriptionState(c.get('ctx'))))
  // {plan, redirect_url} → {status: checkout | active, checkout_url, ...the state}
  .post('/user/subscription', async (c: C) => {
    const ctx = c.get('ctx');
    const result = await subscribe(ctx, await readCommand(c));
    return c.json({
      status: result.status,
      checkout_url: result.checkoutUrl,
      payment: paymentJson(result.payment),
      ...(await subscriptionState(ctx)),
    });
  })
  .post('/user/subscription/swap', async (c) => {
    const ctx = c.get('ctx');
    const result = await swapPlan(ctx, await readCommand(c));
    return c.json({
      changed: result.changed,
      payment: result.payment && paymentJson(result.payment),
      ...(await subscriptionState(ctx)),
    });
  })
  .delete('/user/subscription', async (c) => {
    const ctx = c.get('ctx');
    await cancelSubscription(ctx);
    return c.json(await subscriptionState(ctx));
  })
  .post('/user/subscription/resume', async (c) => {
    const ctx = c.get('ctx');
    await resumeSubscription(ctx);
    return c.json(await subscriptionState(ctx));
  })
  // Every payment of the account, newest first (Laravel cursor pages).
  .get('/user/subscription/payments', async (c) => {
    const ctx = c.get('ctx');
    const user = requireUser(ctx.viewer, LOGIN_MESSAGE);
    const request = cursorPageRequest(c, PAYMENTS_ORDER, PAYMENT_PAGE, 'forward');
    const { page } = await paymentsPage(ctx, { userId: user.id }, request);
    return c.json(cursorPaginator(c, page, page.rows, page.rows.map(paymentJson), 'forward'));
  })
  // Asks the provider now instead of waiting for its webhook (the modal's refresh).
  .post('/user/subscription/payments/:id/refresh', async (c) => {
    const ctx = c.get('ctx');
    requireUser(ctx.viewer, LOGIN_MESSAGE);
    return c.json(paymentJson(await refreshPayment(ctx, idParam(c))));
  });
