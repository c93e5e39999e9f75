import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for Mollie's API v2 that follows its documented contract
// (../shared/notes/external-apis.md, docs.mollie.com): Bearer key; customers, payments (with
// `_links.checkout.href` while open), mandates, subscriptions (cancel by DELETE); amounts as
// {currency, value: "9.95"}; errors as {status, title, detail, field?, _links} with 401/404/422.
// Test controls play the payer and the bank: settle a payment (a paid `first` payment makes a
// valid mandate), charge a subscription, deliver webhooks (form-encoded `id=tr_...`, as often and
// in whatever order a test likes), and make the API refuse connections, answer slowly or fail.

type Json = Record<string, unknown>;
/**
 * `slow`: each request waits slowMs before it is handled (dropped if the client gave up meanwhile);
 * `hang`: each request is handled at once but its answer held for slowMs (Mollie did it, the answer
 * never came back: the case a retry must not charge twice).
 */
export type FakeMode = 'up' | 'refused' | 'slow' | 'hang';
export type SettleStatus = 'paid' | 'failed' | 'canceled' | 'expired' | 'authorized';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string) => `${prefix}_${Array.from({ length: 10 }, () => ALPHABET[randomInt(62)]).join('')}`;
const DOCS = { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } };
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const isDay = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const today = () => new Date().toISOString().slice(0, 10);

function addInterval(day: string, interval: string): string {
  const [n, unit] = interval.split(' ');
  const d = new Date(`${day}T00:00:00Z`);
  if (unit.startsWith('month')) d.setUTCMonth(d.getUTCMonth() + Number(n));
  else d.setUTCDate(d.getUTCDate() + Number(n) * (unit.startsWith('week') ? 7 : 1));
  return d.toISOString().slice(0, 10);
}

/** Thrown inside a handler: answered as Mollie's error body. */
class Problem {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly field?: string,
  ) {}
}
const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized Request',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export interface FakeMollie {
  /** Base URL as MOLLIE_API_URL: http://127.0.0.1:<port>/v2 */
  url: string;
  apiKey: string;
  /** Every request that reached the API (not those refused or dropped while slow). */
  requests: { method: string; path: string; body: Json | null }[];
  customers: Map<string, Json>;
  payments: Map<string, Json>;
  mandates: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Refunds by id (`re_...`), each with its `paymentId`. */
  refunds: Map<string, Json>;
  /**
   * Whether Mollie lets a payment be cancelled (its `isCancelable`: depends on the method; an iDEAL
   * or card checkout is not, a bank transfer or direct debit is while open). Default false, as for
   * a checkout whose payer has not chosen a method.
   */
  setCancelable(paymentId: string, cancelable: boolean): void;
  /** How long `slow` mode holds a request, and `hang` mode its answer. */
  slowMs: number;
  /** Answer every API request with this status and Mollie's error body (500, 503, 429 ...). */
  failWith: number | null;
  setMode(mode: FakeMode): Promise<void>;
  /** The payer's/bank's answer: a paid `first` payment makes a valid mandate for its customer. */
  settle(paymentId: string, status: SettleStatus): Json;
  /** Mollie charging a subscription on its date: a `recurring` payment with the subscription's webhook. */
  chargeSubscription(subscriptionId: string, status?: 'paid' | 'failed' | 'pending'): Json;
  /** POSTs `id=<paymentId>` to the payment's webhookUrl `times` times; answers each HTTP status (0: unreachable). */
  deliverWebhook(paymentId: string, times?: number): Promise<number[]>;
  close(): Promise<void>;
}

