import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { horizontalOverflow, logIn, useBrowser } from './helpers';

/**
 * A demo user without an advisor profile sets one up at /mijn-huiskans/adviesprofiel
 * (office through the address lookup, expertises and the certificates that fit them, languages,
 * the work-area slider at 8 km), is refused without the terms (the server's message at the field),
 * publishes, finds it again after a reload and on the public advisor page, and deletes it (so the
 * demo stays as it was). adviseur@ finds their complete demo profile filled in.
 */
const EDITOR = '/mijn-huiskans/adviesprofiel';
const TERMS_MESSAGE = 'Ga akkoord met de voorwaarden om je adviesprofiel te publiceren.';

const main = (page: Page) => page.getByRole('main');
const checkbox = (page: Page, name: string) => main(page).getByRole('checkbox', { name, exact: true });
const slider = (page: Page) => main(page).getByRole('slider', { name: 'Werkgebied' });
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe.skipIf(!hasBrowser)('the advisor-profile editor', () => {
  const open = useBrowser();

  it('a visitor is sent to the login, with the editor as the way back', async () => {
    const { page, problems } = await open(1280);
    await page.goto(EDITOR);
    await page.waitForURL((url) => url.pathname === '/meedoen/email');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(EDITOR);
    expect(problems).toEqual([]);
  });

  // Two demo users without a profile, one per width, so a failed run leaves the other untouched.
  for (const [width, email] of [
    [1280, 'zoeker@demo.huiskans.nl'],
    [375, 'verkoper@demo.huiskans.nl'],
  ] as const) {
    it(`sets up a profile with the work-area slider, publishes it and deletes it (${width} px)`, async () => {
      const { page, context, problems } = await open(width);
      await logIn(context, email);
      await page.goto(EDITOR);
      await main(page).getByRole('heading', { level: 1, name: 'Adviesprofiel' }).waitFor();
      expect(await page.getByRole('link', { name: 'Adviesprofiel' }).first().getAttribute('aria-current')).toBe('page');
      // A new profile: office hours on, the widest work area, no public page yet.
      expect(await checkbox(page, 'Tijdens kantooruren').isChecked()).toBe(true);
      expect(await slider(page).inputValue()).toBe('15');
      expect(await main(page).getByTestId('work-area-km').textContent()).toBe('15 km');
      expect(await main(page).getByRole('link', { name: 'Bekijk je openbare pagina' }).count()).toBe(0);
      await main(page).getByText('Kies eerst je expertises').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `advisor-profile-empty-${width}`);

      const organisation = `Makelaardij E2E ${width} ${Date.now().toString(36)}`;
      await main(page).getByLabel('Naam van je organisatie').fill(organisation);
      await main(page).getByLabel('Postcode').fill('3526KP');
      await main(page).getByLabel('Huisnummer').fill('93');
      // This number has several addresses: the lookup's chooser.
      await page
        .getByRole('dialog', { name: 'Meerdere adressen gevonden' })
        .getByRole('button', { name: 'Europalaan 93, 3526KP Utrecht' })
        .click();
      await main(page).getByTestId('found-address').getByText('Europalaan 93').waitFor();

      // Certificates follow the expertises: NVM only while a makelaar expertise is chosen.
      await checkbox(page, 'Aankoopmakelaar').check();
      await checkbox(page, 'Hypotheekadvies').check();
      await checkbox(page, 'NVM').check();
      await checkbox(page, 'SEH').check();
      await checkbox(page, 'Aankoopmakelaar').uncheck();
      expect(await checkbox(page, 'NVM').count()).toBe(0);
      expect(await checkbox(page, 'SEH').isChecked()).toBe(true);
      await main(page).getByText('Niet meer gekozen, omdat ze niet bij je expertises horen: NVM.').waitFor();

      await checkbox(page, 'Nederlands').check();
      await checkbox(page, 'Engels').check();
      await checkbox(page, "'s Avonds").check();
      await slider(page).fill('8');
      expect(await main(page).getByTestId('work-area-km').textContent()).toBe('8 km');

      // Without the terms: the server's message at the terms, nothing published.
      await main(page).getByRole('button', { name: 'Adviesprofiel publiceren' }).click();
      const terms = main(page).locator('[data-field="acceptTerms"]');
      await terms.getByText(TERMS_MESSAGE).waitFor();
      expect(
        await checkbox(page, 'Ik ga akkoord met de voorwaarden en publiceer mijn adviesprofiel').getAttribute(
          'aria-invalid',
        ),
      ).toBe('true');
      expect(await main(page).getByRole('link', { name: 'Bekijk je openbare pagina' }).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `advisor-profile-error-${width}`);

      await checkbox(page, 'Ik ga akkoord met de voorwaarden en publiceer mijn adviesprofiel').check();
      await main(page).getByRole('button', { name: 'Adviesprofiel publiceren' }).click();
      await status(page, 'Je adviesprofiel is gepubliceerd.').waitFor();
      await main(page).getByRole('link', { name: 'Bekijk je openbare pagina' }).waitFor();
      expect(await terms.getByText(TERMS_MESSAGE).count()).toBe(0);

      // After a reload the stored profile fills the form: the slider at 8 km.
      await page.reload();
      await main(page).getByRole('heading', { level: 1, name: 'Adviesprofiel' }).waitFor();
      expect(await main(page).getByLabel('Naam van je organisatie').inputValue()).toBe(organisation);
      expect(await slider(page).inputValue()).toBe('8');
      expect(await checkbox(page, 'Hypotheekadvies').isChecked()).toBe(true);
      expect(await checkbox(page, 'Aankoopmakelaar').isChecked()).toBe(false);
      expect(await checkbox(page, 'SEH').isChecked()).toBe(true);
      expect(await checkbox(page, 'Engels').isChecked()).toBe(true);
      expect(await checkbox(page, "'s Avonds").isChecked()).toBe(true);
      expect(await main(page).getByTestId('found-address').textContent()).toContain('3526KP');
      await screenshot(page, `advisor-profile-filled-${width}`);

      // The public advisor page shows it; the API has the work area in metres.
      await main(page).getByRole('link', { name: 'Bekijk je openbare pagina' }).click();
      await page.waitForURL((url) => /^\/adviseurs\/adviseur\/\d+$/.test(url.pathname));
      await main(page).getByText(organisation).first().waitFor();
      const publicText = await main(page).textContent();
      expect(publicText).toContain(organisation);
      expect(publicText).toContain('Hypotheekadvies');
      expect(publicText).toContain('SEH');
      const advisorId = new URL(page.url()).pathname.split('/').pop();
      const api = await context.request.get(`/api/advisors/${advisorId}`, { headers: { Accept: 'application/json' } });
      expect(api.status()).toBe(200);
      expect(await api.json()).toMatchObject({ range: 8000, is_available_evenings: true, accept_terms: true });

      // Deleting asks first; then the form is empty again and the public page is gone.
      await page.goBack();
      await main(page).getByRole('button', { name: 'Adviesprofiel verwijderen' }).click();
      await main(page).getByText('Weet je zeker dat je je adviesprofiel wilt verwijderen?').waitFor();
      await main(page).getByRole('button', { name: 'Ja' }).click();
      await status(page, 'Je adviesprofiel is verwijderd.').waitFor();
      await main(page).getByRole('button', { name: 'Adviesprofiel publiceren' }).waitFor();
      expect(await main(page).getByLabel('Naam van je organisatie').inputValue()).toBe('');
      expect(await main(page).getByRole('link', { name: 'Bekijk je openbare pagina' }).count()).toBe(0);
      expect((await context.request.get(`/api/advisors/${advisorId}`)).status()).toBe(404);
      expect(problems).toEqual([]);
    });

    it(`adviseur@ finds their demo profile filled in and saves it (${width} px)`, async () => {
      const { page, context, problems } = await open(width);
      await logIn(context, 'adviseur@demo.huiskans.nl');
      await page.goto(EDITOR);
      await main(page).getByRole('heading', { level: 1, name: 'Adviesprofiel' }).waitFor();
      expect(await main(page).getByLabel('Naam van je organisatie').inputValue()).toBe('Domstad Wonen & Hypotheken');
      expect(await main(page).getByLabel('Naam van je kantoor (optioneel)').inputValue()).toBe(
        'Kantoor Utrecht Centrum',
      );
      expect(await main(page).getByTestId('found-address').textContent()).toContain('Oudegracht 112');
      for (const name of ['Aankoopmakelaar', 'Verkoopmakelaar', 'Hypotheekadvies', 'NVM', 'SEH', 'Duits']) {
        if (name === 'SEH') expect(await checkbox(page, name).isChecked(), name).toBe(false);
        else expect(await checkbox(page, name).isChecked(), name).toBe(true);
      }
      expect(await checkbox(page, "'s Avonds").isChecked()).toBe(true);
      expect(await checkbox(page, 'In het weekend').isChecked()).toBe(false);
      expect(await slider(page).inputValue()).toBe('15');
      const terms = checkbox(page, 'Ik ga akkoord met de voorwaarden en publiceer mijn adviesprofiel');
      expect(await terms.isChecked()).toBe(true);
      expect(await terms.isDisabled()).toBe(true);
      const publicLink = main(page).getByRole('link', { name: 'Bekijk je openbare pagina' });
      expect(await publicLink.getAttribute('href')).toMatch(/^\/adviseurs\/adviseur\/\d+$/);

      await main(page).getByRole('button', { name: 'Opslaan' }).click();
      await status(page, 'Je adviesprofiel is opgeslagen.').waitFor();
      expect(await main(page).getByTestId('found-address').textContent()).toContain('Oudegracht 112');
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `advisor-profile-demo-${width}`);
      expect(problems).toEqual([]);
    });
  }
});
