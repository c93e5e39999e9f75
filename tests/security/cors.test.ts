import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { createSession, SESSION_COOKIE } from '../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createUser } from '../helpers/fixtures.js';

// Finding 5: a preflight from https://evil.example got its origin echoed with
// Access-Control-Allow-Credentials: true, and a credentialed POST handed the viewer's e-mail to
// that page. Now only the app's own origin gets credentials; partner origins get CORS without.

const APP = 'https://www.huiskans.nl';
const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: APP, CORS_PARTNER_ORIGINS: `${PARTNER}, https://ander.example:8443` } });
  const user = await createUser(t.db.prisma, { email: 'slachtoffer@example.nl' });
  cookie = `${SESSION_COOKIE}=${await createSession(t.db.prisma, user.id)}`;
});
afterAll(() => t.close());

const preflight = (path: string, origin: string) =>
  t.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
const viewerEmail = (origin: string) =>
  t.request('/graphql', {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ viewer { email } }' }),
  });
const cors = (res: Response) => ({
  origin: res.headers.get('access-control-allow-origin'),
  credentials: res.headers.get('access-control-allow-credentials'),
});

describe.each(['/graphql', '/api/houses'])('CORS on %s', (path) => {
  it('gives a foreign origin no CORS headers: its page cannot read the answer', async () => {
    const res = await preflight(path, EVIL);
    expect(res.status).toBeLessThan(300);
    expect(cors(res)).toEqual({ origin: null, credentials: null });
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('lets a partner origin in without credentials', async () => {
    const res = await preflight(path, PARTNER);
    expect(cors(res)).toEqual({ origin: PARTNER, credentials: null });
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('vary')).toContain('Origin');
    expect(cors(await preflight(path, 'https://ander.example:8443')).origin).toBe('https://ander.example:8443');
  });

  it("lets the app's own origin in with credentials", async () => {
    expect(cors(await preflight(path, APP))).toEqual({ origin: APP, credentials: 'true' });
  });
});

describe('credentialed requests', () => {
  it("a foreign page's POST with the victim's cookie gets no CORS headers", async () => {
    const res = await viewerEmail(EVIL);
    expect(cors(res)).toEqual({ origin: null, credentials: null });
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('a partner page may read, but the browser never sends or exposes the user cookie to it', async () => {
    expect(cors(await viewerEmail(PARTNER))).toEqual({ origin: PARTNER, credentials: null });
  });

  it('the app itself reads its own answers with the cookie', async () => {
    const res = await viewerEmail(APP);
    expect(cors(res)).toEqual({ origin: APP, credentials: 'true' });
    expect(((await res.json()) as { data: { viewer: { email: string } } }).data.viewer.email).toBe(
      'slachtoffer@example.nl',
    );
  });

  it('a same-origin request (no Origin header) works as before, without CORS headers', async () => {
    const res = await t.request('/api/houses');
    expect(res.status).toBe(200);
    expect(cors(res)).toEqual({ origin: null, credentials: null });
  });
});

describe('CORS_PARTNER_ORIGINS', () => {
  it('is a validated, comma-separated list of origins', () => {
    expect(
      loadConfig({ CORS_PARTNER_ORIGINS: ' https://a.example ,http://b.example:8080' }).CORS_PARTNER_ORIGINS,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(loadConfig({}).CORS_PARTNER_ORIGINS).toEqual([]);
    for (const bad of ['partner.example', 'https://partner.example/pad', '*'])
      expect(() => loadConfig({ CORS_PARTNER_ORIGINS: bad }), bad).toThrow(
        new ConfigError([
          {
            path: 'CORS_PARTNER_ORIGINS',
            message:
              'moet een lijst van origins zijn, gescheiden door komma’s (bijv. https://partner.example,https://ander.example)',
          },
        ]),
      );
  });
});
