import { createLocalPaymentProvider, isLocalPaymentProvider } from '../../../server/adapters/payments/local/index.js';
import { createMolliePaymentProvider } from '../../../server/adapters/payments/mollie.js';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createViewer } from '../../../server/domain/accounts/viewer.js';
import type { RenewalDeps } from '../../../server/domain/subscriptions/renewals.js';
import { PAYMENT_WEBHOOK_PATH } from '../../../server/rest/payment-webhooks.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import type { FakeMollie } from '../../helpers/fake-mollie.js';
import { createUser } from '../../helpers/fixtures.js';

/**
 * A test app whose local provider calls the webhook route of this very app (in-process, one
 * attempt), as it calls APP_URL's route on a running server. With `mollie`: Mollie against the fake.
 */
export async function createSubscriptionsApp(mollie?: FakeMollie): Promise<TestApp> {
  let app: TestApp | undefined;
  const inProcess: typeof fetch = async (url, init) => app!.request(new URL(String(url)).pathname, init);
  app = await createTestApp({
    env: { TRUST_PROXY: '1' },
    payments: (db, config) =>
      mollie
        ? // The fake answers from this process, whose event loop PGlite blocks while ten webhook
          // handlers query: on a loaded machine an answer can take seconds. Mollie's own default then.
          createMolliePaymentProvider({ apiKey: mollie.apiKey, baseUrl: mollie.url })
        : createLocalPaymentProvider(db.prisma, {
            appUrl: config.APP_URL,
            webhooks: { retryDelaysMs: [], fetch: inProcess },
          }),
  });
  return app;
}

/** A logged-in browser of a new user. */
export async function loggedIn(t: TestApp) {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma);
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { userId: user.id, user });
}

/** The domain's deps as a request of `userId` has them (null: a visitor). */
export async function depsOf(
  t: TestApp,
  userId: number | null,
): Promise<RenewalDeps & { viewer: ReturnType<typeof createViewer> }> {
  const user = userId === null ? null : await t.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  return { ...t.services, viewer: createViewer(t.db.prisma, user) };
}

/** The provider's webhook call for a payment (form-encoded `id=tr_...`, no marker, no cookie). */
export async function webhook(t: TestApp, paymentId: string) {
  const res = await t.request(PAYMENT_WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: paymentId }).toString(),
  });
  return { status: res.status, body: await res.json() };
}

/** The payer on the local test checkout: picks `choice` (the provider then calls the webhook). */
export async function payLocally(t: TestApp, checkoutUrl: string, choice: 'paid' | 'canceled' | 'failed' | 'pending') {
  const payments = t.services.payments;
  if (!isLocalPaymentProvider(payments)) throw new Error('not the local provider');
  const id = checkoutUrl.split('/').at(-1)!;
  const found = await payments.findCheckout(id);
  await payments.settle(id, choice, found!.token);
  return id;
}

/** Moves a subscription's paid period and its payments into the past by `days` (the clock of a test). */
export async function shiftPeriod(t: TestApp, subscriptionId: number, days: number) {
  const ms = days * 24 * 60 * 60 * 1000;
  const sub = await t.db.prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
  const back = (d: Date | null) => (d ? new Date(d.getTime() - ms) : null);
  await t.db.prisma.$executeRaw`
    UPDATE payments SET period_start = period_start - ${ms} * interval '1 millisecond',
      period_end = period_end - ${ms} * interval '1 millisecond', created_at = created_at - ${ms} * interval '1 millisecond'
    WHERE subscription_id = ${subscriptionId}`;
  return t.db.prisma.subscription.update({
    where: { id: subscriptionId },
    data: { cycleStartedAt: back(sub.cycleStartedAt), cycleEndsAt: back(sub.cycleEndsAt), endsAt: back(sub.endsAt) },
  });
}
