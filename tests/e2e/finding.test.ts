import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import {
  findWoonplaats,
  headingCount,
  horizontalOverflow,
  houseCards,
  listingHeading,
  listingPath,
  searchParamsOf,
  UI_TIMEOUT,
  useBrowser,
  waitForCount,
} from './helpers';

// Read as a user reads it: what the listing counts as 'te koop', the status counts in the
// filter panel, the energy label filter and badges, a lowered asking price and its history.

const filterPanel = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const statusGroup = (page: Page) => filterPanel(page).getByRole('group', { name: 'Status' });
/** The number beside a status checkbox ('Te koop 940'). */
const statusCount = async (page: Page, label: string) => {
  const row = statusGroup(page)
    .locator('label')
    .filter({ has: page.getByText(label, { exact: true }) });
  return Number((await row.locator('.checkbox__count').textContent())?.replace(/[.+]/g, ''));
};
/** The energy labels on the cards now shown (the badge's accessible name 'Energielabel B'). */
const cardLabels = (page: Page) =>
  houseCards(page).evaluateAll((cards) =>
    cards.map((card) => card.querySelector('.energy-label')?.getAttribute('data-label') ?? null),
  );
const AT_LEAST_B = ['A++++', 'A+++', 'A++', 'A+', 'A', 'B'];

describe.skipIf(!hasBrowser)('finding honestly: statuses, energy label, price history', () => {
  const open = useBrowser();

  it('1280 px: the heading counts what is for sale; sold ones on request; minimaal label B', async () => {
    const { page } = await open(1280);
    const utrecht = await findWoonplaats('Utrecht');
    await page.goto(listingPath(utrecht));
    const forSale = await headingCount(page);
    expect((await listingHeading(page).textContent())?.trim()).toMatch(/ te koop in Utrecht$/);

    // The for-sale statuses are the default: checked, and their counts add up to the heading.
    const group = statusGroup(page);
    await group.waitFor();
    expect(await group.getByRole('checkbox', { name: /^Te koop \d/ }).isChecked()).toBe(true);
    expect(await group.getByRole('checkbox', { name: /^Open voor biedingen \d/ }).isChecked()).toBe(true);
    expect(await group.getByRole('checkbox', { name: /^Verkocht \d/ }).isChecked()).toBe(false);
    const selling = await statusCount(page, 'Te koop');
    const openForOffers = await statusCount(page, 'Open voor biedingen');
    const sold = await statusCount(page, 'Verkocht');
    expect(selling + openForOffers).toBe(forSale);
    expect(sold, 'the demo has sold houses in Utrecht').toBeGreaterThan(0);
    await screenshot(page, 'finding-statuses-1280');

    // Asking for the sold ones too: they join the list and the heading no longer says 'te koop'.
    await group.getByRole('checkbox', { name: /^Verkocht \d/ }).check();
    await page.waitForURL((url) => url.searchParams.get('statuses') === 'selling,open_for_offers,sold');
    await waitForCount(page, (n) => n === forSale + sold, `${forSale} + ${sold}`);
    expect((await listingHeading(page).textContent())?.trim()).toMatch(/^[\d.]+ huizen in Utrecht$/);
    await page.goto(`${listingPath(utrecht)}?statuses=sold`);
    await waitForCount(page, (n) => n === sold, `${sold} sold`);
    await houseCards(page).first().getByText('Verkocht', { exact: true }).waitFor();

    // Minimaal label B: fewer houses, each card's label B or better.
    await page.goto(listingPath(utrecht));
    await headingCount(page);
    await filterPanel(page).getByLabel('Energielabel').selectOption({ label: 'Minimaal label B' });
    await page.waitForURL((url) => url.searchParams.get('energy_label_min') === 'B');
    expect(searchParamsOf(page).get('page')).toBeNull();
    const labelled = await waitForCount(page, (n) => n > 0 && n < forSale, `fewer than ${forSale}`);
    await expect
      .poll(async () => (await cardLabels(page)).every((l) => l !== null && AT_LEAST_B.includes(l)), {
        timeout: UI_TIMEOUT,
      })
      .toBe(true);
    expect(labelled).toBeLessThan(forSale);

    // A keyword in the descriptions narrows further; the URL keeps it, and the label filter.
    const keywords = filterPanel(page).getByRole('searchbox', { name: 'Zoekwoorden' });
    await keywords.fill('dakterras');
    await keywords.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keywords') === 'dakterras');
    expect(searchParamsOf(page).get('energy_label_min')).toBe('B');
    await waitForCount(page, (n) => n > 0 && n < labelled, `fewer than ${labelled}`);
    const first = await houseCards(page).first().getByRole('link').first().getAttribute('href');
    await screenshot(page, 'finding-energy-label-1280');
    await page.goto(first!);
    await page
      .getByText(/dakterras/i)
      .first()
      .waitFor();
  });

  for (const width of [1280, 375]) {
    it(`${width} px: a lowered price on the card, its history and label on the house page, the label in the mortgage sum`, async () => {
      const { page } = await open(width);
      // Cheapest first: among them houses lowered in the last month (demo data).
      await page.goto('/huizen/aanbod?sorting=price_asc');
      const lowered = houseCards(page).filter({ hasText: 'Vraagprijs verlaagd' }).first();
      await lowered.waitFor();
      if (width === 375) expect(await horizontalOverflow(page)).toBe(0);
      const label = await lowered.locator('.energy-label').getAttribute('data-label');
      await lowered.getByRole('link').first().click();

      const history = page.getByRole('region', { name: 'Prijsgeschiedenis' });
      await history.waitFor();
      const rows = history.getByRole('row');
      // A header, the listing row, and at least one lowering with its amount and percentage.
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      expect(await rows.last().textContent()).toContain('Te koop gezet');
      expect(await rows.nth(1).textContent()).toMatch(/− € [\d.]+ \(−\d+(,\d)?%\)/);
      if (label) {
        await page.getByRole('img', { name: `Energielabel ${label}` }).waitFor();
        await page.getByText('Wat kun je lenen voor dit huis?').click();
        const select = page.getByLabel('Energielabel van het huis');
        await select.waitFor();
        expect(await select.inputValue()).toBe(label);
      }
      if (width === 375) expect(await horizontalOverflow(page)).toBe(0);
      await history.scrollIntoViewIfNeeded();
      await screenshot(page, `finding-price-history-${width}`);
    });
  }
});
