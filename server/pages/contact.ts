import { Hono } from 'hono';
import { html } from 'hono/html';
import { CONTACT_JS } from './assets.js';
import { page } from './layout.js';

// The contact form of spec §2/§4/§5/§8 as a server-rendered page: idle → sending (fields read-only)
// → sent (success, 'Sluiten' resets) or error ('Probeer opnieuw' returns to the form). Its script
// (assets/contact.js) posts to /api/send_message and shows the server's first message under each field.

const field = (name: string, label: string, input: ReturnType<typeof html>) => html`<div class="field">
  <label for="${name}">${label}</label>
  ${input}
  <p class="field-error" id="${name}-error" aria-live="polite"></p>
</div>`;

export const contactPage = new Hono().get('/contact', (c) =>
  c.html(
    page(
      'Contact',
      html`<h1>Heb je een idee, vraag of opmerking? Laat het ons weten!</h1>
<form id="contact-form" novalidate>
  ${field('name', 'Naam', html`<input id="name" name="name" autocomplete="name" required>`)}
  ${field('email', 'E-mailadres', html`<input id="email" name="email" type="email" autocomplete="email" required>`)}
  ${field('message', 'Bericht', html`<textarea id="message" name="message" required></textarea>`)}
  <button type="submit" disabled>Versturen</button>
</form>
<div id="contact-sent" class="notice" role="status" hidden>
  <h2>Verzonden</h2><p>Je bericht is verzonden!</p><button type="button" id="contact-close">Sluiten</button>
</div>
<div id="contact-error" class="notice" role="alert" hidden>
  <h2>Helaas</h2><p>Er ging iets mis bij het verzenden van je bericht.</p><p id="contact-error-status"></p>
  <button type="button" id="contact-retry">Probeer opnieuw</button>
</div>`,
      [CONTACT_JS.url],
    ),
  ),
);
