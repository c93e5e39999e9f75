import type { Logger } from 'pino';
import { centsToDecimal, decimalToCents } from '../../domain/money.js';
import { PaymentRequestError, PaymentsUnavailableError } from '../../domain/ports/payment-errors.js';
import {
  MANDATE_STATUSES,
  PAYMENT_STATUSES,
  type PaymentMetadata,
  type PaymentProvider,
  type ProviderMandate,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderSubscription,
  REFUND_STATUSES,
  SEQUENCE_TYPES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from '../../domain/ports/payments.js';

// The live provider: Mollie's REST API v2 through fetch (@mollie/api-client insists on HTTPS with
// its own CA list, so it cannot talk to the loopback fake the tests use). Contract: the Mollie part
// of ../shared/notes/external-apis.md and docs.mollie.com.

export const MOLLIE_API_URL = 'https://api.mollie.com/v2';

export interface MollieOptions {
  apiKey: string;
  /** Default https://api.mollie.com/v2; tests point it at the fake. */
  baseUrl?: string;
  /** Per request: a slow Mollie must not hold the user's request for long. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Outages and refused keys are logged here: users only see the Dutch 503 message. */
  log?: Logger;
}

interface MollieAmount {
  currency: string;
  value: string;
}
interface MollieCustomer {
  id: string;
  name: string | null;
  email: string | null;
  metadata: PaymentMetadata | null;
  createdAt: string;
}
interface MolliePayment {
  id: string;
  status: string;
  amount: MollieAmount;
  description: string;
  sequenceType: string;
  customerId?: string | null;
  mandateId?: string | null;
  subscriptionId?: string | null;
  metadata?: PaymentMetadata | null;
  redirectUrl?: string | null;
  webhookUrl?: string | null;
  createdAt: string;
  paidAt?: string | null;
  isCancelable?: boolean;
  _links?: { checkout?: { href: string } | null };
}
interface MollieRefund {
  id: string;
  paymentId: string;
  amount: MollieAmount;
  status: string;
  description: string;
  createdAt: string;
}
interface MollieMandate {
  id: string;
  status: string;
  method: string;
  createdAt: string;
}
interface MollieSubscription {
  id: string;
  customerId: string;
  status: string;
  amount: MollieAmount;
  interval: string;
  description: string;
  startDate: string;
  nextPaymentDate?: string | null;
  mandateId?: string | null;
  webhookUrl?: string | null;
  metadata?: PaymentMetadata | null;
  createdAt: string;
  canceledAt?: string | null;
}
/** Mollie's error body. */
interface MollieProblem {
  status?: number;
  title?: string;
  detail?: string;
  field?: string;
}

/** Mollie answered something our types cannot hold: treated like an outage (nothing acted upon). */
function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new PaymentsUnavailableError(`Mollie: onbekende ${what} '${value}'`);
}

function cents(amount: MollieAmount): number {
  const value = amount.currency === 'EUR' ? decimalToCents(amount.value) : null;
  if (value === null) throw new PaymentsUnavailableError(`Mollie: onverwacht bedrag ${JSON.stringify(amount)}`);
  return value;
}

const euros = (amountCents: number): MollieAmount => ({ currency: 'EUR', value: centsToDecimal(amountCents) });
const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

function toPayment(p: MolliePayment): ProviderPayment {
  return {
    id: p.id,
    status: oneOf(PAYMENT_STATUSES, p.status, 'betaalstatus'),
    amountCents: cents(p.amount),
    description: p.description,
    sequenceType: oneOf(SEQUENCE_TYPES, p.sequenceType, 'sequenceType'),
    customerId: p.customerId ?? null,
    mandateId: p.mandateId ?? null,
    subscriptionId: p.subscriptionId ?? null,
    metadata: p.metadata ?? null,
    redirectUrl: p.redirectUrl ?? null,
    webhookUrl: p.webhookUrl ?? null,
    checkoutUrl: p._links?.checkout?.href ?? null,
    createdAt: new Date(p.createdAt),
    paidAt: date(p.paidAt),
    isCancelable: p.isCancelable === true,
  };
}

function toRefund(r: MollieRefund): ProviderRefund {
  return {
    id: r.id,
    paymentId: r.paymentId,
    amountCents: cents(r.amount),
    status: oneOf(REFUND_STATUSES, r.status, 'terugbetalingsstatus'),
    description: r.description,
    createdAt: new Date(r.createdAt),
  };
}

const toMandate =
  (customerId: string) =>
  (m: MollieMandate): ProviderMandate => ({
    id: m.id,
    customerId,
    status: oneOf(MANDATE_STATUSES, m.status, 'mandaatstatus'),
    method: m.method,
    createdAt: new Date(m.createdAt),
  });

function toSubscription(s: MollieSubscription): ProviderSubscription {
  return {
    id: s.id,
    customerId: s.customerId,
    status: oneOf(SUBSCRIPTION_STATUSES, s.status, 'abonnementsstatus'),
    amountCents: cents(s.amount),
    interval: oneOf(SUBSCRIPTION_INTERVALS, s.interval, 'interval'),
    description: s.description,
    startDate: s.startDate,
    nextPaymentDate: s.nextPaymentDate ?? null,
    mandateId: s.mandateId ?? null,
    webhookUrl: s.webhookUrl ?? null,
    metadata: s.metadata ?? null,
    createdAt: new Date(s.createdAt),
    canceledAt: date(s.canceledAt),
  };
}

