import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { graphql, horizontalOverflow, UI_TIMEOUT, useBrowser } from './helpers';

/** Landing pages /l/{uid} from the database, with the user counter, leading into their funnel. */
describe.skipIf(!hasBrowser)('landing pages (/l/{landingUid})', () => {
  const open = useBrowser();

  it('the seller page shows its title and the counting user counter, and its button starts the seller funnel', async () => {
    const { page, problems } = await open(1280);
    await page.goto('/l/verkopen');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Ontdek wie jouw huis zoekt' }).waitFor();
    expect(await page.title()).toContain('Ontdek wie jouw huis zoekt');
    expect(await main.getByRole('img', { name: /Te koop/ }).count()).toBe(1);

    // The counter counts up to the real (rounded) number of users in about 2 s.
    const { userCount } = (await graphql(page, '{ userCount }')).data;
    expect(userCount).toBeGreaterThan(0);
    const final = `Al ${userCount.toLocaleString('nl-NL')}+ mensen gebruiken Huiskans`;
    const counter = main.locator('.user-counter');
    await counter.getByText(final).waitFor();
    await page.waitForFunction(
      (n) => document.querySelector('.user-counter__number')?.textContent === `${n}+`,
      userCount.toLocaleString('nl-NL'),
    );
    await screenshot(page, 'landing-verkopen-1280', { fullPage: true });

    await main.getByRole('link', { name: 'Meld je woning gratis aan' }).click();
    await page.waitForURL((url) => url.pathname === '/l/verkopen/verkoper/huis/adres');
    await page.getByRole('heading', { name: 'Wat is het adres van je woning?' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('the searcher page leads into the searcher funnel and its highlighted place to that listing; it fits a phone', async () => {
    const { page, problems } = await open(375);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/l/zoeken');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Vind je huis voordat het te koop staat' }).waitFor();
    // Reduced motion: the final number at once.
    const { userCount } = (await graphql(page, '{ userCount }')).data;
    expect(await main.locator('.user-counter__number').textContent()).toBe(`${userCount.toLocaleString('nl-NL')}+`);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'landing-zoeken-375', { fullPage: true });

    await main.getByRole('link', { name: 'Huizen in Amsterdam' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/huizen/aanbod/woonplaats/0363-amsterdam/'));
    // The listing's code loads on the first visit to it; until then the landing page stays in view.
    await page.getByRole('heading', { level: 1, name: /te koop in Amsterdam$/ }).waitFor({ timeout: UI_TIMEOUT });

    await page.goBack();
    await main.getByRole('link', { name: 'Maak je zoekprofiel' }).click();
    await page.waitForURL((url) => url.pathname === '/l/zoeken/zoeker/zoek/basis');
    await page.getByRole('heading', { name: 'Waar wil je wonen?' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('an unknown landing page is the Dutch 404 page', async () => {
    const { page } = await open(1280);
    await page.goto('/l/voorjaarsactie');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).waitFor();
    expect(await main.getByText('404', { exact: true }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/l/voorjaarsactie');
  });
});
