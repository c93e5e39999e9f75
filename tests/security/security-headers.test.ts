import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { contentSecurityPolicy } from '../../server/http/security-headers.js';
import { createTestApp, socketEnv, type TestApp } from '../helpers/app.js';

// Security headers on every HTML page and upload, a Content-Security-Policy
// the pages pass (nothing inline), and no public source maps.

let t: TestApp;
let app: ReturnType<typeof createApp>['app'];
const BASE = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  const dir = t.services.config.DATA_DIR;
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets/index.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets/index.js.map'), '{"version":3}');
  mkdirSync(join(dir, 'uploads/assets'), { recursive: true });
  writeFileSync(join(dir, 'uploads/assets/foto.webp'), 'RIFF');
  app = createApp({ services: t.services, ping: t.db.ping, clientDir: dir }).app;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, BASE);
  return app.request(url, { headers }, socketEnv(url, { headers }, '127.0.0.1'));
};

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const RESPONSES: [string, string, Record<string, string>?][] = [
  ['the client (a client route)', '/mijn-huiskans'],
  ['voorwaarden', '/voorwaarden'],
  ['privacy', '/privacy'],
  ['contact', '/contact'],
  ['the outbox page', '/dev/mail'],
  ['GraphiQL', '/graphql', { accept: 'text/html' }],
  ['an upload', '/uploads/assets/foto.webp'],
  ['a client script', '/assets/index.js'],
  ['REST JSON', '/api/house_types'],
];

describe('security headers', () => {
  it.each(RESPONSES)('are on %s', async (name, path, headers) => {
    const res = await get(path, headers);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    // GraphiQL's Monaco editor injects <style> elements; its scripts still come from the app only.
    expect(csp['style-src']).toEqual(name === 'GraphiQL' ? ["'self'", "'unsafe-inline'"] : ["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // APP_URL is http: HSTS would be wrong (and is ignored by browsers over http anyway).
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('add HSTS and wss: when APP_URL is https', async () => {
    const config = loadConfig({ APP_URL: 'https://huiskans.nl', DATA_DIR: t.services.config.DATA_DIR });
    const https = createApp({ services: { ...t.services, config }, ping: t.db.ping, clientDir: config.DATA_DIR }).app;
    const res = await https.request('https://huiskans.nl/voorwaarden');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers.get('content-security-policy'))['connect-src']).toEqual([
      "'self'",
      'wss://huiskans.nl',
    ]);
  });

  it('let Google Maps and reCAPTCHA in only when their keys are configured', () => {
    const base = { APP_URL: 'http://localhost:3000' };
    const plain = contentSecurityPolicy(base);
    expect(JSON.stringify(plain)).not.toMatch(/google|gstatic|unsafe/);
    expect(plain.frameSrc).toEqual(["'none'"]);

    const maps = contentSecurityPolicy({ ...base, GOOGLE_MAPS_KEY: 'k' });
    expect(maps.scriptSrc).toContain('https://*.googleapis.com');
    expect(maps.imgSrc).toContain('https://*.gstatic.com');
    expect(maps.scriptSrc).not.toContain("'unsafe-inline'");

    // A site key without a secret shows no captcha (app.ts), so it opens nothing either.
    expect(contentSecurityPolicy({ ...base, RECAPTCHA_SITE_KEY: 's' })).toEqual(plain);
    const captcha = contentSecurityPolicy({ ...base, RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET: 'x' });
    expect(captcha.scriptSrc).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(captcha.frameSrc).toContain('https://www.google.com/recaptcha/');
    expect(captcha.scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('the server-rendered pages pass the policy', () => {
  it.each(['/voorwaarden', '/privacy', '/contact', '/dev/mail'])(
    '%s has no inline script, style or event handler, and its files are served',
    async (path) => {
      await t.services.mail.send({ to: 'a@example.nl', subject: 'Test', text: 'http://localhost:3000/x' });
      const html = await (await get(path)).text();
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
      expect(html).not.toMatch(/<style/i);
      expect(html).not.toMatch(/\sstyle=/i);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      for (const [, file] of html.matchAll(/(?:src|href)="(\/pages\/[^"]+)"/g)) {
        const res = await get(file);
        expect(res.status, file).toBe(200);
        expect(res.headers.get('content-type'), file).toMatch(/^text\/(css|javascript)/);
      }
    },
  );

  it('the contact page loads its script from a file', async () => {
    expect(await (await get('/contact')).text()).toMatch(/<script src="\/pages\/contact\.js\?v=[0-9a-f]+" defer>/);
  });
});

describe('source maps', () => {
  it('are not served, even when a build left one behind', async () => {
    expect((await get('/assets/index.js')).status).toBe(200);
    const res = await get('/assets/index.js.map');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('version');
  });

  it('are not built for production', async () => {
    const { default: config } = await import('../../vite.config.js');
    expect((config as { build: { sourcemap: unknown } }).build.sourcemap).toBe(false);
  });
});
