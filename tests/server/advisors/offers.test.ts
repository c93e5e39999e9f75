import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { ADVISOR_OFFERS, OFFER_MESSAGES, offerPath } from '../../../server/domain/advisors/offers.js';
import { canDoSubscriberActions } from '../../../server/domain/kernel/rights.js';
import { addPeriod, PLANS } from '../../../server/domain/subscriptions/plans.js';
import { latestSubscription, providerDay } from '../../../server/domain/subscriptions/state.js';
import type { TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { type FakeMollie, startFakeMollie } from '../../helpers/fake-mollie.js';
import { withReferenceData } from '../../helpers/fixtures.js';
import { createSubscriptionsApp, loggedIn, payLocally, webhook } from '../subscriptions/setup.js';
import { createAdvisor } from './fixtures.js';

// Advisors' subscription offers (GET /api/advisors/{id}/subscription_offers/{offer}/subscribe and
// GraphQL subscribeWithAdvisorOffer): the advisor's client is sent to a €0,01 checkout, and once paid
// has Premium for a first month that costs nothing more, renewed at the plan's price from its end.
// Visitors log in first; strangers, unknown offers, subscribers and former subscribers are refused
// with nothing charged; opening the link twice gives the same checkout.

const OFFER = ADVISOR_OFFERS[0];

/** An advisor and a logged-in client of theirs (a contact request's UserAdvisor row). */
async function advisorAndClient(t: TestApp) {
  const advisor = await createAdvisor(t.db.prisma, { expertises: ['hypotheekadvies'] });
  const client = await loggedIn(t);
  const expertise = await t.db.prisma.expertise.findFirstOrThrow({ where: { key: 'hypotheekadvies' } });
  await t.db.prisma.userAdvisor.create({
    data: { userId: client.userId, advisorId: advisor.id, expertiseId: expertise.id },
  });
  return { advisor, client, path: offerPath(advisor.id, OFFER.code) };
}

describe('with the local provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSubscriptionsApp();
    await withReferenceData(t.db.prisma);
  });
  afterAll(() => t.close());

  it('sends the client to a €0,01 checkout; paid, Premium runs a free first month, renewing at the plan price after it', async () => {
    const { client, path } = await advisorAndClient(t);
    const res = await client.get(path);
    expect(res.status).toBe(302);
    const checkoutUrl = res.headers.get('location')!;
    expect(checkoutUrl).toContain('/betalen/');
    const payment = await t.db.prisma.payment.findFirstOrThrow({ where: { userId: client.userId } });
    expect(payment).toMatchObject({
      amountCents: 1,
      plan: 'user_premium',
      sequenceType: 'first',
      status: 'open',
      description: 'Huiskans Premium, eerste maand gratis via je adviseur',
      redirectUrl: 'http://localhost:3000/mijn-huiskans/account?betaling=terug',
    });

    // The link opened again while the checkout is open: the same checkout, nothing new at the provider.
    expect((await client.get(path)).headers.get('location')).toBe(checkoutUrl);
    expect(await t.db.prisma.payment.count({ where: { userId: client.userId } })).toBe(1);

    await payLocally(t, checkoutUrl, 'paid');
    const sub = (await latestSubscription(t.db.prisma, client.userId))!;
    expect(sub).toMatchObject({ plan: 'user_premium', status: 'active' });
    expect(sub.cycleEndsAt).toEqual(addPeriod(sub.cycleStartedAt!, 1));
    expect(await canDoSubscriberActions(t.db.prisma, client.userId)).toBe(true);
    const state = await client.get('/api/user/subscription');
    expect(state.body.subscription.next_payment).toMatchObject({ amount_cents: PLANS.user_premium.amountCents });

    // Subscribed now: a clear refusal, nothing charged.
    const again = await client.get(path);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(OFFER_MESSAGES.alreadySubscribed);
    expect(await t.db.prisma.payment.count({ where: { userId: client.userId } })).toBe(1);
  });

  it('sends a visitor to log in and back to the link', async () => {
    const { path } = await advisorAndClient(t);
    const res = await testBrowser(t).get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/meedoen/email?redirect=${encodeURIComponent(path)}`);
  });

  it('refuses unknown advisors and offers (404), strangers and the advisor (403), former subscribers (409): nothing charged', async () => {
    const { advisor, client, path } = await advisorAndClient(t);
    const notFound = await client.get(offerPath(advisor.id, 'alles-gratis'));
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe(OFFER_MESSAGES.notFound);
    expect((await client.get(offerPath(99999999, OFFER.code))).status).toBe(404);
    expect((await client.get(`/api/advisors/abc/subscription_offers/${OFFER.code}/subscribe`)).status).toBe(404);

    const stranger = await loggedIn(t);
    const refused = await stranger.get(path);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OFFER_MESSAGES.noContact);
    const own = testBrowser(t);
    own.token = await createSession(t.db.prisma, advisor.userId);
    expect((await own.get(path)).status).toBe(403);

    await t.db.prisma.subscription.create({
      data: {
        userId: client.userId,
        plan: 'user_premium',
        status: 'canceled',
        cycleStartedAt: new Date('2025-01-01'),
        cycleEndsAt: new Date('2025-02-01'),
        endsAt: new Date('2025-02-01'),
      },
    });
    const former = await client.get(path);
    expect(former.status).toBe(409);
    expect(former.body.message).toBe(OFFER_MESSAGES.notFirst);
    expect(await t.db.prisma.payment.count({ where: { userId: { in: [client.userId, stranger.userId] } } })).toBe(0);
  });

  it('answers a browser that opened the link (Accept: text/html) a page with the refusal, its status and the ways on', async () => {
    const { advisor, client, path } = await advisorAndClient(t);
    const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const open = (b: TestBrowser, link: string) => b.request('GET', link, undefined, { accept: BROWSER_ACCEPT });

    const stranger = await loggedIn(t);
    const refused = await open(stranger, path);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.body).toContain(`<p data-testid="offer-refusal">${OFFER_MESSAGES.noContact}</p>`);
    expect(refused.body).toContain(`href="/adviseurs/adviseur/${advisor.id}"`);
    expect(refused.body).toContain('href="/mijn-huiskans/account"');

    const unknown = await open(client, offerPath(advisor.id, 'alles-gratis'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(OFFER_MESSAGES.notFound);
    const noAdvisor = await open(client, '/api/advisors/abc/subscription_offers/eerste-maand-gratis/subscribe');
    expect(noAdvisor.status).toBe(404);
    expect(noAdvisor.body).not.toContain('/adviseurs/adviseur/');

    // A browser is still sent on to the checkout, and a visitor to log in.
    expect((await open(client, path)).status).toBe(302);
    expect((await open(testBrowser(t), path)).headers.get('location')).toBe(
      `/meedoen/email?redirect=${encodeURIComponent(path)}`,
    );
    // An API client that accepts anything keeps the JSON answer.
    const api = await stranger.request('GET', path, undefined, { accept: '*/*' });
    expect(api.status).toBe(403);
    expect(api.body).toEqual({ message: OFFER_MESSAGES.noContact });
  });

  it('a coachee is a client too; GraphQL subscribeWithAdvisorOffer is the twin', async () => {
    const advisor = await createAdvisor(t.db.prisma, { expertises: ['hypotheekadvies'] });
    const coachee = await loggedIn(t);
    const expertise = await t.db.prisma.expertise.findFirstOrThrow({ where: { key: 'hypotheekadvies' } });
    const MUTATION = `mutation($input: SubscribeWithAdvisorOfferInput!) {
      subscribeWithAdvisorOffer(input: $input) {
        __typename
        ... on SubscribeWithAdvisorOfferPayload { checkout { checkoutUrl payment { amountCents } offer { code path } } }
        ... on Error { message }
      }
    }`;
    const input = { advisorId: encodeGlobalID('Advisor', advisor.id), offer: OFFER.code };
    const result = async (b: { graphql: typeof coachee.graphql }, i = input) =>
      (await b.graphql(MUTATION, { input: i })).data.subscribeWithAdvisorOffer;

    expect((await result(testBrowser(t))).__typename).toBe('UnauthenticatedError');
    expect((await result(coachee, { ...input, offer: 'x' })).__typename).toBe('NotFoundError');
    expect((await result(coachee)).__typename).toBe('ForbiddenError');
    await t.db.prisma.advisorCoaching.create({
      data: { advisorId: advisor.id, userId: coachee.userId, expertiseId: expertise.id },
    });
    const ok = await result(coachee);
    expect(ok).toEqual({
      __typename: 'SubscribeWithAdvisorOfferPayload',
      checkout: {
        checkoutUrl: expect.stringContaining('/betalen/'),
        payment: { amountCents: 1 },
        offer: { code: OFFER.code, path: offerPath(advisor.id, OFFER.code) },
      },
    });
    const offers = await coachee.graphql(
      `{ node(id: "${input.advisorId}") { ... on Advisor { subscriptionOffers { code name plan path } } } }`,
    );
    expect(offers.data.node.subscriptionOffers).toEqual([
      { code: OFFER.code, name: 'Eerste maand gratis', plan: 'user_premium', path: offerPath(advisor.id, OFFER.code) },
    ]);
  });
});

describe('with Mollie (the fake)', () => {
  let fake: FakeMollie;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeMollie();
    t = await createSubscriptionsApp(fake);
    await withReferenceData(t.db.prisma);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('asks a €0.01 first payment; paid, the Mollie subscription starts a month later at €9.95', async () => {
    const { client, path } = await advisorAndClient(t);
    fake.requests.length = 0;
    const res = await client.get(path);
    expect(res.status).toBe(302);
    const created = fake.requests.find((r) => r.path === '/v2/payments')!;
    expect(created.body).toMatchObject({ amount: { currency: 'EUR', value: '0.01' }, sequenceType: 'first' });
    const payment = await t.db.prisma.payment.findFirstOrThrow({ where: { userId: client.userId } });
    fake.settle(payment.providerPaymentId, 'paid');
    expect((await webhook(t, payment.providerPaymentId)).status).toBe(200);

    const sub = (await latestSubscription(t.db.prisma, client.userId))!;
    const mollieSub = fake.subscriptions.get(sub.providerSubscriptionId!)!;
    expect(mollieSub).toMatchObject({
      amount: { currency: 'EUR', value: '9.95' },
      interval: '1 month',
      startDate: providerDay(sub.cycleEndsAt!),
    });
    expect(sub.cycleEndsAt).toEqual(addPeriod(sub.cycleStartedAt!, 1));
  });
});
