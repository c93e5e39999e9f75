import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/domain/accounts/password.js';
import type { Captcha } from '../../../server/domain/ports/captcha.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';

const LOGIN_FAILED =
  "Helaas kunnen we je niet inloggen met deze gegevens. Probeer het opnieuw, of stel je wachtwoord opnieuw in met de 'Wachtwoord vergeten'-knop.";
const REQUIRED = 'Zorg dat alle velden zijn ingevuld.';

let t: TestApp;
let captchaAnswers: string[] = [];
/** A captcha that can be switched on per test; it accepts the answer 'mens'. */
const captcha: Captcha & { enabled: boolean } = {
  enabled: false,
  async verify(response) {
    captchaAnswers.push(response);
    return response === 'mens';
  },
};

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' }, accounts: { captcha } });
});
afterAll(() => t.close());

let seq = 0;
const registration = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    user_type: 'searcher',
    moving_months: 3,
    hp_1: '',
    hp_2: '',
    first_name: 'Sanne',
    last_name: 'de Vries',
    email: `sanne${seq}@example.nl`,
    phone_number: '0612345678',
    password: 'geheim-wachtwoord',
    password_confirmation: 'geheim-wachtwoord',
    terms: true,
    ...over,
  };
};

async function userWithPassword(password = 'juist-wachtwoord', data: Record<string, unknown> = {}) {
  return createUser(t.db.prisma, { passwordHash: await hashPassword(password), ...data });
}

