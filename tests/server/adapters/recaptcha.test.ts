import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaOff, createCaptcha, createRecaptcha } from '../../../server/adapters/captcha/index.js';

// A loopback stand-in for https://www.google.com/recaptcha/api/siteverify following its contract:
// POST application/x-www-form-urlencoded secret, response[, remoteip] → {"success", "error-codes"}.
let server: Server;
let url: string;
const received: Record<string, string>[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ method: req.method ?? '', type: req.headers['content-type'] ?? '', ...form });
      if (form.response === 'kapot') {
        res.writeHead(500).end('oops');
        return;
      }
      const success = form.secret === 'geheim' && form.response === 'goed-token';
      const errors = form.secret !== 'geheim' ? ['invalid-input-secret'] : success ? [] : ['invalid-input-response'];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success, ...(success ? { hostname: 'localhost' } : {}), 'error-codes': errors }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('reCAPTCHA adapter', () => {
  it('posts secret, response and remoteip as a form and trusts only success: true', async () => {
    const captcha = createRecaptcha('geheim', url);
    expect(captcha.enabled).toBe(true);
    expect(await captcha.verify('goed-token', '203.0.113.9')).toBe(true);
    expect(received.at(-1)).toEqual({
      method: 'POST',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      secret: 'geheim',
      response: 'goed-token',
      remoteip: '203.0.113.9',
    });
    expect(await captcha.verify('fout-token')).toBe(false);
    expect(await createRecaptcha('ander-geheim', url).verify('goed-token')).toBe(false);
  });

  it('counts an empty answer, a server error or no server at all as not verified', async () => {
    const captcha = createRecaptcha('geheim', url);
    const before = received.length;
    expect(await captcha.verify('')).toBe(false);
    expect(received.length).toBe(before); // no call for an empty answer
    expect(await captcha.verify('kapot')).toBe(false);
    expect(await createRecaptcha('geheim', 'http://127.0.0.1:9/siteverify', 500).verify('goed-token')).toBe(false);
  });

  it('is off unless RECAPTCHA_SECRET is set, and uses Google by default', async () => {
    expect(createCaptcha({ RECAPTCHA_SECRET: undefined, RECAPTCHA_VERIFY_URL: undefined })).toBe(captchaOff);
    expect(await captchaOff.verify('')).toBe(true);
    expect(createCaptcha({ RECAPTCHA_SECRET: 'x', RECAPTCHA_VERIFY_URL: url }).enabled).toBe(true);
  });
});
