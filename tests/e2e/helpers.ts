import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launch, openPage } from './browser';

/**
 * Shared steps and readings for the house-finding journeys. Everything is read the way a user
 * sees it: headings, link targets, the text on a card. Only reference data (where Utrecht is)
 * comes from the public place-search API, so no code or coordinate is hard-coded.
 */

/** Waits a little longer than playwright's default for a 2-core machine under load. */
export const UI_TIMEOUT = 15_000;

/**
 * One Chromium per test file, a fresh browser context per page (so tests share no cookies,
 * storage or Relay store); every context is closed after its test.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const problemLists: string[][] = [];
  const cspLists: string[][] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async ({ task }) => {
    // A timeout says little on its own: show what the browser complained about.
    const problems = problemLists.splice(0).flat();
    const violations = cspLists.splice(0).flat();
    if (task.result?.state === 'fail' && problems.length > 0) {
      console.error(`browser problems during "${task.name}":\n  ${problems.join('\n  ')}`);
    }
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    // Every journey also proves the pages it visits work under the Content-Security-Policy.
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (width = 1280, options: { localDeveloper?: boolean; locale?: string } = {}) => {
    if (!browser) throw new Error('browser not launched');
    const opened = await openPage(browser, width, width < 640 ? 812 : 900, options);
    opened.context.setDefaultTimeout(UI_TIMEOUT);
    contexts.push(opened.context);
    problemLists.push(opened.problems);
    cspLists.push(opened.cspViolations);
    return opened;
  };
}

/** A GraphQL request from the page (same origin, session cookie, the AJAX marker). */
export async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
}

/** The password of the accounts the journeys register. */
export const PASSWORD = 'geheim-wachtwoord-1';

let counter = 0;
/** A fresh e-mail address per account, so that runs never collide. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}@voorbeeld.nl`;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

/**
 * Creates an account through the GraphQL `register` mutation from inside the page (so the
 * browser context gets the session cookie), then reloads so the app sees the viewer.
 */
export async function registerViaApi(page: Page, firstName = 'Sanne'): Promise<Account> {
  const account = { email: uniqueEmail(firstName.toLowerCase()), password: PASSWORD, firstName };
  if (!page.url().startsWith('http')) await page.goto('/voorwaarden');
  const result = await graphql(page, 'mutation($input: RegisterInput!) { register(input: $input) { __typename } }', {
    input: {
      firstName,
      lastName: 'de Vries',
      email: account.email,
      phoneNumber: '0612345678',
      userType: 'SEARCHER',
      movingMonths: 3,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      terms: true,
    },
  });
  expect(result, JSON.stringify(result)).toMatchObject({ data: { register: { __typename: 'RegisterPayload' } } });
  return account;
}

/** Demo accounts of the seed, all with this password. */
export const DEMO_PASSWORD = 'huiskans-demo';

/**
 * Logs the browser context in through the public login API (POST /api/auth/login, spec §7), so
 * a journey can reach the dashboard area without depending on the login screens.
 */
export async function logIn(context: BrowserContext, email: string) {
  const res = await context.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(res.status(), `login as ${email}: ${await res.text()}`).toBe(204);
}

/** Logs a demo account in through /meedoen/email (the two-step login), as a user does it. */
export async function logInThroughForm(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByRole('button', { name: 'Verder' }).click();
  await main.getByRole('heading', { level: 1, name: 'Welkom terug!' }).waitFor();
  await main.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Inloggen' }).click();
}

export interface Place {
  type: string;
  code: string;
  weergavenaam: string;
  latitude: number;
  longitude: number;
}

/** The woonplaats whose display name starts with `name,` according to GET /api/ngr/find. */
export async function findWoonplaats(name: string): Promise<Place> {
  const res = await fetch(`${inject('baseUrl')}/api/ngr/find?query=${encodeURIComponent(name)}`);
  expect(res.status).toBe(200);
  const places = (await res.json()) as Place[];
  const place = places.find((p) => p.type === 'woonplaats' && p.weergavenaam.startsWith(`${name},`));
  if (!place) throw new Error(`no woonplaats ${name} in ${JSON.stringify(places)}`);
  return place;
}

/**
 * The listing path of spec §2, built independently of the client:
 * /huizen/aanbod/{type}/{code}/{display name, spaces as '+'}/{latitude}/{longitude}.
 */
export function listingPath(place: Place): string {
  const name = place.weergavenaam.replaceAll(' ', '+');
  return `/huizen/aanbod/${place.type}/${place.code}/${name}/${place.latitude}/${place.longitude}`;
}

export function searchParamsOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The listing's h1, e.g. '93 huizen te koop in Utrecht'. */
export function listingHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: /huis|huizen/ });
}

/** '1.234 huizen te koop in Utrecht' → 1234; also '12 huizen in Utrecht' (sold ones asked for too). */
export function parseCount(heading: string): number {
  const match = /^([\d.]+) (huis|huizen)( te koop)? in /.exec(heading.trim());
  if (!match) throw new Error(`not a listing heading: ${heading}`);
  return Number(match[1].replaceAll('.', ''));
}

/** Waits for the listing heading and returns the number of houses it announces. */
export async function headingCount(page: Page): Promise<number> {
  const heading = listingHeading(page);
  await heading.waitFor({ timeout: UI_TIMEOUT });
  return parseCount((await heading.textContent()) ?? '');
}

/** The house cards of the listing (articles inside the page's main landmark). */
export function houseCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** A price as a card or house page shows it (spec §9): '€ 425.000 k.k.', '€ 400.000 - € 450.000 k.k.', ... */
export const PRICE_PATTERN = /(?:vanaf |tot )?€ [\d.]+(?: - € [\d.]+)? k\.k\.|Prijs op aanvraag/;

