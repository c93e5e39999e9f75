import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { devMailPageEnabled, listOutbox } from '../adapters/mail/index.js';
import { PRODUCT } from '../config.js';
import type { Services } from '../context.js';
import { confirmEmailChange, undoEmailChange } from '../domain/accounts/email-change.js';
import { verifyEmail } from '../domain/accounts/email-verification.js';
import { EMAIL_CHANGE_CONFIRMED, EMAIL_CHANGE_UNDONE } from '../domain/accounts/messages.js';
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
  emailChangePages(pages, services);
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

/**
 * The links of an e-mail change. GET only shows a button (a mail scanner that
 * opens links must not confirm or undo anything); the button POSTs the token, and the answer is a
 * plain Dutch page: done, or why not (used, expired, replaced, the address taken meanwhile).
 */
function emailChangePages(pages: Hono, services: Services) {
  const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
  const views = {
    confirm: {
      title: 'Nieuw e-mailadres bevestigen',
      intro: 'Bevestig dat je dit e-mailadres voortaan wilt gebruiken voor je account.',
      button: 'Bevestig mijn nieuwe e-mailadres',
      run: (token: unknown) => confirmEmailChange(services, { token }),
      done: (email: string) =>
        html`<p>${EMAIL_CHANGE_CONFIRMED}</p><p>Je e-mailadres is nu <strong>${email}</strong>.</p><p><a href="${DASHBOARD_PATH}">Naar Mijn ${PRODUCT.name}</a></p>`,
    },
    undo: {
      title: 'E-mailwijziging terugdraaien',
      intro:
        'Was jij het niet die je e-mailadres wilde wijzigen? Draai het terug: je account hoort dan weer bij dit adres en iedereen wordt uitgelogd.',
      button: 'Draai de wijziging terug',
      run: (token: unknown) => undoEmailChange(services, { token }),
      done: (email: string) =>
        html`<p>${EMAIL_CHANGE_UNDONE}</p><p><a href="/password/reset?email=${encodeURIComponent(email)}">Stel een nieuw wachtwoord in</a></p>`,
    },
  } as const;
  for (const [kind, view] of Object.entries(views)) {
    const path = `/email/change/${kind}`;
    pages.get(path, (c) =>
      c.html(
        page(
          view.title,
          html`<h1>${view.title}</h1>
<p>${view.intro}</p>
<form method="post" action="${path}">
  <input type="hidden" name="token" value="${c.req.query('token') ?? ''}">
  <button type="submit">${view.button}</button>
</form>`,
        ),
        200,
        noStore,
      ),
    );
    pages.post(path, async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      try {
        const user = await view.run(body.token);
        return c.html(page(view.title, html`<h1>${view.title}</h1>${view.done(user.email)}`), 200, noStore);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        return c.html(
          page(
            view.title,
            html`<h1>Dat lukte niet</h1><p class="problem">${err.message}</p><p><a href="/">Naar de homepage</a></p>`,
          ),
          422,
          noStore,
        );
      }
    });
  }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escapes the text and makes its http(s) links clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
