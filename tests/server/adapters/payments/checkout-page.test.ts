import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createLocalPaymentProvider,
  type LocalPaymentProvider,
} from '../../../../server/adapters/payments/local/index.js';
import { createMolliePaymentProvider } from '../../../../server/adapters/payments/mollie.js';
import { paymentIdFromWebhook } from '../../../../server/adapters/payments/webhook.js';
import type { ProviderPayment } from '../../../../server/domain/ports/payments.js';
import { createTestApp, type TestApp } from '../../../helpers/app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../helpers/webhook-receiver.js';

// The local provider's test checkout at /betalen/{id}: a server-rendered form (no script) where a
// person picks what the bank answers; the choice is saved, the webhook called, the browser sent back.

const REDIRECT = 'http://localhost:3000/mijn-huiskans/account?betaling=klaar';
let t: TestApp;
let payments: LocalPaymentProvider;
let webhooks: WebhookReceiver;

beforeAll(async () => {
  webhooks = await startWebhookReceiver();
  t = await createTestApp({
    payments: (db, config) =>
      createLocalPaymentProvider(db.prisma, { appUrl: config.APP_URL, webhooks: { retryDelaysMs: [5, 5] } }),
  });
  payments = t.services.payments as LocalPaymentProvider;
});
afterAll(async () => {
  await t.close();
  await webhooks.close();
});
beforeEach(() => webhooks.reset());

async function newPayment(description = 'Huiskans Premium, eerste maand'): Promise<ProviderPayment> {
  const customer = await payments.createCustomer({ name: 'Sanne', email: 'sanne@example.nl' });
  return payments.createPayment({
    amountCents: 995,
    description,
    sequenceType: 'first',
    customerId: customer.id,
    redirectUrl: REDIRECT,
    webhookUrl: webhooks.url,
  });
}

