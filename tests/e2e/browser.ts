import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** On a machine without Chromium the journeys are skipped, unless E2E_REQUIRED is set (CI). */
export const hasBrowser = existsSync(CHROMIUM) || process.env.E2E_REQUIRED === '1';
/** Screenshots of the journeys; SHOTS_DIR puts them elsewhere (e.g. /tmp/shots to look at them). */
export const SHOTS = process.env.SHOTS_DIR ?? resolve(import.meta.dirname, '../.artifacts/screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    // Playwright gives every launch its own temporary profile; a --user-data-dir argument is refused.
  });
}

let visitorSeq = 0;
/** Server paths that answer a browser with a redirect to the checkout (an advisor's offer link). */
const CHECKOUT_REDIRECTS = /^\/api\/advisors\/[^/]+\/subscription_offers\/[^/]+\/subscribe$/;

/**
 * A page on the app under test that records console errors, failed requests and every breach of
 * the Content-Security-Policy (`cspViolations`, also in `problems`; useBrowser fails the test on one).
 * Each page is another visitor with its own client IP (X-Forwarded-For; the test server trusts it),
 * so that the per-IP limits of accounts see many people, not one machine doing everything.
 */
export async function openPage(
  browser: Browser,
  width = 1280,
  height = 900,
  { localDeveloper = false, locale = 'nl-NL' } = {},
): Promise<{ page: Page; context: BrowserContext; problems: string[]; cspViolations: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: inject('baseUrl'),
    locale,
  });
  // The developer on the server's own machine (who may read /dev/mail) comes without a proxy header.
  // A visitor's requests carry one, except to the local test checkout, which answers only a browser
  // on the server's machine: the visitor pays there as a real payer would on Mollie's page.
  if (!localDeveloper) {
    const ip = `10.9.${Math.floor(++visitorSeq / 250)}.${visitorSeq % 250}`;
    await context.route('**/*', async (route) => {
      const request = route.request();
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/betalen/')) return route.continue();
      const headers = { ...request.headers(), 'x-forwarded-for': ip };
      if (!CHECKOUT_REDIRECTS.test(pathname)) return route.continue({ headers });
      // Chromium keeps a request's headers across the redirects it follows: the redirect goes back
      // to the browser, so that the request to the checkout is routed on its own. Only there: a
      // page the harness fulfils counts as public to Chromium, which then refuses its WebSocket.
      const response = await route.fetch({ headers, maxRedirects: 0 }).catch(() => null);
      // A test that ends while the page is on its way closes the context: nothing to report then.
      await (response ? route.fulfill({ response }) : route.abort()).catch(() => undefined);
    });
  }
  const copy = inject('clientCopy');
  if (copy) await serveClientFrom(context, copy);
  const problems: string[] = [];
  const cspViolations: string[] = [];
  // The browser fires securitypolicyviolation in the document for whatever the policy blocked.
  await context.exposeBinding('__reportCspViolation', ({ page: from }, violation: string) => {
    const line = `${violation} (on ${from.url()})`;
    cspViolations.push(line);
    problems.push(`csp: ${line}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    // net::ERR_ABORTED is the browser or the app cancelling a request because it is no longer
    // needed: the page navigated on, a list re-rendered its images, Relay unsubscribed. No user
    // sees that. Every other failure (refused, reset, empty response, DNS ...) is a problem.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return { page, context, problems, cspViolations };
}

/**
 * The client's static files (scripts, styles, the favicon) come from the copy of the build that
 * global-setup took, the one whose index.html the server hands out: a `vite build` elsewhere in
 * the working tree then cannot delete them under a running test. Everything else (pages, GraphQL,
 * REST, uploads) comes from the server, as does any file the copy does not have.
 */
async function serveClientFrom(context: BrowserContext, dir: string) {
  const origin = new URL(inject('baseUrl')).origin;
  const fileFor = (pathname: string) => {
    const file = join(dir, decodeURIComponent(pathname));
    return pathname !== '/' && file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : null;
  };
  await context.route(
    (url) => url.origin === origin && fileFor(url.pathname) !== null,
    async (route) => {
      const file = fileFor(new URL(route.request().url()).pathname);
      if (route.request().method() !== 'GET' || route.request().resourceType() === 'document' || !file) {
        return route.fallback();
      }
      // A test that ends while the file is on its way closes the context: nothing to report then.
      await route.fulfill({ path: file }).catch(() => undefined);
    },
  );
}

/** Full page by default; `fullPage: false` for what the viewport shows (e.g. an open sheet). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}
