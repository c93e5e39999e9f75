import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser } from './browser';
import {
  type CardInfo,
  cardHrefs,
  findWoonplaats,
  headingCount,
  houseCards,
  isAscending,
  listingHeading,
  listingPath,
  lowestAmount,
  readCards,
  searchParamsOf,
  sleep,
  UI_TIMEOUT,
  useBrowser,
  waitForCards,
  waitForCount,
} from './helpers';

/** The amounts the listing filters and sorts on; 'Prijs op aanvraag' (no amount) sorts last. */
const amounts = (cards: CardInfo[]) => cards.map((c) => lowestAmount(c.price));
const pricedAmounts = (cards: CardInfo[]) => amounts(cards).filter((a): a is number => a !== null);
/** Ascending with houses without a price at the end (NULLS LAST). */
const ascendingNullsLast = (cards: CardInfo[]) => {
  const all = amounts(cards);
  const firstNull = all.indexOf(null);
  return isAscending(pricedAmounts(cards)) && (firstNull === -1 || all.slice(firstNull).every((a) => a === null));
};
const descending = (values: number[]) => isAscending([...values].reverse());

const filterPanel = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sorteer op' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Paginering' });
const currentPage = async (page: Page) => (await pager(page).locator('[aria-current="page"]').textContent())?.trim();

