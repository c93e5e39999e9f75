// The contact form (server/pages/contact.ts): idle → sending → sent or error; posts to /api/send_message.
(() => {
  const form = document.getElementById('contact-form');
  const fields = ['name', 'email', 'message'].map((n) => form.elements[n]);
  const submit = form.querySelector('button[type=submit]');
  const sent = document.getElementById('contact-sent');
  const failed = document.getElementById('contact-error');
  const update = () => {
    submit.disabled = fields.some((f) => f.value.trim().length <= 2);
  };
  const setError = (field, message) => {
    const el = document.getElementById(`${field.name}-error`);
    el.textContent = message || '';
    field.setAttribute('aria-invalid', message ? 'true' : 'false');
  };
  const show = (state) => {
    form.hidden = state === 'sent' || state === 'error';
    sent.hidden = state !== 'sent';
    failed.hidden = state !== 'error';
    for (const f of fields) f.readOnly = state === 'sending';
    if (state === 'sending') submit.disabled = true;
    else update();
  };
  for (const f of fields) {
    f.addEventListener('input', () => {
      setError(f, '');
      update();
    });
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    show('sending');
    try {
      const res = await fetch('/api/send_message', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          accept: 'application/json',
        },
        body: JSON.stringify(Object.fromEntries(fields.map((f) => [f.name, f.value]))),
      });
      if (res.ok) return show('sent');
      const body = await res.json().catch(() => ({}));
      if (res.status === 422 && body.errors) {
        for (const f of fields) setError(f, (body.errors[f.name] || [])[0]);
        return show('idle');
      }
      document.getElementById('contact-error-status').textContent = `Fout: ${body.message || res.statusText}`;
      show('error');
    } catch (e) {
      document.getElementById('contact-error-status').textContent = `Fout: ${e.message}`;
      show('error');
    }
  });
  document.getElementById('contact-close').addEventListener('click', () => {
    form.reset();
    show('idle');
  });
  document.getElementById('contact-retry').addEventListener('click', () => show('idle'));
  update();
})();
