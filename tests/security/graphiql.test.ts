import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { createApiKey } from '../../server/domain/accounts/api-keys/keys.js';
import { createViewer } from '../../server/domain/accounts/viewer.js';
import { hasBrowser, launch } from '../e2e/browser.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createUser } from '../helpers/fixtures.js';

// Finding 17: GraphiQL loaded its scripts from a CDN and, offline, showed 'Loading __TITLE__...'
// forever. Its assets now come from this server, each with Subresource Integrity, and the page
// has no inline script, so it also runs under a `script-src 'self'` Content-Security-Policy.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An `act` key of a new user named Partner. */
async function actKey() {
  const user = await createUser(t.db.prisma, { firstName: 'Partner' });
  const { secret } = await createApiKey(
    { prisma: t.db.prisma, viewer: createViewer(t.db.prisma, user) },
    { name: 'GraphiQL', scope: 'act' },
  );
  return secret;
}

const page = async () => {
  const res = await t.request('/graphql', { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
};

/** src/href and integrity of every script, stylesheet and icon tag of the page. */
function references(html: string) {
  return [...html.matchAll(/<(script|link)\b([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag,
    url: attrs.match(/\b(?:src|href)="([^"]*)"/)?.[1],
    integrity: attrs.match(/\bintegrity="([^"]*)"/)?.[1],
    rel: attrs.match(/\brel="([^"]*)"/)?.[1],
  }));
}

describe('GraphiQL on /graphql', () => {
  it('references only files of this server, scripts and styles with their integrity, and no inline script', async () => {
    const html = await page();
    expect(html).toContain('<title>Huiskans GraphQL</title>');
    const refs = references(html);
    expect(refs.map((r) => r.tag).sort()).toEqual(['link', 'link', 'script', 'script']);
    for (const ref of refs) {
      expect(ref.url, ref.tag).toMatch(/^\/graphiql\/[\w.-]+$/);
      if (ref.rel !== 'icon') expect(ref.integrity, ref.url).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    }
    // Every <script> loads a file; nothing runs inline, nothing comes from another host.
    expect([...html.matchAll(/<script\b[^>]*>([^<]*)<\/script>/g)].map((m) => m[1].trim())).toEqual(['', '']);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves each of those files with the right type and the hash its integrity names', async () => {
    for (const ref of references(await page())) {
      const res = await t.request(ref.url!);
      expect(res.status, ref.url).toBe(200);
      const type = res.headers.get('content-type');
      if (ref.tag === 'script') expect(type).toBe('text/javascript; charset=utf-8');
      else if (ref.rel === 'stylesheet') expect(type).toBe('text/css; charset=utf-8');
      else expect(type).toBe('image/x-icon');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const body = Buffer.from(await res.arrayBuffer());
      if (ref.integrity)
        expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, ref.url).toBe(ref.integrity);
    }
    expect((await t.request('/graphiql/bestaat-niet.js')).status).toBe(404);
  });

  it.skipIf(!hasBrowser)(
    'renders in Chromium with every other host blocked, under script-src self',
    { timeout: 60_000 },
    async () => {
      const server = await createApp({ services: t.services, ping: t.db.ping }).listen(0, '127.0.0.1');
      const browser = await launch();
      const context = await browser.newContext();
      try {
        const base = `http://127.0.0.1:${server.port}`;
        const elsewhere: string[] = [];
        await context.route('**/*', async (route) => {
          const url = route.request().url();
          if (!url.startsWith(base)) {
            elsewhere.push(url);
            return route.abort();
          }
          // The app's own Content-Security-Policy stays on (script-src 'self', no inline scripts).
          const res = await route.fetch();
          expect(res.headers()['content-security-policy'] ?? '', url).toContain("script-src 'self'");
          return route.fulfill({ response: res });
        });
        const tab = await context.newPage();
        const problems: string[] = [];
        tab.on('pageerror', (e) => problems.push(e.message));
        tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        await tab.exposeFunction('reportViolation', (v: string) => problems.push(v));
        await tab.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (e) =>
            (window as unknown as { reportViolation(v: string): void }).reportViolation(
              `${e.violatedDirective} ${e.blockedURI}`,
            ),
          ),
        );
        await tab.goto(`${base}/graphql?query=${encodeURIComponent('{ houseTypes { key } }')}`);
        await tab.locator('.graphiql-container').first().waitFor({ timeout: 30_000 });
        expect(await tab.locator('body').textContent()).not.toContain('Loading');
        expect(await tab.title()).toBe('Huiskans GraphQL');
        // The query editor is there (Monaco, its workers from this server).
        await tab.locator('.graphiql-query-editor').first().waitFor({ timeout: 30_000 });
        // And it runs a query against this server (through the query limits, like the schema's introspection).
        await tab.locator('.graphiql-execute-button').click();
        await tab.locator('.graphiql-response').getByText('houseTypes').waitFor({ timeout: 30_000 });
        expect(problems).toEqual([]);
        expect(elsewhere).toEqual([]);
      } finally {
        // Requests the editor still has in flight (its workers) must not fail after the test.
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await browser.close();
        await server.close();
      }
    },
  );

  it('opens with the headers editor, where a key goes, and does not keep headers in storage', async () => {
    const html = await page();
    const options = JSON.parse(
      html
        .match(/data-options="([^"]*)"/)![1]
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(options).toMatchObject({
      isHeadersEditorEnabled: true,
      defaultEditorToolsVisibility: 'headers',
      shouldPersistHeaders: false,
    });
    expect(options.defaultQuery).toContain('{"Authorization": "Bearer hk_…"}');
  });

  it("a key in GraphiQL's request (same origin, JSON, no cookie) is the key's user; a bad one a Dutch 401", async () => {
    const secret = await actKey();
    const send = (authorization: string) =>
      t.request('/graphql', {
        method: 'POST',
        headers: {
          origin: t.services.config.APP_URL,
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json, multipart/mixed',
          authorization,
        },
        body: JSON.stringify({ query: '{ viewer { firstName } }' }),
      });
    const ok = await send(`Bearer ${secret}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.viewer.firstName).toBe('Partner');
    const bad = await send('Bearer hk_ingetrokken');
    expect(bad.status).toBe(401);
    expect((await bad.json()).errors[0].message).toBe('Deze API-sleutel is ongeldig of ingetrokken.');
  });

  it.skipIf(!hasBrowser)(
    'in Chromium: a key pasted under Headers runs a query as its user',
    { timeout: 60_000 },
    async () => {
      const secret = await actKey();
      const server = await createApp({ services: t.services, ping: t.db.ping }).listen(0, '127.0.0.1');
      const browser = await launch();
      try {
        const tab = await (await browser.newContext()).newPage();
        await tab.goto(
          `http://127.0.0.1:${server.port}/graphql?query=${encodeURIComponent('{ viewer { firstName } }')}`,
        );
        const headers = tab.locator('.graphiql-editor-tool .graphiql-editor').last();
        await headers.waitFor({ timeout: 30_000 });
        await headers.click();
        // insertText: no auto-closed brackets or quotes from the editor.
        await tab.keyboard.insertText(`{"Authorization": "Bearer ${secret}"}`);
        await tab.locator('.graphiql-execute-button').click();
        await tab.locator('.graphiql-response').getByText('"Partner"').waitFor({ timeout: 30_000 });
      } finally {
        await browser.close();
        await server.close();
      }
    },
  );
});
