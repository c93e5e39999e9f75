import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/domain/accounts/sessions.js';
import { LIMITS, throttleKeys } from '../../server/domain/accounts/throttle.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { testBrowser } from '../helpers/browser.js';
import { createUser } from '../helpers/fixtures.js';
import { RATE_LIMIT_STORES, useRateLimitStore } from './rate-limit-stores.js';

// While user-exists answered 429, registration and e-mail changes still
// said 'Er bestaat al een account'; 40 accounts were made in 1.7 s; every registration and e-mail
// change mailed any address. Now user-exists, registration and e-mail changes are one e-mail probe
// limit per IP, accounts are limited per IP, and account mails per address and per IP — 429 with
// Retry-After and the Laravel body on REST, RateLimitedError on GraphQL; on both stores.

const EMAIL_TAKEN = 'Er bestaat al een account met dit e-mailadres.';
const PROBE_THROTTLED = 'Om veiligheidsredenen vragen we je 1 minuutje te wachten voordat je verder gaat.';

let t: TestApp;
let ipSeq = 0;
const freshIp = () => `198.18.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
let existing: { id: number; email: string };

const registration = (email: string) => ({
  first_name: 'Jan',
  last_name: 'de Vries',
  email,
  phone_number: '0612345678',
  user_type: 'searcher',
  moving_months: 1,
  password: 'geheim123',
  password_confirmation: 'geheim123',
  terms: true,
});
const REGISTER = `mutation ($i: RegisterInput!) { register(input: $i) {
  __typename ... on RateLimitedError { message retryAfterSeconds } ... on InputError { fieldErrors { field messages } } } }`;
const registerInput = (email: string) => ({
  firstName: 'Jan',
  lastName: 'de Vries',
  email,
  phoneNumber: '0612345678',
  userType: 'SEARCHER',
  movingMonths: 1,
  password: 'geheim123',
  passwordConfirmation: 'geheim123',
  terms: true,
});

/** REST 429 in Laravel's shape: Retry-After and only a message. */
function expectThrottled(res: { status: number; body: unknown; headers: Headers }, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.body).toEqual({ message: message ?? expect.any(String) });
}

/** Uses up a limit of the current store, as earlier requests would have. */
async function fill(key: string, limit: { max: number; windowMs: number }) {
  for (let i = 0; i < limit.max; i++) await t.services.rateLimits.hit(key, limit.windowMs);
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  existing = await createUser(t.db.prisma, { email: 'bestaat@example.nl' });
});
afterAll(() => t.close());

describe.each(RATE_LIMIT_STORES)('on the %s store', (store) => {
  let restore: () => Promise<void>;
  beforeAll(async () => {
    restore = await useRateLimitStore(t, store);
  });
  afterAll(() => restore());
  afterEach(() => t.db.prisma.mailMessage.deleteMany());

  describe('one e-mail probe limit per IP: user-exists, registration, e-mail change', () => {
    it('once user-exists says 429, registration and an e-mail change say it too instead of "taken"', async () => {
      const ip = freshIp();
      const visitor = testBrowser(t, ip);
      for (let i = 0; i < LIMITS.emailProbe.max; i++)
        expect((await visitor.post('/api/auth/user-exists', { email: `iemand${i}@example.nl` })).status).toBe(404);
      expectThrottled(await visitor.post('/api/auth/user-exists', { email: existing.email }), PROBE_THROTTLED);

      const rest = await visitor.post('/api/auth/register', registration(existing.email));
      expectThrottled(rest, PROBE_THROTTLED);
      const gql = await visitor.graphql(REGISTER, { i: registerInput(existing.email) });
      expect(gql.data.register).toMatchObject({ __typename: 'RateLimitedError', message: PROBE_THROTTLED });

      const user = await createUser(t.db.prisma);
      const member = testBrowser(t, ip);
      member.token = await createSession(t.db.prisma, user.id);
      expectThrottled(await member.put(`/api/users/${user.id}`, { email: existing.email }), PROBE_THROTTLED);
      const change = await member.graphql(
        `mutation ($e: String!) { updatePersonalDetails(input: { email: $e }) { __typename ... on RateLimitedError { retryAfterSeconds } } }`,
        { e: existing.email },
      );
      expect(change.data.updatePersonalDetails).toMatchObject({ __typename: 'RateLimitedError' });
      expect(change.data.updatePersonalDetails.retryAfterSeconds).toBeGreaterThan(0);
      expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    });

    it('registrations and e-mail changes count toward user-exists too', async () => {
      const ip = freshIp();
      const b = testBrowser(t, ip);
      for (let i = 0; i < LIMITS.emailProbe.max; i++) {
        const res = await b.post('/api/auth/register', { ...registration(existing.email), terms: false });
        expect(res.body.errors.email).toEqual([EMAIL_TAKEN]);
      }
      expectThrottled(await b.post('/api/auth/user-exists', { email: existing.email }), PROBE_THROTTLED);
    });

    it('40 registrations at once from one IP make at most 10 accounts', async () => {
      const ip = freshIp();
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          testBrowser(t, ip).post('/api/auth/register', registration(`massa-${store}-${i}@example.nl`)),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.emailProbe.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMITS.emailProbe.max);
      expect(await t.db.prisma.user.count({ where: { email: { startsWith: `massa-${store}-` } } })).toBe(
        LIMITS.emailProbe.max,
      );
    });
  });

  it(`accounts per IP: after ${LIMITS.registration.max} an hour the next is refused and not made`, async () => {
    const ip = freshIp();
    await fill(throttleKeys.registration(ip), LIMITS.registration);
    const email = `nummer-21-${store}@example.nl`;
    expectThrottled(await testBrowser(t, ip).post('/api/auth/register', registration(email)));
    const gql = await testBrowser(t, ip).graphql(REGISTER, { i: registerInput(email) });
    expect(gql.data.register.__typename).toBe('RateLimitedError');
    expect(await t.db.prisma.user.count({ where: { email } })).toBe(0);
    // Another connection still signs up.
    expect((await testBrowser(t, freshIp()).post('/api/auth/register', registration(email))).status).toBe(201);
  });

  describe('account mails per address and per IP', () => {
    it(`at most ${LIMITS.mailsToAddress.max} an hour to one address, whoever asks and whether or not it has an account`, async () => {
      for (const address of [existing.email, `niemand-${store}@example.nl`]) {
        for (let i = 0; i < LIMITS.mailsToAddress.max; i++)
          expect((await testBrowser(t, freshIp()).post('/api/auth/password/email', { email: address })).status).toBe(
            200,
          );
        expectThrottled(await testBrowser(t, freshIp()).post('/api/auth/password/email', { email: address }));
        const gql = await testBrowser(t, freshIp()).graphql(
          `mutation ($e: String!) { requestPasswordReset(input: { email: $e }) { __typename } }`,
          { e: address },
        );
        expect(gql.data.requestPasswordReset.__typename).toBe('RateLimitedError');
      }
      expect(await t.db.prisma.mailMessage.count({ where: { to: existing.email } })).toBe(LIMITS.mailsToAddress.max);

      // The same quota holds for an e-mail change to that address: refused, nothing saved or sent.
      const user = await createUser(t.db.prisma);
      const member = testBrowser(t, freshIp());
      member.token = await createSession(t.db.prisma, user.id);
      const target = `niemand-${store}@example.nl`;
      expectThrottled(await member.put(`/api/users/${user.id}`, { email: target }));
      expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
      expect(await t.db.prisma.mailMessage.count({ where: { to: target } })).toBe(0);
    });

    it(`at most ${LIMITS.mailsFromIp.max} an hour asked for from one IP`, async () => {
      const ip = freshIp();
      await fill(throttleKeys.mailsFromIp(ip), LIMITS.mailsFromIp);
      expectThrottled(
        await testBrowser(t, ip).post('/api/auth/password/email', { email: `ander-${store}@example.nl` }),
      );
      const email = `via-ip-${store}@example.nl`;
      expectThrottled(await testBrowser(t, ip).post('/api/auth/register', registration(email)));
      expect(await t.db.prisma.user.count({ where: { email } })).toBe(0);
      expect(await t.db.prisma.mailMessage.count()).toBe(0);
    });

    it('a verification mail on sign-up and on an e-mail change counts against the address', async () => {
      const email = `nieuw-${store}@example.nl`;
      const b = testBrowser(t, freshIp());
      expect((await b.post('/api/auth/register', registration(email))).status).toBe(201);
      const me = (await b.get('/api/user')).body;
      for (let i = 1; i < LIMITS.mailsToAddress.max; i++)
        expect((await b.post('/api/auth/email/resend')).status, `resend ${i}`).toBe(202);
      expectThrottled(await b.post('/api/auth/email/resend'));
      expect(await t.db.prisma.mailMessage.count({ where: { to: email } })).toBe(LIMITS.mailsToAddress.max);
      expect(me.email).toBe(email);
    });
  });
});
