import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { checkoutPath, type LocalPaymentProvider } from '../adapters/payments/local/index.js';
import { NotFoundError } from '../domain/errors.js';
import { formatEuroCents } from '../domain/money.js';
import type { PaymentStatus, ProviderPayment } from '../domain/ports/payments.js';
import { isLocalRequest } from '../http/peer.js';
import { httpStatusOf } from '../rest/errors.js';
import { page } from './layout.js';

// The local provider's checkout (/betalen/{id}), standing in for Mollie's hosted checkout: a plain
// HTML form, no script. The buttons post the outcome with the page's form token (CSRF: another site
// can submit a form here but cannot read the token); the provider settles the payment, calls the
// webhook, and the browser goes back to the payment's redirectUrl, as from Mollie.
// Whoever reaches this page can mark a payment paid without money: like the outbox (/dev/mail) it
// answers only a browser on this machine itself (isLocalRequest: a loopback peer by the socket's
// address, no forwarding header, a loopback Host); through a proxy or from elsewhere it does not exist.

const STATUS_LABELS: Record<PaymentStatus, string> = {
  open: 'Open',
  pending: 'In behandeling',
  authorized: 'Geautoriseerd',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
  failed: 'Mislukt',
  paid: 'Betaald',
};

const banner = html`<div class="test-banner" role="note">Testbetaling — er wordt geen echt geld afgeschreven</div>`;

function details(payment: ProviderPayment) {
  return html`<dl class="payment">
  <dt>Bedrag</dt><dd class="amount">${formatEuroCents(payment.amountCents)}</dd>
  <dt>Omschrijving</dt><dd>${payment.description}</dd>
  <dt>Status</dt><dd>${STATUS_LABELS[payment.status]}</dd>
</dl>`;
}

function checkoutView(payment: ProviderPayment, token: string) {
  const settled = payment.status !== 'open' && payment.status !== 'pending';
  return page(
    'Testbetaling',
    html`${banner}
<h1>Betalen aan Huiskans</h1>
${details(payment)}
${
  settled
    ? html`<p>Deze betaling is afgerond.</p>${onward(payment)}`
    : html`<p>Dit is de testbetaalpagina van Huiskans: er is geen bank bij betrokken. Kies wat de bank zou antwoorden.</p>
${payment.sequenceType === 'first' ? html`<p>Met deze eerste betaling geef je ook toestemming voor de volgende automatische betalingen van je abonnement.</p>` : ''}
<form method="post" action="${checkoutPath(payment.id)}">
  <input type="hidden" name="token" value="${token}">
  <div class="choices">
    <button type="submit" name="status" value="paid">Betaald</button>
    <button type="submit" name="status" value="canceled">Geannuleerd</button>
    <button type="submit" name="status" value="failed">Mislukt</button>
    <button type="submit" name="status" value="pending">Open laten</button>
  </div>
</form>
<p class="hint">Open laten: de betaling blijft in behandeling, zoals wanneer de bank nog niet heeft geantwoord. Je kunt later naar deze pagina terugkomen.</p>`
}`,
  );
}

const onward = (payment: ProviderPayment) =>
  payment.redirectUrl ? html`<p><a href="${payment.redirectUrl}">Verder naar Huiskans</a></p>` : '';

function problemView(message: string, paymentId: string) {
  return page(
    'Testbetaling',
    html`${banner}
<h1>${message}</h1>
<p><a href="${checkoutPath(paymentId)}">Terug naar de betaalpagina</a></p>`,
  );
}

const notFoundView = () => page('Betaling niet gevonden', html`${banner}<h1>Deze betaling bestaat niet.</h1>`);

/** GET and POST /betalen/{id}; served only with the local provider (server/app.ts). */
export function checkoutPage(payments: LocalPaymentProvider) {
  const pages = new Hono();
  // The page carries a form token: never from a cache.
  pages.use('/betalen/*', async (c, next) => {
    if (!isLocalRequest(c)) return c.text('Niet gevonden.', 404);
    await next();
    c.header('cache-control', 'no-store');
  });
  pages.get('/betalen/:id', async (c) => {
    const found = await payments.findCheckout(c.req.param('id'));
    if (!found) return c.html(notFoundView(), 404);
    return c.html(checkoutView(found.payment, found.token));
  });
  pages.post(
    '/betalen/:id',
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Het verzoek is te groot.', 413) }),
    async (c) => {
      const id = c.req.param('id');
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
      try {
        const payment = await payments.settle(id, field('status'), field('token'));
        return c.redirect(payment.redirectUrl ?? checkoutPath(id), 303);
      } catch (err) {
        const status = httpStatusOf(err);
        if (status === null) throw err;
        if (err instanceof NotFoundError) return c.html(notFoundView(), 404);
        return c.html(problemView((err as Error).message, id), status);
      }
    },
  );
  return pages;
}
