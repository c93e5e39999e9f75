import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { devMailPageEnabled, listOutbox } from '../adapters/mail/index.js';
import { PRODUCT } from '../config.js';
import type { Services } from '../context.js';
import { verifyEmail } from '../domain/accounts/email-verification.js';
import { DomainError } from '../domain/errors.js';
import { isLocalRequest } from '../http/peer.js';
import { page } from './layout.js';

/** The dashboard path of the client (`/mijn-huiskans`). */
export const DASHBOARD_PATH = `/mijn-${PRODUCT.slug}`;

/**
 * Server pages of accounts: the link of the verification mail, and the development mail page.
 * The link confirms the address and sends the browser to the dashboard with `?verified=1`, which
 * the client turns into the modal-email-verified modal (`?verified=0`: the link was not valid).
 */
export function accountPages(services: Services) {
  const pages = new Hono();
  pages.get('/email/verify', async (c) => {
    try {
      await verifyEmail(services, { email: c.req.query('email'), token: c.req.query('token') });
      return c.redirect(`${DASHBOARD_PATH}?verified=1`, 302);
    } catch (err) {
      if (err instanceof DomainError) return c.redirect(`${DASHBOARD_PATH}?verified=0`, 302);
      throw err;
    }
  });
  // The outbox holds password-reset links: whoever reads it can take over any account. Only for a
  // browser on this machine itself (see isLocalRequest), otherwise it does not exist.
  pages.get('/dev/mail', async (c) => {
    if (!devMailPageEnabled(services.config) || !isLocalRequest(c)) {
      return c.text('Niet gevonden.', 404);
    }
    const messages = await listOutbox(services.prisma);
    return c.html(
      page(
        'Verstuurde e-mail',
        html`<h1>Verstuurde e-mail</h1>
<p>Ontwikkelpagina: zonder SMTP_URL komt alle e-mail hier terecht in plaats van in een mailbox. Nieuwste bovenaan.</p>
${messages.length === 0 ? html`<p><em>Nog geen e-mail verstuurd.</em></p>` : ''}
${messages.map(
  (m) => html`<article class="mail">
<h2>${m.subject}</h2>
<p class="mail-meta">Aan <strong>${m.to}</strong> · ${m.createdAt.toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam' })}</p>
<pre class="mail-text">${raw(linkify(m.text))}</pre>
</article>`,
)}`,
      ),
      200,
      // Reset links: never kept in a cache.
      { 'cache-control': 'no-store' },
    );
  });
  return pages;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escapes the text and makes its http(s) links clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