describe('POST /api/auth/user-exists', () => {
  it('answers 200 with is_deleted and has_password, 404 for an unknown e-mail', async () => {
    const b = testBrowser(t);
    const user = await userWithPassword();
    const noPassword = await createUser(t.db.prisma);
    const deleted = await createUser(t.db.prisma, { deletedAt: new Date() });
    expect(await b.post('/api/auth/user-exists', { email: user.email.toUpperCase() })).toMatchObject({
      status: 200,
      body: { is_deleted: false, has_password: true },
    });
    expect((await b.post('/api/auth/user-exists', { email: noPassword.email })).body).toEqual({
      is_deleted: false,
      has_password: false,
    });
    expect((await b.post('/api/auth/user-exists', { email: deleted.email })).body).toMatchObject({ is_deleted: true });
    const unknown = await b.post('/api/auth/user-exists', { email: 'niemand@example.nl' });
    expect(unknown.status).toBe(404);
  });

  it('answers 422 for a missing or malformed e-mail', async () => {
    const b = testBrowser(t);
    expect(await b.post('/api/auth/user-exists', {})).toMatchObject({
      status: 422,
      body: { errors: { email: [REQUIRED] } },
    });
    expect((await b.post('/api/auth/user-exists', { email: 'geen-mail' })).body.errors.email).toEqual([
      'Vul een geldig e-mailadres in.',
    ]);
  });

  it('allows 10 checks a minute per IP, then 429 with Retry-After and the spec message', async () => {
    const b = testBrowser(t);
    for (let i = 0; i < 10; i++)
      expect((await b.post('/api/auth/user-exists', { email: `x${i}@example.nl` })).status).toBe(404);
    const limited = await b.post('/api/auth/user-exists', { email: 'x@example.nl' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Om veiligheidsredenen vragen we je 1 minuutje te wachten voordat je verder gaat.',
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another IP is not affected.
    expect((await testBrowser(t).post('/api/auth/user-exists', { email: 'x@example.nl' })).status).toBe(404);
  });
});

describe('POST /api/auth/login', () => {
  it('answers 204 and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const b = testBrowser(t);
    const user = await userWithPassword('juist-wachtwoord', { firstName: 'Pieter' });
    const res = await b.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' });
    expect(res.status).toBe(204);
    expect(b.lastSetCookie).toMatch(/^huiskans_session=[A-Za-z0-9_-]{43}; /);
    expect(b.lastSetCookie).toContain('HttpOnly');
    expect(b.lastSetCookie).toContain('SameSite=Lax');
    expect(b.lastSetCookie).toContain('Path=/');
    expect(b.lastSetCookie).not.toContain('Secure');
    expect((await b.get('/api/user')).body).toMatchObject({ id: user.id, first_name: 'Pieter' });
  });

  it('answers 422 with the spec message for a wrong password, an unknown e-mail, no password or a deleted account', async () => {
    const b = testBrowser(t);
    const user = await userWithPassword();
    const noPassword = await createUser(t.db.prisma);
    const deleted = await userWithPassword('juist-wachtwoord', { deletedAt: new Date() });
    for (const body of [
      { email: user.email, password: 'fout-wachtwoord' },
      { email: 'onbekend@example.nl', password: 'juist-wachtwoord' },
      { email: noPassword.email, password: 'juist-wachtwoord' },
      { email: deleted.email, password: 'juist-wachtwoord' },
    ]) {
      const res = await b.post('/api/auth/login', body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: LOGIN_FAILED, errors: { email: [LOGIN_FAILED] } });
    }
    expect(b.token).toBeUndefined();
    expect((await b.get('/api/user')).status).toBe(401);
  });

  it('answers 422 per field for missing input', async () => {
    const res = await testBrowser(t).post('/api/auth/login', { email: '' });
    expect(res).toMatchObject({ status: 422, body: { errors: { email: [REQUIRED], password: [REQUIRED] } } });
  });

  it('locks an e-mail + IP after 5 failures a minute, before checking the password; other IPs may still log in', async () => {
    const b = testBrowser(t);
    const user = await userWithPassword('juist-wachtwoord');
    for (let i = 0; i < 5; i++) {
      expect((await b.post('/api/auth/login', { email: user.email, password: `fout-${i}` })).status).toBe(422);
    }
    // Even the right password is refused now: the limiter answers before any hashing.
    const locked = await b.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Te veel inlogpogingen\. Probeer het over \d+ seconden opnieuw\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(b.token).toBeUndefined();
    expect(
      (await testBrowser(t).post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' })).status,
    ).toBe(204);
  });

  it('clears the failure counter on success', async () => {
    const b = testBrowser(t);
    const user = await userWithPassword('juist-wachtwoord');
    for (let i = 0; i < 4; i++) await b.post('/api/auth/login', { email: user.email, password: 'fout' });
    expect((await b.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' })).status).toBe(204);
    for (let i = 0; i < 4; i++) await b.post('/api/auth/login', { email: user.email, password: 'fout' });
    expect((await b.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' })).status).toBe(204);
  });

  it('rotates the session: the token from before the login stops working', async () => {
    const a = await userWithPassword('wachtwoord-a');
    const c = await userWithPassword('wachtwoord-c');
    const b = testBrowser(t);
    await b.post('/api/auth/login', { email: a.email, password: 'wachtwoord-a' });
    const before = b.token!;
    await b.post('/api/auth/login', { email: c.email, password: 'wachtwoord-c' });
    expect(b.token).not.toBe(before);
    expect((await b.get('/api/user')).body.id).toBe(c.id);
    const old = testBrowser(t);
    old.token = before;
    expect((await old.get('/api/user')).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session and clears the cookie (204)', async () => {
    const user = await userWithPassword('juist-wachtwoord');
    const b = testBrowser(t);
    await b.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' });
    const token = b.token!;
    const res = await b.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(b.lastSetCookie).toMatch(/^huiskans_session=; Max-Age=0/);
    const stale = testBrowser(t);
    stale.token = token;
    expect((await stale.get('/api/user')).status).toBe(401);
    expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account, logs it in and answers 201 with the user', async () => {
    const b = testBrowser(t);
    const res = await b.post('/api/auth/register', registration({ email: 'Nieuw.Lid@Example.nl', moving_months: '6' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      first_name: 'Sanne',
      last_name: 'de Vries',
      full_name: 'Sanne de Vries',
      email: 'nieuw.lid@example.nl',
      phone_number: '0612345678',
      user_type: 'searcher',
      moving_months: 6,
      has_password: true,
      email_verified: false,
    });
    expect(res.body.slug).toMatch(/^sanne-de-vries/);
    expect(b.token).toBeDefined();
    expect((await b.get('/api/user')).body.email).toBe('nieuw.lid@example.nl');
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'nieuw.lid@example.nl' } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // A verification mail went to the outbox.
    const mail = await t.db.prisma.mailMessage.findFirst({ where: { to: 'nieuw.lid@example.nl' } });
    expect(mail?.text).toContain('/email/verify?email=nieuw.lid%40example.nl&token=');
  });

  it('gives every empty required field the spec message', async () => {
    const res = await testBrowser(t).post('/api/auth/register', { hp_1: '', hp_2: '' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Opslaan mislukt, check de invoer');
    expect(res.body.errors).toEqual({
      first_name: [REQUIRED],
      last_name: [REQUIRED],
      email: [REQUIRED],
      phone_number: [REQUIRED],
      password: [REQUIRED],
      terms: ['Voordat je verder gaat, moet je eerst de voorwaarden accepteren.'],
      user_type: [REQUIRED],
      moving_months: [REQUIRED],
    });
  });

  it.each([
    [
      { password: 'kort', password_confirmation: 'kort' },
      'password',
      'Het wachtwoord dient minimaal 8 karakters te bevatten.',
    ],
    [{ password_confirmation: 'iets-anders' }, 'password_confirmation', 'De wachtwoorden dienen overeen te komen.'],
    [{ terms: false }, 'terms', 'Voordat je verder gaat, moet je eerst de voorwaarden accepteren.'],
    [
      { phone_number: '061234567' },
      'phone_number',
      'Vul een Nederlands telefoonnummer van 10 cijfers in, zoals 06-1234 5678.',
    ],
    [
      { phone_number: '06123456789' },
      'phone_number',
      'Vul een Nederlands telefoonnummer van 10 cijfers in, zoals 06-1234 5678.',
    ],
    [{ email: 'sanne@' }, 'email', 'Vul een geldig e-mailadres in.'],
    [{ user_type: 'makelaar' }, 'user_type', 'Kies of je een woning zoekt, verkoopt of allebei.'],
    [{ moving_months: 24 }, 'moving_months', 'Kies wanneer je wilt verhuizen.'],
    [{ first_name: '   ' }, 'first_name', REQUIRED],
  ])('422 for %j on %s', async (over, field, message) => {
    const before = await t.db.prisma.user.count();
    const res = await testBrowser(t).post('/api/auth/register', registration(over));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [message] });
    expect(await t.db.prisma.user.count()).toBe(before);
  });

  it('refuses a duplicate e-mail on the email field (case-insensitive)', async () => {
    const existing = await createUser(t.db.prisma);
    const res = await testBrowser(t).post('/api/auth/register', registration({ email: existing.email.toUpperCase() }));
    expect(res).toMatchObject({
      status: 422,
      body: { errors: { email: ['Er bestaat al een account met dit e-mailadres.'] } },
    });
  });

  it('a filled honeypot gets the plain 422 of an invalid form and creates nothing', async () => {
    for (const trap of [{ hp_1: 'http://spam.example' }, { hp_2: 'x' }]) {
      const b = testBrowser(t);
      const form = registration(trap);
      const res = await b.post('/api/auth/register', form);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: 'Opslaan mislukt, check de invoer', errors: {} });
      expect(await t.db.prisma.user.findUnique({ where: { email: form.email as string } })).toBeNull();
      expect(b.token).toBeUndefined();
    }
  });

  it('asks the captcha only when one is configured', async () => {
    captcha.enabled = true;
    captchaAnswers = [];
    try {
      const missing = await testBrowser(t).post('/api/auth/register', registration());
      expect(missing.body.errors).toEqual({
        'g-recaptcha-response': ['Voordat je verder gaat, moet je eerst aangeven dat je geen robot bent.'],
      });
      const wrong = await testBrowser(t).post('/api/auth/register', registration({ 'g-recaptcha-response': 'robot' }));
      expect(wrong.status).toBe(422);
      const ok = await testBrowser(t).post('/api/auth/register', registration({ 'g-recaptcha-response': 'mens' }));
      expect(ok.status).toBe(201);
      expect(captchaAnswers).toEqual(['robot', 'mens']);
    } finally {
      captcha.enabled = false;
    }
  });

  it('attaches a funnel-created house and search profile, deriving the user type', async () => {
    // The browser that made the funnel house registers (tests/security/funnel-claims.test.ts: nobody else can).
    const browser = testBrowser(t);
    const made = await browser.post('/api/houses', { ngr_address_id: 'adr-demo-3526KP-93A' });
    const house = await t.db.prisma.house.update({ where: { id: made.body.id }, data: { movingMonths: 12 } });
    const seller = await browser.post(
      '/api/auth/register',
      registration({ house_slug: house.slug, user_type: undefined, moving_months: undefined }),
    );
    expect(seller.status).toBe(201);
    expect(seller.body).toMatchObject({ user_type: 'seller', moving_months: 12, house_slugs: [house.slug] });

    // Likewise the browser that made the funnel profile (tests/security/search-profile-claims.test.ts).
    const searchBrowser = testBrowser(t);
    const query = (await searchBrowser.post('/api/search_queries', { price_max: 400_000 })).body;
    const searcher = await searchBrowser.post(
      '/api/auth/register',
      registration({ search_query_slug: query.slug, user_type: undefined, moving_months: 1 }),
    );
    expect(searcher.body).toMatchObject({ user_type: 'searcher', moving_months: 1, search_query_slugs: [query.slug] });
  });

  it("refuses a house or search profile that is unknown or already someone's", async () => {
    const owner = await createUser(t.db.prisma);
    const owned = await createHouse(t.db.prisma, { ownerUserId: owner.id });
    const res = await testBrowser(t).post(
      '/api/auth/register',
      registration({ house_slug: owned.slug, search_query_slug: 'bestaat-niet' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      house_slug: ['Deze woning kan niet aan je account worden gekoppeld.'],
      search_query_slug: ['Dit zoekprofiel kan niet aan je account worden gekoppeld.'],
    });
    expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: owned.id } })).ownerUserId).toBe(owner.id);
  });

  it('accepts a form post as well as JSON', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(registration({ terms: 'on' }))) form.set(k, String(v));
    expect((await testBrowser(t).post('/api/auth/register', form)).status).toBe(201);
  });
});

describe('CSRF: the AJAX marker header', () => {
  it('refuses /api writes without X-Requested-With (403, Dutch message), reads are fine', async () => {
    const user = await userWithPassword('juist-wachtwoord');
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'juist-wachtwoord' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Dit verzoek is geweigerd: de header X-Requested-With ontbreekt.' });
    expect(res.headers.getSetCookie()).toEqual([]);

    const b = testBrowser(t);
    await b.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' });
    const forged = await t.request(`/api/users/${user.id}`, {
      method: 'PUT',
      headers: { cookie: b.cookie!, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'first_name=Gehackt',
    });
    expect(forged.status).toBe(403);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).not.toBe('Gehackt');
    expect((await t.request('/api/knowledgebase_steps')).status).toBe(200);
  });
});
