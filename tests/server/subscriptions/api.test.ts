import { isInputObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../server/graphql/schema.js';
import type { TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createSubscriptionsApp, loggedIn, payLocally } from './setup.js';

// Both surfaces of the subscriptions, every path and refusal: REST /api/user/subscription (+ swap,
// resume, payments, refresh), /api/plans, and the GraphQL twins (plans, viewer.subscription,
// subscribe, swapPlan, cancelSubscription, resumeSubscription, refreshPayment).

let t: TestApp;
beforeAll(async () => {
  t = await createSubscriptionsApp();
});
afterAll(() => t.close());

const UNKNOWN_PLAN = 'Kies een bestaand abonnement: Premium of Extended.';

describe('REST', () => {
  it('lists the plans in cents with their texts', async () => {
    const res = await testBrowser(t).get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { key: string; amount_cents: number }) => [p.key, p.amount_cents])).toEqual([
      ['user_premium', 995],
      ['user_extended', 11_995],
    ]);
    expect(res.body[1]).toMatchObject({ interval_months: 12, expires_text: 'Jaarlijks opzegbaar' });
    expect(res.body[1].included).toContain('Persoonlijke ondersteuning');
  });

  it('answers a visitor 401 on every subscription route, whatever the body', async () => {
    const visitor = testBrowser(t);
    const answers = [
      await visitor.get('/api/user/subscription'),
      await visitor.post('/api/user/subscription', { plan: 'gratis' }),
      await visitor.post('/api/user/subscription/swap', { plan: 42 }),
      await visitor.delete('/api/user/subscription'),
      await visitor.post('/api/user/subscription/resume'),
      await visitor.get('/api/user/subscription/payments'),
      await visitor.post('/api/user/subscription/payments/abc/refresh'),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(401));
  });

  it('refuses an unknown plan (422) on subscribe and swap, and needs the AJAX marker', async () => {
    const b = await loggedIn(t);
    for (const [path, body] of [
      ['/api/user/subscription', { plan: 'user_gratis' }],
      ['/api/user/subscription', {}],
      ['/api/user/subscription/swap', { plan: ['user_premium'] }],
    ] as const) {
      const res = await b.post(path, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.plan).toEqual([UNKNOWN_PLAN]);
    }
    const foreign = await b.post('/api/user/subscription', {
      plan: 'user_premium',
      redirect_url: 'https://evil.example',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toHaveProperty('redirect_url');
    const noMarker = await b.post('/api/user/subscription', { plan: 'user_premium' }, { 'x-requested-with': '' });
    expect(noMarker.status).toBe(403);
    expect(await t.db.prisma.payment.count({ where: { userId: b.userId } })).toBe(0);
  });

  it('walks subscribe → checkout → active → swap → cancel → resume, with 409 for what the state does not allow', async () => {
    const b = await loggedIn(t);
    expect((await b.get('/api/user/subscription')).body).toEqual({
      subscription: null,
      last_checkout: null,
      can_do_subscriber_actions: false,
    });
    expect((await b.post('/api/user/subscription/swap', { plan: 'user_extended' })).status).toBe(409);
    expect((await b.delete('/api/user/subscription')).status).toBe(409);
    expect((await b.post('/api/user/subscription/resume')).status).toBe(409);

    const started = await b.post('/api/user/subscription', { plan: 'user_premium', redirect_url: '/huizen' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: 'checkout',
      checkout_url: expect.stringMatching(/\/betalen\/tr_/),
      payment: { status: 'open', amount_cents: 995, purpose: 'subscribe' },
      subscription: null,
      last_checkout: { status: 'open' },
    });
    await payLocally(t, started.body.checkout_url, 'paid');
    const active = await b.get('/api/user/subscription');
    expect(active.body).toMatchObject({
      can_do_subscriber_actions: true,
      subscription: { status: 'active', plan: { key: 'user_premium', amount_cents: 995 }, can_resume: false },
      last_checkout: { status: 'paid' },
    });
    expect(active.body.subscription.next_payment.date).toBe(active.body.subscription.current_period_end);
    expect((await b.get('/api/user')).body.can_do_subscriber_actions).toBe(true);
    expect((await b.post('/api/user/subscription', { plan: 'user_extended' })).status).toBe(409);

    const same = await b.post('/api/user/subscription/swap', { plan: 'user_premium' });
    expect(same.body).toMatchObject({ changed: false, payment: null });
    const swapped = await b.post('/api/user/subscription/swap', { plan: 'user_extended' });
    expect(swapped.body).toMatchObject({
      changed: true,
      payment: { purpose: 'swap', status: 'pending' },
      subscription: { plan: { key: 'user_extended' }, status: 'active' },
    });
    expect(swapped.body.payment.amount_cents).toBeLessThan(11_995);

    const canceled = await b.delete('/api/user/subscription');
    expect(canceled.body).toMatchObject({
      can_do_subscriber_actions: true,
      subscription: { status: 'canceled', can_resume: true, end_reason: 'canceled', next_payment: null },
    });
    expect(canceled.body.subscription.ends_at).toBe(canceled.body.subscription.current_period_end);
    expect((await b.post('/api/user/subscription/swap', { plan: 'user_premium' })).status).toBe(409);
    const resumed = await b.post('/api/user/subscription/resume');
    expect(resumed.body.subscription).toMatchObject({ status: 'active', ends_at: null, can_resume: false });
    const again = await b.post('/api/user/subscription/resume');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Je abonnement loopt nog; er is niets te hervatten.');
  });

  it('pages the payments by cursor and refreshes only the viewer’s own payment', async () => {
    const b = await loggedIn(t);
    const started = await b.post('/api/user/subscription', { plan: 'user_premium' });
    await payLocally(t, started.body.checkout_url, 'paid');
    await b.post('/api/user/subscription/swap', { plan: 'user_extended' });
    const first = await b.get('/api/user/subscription/payments?per_page=1');
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0].purpose).toBe('swap');
    const next = await b.get(new URL(first.body.next_page_url).pathname + new URL(first.body.next_page_url).search);
    expect(next.body.data.map((p: { purpose: string }) => p.purpose)).toEqual(['subscribe']);
    expect(next.body.next_page_url).toBeNull();

    const id = first.body.data[0].id;
    const refreshed = await b.post(`/api/user/subscription/payments/${id}/refresh`);
    expect(refreshed.body).toMatchObject({ id, status: 'pending' });
    const stranger = await loggedIn(t);
    expect((await stranger.post(`/api/user/subscription/payments/${id}/refresh`)).status).toBe(404);
  });

  it('lets nobody set can_do_subscriber_actions through the profile', async () => {
    const b = await loggedIn(t);
    const res = await b.put(`/api/users/${b.userId}`, { can_do_subscriber_actions: true, first_name: 'Fleur' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Fleur', can_do_subscriber_actions: false });
    expect((await b.get('/api/user')).body.can_do_subscriber_actions).toBe(false);
  });
});

