import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/domain/accounts/password.js';
import { LIMITS } from '../../server/domain/accounts/throttle.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { testBrowser } from '../helpers/browser.js';
import { createUser } from '../helpers/fixtures.js';
import { RATE_LIMIT_STORES, useRateLimitStore } from './rate-limit-stores.js';

// 100 parallel wrong passwords got 11 checked (limit 5). Attempts are now
// counted atomically before the password is checked, per e-mail + IP and per IP across e-mails:
// of 100 parallel attempts exactly the limit is checked (422), the rest refused unchecked (429).

const PASSWORD = 'het-juiste-wachtwoord';
let t: TestApp;
let ipSeq = 0;
const freshIp = () => `203.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const countBy = (statuses: (number | string)[]) =>
  statuses.reduce<Record<string, number>>((acc, s) => {
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});

describe.each(RATE_LIMIT_STORES)('on the %s store', (store) => {
  let restore: () => Promise<void>;
  let email: string;
  beforeAll(async () => {
    restore = await useRateLimitStore(t, store);
    email = (await createUser(t.db.prisma, { passwordHash: await hashPassword(PASSWORD) })).email;
  });
  afterAll(() => restore());

  it('100 parallel wrong passwords for one account from one IP (REST): exactly 5 checked', async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => testBrowser(t, ip).post('/api/auth/login', { email, password: 'fout' })),
    );
    expect(countBy(results.map((r) => r.status))).toEqual({ 422: LIMITS.login.max, 429: 100 - LIMITS.login.max });
    expect(results.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    // Locked for this e-mail on this IP, even with the right password; another IP logs in.
    expect((await testBrowser(t, ip).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    expect((await testBrowser(t, freshIp()).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(204);
  });

  it('the same through GraphQL logIn', async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        testBrowser(t, ip).graphql(
          `mutation ($e: String!) { logIn(input: { email: $e, password: "fout" }) { __typename } }`,
          { e: email },
        ),
      ),
    );
    expect(countBy(results.map((r) => r.data.logIn.__typename))).toEqual({
      InputError: LIMITS.login.max,
      RateLimitedError: 100 - LIMITS.login.max,
    });
  });

  it(`100 parallel attempts on 100 different e-mails from one IP: exactly ${LIMITS.loginPerIp.max} checked`, async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        testBrowser(t, ip).post('/api/auth/login', { email: `iemand-${store}-${i}@example.nl`, password: 'fout' }),
      ),
    );
    expect(countBy(results.map((r) => r.status))).toEqual({
      422: LIMITS.loginPerIp.max,
      429: 100 - LIMITS.loginPerIp.max,
    });
  });

  it('a successful login clears the e-mail + IP counter', async () => {
    const b = testBrowser(t, freshIp());
    for (let i = 0; i < LIMITS.login.max - 1; i++)
      expect((await b.post('/api/auth/login', { email, password: 'fout' })).status).toBe(422);
    expect((await b.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(204);
    for (let i = 0; i < LIMITS.login.max; i++)
      expect((await b.post('/api/auth/login', { email, password: 'fout' })).status).toBe(422);
    expect((await b.post('/api/auth/login', { email, password: 'fout' })).status).toBe(429);
  });
});
