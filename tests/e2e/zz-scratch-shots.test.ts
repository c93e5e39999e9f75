// TEMPORARY (front-end bug fixes): screenshots for visual checks; deleted before hand-off.
import { describe, it } from 'vitest';
import { inject } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { findWoonplaats, headingCount, houseCards, listingPath, loadLazyImages, readCards, sleep, useBrowser } from './helpers';

const TAG = process.env.SHOT_TAG ?? 'before';

async function gql(query: string) {
  const res = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as any;
}

describe.skipIf(!hasBrowser)('scratch shots', () => {
  const open = useBrowser();

  it('shots', async () => {
    const data = await gql('{ houses(first: 200) { edges { node { route photos { id } price minPrice maxPrice sellerUser { route } } } } }');
    const nodes = data.data.houses.edges.map((e: any) => e.node);
    const seven = nodes.find((n: any) => n.photos.length === 7) ?? nodes.find((n: any) => n.photos.length > 6);
    console.log('photos counts', [...new Set(nodes.map((n: any) => n.photos.length))], 'seven', seven?.route);
    const ranged = nodes.filter((n: any) => n.price == null && n.minPrice != null && n.maxPrice != null).length;
    console.log('ranged', ranged, 'seller', nodes[0].sellerUser?.route);
    const utrecht = await findWoonplaats('Utrecht');
    for (const w of [1280, 375]) {
      const { page } = await open(w);
      await page.goto(listingPath(utrecht));
      await headingCount(page);
      await loadLazyImages(page);
      await screenshot(page, `x-${TAG}-listing-${w}`, { fullPage: false });
      const [first] = await readCards(page);
      await houseCards(page).first().getByRole('link').first().click();
      await page.waitForURL((u) => u.pathname === first.href);
      await page.getByRole('heading', { level: 2, name: 'Kenmerken' }).waitFor();
      await screenshot(page, `x-${TAG}-house-from-listing-${w}`, { fullPage: false });
      if (seven) {
        await page.goto(seven.route);
        await page.getByRole('heading', { level: 2, name: 'Kenmerken' }).waitFor();
        await loadLazyImages(page);
        await screenshot(page, `x-${TAG}-house7-${w}`);
      }
      await page.goto(listingPath(utrecht));
      await headingCount(page);
      const input = page.getByRole('banner').getByRole('combobox', { name: 'Plaats of adres' });
      await input.fill('Amsterd');
      await page.getByRole('option').first().waitFor();
      await screenshot(page, `x-${TAG}-header-search-${w}`, { fullPage: false });
      await page.goto('/');
      const home = page.getByRole('combobox', { name: 'Plaats of adres' });
      await home.fill('Utrecht');
      if (w === 375) await home.press('Enter'); else await page.getByRole('button', { name: 'Zoek', exact: true }).click();
      await page.getByRole('alert').waitFor();
      await sleep(300);
      await screenshot(page, `x-${TAG}-home-error-${w}`, { fullPage: false });
      // Slow network: click a filter, shoot while loading.
      if (w === 1280) {
        await page.goto(listingPath(utrecht));
        await headingCount(page);
        await page.route('**/graphql', async (route) => {
          await sleep(3_000);
          await route.continue().catch(() => undefined);
        });
        await page.getByRole('group', { name: 'Soort woning' }).getByRole('checkbox').first().click();
        await page.getByRole('combobox', { name: 'Sorteer op' }).selectOption({ label: 'Prijs oplopend' });
        await sleep(600);
        await screenshot(page, `x-${TAG}-listing-pending-${w}`, { fullPage: false });
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
      await page.goto('/huizen/aanbod?sorting=price_desc');
      await headingCount(page);
      const ranged = page.locator('.house-card').filter({ hasText: / - € / }).first();
      if (await ranged.count()) {
        await ranged.scrollIntoViewIfNeeded();
        await loadLazyImages(page);
        await ranged.scrollIntoViewIfNeeded();
        await sleep(200);
        await screenshot(page, `x-${TAG}-ranged-${w}`, { fullPage: false });
        console.log('ranged price text', await ranged.locator('.house-card__price').textContent());
      }
      await page.goto('/gebruikers/' + (nodes[0].sellerUser?.route ?? '/x').split('/').pop());
      await sleep(1500);
      await screenshot(page, `x-${TAG}-user-${w}`, { fullPage: false });
    }
  });
});