const SUBSCRIPTION = `id status endReason canResume currentPeriodStart currentPeriodEnd endsAt
  plan { key name amount amountCents intervalMonths }
  nextPayment { date amountCents amount }
  payments(first: 10) { totalCount edges { cursor node { id status purpose amount amountCents periodStart periodEnd statusHistory { status at } } } pageInfo { hasNextPage endCursor } }`;
const ERRORS = '... on InputError { fieldErrors { field messages } } ... on Error { message }';

describe('GraphQL', () => {
  it('answers the plans to everyone, and a visitor UnauthenticatedError on every mutation', async () => {
    const visitor = testBrowser(t);
    const plans = await visitor.graphql('{ plans { key name amountCents amount intervalText rules } viewer { id } }');
    expect(plans.data.plans.map((p: { amount: string }) => p.amount)).toEqual(['€\u00a09,95', '€\u00a0119,95']);
    expect(plans.data.viewer).toBeNull();
    const mutations = [
      'subscribe(input: { plan: "gratis" })',
      'swapPlan(input: { plan: "gratis" })',
      'cancelSubscription',
      'resumeSubscription',
      'refreshPayment(input: { paymentId: "bogus" })',
    ];
    for (const m of mutations) {
      const res = await visitor.graphql(`mutation { answer: ${m} { __typename } }`);
      expect(res.data?.answer.__typename, m).toBe('UnauthenticatedError');
    }
  });

  it('refuses an unknown plan with an InputError on plan', async () => {
    const b = await loggedIn(t);
    for (const m of ['subscribe', 'swapPlan']) {
      const res = await b.graphql(`mutation { answer: ${m}(input: { plan: "user_gratis" }) { __typename ${ERRORS} } }`);
      expect(res.data.answer).toMatchObject({
        __typename: 'InputError',
        fieldErrors: [{ field: 'plan', messages: [UNKNOWN_PLAN] }],
      });
    }
  });

  it('walks every transition with the viewer and the subscription in each answer', async () => {
    const b = await loggedIn(t);
    const subscribe = await b.graphql(
      `mutation { subscribe(input: { plan: "user_extended", redirectUrl: "/mijn-huiskans/account" }) { __typename
        ... on SubscribePayload { status checkoutUrl payment { id status amountCents } subscription { id }
          viewer { canDoSubscriberActions lastCheckoutPayment { status } } } ${ERRORS} } }`,
    );
    const started = subscribe.data.subscribe;
    expect(started).toMatchObject({
      __typename: 'SubscribePayload',
      status: 'CHECKOUT',
      payment: { status: 'OPEN', amountCents: 11_995 },
      subscription: null,
      viewer: { canDoSubscriberActions: false, lastCheckoutPayment: { status: 'OPEN' } },
    });
    await payLocally(t, started.checkoutUrl, 'paid');
    const refreshed = await b.graphql(
      `mutation ($id: ID!) { refreshPayment(input: { paymentId: $id }) { __typename
        ... on RefreshPaymentPayload { payment { status } viewer { canDoSubscriberActions } } ${ERRORS} } }`,
      { id: started.payment.id },
    );
    expect(refreshed.data.refreshPayment).toMatchObject({
      payment: { status: 'PAID' },
      viewer: { canDoSubscriberActions: true },
    });

    const viewer = await b.graphql(`{ viewer { canDoSubscriberActions subscription { ${SUBSCRIPTION} } } }`);
    const sub = viewer.data.viewer.subscription;
    expect(sub).toMatchObject({
      status: 'ACTIVE',
      canResume: false,
      plan: { key: 'user_extended', name: 'Extended', amountCents: 11_995, intervalMonths: 12 },
      nextPayment: { amountCents: 11_995 },
      payments: { totalCount: 1 },
    });
    expect(sub.nextPayment.date).toBe(sub.currentPeriodEnd);
    expect(sub.payments.edges[0].node.statusHistory.map((h: { status: string }) => h.status)).toEqual(['OPEN', 'PAID']);
    const node = await b.graphql(
      'query ($id: ID!) { node(id: $id) { __typename ... on UserSubscription { status } } }',
      {
        id: sub.id,
      },
    );
    expect(node.data.node).toEqual({ __typename: 'UserSubscription', status: 'ACTIVE' });
    const stranger = await loggedIn(t);
    expect((await stranger.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: sub.id })).data.node).toBeNull();

    const swap = (plan: string) =>
      b.graphql(
        `mutation { swapPlan(input: { plan: "${plan}" }) { __typename
          ... on SwapPlanPayload { changed payment { amountCents } subscription { plan { key } currentPeriodEnd } } ${ERRORS} } }`,
      );
    expect((await swap('user_extended')).data.swapPlan).toMatchObject({ changed: false, payment: null });
    const down = (await swap('user_premium')).data.swapPlan;
    expect(down).toMatchObject({ changed: true, payment: null, subscription: { plan: { key: 'user_premium' } } });

    const cancel = await b.graphql(`mutation { cancelSubscription { __typename
      ... on CancelSubscriptionPayload { subscription { status endsAt canResume nextPayment { date } } viewer { canDoSubscriberActions } } ${ERRORS} } }`);
    expect(cancel.data.cancelSubscription).toMatchObject({
      subscription: {
        status: 'CANCELED',
        canResume: true,
        nextPayment: null,
        endsAt: down.subscription.currentPeriodEnd,
      },
      viewer: { canDoSubscriberActions: true },
    });
    expect((await swap('user_extended')).data.swapPlan.__typename).toBe('ConflictError');
    const resume = `mutation { resumeSubscription { __typename
      ... on ResumeSubscriptionPayload { subscription { status endsAt } } ${ERRORS} } }`;
    expect((await b.graphql(resume)).data.resumeSubscription).toMatchObject({
      subscription: { status: 'ACTIVE', endsAt: null },
    });
    expect((await b.graphql(resume)).data.resumeSubscription.__typename).toBe('ConflictError');
    const twice = await b.graphql(`mutation { subscribe(input: { plan: "user_premium" }) { __typename ${ERRORS} } }`);
    expect(twice.data.subscribe.__typename).toBe('ConflictError');
  });

  it('has no input anywhere that could set subscriber rights', () => {
    const inputs = Object.values(schema.getTypeMap()).filter(isInputObjectType);
    const fields = inputs.flatMap((type) => Object.keys(type.getFields()).map((f) => `${type.name}.${f}`));
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((f) => /subscriber|subscription/i.test(f))).toEqual([]);
  });
});