/** Statuses after which a request is worth retrying later: outages, overload, and our key being refused. */
const UNAVAILABLE_STATUSES = new Set([401, 403, 429]);
const isGone = (err: unknown) =>
  err instanceof PaymentRequestError && (err.providerStatus === 404 || err.providerStatus === 410);

export function createMolliePaymentProvider(opts: MollieOptions): PaymentProvider {
  const base = (opts.baseUrl ?? MOLLIE_API_URL).replace(/\/$/, '');
  const timeoutMs = opts.timeoutMs ?? 8000;
  const doFetch = opts.fetch ?? fetch;

  const unavailable = (reason: string) => {
    opts.log?.warn({ reason }, 'Mollie unavailable');
    return new PaymentsUnavailableError(reason);
  };

  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: object,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const what = `Mollie ${method} ${path}`;
    let res: Response;
    let text: string;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.apiKey}`,
          accept: 'application/hal+json, application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...extraHeaders,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const why = (err as Error).name === 'TimeoutError' ? `geen antwoord binnen ${timeoutMs} ms` : String(err);
      throw unavailable(`${what}: ${why}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw unavailable(`${what}: HTTP ${res.status}, geen JSON`);
    }
    if (res.ok) return json as T;
    const problem = (json ?? {}) as MollieProblem;
    const detail = `${problem.title ?? `HTTP ${res.status}`}: ${problem.detail ?? ''}`.trim();
    if (res.status >= 500 || UNAVAILABLE_STATUSES.has(res.status)) {
      throw unavailable(`${what}: HTTP ${res.status} ${detail}`);
    }
    throw new PaymentRequestError(res.status, detail, problem.field ?? null);
  }

  /** GET that answers null for an unknown (or deleted) resource. */
  async function find<T>(path: string): Promise<T | null> {
    try {
      return await call<T>('GET', path);
    } catch (err) {
      if (isGone(err)) return null;
      throw err;
    }
  }

  const id = encodeURIComponent;
  const subscriptionPath = (customerId: string, subscriptionId: string) =>
    `/customers/${id(customerId)}/subscriptions/${id(subscriptionId)}`;

  return {
    kind: 'mollie',
    async createCustomer(input) {
      const c = await call<MollieCustomer>('POST', '/customers', { ...input, locale: 'nl_NL' });
      return {
        id: c.id,
        name: c.name ?? '',
        email: c.email ?? '',
        metadata: c.metadata ?? null,
        createdAt: new Date(c.createdAt),
      };
    },
    async createPayment({ amountCents, idempotencyKey, ...input }) {
      return toPayment(
        await call<MolliePayment>(
          'POST',
          '/payments',
          { amount: euros(amountCents), ...input, locale: 'nl_NL' },
          idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        ),
      );
    },
    async getPayment(paymentId) {
      const p = await find<MolliePayment>(`/payments/${id(paymentId)}`);
      return p && toPayment(p);
    },
    async listMandates(customerId) {
      // 250 is Mollie's page maximum; a customer of ours has one or two mandates.
      const list = await call<{ _embedded?: { mandates?: MollieMandate[] } }>(
        'GET',
        `/customers/${id(customerId)}/mandates?limit=250`,
      );
      return (list._embedded?.mandates ?? []).map(toMandate(customerId));
    },
    async getMandate(customerId, mandateId) {
      const m = await find<MollieMandate>(`/customers/${id(customerId)}/mandates/${id(mandateId)}`);
      return m && toMandate(customerId)(m);
    },
    async createSubscription({ customerId, amountCents, ...input }) {
      return toSubscription(
        await call<MollieSubscription>('POST', `/customers/${id(customerId)}/subscriptions`, {
          amount: euros(amountCents),
          ...input,
        }),
      );
    },
    async getSubscription(customerId, subscriptionId) {
      const s = await find<MollieSubscription>(subscriptionPath(customerId, subscriptionId));
      return s && toSubscription(s);
    },
    async cancelSubscription(customerId, subscriptionId) {
      try {
        return toSubscription(await call<MollieSubscription>('DELETE', subscriptionPath(customerId, subscriptionId)));
      } catch (err) {
        // A retry after a lost answer: Mollie refuses to cancel twice; the cancelled subscription is the answer.
        if (!(err instanceof PaymentRequestError) || isGone(err)) throw err;
        const current = await find<MollieSubscription>(subscriptionPath(customerId, subscriptionId));
        if (current?.status === 'canceled') return toSubscription(current);
        throw err;
      }
    },
    async cancelPayment(paymentId) {
      try {
        return toPayment(await call<MolliePayment>('DELETE', `/payments/${id(paymentId)}`));
      } catch (err) {
        // A retry after a lost answer: the payment is cancelled already.
        if (!(err instanceof PaymentRequestError) || isGone(err)) throw err;
        const current = await find<MolliePayment>(`/payments/${id(paymentId)}`);
        if (current?.status === 'canceled') return toPayment(current);
        throw err;
      }
    },
    async createRefund(paymentId, { amountCents, idempotencyKey, ...input }) {
      return toRefund(
        await call<MollieRefund>(
          'POST',
          `/payments/${id(paymentId)}/refunds`,
          { amount: euros(amountCents), ...input },
          idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        ),
      );
    },
    async getRefund(paymentId, refundId) {
      const refund = await find<MollieRefund>(`/payments/${id(paymentId)}/refunds/${id(refundId)}`);
      return refund && toRefund(refund);
    },
  };
}
