import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (body: unknown, headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' }) =>
  t.request('/api/send_message', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1', ...headers },
    body: JSON.stringify(body),
  });

describe('POST /api/send_message and /contact', () => {
  it('stores the message and mails it to support', async () => {
    const res = await send({
      name: 'Fleur',
      email: 'fleur@example.nl',
      message: 'Kan ik ook een huurwoning plaatsen?',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Je bericht is verzonden!' });
    expect(await t.db.prisma.contactMessage.count({ where: { email: 'fleur@example.nl' } })).toBe(1);
    const mail = await t.db.prisma.mailMessage.findFirstOrThrow({ where: { subject: { contains: 'Fleur' } } });
    expect(mail.text).toContain('Kan ik ook een huurwoning plaatsen?');
  });

  it('answers 422 per field for values of 2 characters or fewer and a bad e-mail, storing nothing', async () => {
    const before = await t.db.prisma.contactMessage.count();
    const res = await send({ name: 'Jo', email: 'geen-mail', message: '' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      name: ['Je naam moet langer zijn dan 2 tekens.'],
      email: ['Vul een geldig e-mailadres in.'],
      message: ['Je bericht moet langer zijn dan 2 tekens.'],
    });
    expect(await t.db.prisma.contactMessage.count()).toBe(before);
  });

  it('refuses a write without the AJAX marker header', async () => {
    expect((await send({ name: 'Fleur', email: 'fleur@example.nl', message: 'Hallo daar' }, {})).status).toBe(403);
  });

  it('serves the Dutch form page', async () => {
    const body = await (await t.request('/contact')).text();
    for (const text of [
      'Heb je een idee, vraag of opmerking? Laat het ons weten!',
      'Naam',
      'E-mailadres',
      'Bericht',
      'Versturen',
    ])
      expect(body).toContain(text);
  });
});
