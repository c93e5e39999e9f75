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
  PRICE_PATTERN,
  readCards,
  sleep,
  trackSuggestionRequests,
  UI_TIMEOUT,
  useBrowser,
} from './helpers';

/**
 * The done-when journey: a visitor types a place in the home search bar, picks the
 * suggestion, gets a Dutch listing of demo houses and opens a house page (spec §2, §5, §9).
 */
describe.skipIf(!hasBrowser)('finding a house from the home search bar', () => {
  const open = useBrowser();

  it('home → "Utrec" → Utrecht suggestion → listing → house page, without console errors', async () => {
    const { page, problems } = await open(1280);
    const suggestionRequests = trackSuggestionRequests(page);
    const utrecht = await findWoonplaats('Utrecht');

    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Plaats of adres' });
    await input.waitFor();
    await page.getByRole('heading', { level: 2, name: 'Populaire plaatsen' }).waitFor();
    await screenshot(page, 'home-1280');

    // Two characters are not searched (spec §5: more than 2), not even after the debounce.
    await input.click();
    await input.pressSequentially('Ut', { delay: 60 });
    await page.getByRole('status').filter({ hasText: 'Typ een zoekopdracht' }).waitFor();
    await sleep(1_500);
    expect(suggestionRequests).toEqual([]);
    expect(await page.getByRole('option').count()).toBe(0);

    // Typing on: one request, for the final text only, no sooner than 1000 ms after the last key.
    // The last key's time as the page saw it: taken here it would come late on a busy machine.
    await page.evaluate(() =>
      document.addEventListener(
        'keydown',
        () => document.body.setAttribute('data-last-key-at', String(Date.now())),
        true,
      ),
    );
    await input.pressSequentially('rec', { delay: 60 });
    const lastKeyAt = Number(await page.locator('body').getAttribute('data-last-key-at'));
    const option = page.getByRole('option', { name: /^Utrecht, Utrecht, Utrecht/ });
    await option.waitFor();
    expect(suggestionRequests.map((r) => r.query)).toEqual(['Utrec']);
    expect(suggestionRequests[0].at - lastKeyAt).toBeGreaterThanOrEqual(900);
    expect(await option.textContent()).toContain('Plaats'); // the Dutch place-type label
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    // Keyboard: ↓ until the Utrecht woonplaats is active, then Enter.
    for (let i = 0; i < 8 && (await option.getAttribute('aria-selected')) !== 'true'; i++) {
      await input.press('ArrowDown');
    }
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');

    // Spec §2: /huizen/aanbod/{type}/{code}/{name with '+'}/{latitude}/{longitude}.
    await page.waitForURL((url) => url.pathname === listingPath(utrecht));
    expect(listingPath(utrecht)).toMatch(
      /^\/huizen\/aanbod\/woonplaats\/[^/]+\/Utrecht,\+Utrecht,\+Utrecht\/[\d.]+\/[\d.]+$/,
    );
    const count = await headingCount(page);
    expect(count).toBeGreaterThan(0);
    expect((await listingHeading(page).textContent())?.trim()).toMatch(/^[\d.]+ huizen te koop in Utrecht$/);
    expect(await page.title()).toContain('Utrecht');
    // The header search bar now carries the chosen place.
    expect(await page.getByRole('banner').getByRole('combobox', { name: 'Plaats of adres' }).inputValue()).toBe(
      utrecht.weergavenaam,
    );

    const cards = await readCards(page);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(Math.min(count, 24));
    for (const card of cards) expect(card.price).toMatch(PRICE_PATTERN);
    const priced = cards.findIndex((c) => /^(vanaf |tot )?€ .* k\.k\.$/.test(c.price));
    expect(priced, 'at least one card shows a € … k.k. price').toBeGreaterThanOrEqual(0);
    // Every card photo really loads (no broken image icons).
    await loadLazyImages(page);
    expect(await brokenImages(page.getByRole('main').getByRole('img'))).toEqual([]);
    await screenshot(page, 'listing-1280');

    // Open the first card with a price: the house page repeats what the card promised.
    const card = cards[priced];
    await houseCards(page).nth(priced).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === card.href);
    expect(card.href).toMatch(/^\/huizen\/[^/]+\/huis-.+-\d+$/);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: card.address }).waitFor();
    // The summary's price (the price history repeats the current one).
    await main.getByText(card.price, { exact: true }).first().waitFor();
    await main.getByRole('heading', { level: 2, name: 'Kenmerken' }).waitFor();

    // Gallery: at least 5 photos (issue §5), the first one really loaded.
    const counter = await main.getByText(/^1 \/ \d+ foto's$/).textContent();
    const photoCount = Number(/\/ (\d+)/.exec(counter ?? '')?.[1]);
    expect(photoCount).toBeGreaterThanOrEqual(5);
    expect(await main.getByRole('button', { name: /^Foto \d+ vergroten$/ }).count()).toBe(photoCount);
    const mainPhoto = main.getByRole('img', { name: `Foto 1 van ${card.address}` });
    await expect
      .poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: UI_TIMEOUT,
      })
      .toBe(true);

    // Seller card and the map fallback (no Google key in the test server).
    await main.getByRole('heading', { level: 2, name: 'Aangeboden door' }).waitFor();
    expect(await main.getByRole('link').filter({ hasText: 'Eigenaar' }).count()).toBe(1);
    const map = main.getByRole('img', { name: /^Locatie: / });
    await map.waitFor();
    expect(await map.textContent()).toContain('Kaart niet beschikbaar');
    expect(await page.title()).toContain(card.address);
    // The header search bar still shows the chosen place.
    expect(await page.getByRole('banner').getByRole('combobox', { name: 'Plaats of adres' }).inputValue()).toBe(
      utrecht.weergavenaam,
    );
    // The thumbnails stay in one row (it scrolls sideways when there are more than fit).
    const thumbTops = await main
      .getByRole('button', { name: /^Foto \d+ vergroten$/ })
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(thumbTops).size, `thumbnail rows: ${thumbTops.join(', ')}`).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await loadLazyImages(page);
    expect(await brokenImages(main.getByRole('img'))).toEqual([]);
    await screenshot(page, 'house-1280');

    expect(problems).toEqual([]);
  });

  it("'Zoek' or Enter without a chosen suggestion says 'Kies een plaats of adres' and stays on home", async () => {
    const { page, problems } = await open(1280);
    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Plaats of adres' });
    await input.fill('Utrecht');
    // Leaving the field with typed text that is no chosen suggestion (spec §5).
    await input.press('Tab');
    await page.getByRole('alert').filter({ hasText: 'Selecteer een suggestie uit de lijst.' }).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: 'Zoek', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Kies een plaats of adres' });
    await alert.waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/');
    // No suggestion list ('Zoeken…') under the input in its error state.
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('status').filter({ hasText: 'Zoeken' }).count()).toBe(0);
    await screenshot(page, 'home-choose-place-1280', { fullPage: false });

    // Spec §8: the message clears itself after 5 seconds.
    await alert.waitFor({ state: 'detached', timeout: 9_000 });

    // Typing again clears the error state; Enter while suggestions are shown but none is chosen
    // is the same as 'Zoek'.
    await input.fill('Utrech');
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('option', { name: /^Utrecht, Utrecht, Utrecht/ }).waitFor();
    await input.press('Enter');
    await alert.waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox', { name: 'Suggesties' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    expect(problems).toEqual([]);
  });

  it("the seller card leads to the seller's page /gebruikers/{slug}", async () => {
    const { page, problems } = await open(1280);
    await page.goto(listingPath(await findWoonplaats('Utrecht')));
    const [first] = await readCards(page);
    await page.goto(first.href);
    const seller = page.getByRole('main').getByRole('link').filter({ hasText: 'Eigenaar' });
    const href = await seller.getAttribute('href');
    expect(href).toMatch(/^\/gebruikers\/[^/]+$/);
    const sellerText = (await seller.textContent()) ?? '';
    await seller.click();
    await page.waitForURL((url) => url.pathname === href);
    // The seller's public page: their first name and their listed houses, this one among them.
    await page.getByRole('heading', { name: /^Huizen van / }).waitFor();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(0);
    expect(sellerText).toContain(name);
    expect(await page.locator(`a[href="${new URL(first.href, 'http://x').pathname}"]`).count()).toBeGreaterThan(0);
    await page.goto('/gebruikers/bestaat-niet');
    await page.getByRole('heading', { level: 1, name: 'Gebruiker niet gevonden' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a house path that is not its route (an old link, another city segment) is replaced by the route', async () => {
    const { page, problems } = await open(1280);
    await page.goto(listingPath(await findWoonplaats('Utrecht')));
    const [first] = await readCards(page);
    // Public routes carry no house number: street, city, random letters, id.
    expect(first.href).toMatch(/^\/huizen\/utrecht\/huis-[a-z0-9-]+-[a-z]{10}-\d+$/);
    const other = first.href.replace('/huizen/utrecht/', '/huizen/ergens-anders/');
    await page.goto(other);
    await page.waitForURL((url) => url.pathname === first.href);
    await page.getByRole('main').getByRole('heading', { level: 1, name: first.address }).waitFor();
    // Replaced in place: back leaves the house page instead of returning to the old path.
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== first.href && url.pathname !== other);
    expect(problems).toEqual([]);
  });

  it('a click on a suggestion works as well as the keyboard', async () => {
    const { page, problems } = await open(1280);
    const amsterdam = await findWoonplaats('Amsterdam');
    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Plaats of adres' });
    await input.fill('Amsterd');
    await page.getByRole('option', { name: new RegExp(`^${amsterdam.weergavenaam}`) }).click();
    await page.waitForURL((url) => url.pathname === listingPath(amsterdam));
    expect(await headingCount(page)).toBeGreaterThan(0);
    expect((await listingHeading(page).textContent())?.trim()).toMatch(/ te koop in Amsterdam$/);
    expect(problems).toEqual([]);
  });
});
