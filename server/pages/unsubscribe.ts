import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Services } from '../context.js';
import { KANSEN, unsubscribeSubject } from '../domain/notifications/mail/categories.js';
import { readUnsubscribeToken, unsubscribe } from '../domain/notifications/mail/unsubscribe.js';
import { DASHBOARD_PATH } from './accounts.js';
import { page } from './layout.js';

// The one-click unsubscribe link of every notification mail (docs/email.md). GET only asks (mail
// scanners open links); POST — the button, or the mail program's RFC 8058 one-click POST, both
// without logging in — turns that one category off.

const TITLE = 'Afmelden voor e-mail';
const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
const invalid = html`<h1>Deze link werkt niet</h1>
<p class="problem">Deze afmeldlink is niet (meer) geldig. Je kunt je e-mail ook aan- en uitzetten bij je instellingen.</p>
<p><a href="${DASHBOARD_PATH}/instellingen">Naar je instellingen</a></p>`;

export function unsubscribePages(services: Services) {
  const pages = new Hono();
  pages.get('/e-mail/afmelden/:token', async (c) => {
    const target = await readUnsubscribeToken(services.prisma, c.req.param('token'));
    if (!target) return c.html(page(TITLE, invalid), 404, noStore);
    const label = unsubscribeSubject(target.category);
    return c.html(
      page(
        TITLE,
        target.optedOut
          ? html`<h1>${TITLE}</h1><p>Je krijgt al geen e-mail meer over ${label} op <strong>${target.email}</strong>.</p>
<p><a href="${DASHBOARD_PATH}/instellingen">Naar je instellingen</a></p>`
          : html`<h1>${TITLE}</h1>
<p>Wil je geen e-mail meer krijgen over ${label} op <strong>${target.email}</strong>? ${
              target.category === KANSEN
                ? "Je zoekprofielen blijven bewaard; 'Nieuwe kansen' komt op Nooit te staan."
                : 'Je andere e-mail en je meldingen op de site blijven zoals ze zijn.'
            }</p>
<form method="post" action="/e-mail/afmelden/${c.req.param('token')}">
  <button type="submit">Afmelden</button>
</form>`,
      ),
      200,
      noStore,
    );
  });
  pages.post('/e-mail/afmelden/:token', async (c) => {
    const target = await unsubscribe(services.prisma, c.req.param('token'));
    if (!target) return c.html(page(TITLE, invalid), 404, noStore);
    const label = unsubscribeSubject(target.category);
    return c.html(
      page(
        TITLE,
        html`<h1>Je bent afgemeld</h1>
<p>Je krijgt geen e-mail meer over ${label} op <strong>${target.email}</strong>. ${
          target.category === KANSEN
            ? "'Nieuwe kansen' staat nu op Nooit."
            : 'Je meldingen op de site blijven gewoon binnenkomen.'
        }</p>
<p>Toch weer e-mail? Zet het aan bij <a href="${DASHBOARD_PATH}/instellingen">je instellingen</a>.</p>`,
      ),
      200,
      noStore,
    );
  });
  return pages;
}
