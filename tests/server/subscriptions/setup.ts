import { isLocalPaymentProvider } from '../../../server/adapters/payments/local/index.js';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { PAYMENT_WEBHOOK_PATH } from '../../../server/rest/payment-webhooks.js';
import type { TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createUser } from '../../helpers/fixtures.js';

/** A logged-in browser of a new user. */
export async function subscriber(t: TestApp) {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma);
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { userId: user.id });
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

/** The payer on the local test checkout: picks `choice` for the payment behind `checkoutUrl`, then its webhook. */
export async function payLocally(t: TestApp, checkoutUrl: string, choice: 'paid' | 'canceled' | 'failed' | 'pending') {
  const payments = t.services.payments;
  if (!isLocalPaymentProvider(payments)) throw new Error('not the local provider');
  const id = checkoutUrl.split('/').at(-1)!;
  const found = await payments.findCheckout(id);
  await payments.settle(id, choice, found!.token);
  // The local provider's own call goes to APP_URL, where no server listens in-process: deliver it here.
  await webhook(t, id);
  return id;
}
