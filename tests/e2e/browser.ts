import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** On a machine without Chromium the journeys are skipped, unless E2E_REQUIRED is set (CI). */
export const hasBrowser = existsSync(CHROMIUM) || process.env.E2E_REQUIRED === '1';
export const SHOTS = resolve(import.meta.dirname, '../.artifacts/screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
    // Playwright gives every launch its own temporary profile; a --user-data-dir argument is refused.
  });
}

/** A page on the app under test that fails the test on any console error or failed request. */
export async function openPage(browser: Browser, width = 1280, height = 900): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: inject('baseUrl'), locale: 'nl-NL' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    // An image whose load the browser cancels because the page moved on (navigation, a list
    // re-rendered) is not a failure a user sees; every other failed request is.
    if (r.failure()?.errorText === 'net::ERR_ABORTED' && r.resourceType() === 'image') return;
    problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return { page, context, problems };
}

/** Full page by default; `fullPage: false` for what the viewport shows (e.g. an open sheet). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}