/** The price text inside a card's (or page's) text. */
export function priceIn(text: string): string {
  const match = PRICE_PATTERN.exec(text);
  if (!match) throw new Error(`no price in: ${text}`);
  return match[0];
}

/**
 * The amount the listing filters and sorts on: the asking price, or the lower end of a range
 * ('€ 400.000 - € 450.000 k.k.' → 400000); null for 'Prijs op aanvraag'. Dutch thousands
 * separators are dots.
 */
export function lowestAmount(price: string): number | null {
  const match = /€ ([\d.]+)/.exec(price);
  return match ? Number(match[1].replaceAll('.', '')) : null;
}

export interface CardInfo {
  href: string;
  price: string;
  address: string;
  /** 'Appartement · 0,2 km' → 'Appartement'. */
  houseType: string;
  /** Distance from the searched point as the card shows it, when it shows one. */
  distanceKm: number | null;
  bedrooms: number;
}

/**
 * Reads every card on the page as a user sees it: link target, price, address (h3), the type
 * line ('Appartement · 0,2 km') and the bedroom count (the list item named 'Slaapkamers').
 * One round trip for all cards.
 */
export async function readCards(page: Page): Promise<CardInfo[]> {
  const cards = houseCards(page);
  await cards.first().waitFor({ timeout: UI_TIMEOUT });
  const raw = await cards.evaluateAll((articles) =>
    articles.map((article) => ({
      href: article.querySelector('a')?.getAttribute('href') ?? '',
      text: article.textContent ?? '',
      address: article.querySelector('h3')?.textContent ?? '',
      meta: article.querySelector('p')?.textContent ?? '',
      bedrooms: article.querySelector('li[title="Slaapkamers"]')?.textContent ?? '',
    })),
  );
  return raw.map((card) => {
    const distance = /· ([\d.,]+) km/.exec(card.meta);
    return {
      href: card.href,
      price: priceIn(card.text),
      address: card.address.trim(),
      houseType: card.meta.split('·')[0].trim(),
      distanceKm: distance ? Number(distance[1].replaceAll('.', '').replace(',', '.')) : null,
      bedrooms: Number(card.bedrooms.replace(/\D/g, '')),
    };
  });
}

/** readCards for polling: undefined while the list is re-rendering or not there yet. */
export async function cardsNow(page: Page): Promise<CardInfo[] | undefined> {
  try {
    if ((await houseCards(page).count()) === 0) return undefined;
    return await readCards(page);
  } catch {
    return undefined;
  }
}

/** The hrefs of the cards now on the page. */
export async function cardHrefs(page: Page): Promise<string[]> {
  return (await readCards(page)).map((c) => c.href);
}

/** Horizontal overflow of the document, in px (0 = no sideways scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth - window.innerWidth;
  });
}

export interface SuggestionRequest {
  query: string;
  at: number;
}

/**
 * Records every place-suggestion request the search bar sends (POST /graphql with operation
 * usePlaceSuggestionsQuery), with the time node saw it. The home page's own popular-places
 * query also uses the placeSuggestions field, so the operation name is what counts here.
 */
export function trackSuggestionRequests(page: Page): SuggestionRequest[] {
  const seen: SuggestionRequest[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postData() ?? '';
    if (!body.includes('placeSuggestions')) return;
    try {
      const parsed = JSON.parse(body) as { operationName?: string; variables?: { query?: string } };
      if (parsed.operationName !== 'usePlaceSuggestionsQuery') return;
      seen.push({ query: parsed.variables?.query ?? '', at: Date.now() });
    } catch {
      seen.push({ query: body, at: Date.now() });
    }
  });
  return seen;
}

/** Every image under `scope` that the browser finished loading with real pixels. */
export async function brokenImages(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Scrolls through the page so lazy images (loading="lazy") load, waits until every image has
 * finished (loaded or failed), then scrolls back to the top. Used before full-page screenshots
 * and before checking for broken images.
 */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    const el = document.scrollingElement ?? document.documentElement;
    for (let y = 0; y < el.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, el.scrollHeight);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
    timeout: UI_TIMEOUT,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The listing heading's count right now, or undefined while it is not (yet) rendered. */
export async function headingCountNow(page: Page): Promise<number | undefined> {
  try {
    const heading = listingHeading(page);
    if ((await heading.count()) !== 1) return undefined;
    return parseCount((await heading.textContent()) ?? '');
  } catch {
    return undefined;
  }
}

/** Polls until the listing announces a count that satisfies `test`, and returns it. */
export async function waitForCount(page: Page, test: (count: number) => boolean, what: string): Promise<number> {
  let last: number | undefined;
  const read = async () => {
    last = await headingCountNow(page);
    return last;
  };
  await expect
    .poll(read, { timeout: UI_TIMEOUT, message: `listing count ${what}` })
    .toSatisfy((count: number | undefined) => count !== undefined && test(count));
  return last as number;
}

/** Polls until the cards (all of them at once) satisfy `test`, and returns them. */
export async function waitForCards(
  page: Page,
  test: (cards: CardInfo[]) => boolean,
  what: string,
): Promise<CardInfo[]> {
  let last: CardInfo[] | undefined;
  const read = async () => {
    last = await cardsNow(page);
    return last;
  };
  await expect
    .poll(read, { timeout: UI_TIMEOUT, message: `cards ${what}` })
    .toSatisfy((cards: CardInfo[] | undefined) => cards !== undefined && test(cards));
  return last as CardInfo[];
}

export function isAscending(values: number[]): boolean {
  return values.every((v, i) => i === 0 || values[i - 1] <= v);
}