export async function startFakeMollie(apiKey = 'test_fakeMollieKey0000000000000000'): Promise<FakeMollie> {
  const timers = new Set<NodeJS.Timeout>();
  let mode: FakeMode = 'up';
  let port = 0;
  const base = () => `http://127.0.0.1:${port}/v2`;
  const link = (path: string) => ({ href: `${base()}${path}`, type: 'application/hal+json' });

  const customers = new Map<string, Json>();
  const payments = new Map<string, Json>();
  const mandates = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  /** Answers given per Idempotency-Key (Mollie answers a repeated key with the first answer). */
  const idempotent = new Map<string, [number, Json]>();
  const refundedCents = (paymentId: string) =>
    [...refunds.values()]
      .filter((r) => r.paymentId === paymentId && !['failed', 'canceled'].includes(r.status as string))
      .reduce((sum, r) => sum + Number(String((r.amount as Json).value).replace('.', '')), 0);
  const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

  const paymentJson = (p: Json): Json => {
    const checkout = p.status === 'open' && p.sequenceType !== 'recurring';
    const amount = Number(String((p.amount as Json).value).replace('.', ''));
    const refunded = refundedCents(p.id as string);
    return {
      ...p,
      isCancelable: p.isCancelable === true && ['open', 'pending'].includes(p.status as string),
      ...(p.status === 'paid'
        ? {
            amountRefunded: { currency: 'EUR', value: centsText(refunded) },
            amountRemaining: { currency: 'EUR', value: centsText(amount - refunded) },
          }
        : {}),
      _links: {
        self: link(`/payments/${p.id}`),
        ...(checkout ? { checkout: { href: `${base()}/checkout/${p.id}`, type: 'text/html' } } : {}),
        ...DOCS,
      },
    };
  };
  const withLinks = (kind: string, o: Json) => ({ ...o, _links: { self: link(`/${kind}/${o.id}`), ...DOCS } });

  function customerOf(id: unknown, status = 404, field?: string): Json {
    const c = typeof id === 'string' ? customers.get(id) : undefined;
    if (!c) throw new Problem(status, `No customer exists with token ${String(id)}.`, field);
    return c;
  }
  function amountOf(body: Json): Json {
    const a = body.amount as Json | undefined;
    if (a?.currency !== 'EUR' || typeof a.value !== 'string' || !/^\d+\.\d{2}$/.test(a.value)) {
      throw new Problem(422, 'The amount contains an invalid value', 'amount.value');
    }
    if (Number(a.value.replace('.', '')) < 1) throw new Problem(422, 'The amount is lower than minimum.', 'amount');
    return { currency: 'EUR', value: a.value };
  }
  function mandateFor(customerId: string, mandateId: unknown, statuses: string[]): Json {
    const m = [...mandates.values()]
      .filter((x) => x.customerId === customerId && statuses.includes(x.status as string))
      .filter((x) => mandateId === undefined || x.id === mandateId)
      .at(-1);
    if (!m) throw new Problem(422, 'The customer does not have a valid mandate.', 'mandateId');
    return m;
  }

  const routes: [string, RegExp, (m: RegExpExecArray, body: Json) => [number, Json]][] = [
    [
      'POST',
      /^\/customers$/,
      (_, b) => {
        const c = {
          resource: 'customer',
          id: newId('cst'),
          mode: 'test',
          name: b.name ?? null,
          email: b.email ?? null,
          locale: b.locale ?? null,
          metadata: b.metadata ?? null,
          createdAt: new Date().toISOString(),
        };
        customers.set(c.id, c);
        return [201, withLinks('customers', c)];
      },
    ],
    [
      'POST',
      /^\/payments$/,
      (_, b) => {
        const amount = amountOf(b);
        if (typeof b.description !== 'string' || !b.description.trim()) {
          throw new Problem(422, 'The description is invalid', 'description');
        }
        const sequenceType = b.sequenceType ?? 'oneoff';
        if (!['oneoff', 'first', 'recurring'].includes(sequenceType as string)) {
          throw new Problem(422, 'The sequence type is invalid', 'sequenceType');
        }
        if (sequenceType !== 'recurring' && !isUrl(b.redirectUrl)) {
          throw new Problem(422, 'The redirect URL is invalid', 'redirectUrl');
        }
        if (b.webhookUrl !== undefined && !isUrl(b.webhookUrl)) {
          throw new Problem(422, 'The webhook URL is invalid', 'webhookUrl');
        }
        if (sequenceType !== 'oneoff' && b.customerId === undefined) {
          throw new Problem(422, 'A customer is required for first and recurring payments', 'customerId');
        }
        const customer = b.customerId === undefined ? null : customerOf(b.customerId, 422, 'customerId');
        const mandate =
          sequenceType === 'recurring' ? mandateFor(customer!.id as string, b.mandateId, ['valid']) : null;
        const p: Json = {
          resource: 'payment',
          id: newId('tr'),
          mode: 'test',
          createdAt: new Date().toISOString(),
          amount,
          description: b.description,
          method: null,
          metadata: b.metadata ?? null,
          status: sequenceType === 'recurring' ? 'pending' : 'open',
          // A direct debit on a mandate can be cancelled while pending; a checkout not until a method is chosen.
          isCancelable: sequenceType === 'recurring',
          profileId: 'pfl_fake000000',
          sequenceType,
          redirectUrl: b.redirectUrl ?? null,
          webhookUrl: b.webhookUrl ?? null,
          locale: b.locale ?? null,
          ...(customer ? { customerId: customer.id } : {}),
          ...(mandate ? { mandateId: mandate.id } : {}),
        };
        payments.set(p.id as string, p);
        return [201, paymentJson(p)];
      },
    ],
    [
      'GET',
      /^\/payments\/([^/]+)$/,
      ([, id]) => {
        const p = payments.get(id);
        if (!p) throw new Problem(404, `No payment exists with token ${id}.`);
        return [200, paymentJson(p)];
      },
    ],
    [
      // Mollie: only a payment whose isCancelable is true; otherwise 422.
      'DELETE',
      /^\/payments\/([^/]+)$/,
      ([, id]) => {
        const p = payments.get(id);
        if (!p) throw new Problem(404, `No payment exists with token ${id}.`);
        if (!(paymentJson(p).isCancelable as boolean)) throw new Problem(422, 'The payment cannot be canceled');
        Object.assign(p, { status: 'canceled', canceledAt: new Date().toISOString(), isCancelable: false });
        return [200, paymentJson(p)];
      },
    ],
    [
      // Mollie: a refund of (part of) a paid payment, at most what remains; `pending` at first.
      'POST',
      /^\/payments\/([^/]+)\/refunds$/,
      ([, id], b) => {
        const p = payments.get(id);
        if (!p) throw new Problem(404, `No payment exists with token ${id}.`);
        const amount = amountOf(b);
        if (p.status !== 'paid') throw new Problem(422, 'The payment cannot be refunded', 'amount');
        const cents = Number(String(amount.value).replace('.', ''));
        const remaining = Number(String((p.amount as Json).value).replace('.', '')) - refundedCents(id);
        if (cents > remaining) {
          throw new Problem(422, 'The amount of the refund is higher than the remaining amount', 'amount');
        }
        const r: Json = {
          resource: 'refund',
          id: newId('re'),
          mode: 'test',
          amount,
          status: 'pending',
          createdAt: new Date().toISOString(),
          description: typeof b.description === 'string' ? b.description : '',
          metadata: b.metadata ?? null,
          paymentId: id,
          settlementAmount: { currency: 'EUR', value: `-${amount.value}` },
        };
        refunds.set(r.id as string, r);
        return [
          201,
          {
            ...r,
            _links: { self: link(`/payments/${id}/refunds/${r.id}`), payment: link(`/payments/${id}`), ...DOCS },
          },
        ];
      },
    ],
    [
      'GET',
      /^\/payments\/([^/]+)\/refunds\/([^/]+)$/,
      ([, id, refundId]) => {
        const r = refunds.get(refundId);
        if (!r || r.paymentId !== id) throw new Problem(404, `No refund exists with token ${refundId}.`);
        return [200, { ...r, _links: { self: link(`/payments/${id}/refunds/${refundId}`), ...DOCS } }];
      },
    ],
    [
      'GET',
      /^\/customers\/([^/]+)\/mandates$/,
      ([, cst]) => {
        customerOf(cst);
        const list = [...mandates.values()].filter((m) => m.customerId === cst).map((m) => withLinks('mandates', m));
        return [
          200,
          {
            count: list.length,
            _embedded: { mandates: list },
            _links: { self: link(`/customers/${cst}/mandates`), previous: null, next: null, ...DOCS },
          },
        ];
      },
    ],
    [
      'GET',
      /^\/customers\/([^/]+)\/mandates\/([^/]+)$/,
      ([, cst, id]) => {
        customerOf(cst);
        const m = mandates.get(id);
        if (!m || m.customerId !== cst) throw new Problem(404, `No mandate exists with token ${id}.`);
        return [200, withLinks('mandates', m)];
      },
    ],
    [
      'POST',
      /^\/customers\/([^/]+)\/subscriptions$/,
      ([, cst], b) => {
        customerOf(cst);
        const amount = amountOf(b);
        if (typeof b.interval !== 'string' || !/^\d+ (days?|weeks?|months?)$/.test(b.interval)) {
          throw new Problem(422, 'The interval is invalid', 'interval');
        }
        if (typeof b.description !== 'string' || !b.description.trim()) {
          throw new Problem(422, 'The description is invalid', 'description');
        }
        const live = [...subscriptions.values()].filter(
          (s) => s.customerId === cst && ['active', 'pending'].includes(s.status as string),
        );
        if (live.some((s) => s.description === b.description)) {
          throw new Problem(422, 'The description must be unique for this customer', 'description');
        }
        if (b.startDate !== undefined && !isDay(b.startDate)) {
          throw new Problem(422, 'The start date is invalid', 'startDate');
        }
        if (b.webhookUrl !== undefined && !isUrl(b.webhookUrl)) {
          throw new Problem(422, 'The webhook URL is invalid', 'webhookUrl');
        }
        const mandate = mandateFor(cst, b.mandateId, ['valid', 'pending']);
        const startDate = (b.startDate as string | undefined) ?? today();
        const s: Json = {
          resource: 'subscription',
          id: newId('sub'),
          mode: 'test',
          createdAt: new Date().toISOString(),
          status: mandate.status === 'valid' ? 'active' : 'pending',
          amount,
          times: null,
          timesRemaining: null,
          interval: b.interval,
          startDate,
          nextPaymentDate: startDate,
          description: b.description,
          method: null,
          mandateId: mandate.id,
          webhookUrl: b.webhookUrl ?? null,
          metadata: b.metadata ?? null,
          customerId: cst,
        };
        subscriptions.set(s.id as string, s);
        return [201, withLinks('subscriptions', s)];
      },
    ],
    [
      'GET',
      /^\/customers\/([^/]+)\/subscriptions\/([^/]+)$/,
      ([, cst, id]) => {
        customerOf(cst);
        const s = subscriptions.get(id);
        if (!s || s.customerId !== cst) throw new Problem(404, `No subscription exists with token ${id}.`);
        return [200, withLinks('subscriptions', s)];
      },
    ],
    [
      'DELETE',
      /^\/customers\/([^/]+)\/subscriptions\/([^/]+)$/,
      ([, cst, id]) => {
        customerOf(cst);
        const s = subscriptions.get(id);
        if (!s || s.customerId !== cst) throw new Problem(404, `No subscription exists with token ${id}.`);
        if (s.status === 'canceled') throw new Problem(422, 'The subscription has been canceled');
        Object.assign(s, { status: 'canceled', canceledAt: new Date().toISOString(), nextPaymentDate: null });
        return [200, withLinks('subscriptions', s)];
      },
    ],
  ];

  async function readJson(req: IncomingMessage): Promise<Json | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return null;
    return JSON.parse(text) as Json;
  }

  const wait = (ms: number) =>
    new Promise<void>((r) => {
      const t = setTimeout(() => {
        timers.delete(t);
        r();
      }, ms);
      timers.add(t);
    });

  async function answer(res: ServerResponse, status: number, body: Json) {
    if (mode === 'hang') await wait(state.slowMs);
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/hal+json' });
    res.end(JSON.stringify(body));
  }
  const problemBody = (p: Problem) => ({
    status: p.status,
    title: TITLES[p.status] ?? 'Error',
    detail: p.detail,
    ...(p.field ? { field: p.field } : {}),
    _links: DOCS,
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (mode === 'slow') {
      await wait(state.slowMs);
      // The client gave up waiting: like a request that never reached Mollie, nothing happens.
      if (res.destroyed || req.socket.destroyed) return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/v2/, '');
    let body: Json | null = null;
    try {
      body = await readJson(req);
    } catch {
      return answer(res, 400, problemBody(new Problem(400, 'The JSON in the request body is invalid')));
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return answer(res, 401, problemBody(new Problem(401, 'Missing authentication, or failed to authenticate')));
    }
    if (state.failWith) return answer(res, state.failWith, problemBody(new Problem(state.failWith, 'Try again later')));
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, body });
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const earlier = typeof key === 'string' ? idempotent.get(`${path} ${key}`) : undefined;
    if (earlier) return answer(res, earlier[0], earlier[1]);
    for (const [method, pattern, handler] of routes) {
      const m = pattern.exec(path);
      if (!m || method !== req.method) continue;
      try {
        const [status, json] = handler(m, body ?? {});
        if (typeof key === 'string') idempotent.set(`${path} ${key}`, [status, json]);
        return answer(res, status, json);
      } catch (err) {
        if (err instanceof Problem) return answer(res, err.status, problemBody(err));
        throw err;
      }
    }
    answer(res, 404, problemBody(new Problem(404, 'The resource does not exist')));
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  const listen = () => new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  await listen();
  port = (server.address() as AddressInfo).port;
  const stop = async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  };

  const state: FakeMollie = {
    url: base(),
    apiKey,
    requests: [],
    customers,
    payments,
    mandates,
    subscriptions,
    refunds,
    setCancelable(paymentId, cancelable) {
      const p = payments.get(paymentId);
      if (!p) throw new Error(`fake Mollie: no payment ${paymentId}`);
      p.isCancelable = cancelable;
    },
    slowMs: 10_000,
    failWith: null,
    async setMode(next) {
      if (next === mode) return;
      if (next === 'refused') await stop();
      if (mode === 'refused') await listen();
      mode = next;
    },
    settle(paymentId, status) {
      const p = payments.get(paymentId);
      if (!p) throw new Error(`fake Mollie: no payment ${paymentId}`);
      if (!['open', 'pending', 'authorized'].includes(p.status as string)) {
        throw new Error(`fake Mollie: payment ${paymentId} is already ${p.status}`);
      }
      const now = new Date().toISOString();
      p.status = status;
      p[`${status}At`] = now;
      if (status === 'paid' && p.sequenceType === 'first') {
        const m = {
          resource: 'mandate',
          id: newId('mdt'),
          mode: 'test',
          status: 'valid',
          method: 'directdebit',
          details: { consumerName: 'T. Tester', consumerAccount: 'NL55INGB0000000000', consumerBic: 'INGBNL2A' },
          mandateReference: null,
          signatureDate: today(),
          createdAt: now,
          customerId: p.customerId,
        };
        mandates.set(m.id, m);
        p.mandateId = m.id;
      }
      return paymentJson(p);
    },
    chargeSubscription(subscriptionId, status = 'paid') {
      const s = subscriptions.get(subscriptionId);
      if (s?.status !== 'active') throw new Error(`fake Mollie: no active subscription ${subscriptionId}`);
      const now = new Date().toISOString();
      const p: Json = {
        resource: 'payment',
        id: newId('tr'),
        mode: 'test',
        createdAt: now,
        amount: s.amount,
        description: s.description,
        method: 'directdebit',
        metadata: s.metadata,
        status,
        ...(status === 'pending' ? {} : { [`${status}At`]: now }),
        profileId: 'pfl_fake000000',
        sequenceType: 'recurring',
        redirectUrl: null,
        webhookUrl: s.webhookUrl,
        customerId: s.customerId,
        mandateId: s.mandateId,
        subscriptionId: s.id,
      };
      payments.set(p.id as string, p);
      s.nextPaymentDate = addInterval(s.nextPaymentDate as string, s.interval as string);
      return paymentJson(p);
    },
    async deliverWebhook(paymentId, times = 1) {
      const p = payments.get(paymentId);
      if (!p?.webhookUrl) throw new Error(`fake Mollie: payment ${paymentId} has no webhookUrl`);
      const statuses: number[] = [];
      for (let i = 0; i < times; i++) {
        const res = await fetch(p.webhookUrl as string, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id: paymentId }).toString(),
        }).catch(() => null);
        await res?.body?.cancel();
        statuses.push(res?.status ?? 0);
      }
      return statuses;
    },
    close: async () => {
      if (mode !== 'refused') await stop();
    },
  };
  return state;
}