// A browser on this machine (the page answers nobody else: see 'only for a browser on this machine').
const LOCAL = '127.0.0.1';
const page = async (id: string) => {
  const res = await t.request(`/betalen/${id}`, undefined, LOCAL);
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const tokenIn = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
const choose = async (id: string, status: string, token?: string, peer = LOCAL, headers: Record<string, string> = {}) =>
  t.request(
    `/betalen/${id}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ status, token: token ?? tokenIn((await page(id)).html) }).toString(),
      redirect: 'manual',
    },
    peer,
  );
const webhookIds = () => webhooks.calls.map((c) => paymentIdFromWebhook(c.body));
const statusOf = async (id: string) => (await payments.getPayment(id))!.status;

describe('the local checkout page', () => {
  it('shows a Dutch test checkout with the amount, the description and the four choices, without any script', async () => {
    const p = await newPayment('Premium <b>maand</b>');
    const { status, html, headers } = await page(p.id);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Testbetaling — er wordt geen echt geld afgeschreven');
    expect(html).toContain('€\u00a09,95');
    expect(html).toContain('Premium &lt;b&gt;maand&lt;/b&gt;');
    for (const [value, label] of [
      ['paid', 'Betaald'],
      ['canceled', 'Geannuleerd'],
      ['failed', 'Mislukt'],
      ['pending', 'Open laten'],
    ]) {
      expect(html).toContain(`<button type="submit" name="status" value="${value}">${label}</button>`);
    }
    expect(html).toContain(`<form method="post" action="/betalen/${p.id}">`);
    expect(tokenIn(html)).toMatch(/^[\w-]{32}$/);
    // A strict Content-Security-Policy allows neither inline scripts nor inline event handlers.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  for (const choice of ['paid', 'canceled', 'failed'] as const) {
    it(`"${choice}": saves the status, calls the webhook once, sends the browser back, and cannot be chosen again`, async () => {
      const p = await newPayment();
      const token = tokenIn((await page(p.id)).html);
      const res = await choose(p.id, choice, token);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(REDIRECT);
      expect(await statusOf(p.id)).toBe(choice);
      expect(webhookIds()).toEqual([p.id]);

      const again = await choose(p.id, 'paid', token);
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('Deze betaling is al afgerond.');
      expect(await statusOf(p.id)).toBe(choice);
      expect(webhookIds()).toEqual([p.id]);

      const after = await page(p.id);
      expect(after.html).toContain('Deze betaling is afgerond.');
      expect(after.html).toContain(`<a href="${REDIRECT.replace('&', '&amp;')}">Verder naar Huiskans</a>`);
      expect(after.html).not.toContain('<form');
    });
  }

  it('makes a valid mandate when a first payment is paid', async () => {
    const p = await newPayment();
    await choose(p.id, 'paid');
    const mandates = await payments.listMandates(p.customerId!);
    expect(mandates).toEqual([expect.objectContaining({ status: 'valid' })]);
    expect((await payments.getPayment(p.id))!.mandateId).toBe(mandates[0].id);
  });

  it('"Open laten" leaves the payment pending without a webhook; the payer can come back and pay', async () => {
    const p = await newPayment();
    const res = await choose(p.id, 'pending');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(REDIRECT);
    expect(await statusOf(p.id)).toBe('pending');
    expect(webhooks.calls).toEqual([]);
    const back = await page(p.id);
    expect(back.html).toContain('In behandeling');
    expect((await choose(p.id, 'paid')).status).toBe(303);
    expect(await statusOf(p.id)).toBe('paid');
    expect(webhookIds()).toEqual([p.id]);
  });

  it('answers 404 for a payment it does not know', async () => {
    const get = await page('tr_bestaatniet');
    expect(get.status).toBe(404);
    expect(get.html).toContain('Deze betaling bestaat niet.');
    expect((await choose('tr_bestaatniet', 'paid', 'x')).status).toBe(404);
  });

  it('refuses a post without the form token of the page (CSRF) or without a choice, and changes nothing', async () => {
    const p = await newPayment();
    const other = await newPayment();
    const foreign = tokenIn((await page(other.id)).html);
    for (const res of [await choose(p.id, 'paid', ''), await choose(p.id, 'paid', foreign)]) {
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Dit betaalformulier hoort niet bij deze betaling.');
    }
    const noChoice = await choose(p.id, 'gratis');
    expect(noChoice.status).toBe(422);
    const garbage = await t.request(
      `/betalen/${p.id}`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '%%%' },
      LOCAL,
    );
    expect(garbage.status).toBe(403);
    expect(await statusOf(p.id)).toBe('open');
    expect(webhooks.calls).toEqual([]);
  });

  it('still sends the browser back when the webhook receiver is down', async () => {
    const p = await newPayment();
    webhooks.failNext = 10;
    const res = await choose(p.id, 'paid');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(REDIRECT);
    expect(await statusOf(p.id)).toBe('paid');
    expect(webhooks.calls).toHaveLength(3);
  });
});

describe('only for a browser on this machine (issue 20, finding 3: the guard of /dev/mail)', () => {
  const get = (id: string, peer: string | undefined, headers: Record<string, string> = {}) =>
    t.request(`/betalen/${id}`, { headers }, peer);

  it('answers a loopback peer, IPv4 or IPv6, with a loopback Host', async () => {
    const p = await newPayment();
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get(p.id, peer);
      expect(res.status, peer).toBe(200);
      expect(await res.text()).toContain('Testbetaling — er wordt geen echt geld afgeschreven');
    }
  });

  it('does not exist for a request that came through a proxy, from elsewhere, or without a socket', async () => {
    const p = await newPayment();
    const refusals: Array<[string | undefined, Record<string, string>]> = [
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
      ['127.0.0.1', { forwarded: 'for=127.0.0.1' }],
      ['127.0.0.1', { 'x-real-ip': '127.0.0.1' }],
      ['127.0.0.1', { via: '1.1 nginx' }],
      ['127.0.0.1', { host: 'huiskans.example.nl' }],
      ['192.0.2.10', { host: 'localhost:3000' }],
      ['10.0.0.1', {}],
      [undefined, {}],
    ];
    for (const [peer, headers] of refusals) {
      const res = await get(p.id, peer, headers);
      // A Host outside the allow-list is refused before any route (421, server/http/host-guard.ts).
      expect([404, 421], `${peer} ${JSON.stringify(headers)}`).toContain(res.status);
      const html = await res.text();
      expect(html).not.toContain('name="token"');
      expect(html).not.toContain('Betaald');
    }
  });

  it('cannot be used to mark a payment paid through a proxy, even with the right form token', async () => {
    const p = await newPayment();
    const token = tokenIn((await page(p.id)).html);
    expect(token).not.toBe('');
    const proxied = await choose(p.id, 'paid', token, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
    expect(proxied.status).toBe(404);
    const remote = await choose(p.id, 'paid', token, '192.0.2.10');
    expect(remote.status).toBe(404);
    expect(await statusOf(p.id)).toBe('open');
    expect(webhooks.calls).toEqual([]);
    expect((await choose(p.id, 'paid', token)).status).toBe(303);
    expect(await statusOf(p.id)).toBe('paid');
  });
});

describe('with Mollie configured', () => {
  it('serves no local checkout', async () => {
    const mollieApp = await createTestApp({
      payments: () => createMolliePaymentProvider({ apiKey: 'test_x', baseUrl: 'http://127.0.0.1:9/v2' }),
    });
    try {
      const res = await mollieApp.request('/betalen/tr_abcdefghij');
      expect(await res.text()).not.toContain('Testbetaling');
      const post = await mollieApp.request('/betalen/tr_abcdefghij', { method: 'POST', body: 'status=paid' });
      expect(post.status).toBe(404);
    } finally {
      await mollieApp.close();
    }
  });
});
