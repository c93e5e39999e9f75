import type { Logger } from 'pino';

// Mollie's webhook carries nothing but `id=tr_...` (form-encoded, unsigned): the receiver must
// fetch the payment and act on the status it reads. The local provider calls webhooks the same way.

const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/** The payment id of a webhook body (`id=tr_...`), or null when the body carries none. */
export function paymentIdFromWebhook(body: URLSearchParams | string): string | null {
  const id = (typeof body === 'string' ? new URLSearchParams(body) : body).get('id');
  return id && PAYMENT_ID.test(id) ? id : null;
}

export interface WebhookDeliveryOptions {
  /** Waits before the 2nd, 3rd ... attempt; its length + 1 is the number of attempts. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
  log?: Logger;
  fetch?: typeof fetch;
}

/**
 * POSTs `id=<paymentId>` to the webhook URL as Mollie does, retrying a few times when the
 * receiver fails or cannot be reached. Never throws: a failed delivery is logged, and the caller
 * (the checkout page, the renewal run) carries on.
 */
export async function deliverWebhook(
  url: string,
  paymentId: string,
  { retryDelaysMs = [200, 1000], timeoutMs = 5000, log, fetch: doFetch = fetch }: WebhookDeliveryOptions = {},
): Promise<{ delivered: boolean; attempts: number }> {
  const attempts = retryDelaysMs.length + 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await new Promise((r) => setTimeout(r, retryDelaysMs[attempt - 2]));
    let problem: string;
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: paymentId }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      if (res.ok) return { delivered: true, attempts: attempt };
      problem = `HTTP ${res.status}`;
    } catch (err) {
      problem = (err as Error).name === 'TimeoutError' ? `geen antwoord binnen ${timeoutMs} ms` : String(err);
    }
    log?.warn({ url, paymentId, attempt, of: attempts, problem }, 'payment webhook delivery failed');
  }
  log?.error({ url, paymentId, attempts }, 'payment webhook not delivered; giving up');
  return { delivered: false, attempts };
}
