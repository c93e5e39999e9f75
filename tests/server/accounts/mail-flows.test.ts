import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.js';
import { hashPassword } from '../../../server/domain/accounts/password.js';
import { createTestApp, socketEnv, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createUser } from '../../helpers/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', APP_URL: 'http://localhost:3000' } });
});
afterAll(() => t.close());

/** The newest outbox mail to `to`, and the first link in it. */
async function lastMail(to: string) {
  const mail = await t.db.prisma.mailMessage.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  return { mail, link };
}

describe('password reset by e-mail (through the outbox)', () => {
  it('mails a /password/reset link; the token sets a new password, logs in and ends other sessions', async () => {
    const user = await createUser(t.db.prisma, {
      passwordHash: await hashPassword('oud-wachtwoord'),
      firstName: 'Iris',
    });
    const elsewhere = testBrowser(t);
    await elsewhere.post('/api/auth/login', { email: user.email, password: 'oud-wachtwoord' });

    const b = testBrowser(t);
    const asked = await b.post('/api/auth/password/email', { email: user.email });
    expect(asked).toMatchObject({
      status: 200,
      body: {
        message:
          'Als er een account bij dit e-mailadres hoort, hebben we je een e-mail gestuurd met een link om je wachtwoord opnieuw in te stellen.',
      },
    });
    const { mail, link } = await lastMail(user.email);
    expect(mail.subject).toBe('Stel je wachtwoord opnieuw in · Huiskans');
    expect(mail.text).toContain('Hoi Iris,');
    expect(mail.sentAt).toBeNull(); // the outbox keeps it; nothing left the machine
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/password/reset');
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const wrong = await b.post('/api/auth/password/reset', {
      email: user.email,
      token: 'verkeerd',
      password: 'nieuw-wachtwoord',
      password_confirmation: 'nieuw-wachtwoord',
    });
    expect(wrong).toMatchObject({
      status: 422,
      body: {
        errors: {
          email: ['Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe aan.'],
        },
      },
    });
    const short = await b.post('/api/auth/password/reset', {
      email: user.email,
      token,
      password: 'kort',
      password_confirmation: 'kort',
    });
    expect(short.body.errors).toEqual({ password: ['Het wachtwoord dient minimaal 8 karakters te bevatten.'] });

    const done = await b.post('/api/auth/password/reset', {
      email: user.email,
      token,
      password: 'nieuw-wachtwoord',
      password_confirmation: 'nieuw-wachtwoord',
    });
    expect(done.status).toBe(204);
    expect((await b.get('/api/user')).body).toMatchObject({ id: user.id, email_verified: true });
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    // The link works once.
    const again = await testBrowser(t).post('/api/auth/password/reset', {
      email: user.email,
      token,
      password: 'derde-wachtwoord',
      password_confirmation: 'derde-wachtwoord',
    });
    expect(again.status).toBe(422);
    expect(
      (await testBrowser(t).post('/api/auth/login', { email: user.email, password: 'nieuw-wachtwoord' })).status,
    ).toBe(204);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await t.db.prisma.mailMessage.count();
    const res = await testBrowser(t).post('/api/auth/password/email', { email: 'onbekend@example.nl' });
    expect(res.status).toBe(200);
    expect(await t.db.prisma.mailMessage.count()).toBe(before);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.db.prisma, { passwordHash: await hashPassword('oud-wachtwoord') });
    await testBrowser(t).post('/api/auth/password/email', { email: user.email });
    const { link } = await lastMail(user.email);
    await t.db.prisma.passwordReset.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await testBrowser(t).post('/api/auth/password/reset', {
      email: user.email,
      token: link.searchParams.get('token'),
      password: 'nieuw-wachtwoord',
      password_confirmation: 'nieuw-wachtwoord',
    });
    expect(res.status).toBe(422);
  });

  it('limits reset requests to 5 a minute per IP', async () => {
    const b = testBrowser(t);
    for (let i = 0; i < 5; i++)
      expect((await b.post('/api/auth/password/email', { email: `a${i}@example.nl` })).status).toBe(200);
    const limited = await b.post('/api/auth/password/email', { email: 'a@example.nl' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('works through GraphQL too', async () => {
    const user = await createUser(t.db.prisma, { passwordHash: await hashPassword('oud-wachtwoord') });
    const b = testBrowser(t);
    const asked = await b.graphql(
      `mutation($email: String!) { requestPasswordReset(input: { email: $email }) {
        __typename ... on RequestPasswordResetPayload { message } } }`,
      { email: user.email },
    );
    expect(asked.data.requestPasswordReset.__typename).toBe('RequestPasswordResetPayload');
    const { link } = await lastMail(user.email);
    const reset = await b.graphql(
      `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) {
        __typename ... on ResetPasswordPayload { viewer { email hasPassword } } ... on InputError { message fieldErrors { field messages } } } }`,
      {
        input: {
          email: user.email,
          token: link.searchParams.get('token'),
          password: 'graphql-wachtwoord',
          passwordConfirmation: 'graphql-wachtwoord',
        },
      },
    );
    expect(reset.data.resetPassword).toEqual({
      __typename: 'ResetPasswordPayload',
      viewer: { email: user.email, hasPassword: true },
    });
    expect(b.token).toBeDefined();
  });
});

describe('e-mail verification', () => {
  it('the link of the registration mail confirms the address and sends the browser to /mijn-huiskans?verified=1', async () => {
    const b = testBrowser(t);
    await b.post('/api/auth/register', {
      user_type: 'seller',
      moving_months: 1,
      first_name: 'Daan',
      last_name: 'Smit',
      email: 'daan@example.nl',
      phone_number: '0612345678',
      password: 'wachtwoord',
      password_confirmation: 'wachtwoord',
      terms: true,
    });
    const { mail, link } = await lastMail('daan@example.nl');
    expect(mail.subject).toBe('Bevestig je e-mailadres · Huiskans');
    expect(link.pathname).toBe('/email/verify');
    const res = await t.request(`${link.pathname}${link.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/mijn-huiskans?verified=1');
    expect((await b.get('/api/user')).body.email_verified).toBe(true);
    // Following it again is fine; a forged one is not.
    expect((await t.request(`${link.pathname}${link.search}`)).headers.get('location')).toBe(
      '/mijn-huiskans?verified=1',
    );
    expect((await t.request('/email/verify?email=daan%40example.nl&token=nep')).headers.get('location')).toBe(
      '/mijn-huiskans?verified=1',
    );
    expect((await t.request('/email/verify?email=ander%40example.nl&token=nep')).headers.get('location')).toBe(
      '/mijn-huiskans?verified=0',
    );
  });

  it('a link for another account or an expired one does not verify (GraphQL verifyEmail, REST)', async () => {
    const a = await createUser(t.db.prisma);
    const c = await createUser(t.db.prisma);
    const b = testBrowser(t);
    const { createSession } = await import('../../../server/domain/accounts/sessions.js');
    b.token = await createSession(t.db.prisma, a.id);
    expect((await b.post('/api/auth/email/resend')).status).toBe(202);
    const { link } = await lastMail(a.email);
    const token = link.searchParams.get('token');
    const mutation = `mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) {
      __typename ... on VerifyEmailPayload { user { emailVerified } } ... on InputError { message fieldErrors { field messages } } } }`;
    const wrongUser = await b.graphql(mutation, { input: { email: c.email, token } });
    expect(wrongUser.data.verifyEmail).toEqual({
      __typename: 'InputError',
      message: 'Deze bevestigingslink is ongeldig of verlopen. Vraag een nieuwe aan.',
      fieldErrors: [
        { field: 'token', messages: ['Deze bevestigingslink is ongeldig of verlopen. Vraag een nieuwe aan.'] },
      ],
    });
    await t.db.prisma.emailVerification.updateMany({
      where: { userId: a.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await b.post('/api/auth/email/verify', { email: a.email, token })).status).toBe(422);
    expect((await b.post('/api/auth/email/resend')).status).toBe(202);
    const fresh = (await lastMail(a.email)).link.searchParams.get('token');
    const ok = await b.graphql(mutation, { input: { email: a.email, token: fresh } });
    expect(ok.data.verifyEmail).toEqual({ __typename: 'VerifyEmailPayload', user: { emailVerified: true } });
    // Verified: nothing to resend.
    expect((await b.post('/api/auth/email/resend')).status).toBe(422);
    expect((await testBrowser(t).post('/api/auth/email/resend')).status).toBe(401);
  });
});

describe('development mail page', () => {
  it('lists the outbox with clickable links, escaped, to a browser on this machine', async () => {
    // Without TRUST_PROXY (on in this file: a proxy in front hides who is asking, and the page).
    const config = { ...t.services.config, TRUST_PROXY: false };
    const { app } = createApp({ services: { ...t.services, config }, ping: t.db.ping });
    const url = new URL('/dev/mail', config.APP_URL);
    const res = await app.request(url, undefined, socketEnv(url, undefined, '127.0.0.1'));
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Verstuurde e-mail');
    expect(page).toMatch(/<a href="http:\/\/localhost:3000\/password\/reset\?email=[^"]+&amp;token=[^"]+">/);
    expect(page).toContain('Bevestig je e-mailadres · Huiskans');
  });

  it('is not served for a public production URL', async () => {
    const { devMailPageEnabled } = await import('../../../server/adapters/mail/index.js');
    expect(devMailPageEnabled({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000', SMTP_URL: undefined })).toBe(
      true,
    );
    expect(devMailPageEnabled({ NODE_ENV: 'development', APP_URL: 'https://huiskans.nl', SMTP_URL: undefined })).toBe(
      true,
    );
    expect(devMailPageEnabled({ NODE_ENV: 'production', APP_URL: 'https://huiskans.nl', SMTP_URL: undefined })).toBe(
      false,
    );
    expect(
      devMailPageEnabled({ NODE_ENV: 'development', APP_URL: 'http://localhost:3000', SMTP_URL: 'smtp://x' }),
    ).toBe(false);
    const prod = await createTestApp({
      // A public production site needs a Mollie key (config.ts); the test app never calls out.
      env: { NODE_ENV: 'production', APP_URL: 'https://huiskans.nl', MOLLIE_API_KEY: 'test_mailflows' },
    });
    try {
      expect((await prod.request('/dev/mail')).status).not.toBe(200);
    } finally {
      await prod.close();
    }
  });
});
