import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { paymentIdFromWebhook } from '../adapters/payments/webhook.js';
import type { Services } from '../context.js';
import { syncPayment } from '../domain/subscriptions/payments.js';
import { errorResponse } from './errors.js';

// POST /api/webhooks/mollie: the payment provider's call (Mollie, or the local provider the same
// way). Its body is only `id=tr_...`, form-encoded and unsigned, so nothing in it is trusted: the
// payment is fetched from the provider and its status applied (syncPayment, idempotent). Outside
// the /api router: the provider sends no X-Requested-With and no cookies; there is no session.
// 200 once handled (also for a payment that is not ours: nothing to retry); 503 while the provider
// cannot be read, so Mollie calls again later.

export const PAYMENT_WEBHOOK_PATH = '/api/webhooks/mollie';
const NO_PAYMENT = 'Geen betaling in dit verzoek.';

export function paymentWebhookRoutes(services: Services, log: Logger) {
  return new Hono().post(
    PAYMENT_WEBHOOK_PATH,
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.json({ message: 'Het verzoek is te groot.' }, 413) }),
    async (c) => {
      const id = paymentIdFromWebhook(await c.req.text().catch(() => ''));
      if (!id) return c.json({ message: NO_PAYMENT }, 422);
      try {
        const outcome = await syncPayment({ ...services, log }, id);
        return c.json({ outcome });
      } catch (err) {
        const answer = errorResponse(c, err);
        if (answer) {
          log.warn({ err, paymentId: id }, 'payment webhook not handled');
          return answer;
        }
        log.error({ err, paymentId: id }, 'payment webhook failed');
        return c.json({ message: 'Server Error' }, 500);
      }
    },
  );
}