/** The house listing at 1280 px (spec §2 Listing query parameters, §4 Listing). */
describe.skipIf(!hasBrowser)('the house listing', () => {
  const open = useBrowser();

  it('max price, minimum bedrooms and a house type narrow the list, reset to page 1 and land in the URL', async () => {
    const { page, problems } = await open(1280);
    const utrecht = await findWoonplaats('Utrecht');
    await page.goto(`${listingPath(utrecht)}?page=2`);
    const total = await headingCount(page);
    expect(total, 'Utrecht has more than one page of houses').toBeGreaterThan(24);
    expect(await currentPage(page)).toBe('2');
    const panel = filterPanel(page);
    expect(await panel.isVisible()).toBe(true);

    // Max price: the median asking price of this page, so some of these houses drop out and some stay.
    const start = pricedAmounts(await readCards(page)).sort((a, b) => a - b);
    const maxPrice = start[Math.floor(start.length / 2)];
    const priceMax = panel.getByLabel('Tot', { exact: true });
    await priceMax.fill(String(maxPrice));
    await priceMax.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('price_max') === String(maxPrice));
    expect(searchParamsOf(page).get('page'), 'a filter change goes back to page 1').toBeNull();
    const afterPrice = await waitForCount(page, (n) => n > 0 && n < total, `below ${total}`);
    const priced = await waitForCards(
      page,
      (cards) => amounts(cards).every((a) => a !== null && a <= maxPrice),
      `all at most € ${maxPrice}`,
    );
    if (afterPrice > 24) expect(await currentPage(page)).toBe('1');

    // Minimum bedrooms: one more than the fewest on screen, so at least one visible house drops out.
    const fewest = Math.min(...priced.map((c) => c.bedrooms));
    const most = Math.max(...priced.map((c) => c.bedrooms));
    const bedrooms = most > fewest ? fewest + 1 : fewest;
    const bedroomsInput = panel.getByLabel('Slaapkamers', { exact: true });
    await bedroomsInput.fill(String(bedrooms));
    await bedroomsInput.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('bedrooms') === String(bedrooms));
    expect(searchParamsOf(page).get('price_max')).toBe(String(maxPrice));
    const afterBedrooms = await waitForCount(
      page,
      (n) => n > 0 && (bedrooms > fewest ? n < afterPrice : n <= afterPrice),
      `below ${afterPrice}`,
    );
    const roomy = await waitForCards(
      page,
      (cards) => cards.every((c) => c.bedrooms >= bedrooms && (lowestAmount(c.price) ?? Infinity) <= maxPrice),
      `with ≥ ${bedrooms} bedrooms and at most € ${maxPrice}`,
    );

    // House type: the type of the first remaining house, so the result cannot be empty.
    const houseType = roomy[0].houseType;
    const types = panel.getByRole('group', { name: 'Soort woning' });
    const checkbox = types.getByRole('checkbox', { name: houseType, exact: true });
    if (!(await checkbox.isVisible())) await types.getByRole('button', { name: /^Toon alle/ }).click();
    await checkbox.check();
    await page.waitForURL((url) => (url.searchParams.get('house_types') ?? '') !== '');
    await waitForCount(page, (n) => n > 0 && n <= afterBedrooms, `at most ${afterBedrooms}`);
    await waitForCards(
      page,
      (cards) =>
        cards.every(
          (c) => c.houseType === houseType && c.bedrooms >= bedrooms && (lowestAmount(c.price) ?? Infinity) <= maxPrice,
        ),
      `all ${houseType}, ≥ ${bedrooms} bedrooms, at most € ${maxPrice}`,
    );
    const params = searchParamsOf(page);
    expect([params.get('price_max'), params.get('bedrooms'), params.get('page')]).toEqual([
      String(maxPrice),
      String(bedrooms),
      null,
    ]);

    // The panel shows what is set, and one button clears it all.
    expect(await priceMax.inputValue()).toBe(String(maxPrice));
    expect(await bedroomsInput.inputValue()).toBe(String(bedrooms));
    expect(await checkbox.isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Filters wissen (3)' }).click();
    await page.waitForURL((url) => url.search === '');
    await waitForCount(page, (n) => n === total, `back to ${total}`);
    expect(await priceMax.inputValue()).toBe('');
    expect(await checkbox.isChecked()).toBe(false);

    expect(problems).toEqual([]);
  });

  it('a filter checkbox and the sorting show the choice at once, also while the new results are on their way', async () => {
    const { page, problems } = await open(1280);
    const utrecht = await findWoonplaats('Utrecht');
    await page.goto(listingPath(utrecht));
    const total = await headingCount(page);
    const results = page.getByRole('main').locator('[aria-busy]');
    expect(await results.getAttribute('aria-busy')).toBe('false');
    // A slow connection: every GraphQL answer takes 3 s.
    await page.route('**/graphql', async (route) => {
      await sleep(3_000);
      await route.continue().catch(() => undefined);
    });
    try {
      const checkbox = filterPanel(page).getByRole('group', { name: 'Soort woning' }).getByRole('checkbox').first();
      await checkbox.click();
      await sleep(500);
      expect(await checkbox.isChecked(), 'the tick appears before the results arrive').toBe(true);
      await sortSelect(page).selectOption({ label: 'Prijs oplopend' });
      await sleep(500);
      expect(await sortSelect(page).inputValue(), 'the sorting does not snap back').toBe('price_asc');
      expect(await checkbox.isChecked(), 'the tick stays').toBe(true);
      // The old results are still there, marked as being replaced.
      expect(await headingCount(page)).toBe(total);
      expect(await results.getAttribute('aria-busy')).toBe('true');
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    await page.waitForURL(
      (url) => url.searchParams.get('sorting') === 'price_asc' && (url.searchParams.get('house_types') ?? '') !== '',
    );
    await waitForCount(page, (n) => n < total, `below ${total}`);
    await expect.poll(() => results.getAttribute('aria-busy'), { timeout: UI_TIMEOUT }).toBe('false');
    await waitForCards(page, ascendingNullsLast, 'in ascending price');
    expect(await sortSelect(page).inputValue()).toBe('price_asc');
    expect(problems).toEqual([]);
  });

  it('the card reads its bedrooms in Dutch singular or plural for screen readers', async () => {
    const { page, problems } = await open(1280);
    const utrecht = await findWoonplaats('Utrecht');
    // Cheapest first: small flats, so a one-bedroom house is on the first page.
    await page.goto(`${listingPath(utrecht)}?sorting=price_asc`);
    await headingCount(page);
    const spoken = await houseCards(page).evaluateAll((articles) =>
      articles.map((a) => (a.querySelector('li[title="Slaapkamers"]')?.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
    expect(spoken.length).toBeGreaterThan(0);
    for (const text of spoken) {
      const n = Number(/^\d+/.exec(text)?.[0]);
      expect(text).toBe(n === 1 ? '1 slaapkamer' : `${n} slaapkamers`);
    }
    expect(spoken, 'a one-bedroom house among the cheapest').toContain('1 slaapkamer');
    expect(problems).toEqual([]);
  });

  it('a price range fits on one line of a card at 1280 px', async () => {
    const { page, problems } = await open(1280);
    // The dearest houses: the longest amounts, and some of them are offered as a range.
    await page.goto('/huizen/aanbod?sorting=price_desc');
    await headingCount(page);
    const ranges = await houseCards(page).evaluateAll((articles) =>
      articles.flatMap((article) => {
        // The element that holds the whole price and nothing else.
        const price = [...article.querySelectorAll('div')].find((el) =>
          /^€ [\d.]+ - € [\d.]+ k\.k\.$/.test(el.textContent?.trim() ?? ''),
        );
        if (!price) return [];
        const lineHeight = Number.parseFloat(getComputedStyle(price).lineHeight);
        const lines = Math.round(price.getBoundingClientRect().height / lineHeight);
        return [{ text: price.textContent?.trim() ?? '', lines }];
      }),
    );
    expect(ranges.length, 'a card with a price range among the dearest').toBeGreaterThan(0);
    for (const range of ranges) expect(range, range.text).toEqual({ text: range.text, lines: 1 });
    expect(problems).toEqual([]);
  });

  it("'Prijs oplopend' and 'Prijs aflopend' order the cards by price, across pages too", async () => {
    const { page, problems } = await open(1280);
    const utrecht = await findWoonplaats('Utrecht');
    await page.goto(listingPath(utrecht));
    const total = await headingCount(page);

    await sortSelect(page).selectOption({ label: 'Prijs oplopend' });
    await page.waitForURL((url) => url.searchParams.get('sorting') === 'price_asc');
    const page1 = await waitForCards(page, ascendingNullsLast, 'in ascending price');
    expect(pricedAmounts(page1).length).toBeGreaterThan(1);
    expect(await headingCount(page)).toBe(total);

    // Page 2 goes on where page 1 stopped.
    if (total > 24) {
      const lastOfPage1 = Math.max(...pricedAmounts(page1));
      await pager(page).getByRole('link', { name: 'Pagina 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(searchParamsOf(page).get('sorting')).toBe('price_asc');
      await waitForCards(
        page,
        (cards) => ascendingNullsLast(cards) && (lowestAmount(cards[0].price) ?? Infinity) >= lastOfPage1,
        `on page 2 from € ${lastOfPage1} up`,
      );
    }

    await sortSelect(page).selectOption({ label: 'Prijs aflopend' });
    await page.waitForURL((url) => url.searchParams.get('sorting') === 'price_desc');
    expect(searchParamsOf(page).get('page'), 'sorting goes back to page 1').toBeNull();
    const desc = await waitForCards(page, (cards) => descending(pricedAmounts(cards)), 'in descending price');
    expect(pricedAmounts(desc)[0]).toBeGreaterThanOrEqual(Math.max(...pricedAmounts(page1)));
    expect(problems).toEqual([]);
  });

  it("range 0 while sorted by 'Afstand' resets the sorting (spec §4)", async () => {
    const { page, problems } = await open(1280);
    const utrecht = await findWoonplaats('Utrecht');
    await page.goto(listingPath(utrecht));
    const total = await headingCount(page);
    const range = filterPanel(page).getByRole('combobox', { name: 'Afstand' });
    expect(await range.inputValue()).toBe('0');

    await range.selectOption({ label: '+5 km' });
    await page.waitForURL((url) => url.searchParams.get('range') === '5');
    await listingHeading(page).filter({ hasText: '+5 km' }).waitFor();
    await sortSelect(page).selectOption({ label: 'Afstand' });
    await page.waitForURL((url) => url.searchParams.get('sorting') === 'distance');
    expect(searchParamsOf(page).get('range')).toBe('5');
    await waitForCards(
      page,
      (cards) =>
        cards.every((c) => c.distanceKm !== null && c.distanceKm <= 5.05) &&
        isAscending(cards.map((c) => c.distanceKm as number)),
      'nearest first, all within 5 km',
    );

    await range.selectOption({ label: '+0 km' });
    await page.waitForURL((url) => url.searchParams.get('range') === '0' || !url.searchParams.has('range'));
    expect(searchParamsOf(page).get('sorting'), 'distance sorting is dropped').toBeNull();
    await waitForCount(page, (n) => n === total, `back to the place itself (${total})`);
    await expect.poll(() => sortSelect(page).inputValue(), { timeout: UI_TIMEOUT }).toBe('newest');
    expect(await sortSelect(page).locator('option:checked').textContent()).toBe('Nieuwste');
    expect(problems).toEqual([]);
  });

  it('the numbered pager shows other houses on page 2, and Back returns to page 1', async () => {
    const { page, problems } = await open(1280);
    const utrecht = await findWoonplaats('Utrecht');
    await page.goto(listingPath(utrecht));
    const total = await headingCount(page);
    expect(total).toBeGreaterThan(24);
    const page1 = await cardHrefs(page);
    expect(page1).toHaveLength(24);
    expect(await currentPage(page)).toBe('1');

    await pager(page).getByRole('link', { name: 'Pagina 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const page2 = await waitForCards(
      page,
      (cards) => cards.length > 0 && cards.every((c) => !page1.includes(c.href)),
      'all different from page 1',
    );
    expect(page2.length).toBe(Math.min(24, total - 24));
    expect(await currentPage(page)).toBe('2');
    expect(await headingCount(page)).toBe(total);
    // Spec §2: scroll resets to the top on every navigation (the pager sits at the bottom).
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: UI_TIMEOUT }).toBe(0);
    expect(
      await pager(page)
        .getByRole('link', { name: /Vorige/ })
        .getAttribute('href'),
    ).not.toContain('page=');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await waitForCards(page, (cards) => cards.map((c) => c.href).join() === page1.join(), 'page 1 again');
    expect(await currentPage(page)).toBe('1');

    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await waitForCards(page, (cards) => cards[0]?.href === page2[0].href, 'page 2 again');
    expect(problems).toEqual([]);
  });
});
