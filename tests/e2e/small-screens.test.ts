import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import {
  brokenImages,
  findWoonplaats,
  headingCount,
  horizontalOverflow,
  houseCards,
  listingHeading,
  listingPath,
  loadLazyImages,
  logIn,
  readCards,
  UI_TIMEOUT,
  useBrowser,
  waitForCards,
} from './helpers';

const PHONE = 375;

/** The filter panel, also while it is hidden (display: none takes it out of the accessibility tree). */
const filterPanel = (page: Page) => page.getByRole('complementary', { name: 'Filters', includeHidden: true });
/** The toolbar button that opens the sheet: 'Filters', with the number of active filters after it. */
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters\s*\d*$/ });

/** 375 px (spec §9: the filter panel hides under 960 px). */
describe.skipIf(!hasBrowser)('a phone-sized screen (375 px)', () => {
  const open = useBrowser();

  it('home, listing and house page fit the screen without sideways scrolling', async () => {
    const { page, problems } = await open(PHONE);
    const utrecht = await findWoonplaats('Utrecht');

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Plaats of adres' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Populaire plaatsen' }).waitFor();
    expect(await horizontalOverflow(page), 'home scrolls sideways').toBeLessThanOrEqual(0);
    await screenshot(page, 'home-375');

    await page.goto(listingPath(utrecht));
    expect(await headingCount(page)).toBeGreaterThan(0);
    await loadLazyImages(page);
    expect(await brokenImages(page.getByRole('main').getByRole('img'))).toEqual([]);
    expect(await horizontalOverflow(page), 'listing scrolls sideways').toBeLessThanOrEqual(0);
    await screenshot(page, 'listing-375');

    const [first] = await readCards(page);
    await houseCards(page).first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === first.href);
    await page.getByRole('heading', { level: 2, name: 'Kenmerken' }).waitFor();
    await loadLazyImages(page);
    expect(await brokenImages(page.getByRole('main').getByRole('img'))).toEqual([]);
    expect(await horizontalOverflow(page), 'house page scrolls sideways').toBeLessThanOrEqual(0);
    await screenshot(page, 'house-375');

    await page.goto('/f/verkoper');
    await page.getByRole('heading', { level: 1, name: 'Deze pagina is nog niet beschikbaar' }).waitFor();
    expect(await horizontalOverflow(page), 'status page scrolls sideways').toBeLessThanOrEqual(0);

    expect(problems).toEqual([]);
  });

  it("the filter panel is hidden and the 'Filters' button opens it as a sheet", async () => {
    const { page, problems } = await open(PHONE);
    const utrecht = await findWoonplaats('Utrecht');
    await page.goto(listingPath(utrecht));
    await headingCount(page);

    const panel = filterPanel(page);
    expect(await panel.isHidden()).toBe(true);
    const button = filtersButton(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await panel.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('heading', { level: 2, name: 'Filters' }).waitFor();
    const showResults = panel.getByRole('button', { name: 'Toon resultaten' });
    await showResults.waitFor();
    // The sheet fits the screen, and the page behind it does not scroll.
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await screenshot(page, 'listing-filters-375', { fullPage: false });

    // A filter set in the sheet applies while the sheet stays open.
    const bedrooms = panel.getByLabel('Slaapkamers', { exact: true });
    await bedrooms.fill('3');
    await bedrooms.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('bedrooms') === '3');
    expect(await panel.isVisible()).toBe(true);
    await expect.poll(() => button.textContent(), { timeout: UI_TIMEOUT }).toMatch(/Filters\s*1$/);

    await showResults.click();
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await waitForCards(page, (cards) => cards.every((c) => c.bedrooms >= 3), 'with at least 3 bedrooms');

    // Esc and the close button close it too.
    await button.click();
    await panel.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await button.click();
    await panel.getByRole('button', { name: 'Filters sluiten' }).click();
    await panel.waitFor({ state: 'hidden' });

    expect(problems).toEqual([]);
  });

  it('the house page shows price, address and status right after the photos, before the descriptions', async () => {
    const { page, problems } = await open(PHONE);
    await page.goto(listingPath(await findWoonplaats('Utrecht')));
    const [first] = await readCards(page);
    await page.goto(first.href);
    const main = page.getByRole('main');
    const address = main.getByRole('heading', { level: 1 });
    const description = main.getByRole('heading', { level: 2, name: 'Feitelijke omschrijving' });
    const facts = main.getByRole('heading', { level: 2, name: 'Kenmerken' });
    const photo = main.getByRole('button', { name: 'Foto vergroten', exact: true });
    await description.waitFor();
    const [p, a, f, d] = await Promise.all([photo, address, facts, description].map((l) => l.boundingBox()));
    expect(p && a && f && d, 'all on the page').toBeTruthy();
    expect(p?.y ?? Infinity).toBeLessThan(a?.y ?? 0);
    expect(a?.y ?? Infinity).toBeLessThan(f?.y ?? 0);
    expect(a?.y ?? Infinity).toBeLessThan(d?.y ?? 0);
    expect(problems).toEqual([]);
  });

  it("'Meer laden' adds the next houses below the first ones", async () => {
    const { page, problems } = await open(PHONE);
    const utrecht = await findWoonplaats('Utrecht');
    await page.goto(`${listingPath(utrecht)}?page=2`);
    const total = await headingCount(page);
    expect(total).toBeGreaterThan(24);
    const page2 = (await readCards(page)).map((c) => c.href);
    await page.goto(listingPath(utrecht));
    const page1 = (await readCards(page)).map((c) => c.href);

    await page.getByRole('button', { name: 'Meer laden' }).click();
    await waitForCards(
      page,
      (cards) => cards.map((c) => c.href).join() === [...page1, ...page2].join(),
      'page 1 followed by page 2',
    );
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('the header search bar is usable: it fits, suggests and leads to another place', async () => {
    const { page, problems } = await open(PHONE);
    const [utrecht, amsterdam] = [await findWoonplaats('Utrecht'), await findWoonplaats('Amsterdam')];
    await page.goto(listingPath(utrecht));
    await headingCount(page);

    const search = page.getByRole('banner').getByRole('form', { name: 'Huizen zoeken' });
    const input = search.getByRole('combobox', { name: 'Plaats of adres' });
    // Under 640 px the button shows only its icon; 'Zoek' stays its accessible name.
    expect(await search.getByRole('button').count()).toBe(1);
    expect(await search.getByRole('button', { name: 'Zoek', exact: true }).count()).toBe(1);
    const zoek = search.getByRole('button', { name: 'Zoek', exact: true });
    expect(await input.inputValue()).toBe(utrecht.weergavenaam);
    for (const control of [input, zoek]) {
      const box = await control.boundingBox();
      expect(box, 'visible').not.toBeNull();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE && box.width >= 24).toBe(true);
    }

    await input.fill('Amsterd');
    const option = page.getByRole('option', { name: new RegExp(`^${amsterdam.weergavenaam}`) });
    await option.waitFor();
    const optionBox = await option.boundingBox();
    expect(optionBox && optionBox.x >= 0 && optionBox.x + optionBox.width <= PHONE).toBe(true);
    // The list is as wide as the screen minus the page margins, under the button too, so a
    // name like 'Amsterdam-Duivendrecht, Ouder-Amstel, Noord-Holland' needs at most two lines.
    const listBox = await page.getByRole('listbox', { name: 'Suggesties' }).boundingBox();
    expect(listBox?.width ?? 0).toBeGreaterThanOrEqual(PHONE - 2 * 24);
    await screenshot(page, 'header-search-375', { fullPage: false });
    await option.click();
    await page.waitForURL((url) => url.pathname === listingPath(amsterdam));
    await listingHeading(page)
      .filter({ hasText: /te koop in Amsterdam$/ })
      .waitFor();
    expect(await headingCount(page)).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    expect(problems).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)('the header and the cards on a phone (375 px)', () => {
  const open = useBrowser();

  it("reaches 'Adviseurs' from the header, logged in, and no card's status runs under its heart", async () => {
    const { page, context, problems } = await open(PHONE);
    await logIn(context, 'zoeker@demo.huiskans.nl');
    // A listing of sold houses: their long status badges beside the like buttons.
    const utrecht = await findWoonplaats('Utrecht');
    await page.goto(`${listingPath(utrecht)}?statuses=sold_under_reservation,sold&range=15`);
    const advisors = page.getByRole('banner').getByRole('link', { name: 'Adviseurs' });
    await advisors.waitFor();
    expect(await advisors.isVisible()).toBe(true);
    // The logo, the bell and the account stay on one row.
    const logo = await page
      .getByRole('banner')
      .getByRole('link', { name: /naar de startpagina/ })
      .boundingBox();
    const logout = await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).boundingBox();
    expect(
      Math.abs((logo?.y ?? 0) + (logo?.height ?? 0) / 2 - ((logout?.y ?? 0) + (logout?.height ?? 0) / 2)),
    ).toBeLessThan(8);
    await waitForCards(page, (cards) => cards.length > 0, 'of sold houses');
    expect(await horizontalOverflow(page), 'the listing scrolls sideways').toBeLessThanOrEqual(0);
    const cards = houseCards(page);
    const checked = Math.min(await cards.count(), 4);
    for (let i = 0; i < checked; i += 1) {
      const card = page.locator('.house-card').nth(i);
      const status = await card.locator('.house-card__status').boundingBox();
      const heart = await card.locator('.like--card').boundingBox();
      if (!status || !heart) throw new Error(`card ${i} has no status badge or no like button`);
      const overlaps =
        status.x < heart.x + heart.width &&
        heart.x < status.x + status.width &&
        status.y < heart.y + heart.height &&
        heart.y < status.y + status.height;
      expect(overlaps, `card ${i}: the status runs under the heart`).toBe(false);
    }
    await screenshot(page, 'listing-sold-cards-375', { fullPage: false });
    await advisors.click();
    await page.waitForURL((url) => url.pathname.startsWith('/adviseurs'));
    expect(problems).toEqual([]);
  });
});
