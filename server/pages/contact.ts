import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { page } from './layout.js';

// The contact form of spec §2/§4/§5/§8 as a server-rendered page: idle → sending (fields read-only)
// → sent (success, 'Sluiten' resets) or error ('Probeer opnieuw' returns to the form). The small
// script posts to /api/send_message and shows the server's first message under each field.
const script = raw(`<script>
(() => {
  const form = document.getElementById('contact-form');
  const fields = ['name', 'email', 'message'].map((n) => form.elements[n]);
  const submit = form.querySelector('button[type=submit]');
  const sent = document.getElementById('contact-sent');
  const failed = document.getElementById('contact-error');
  const update = () => { submit.disabled = fields.some((f) => f.value.trim().length <= 2); };
  const setError = (field, message) => {
    const el = document.getElementById(field.name + '-error');
    el.textContent = message || '';
    field.setAttribute('aria-invalid', message ? 'true' : 'false');
  };
  const show = (state) => {
    form.hidden = state === 'sent' || state === 'error';
    sent.hidden = state !== 'sent';
    failed.hidden = state !== 'error';
    fields.forEach((f) => { f.readOnly = state === 'sending'; });
    if (state === 'sending') submit.disabled = true; else update();
  };
  fields.forEach((f) => f.addEventListener('input', () => { setError(f, ''); update(); }));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    show('sending');
    try {
      const res = await fetch('/api/send_message', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
        body: JSON.stringify(Object.fromEntries(fields.map((f) => [f.name, f.value]))),
      });
      if (res.ok) return show('sent');
      const body = await res.json().catch(() => ({}));
      if (res.status === 422 && body.errors) {
        fields.forEach((f) => setError(f, (body.errors[f.name] || [])[0]));
        return show('idle');
      }
      document.getElementById('contact-error-status').textContent = 'Fout: ' + (body.message || res.statusText);
      show('error');
    } catch (e) {
      document.getElementById('contact-error-status').textContent = 'Fout: ' + e.message;
      show('error');
    }
  });
  document.getElementById('contact-close').addEventListener('click', () => { form.reset(); show('idle'); });
  document.getElementById('contact-retry').addEventListener('click', () => show('idle'));
  update();
})();
</script>`);

const field = (name: string, label: string, input: ReturnType<typeof html>) => html`<div class="field">
  <label for="${name}">${label}</label>
  ${input}
  <p class="field-error" id="${name}-error" aria-live="polite"></p>
</div>`;

export const contactPage = new Hono().get('/contact', (c) =>
  c.html(
    page(
      'Contact',
      html`<style>
  .field { margin-bottom: 16px; } label { display: block; font-weight: 600; margin-bottom: 6px; }
  input, textarea { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border: 1px solid #d1d5db; border-radius: 8px; }
  textarea { min-height: 140px; resize: vertical; }
  input[aria-invalid=true], textarea[aria-invalid=true] { border-color: #c0392b; background: #fff6f5; }
  input[readonly], textarea[readonly] { background: #f3f4f6; }
  .field-error { color: #c0392b; font-size: 14px; margin: 4px 0 0; min-height: 1em; }
  button { font: inherit; font-weight: 700; border: 0; border-radius: 999px; padding: 10px 22px; background: #0b7a5c; color: #fff; cursor: pointer; }
  button:disabled { background: #9ca3af; cursor: not-allowed; }
  .notice h2 { margin-top: 0; }
</style>
<h1>Heb je een idee, vraag of opmerking? Laat het ons weten!</h1>
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
</div>
${script}`,
    ),
  ),
);
