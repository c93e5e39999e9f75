import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { headingCount, listingHeading, UI_TIMEOUT, useBrowser } from './helpers';

/** Every route of spec §2 is registered, unknown ones get a Dutch 404; server pages. */
describe.skipIf(!hasBrowser)('status pages, server pages and the favicon', () => {
  const open = useBrowser();

  it("routes of later issues show the Dutch 'nog niet beschikbaar' page with a way on", async () => {
    const { page, problems } = await open(1280);
    const expectNotAvailable = async (path: string, section: string) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Deze pagina is nog niet beschikbaar' }).waitFor();
      expect(new URL(page.url()).pathname, 'no redirect').toBe(path);
      expect(await main.textContent(), path).toContain(section);
      expect(await main.getByRole('link', { name: 'Naar de startpagina' }).count()).toBe(1);
      expect(await page.title()).toContain('nog niet beschikbaar');
    };
    // Routes no issue has filled yet (when one is, pick another of spec §2 that still waits):
    // the bare funnel /f/{funnelType} (its children are filled).
    await expectNotAvailable('/f/verkoper', 'Meedoen');
    await screenshot(page, 'not-available-1280', { fullPage: false });

    await page.getByRole('main').getByRole('link', { name: 'Bekijk het aanbod' }).click();
    await page.waitForURL((url) => url.pathname === '/huizen/aanbod');
    expect(await headingCount(page)).toBeGreaterThan(0);
    expect(await listingHeading(page).textContent()).toMatch(/te koop in Nederland$/);
    expect(problems).toEqual([]);
  });

  it('an unknown house and an unknown path show a Dutch 404 page', async () => {
    const { page, problems } = await open(1280);
    for (const path of ['/huizen/utrecht/huis-bestaat-echt-niet-999999', '/huizen/utrecht/geen-huis']) {
      await page.goto(path);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Dit huis bestaat niet (meer)' }).waitFor();
      expect(await main.getByText('404', { exact: true }).count(), path).toBe(1);
      expect(await main.getByRole('link', { name: 'Bekijk het aanbod' }).count()).toBe(1);
    }
    await screenshot(page, 'house-not-found-1280', { fullPage: false });

    // An address that is no page is answered with status 404 (for crawlers), and the client shows its page.
    const response = await page.goto('/dit-adres-bestaat-niet');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).waitFor();
    expect(await page.getByRole('main').getByText('404', { exact: true }).count()).toBe(1);
    // Chromium logs the document's own 404 status: the unknown house's (server-rendered) and the
    // unknown path's; nothing else may fail.
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });

  it('Voorwaarden and Privacy in the footer open server-rendered pages', async () => {
    const { page, problems } = await open(1280);
    for (const [link, title] of [
      ['Voorwaarden', 'Algemene voorwaarden'],
      ['Privacy', 'Privacyverklaring'],
    ] as const) {
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Plaats of adres' }).waitFor();
      const favicon = faviconResponse(page);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().endsWith(`/${link.toLowerCase()}`)),
        page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // Rendered by the server, not by the client app.
      expect(await page.locator('#root').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Huiskans' }).first().getAttribute('href')).toBe('/');
      expect((await favicon).status()).toBe(200);
    }
    expect(problems).toEqual([]);
  });

  it('the favicon loads on client and server pages', async () => {
    const { page, problems } = await open(1280);
    for (const path of ['/', '/huizen/aanbod', '/l/verkopen', '/voorwaarden', '/privacy']) {
      // The browser itself asks for the icon the page links to, on every page load. (That the
      // server serves /favicon.svg as an SVG is checked once by global-setup.)
      const favicon = faviconResponse(page);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: UI_TIMEOUT });
      const href = await page.locator('link[rel="icon"]').getAttribute('href');
      const response = await favicon;
      expect(response.url(), path).toBe(new URL(href ?? '', page.url()).toString());
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^image\//);
    }
    expect(problems).toEqual([]);
  });
});

/** The browser's own request for the page's icon (start waiting before the navigation). */
function faviconResponse(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.request().resourceType() === 'other' && /\/favicon\.[a-z]+$/.test(r.url()), {
    timeout: UI_TIMEOUT,
  });
}

/** The production build as a browser gets it: compressed, cached, and the scripts of a first visit. */
describe('delivery of the built client', () => {
  it('sends the first visit scripts brotli-compressed and cached for a year, the page itself revalidated', async () => {
    const { inject } = await import('vitest');
    const base = inject('baseUrl');
    const home = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('etag')).toBeTruthy();
    const html = await home.text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(2);
    let onTheWire = 0;
    for (const path of scripts) {
      const res = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      const raw = Number(res.headers.get('content-length'));
      if (raw > 1024) expect(res.headers.get('content-encoding'), path).toBe('br');
      onTheWire += raw;
      await res.arrayBuffer();
    }
    console.log(`first visit: ${scripts.length} scripts, ${(onTheWire / 1024).toFixed(1)} KB brotli`);
    const again = await fetch(`${base}/`, { headers: { 'If-None-Match': home.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
