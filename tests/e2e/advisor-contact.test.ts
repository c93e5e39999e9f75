import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import {
  graphql,
  horizontalOverflow,
  logIn,
  logInThroughForm,
  registerViaApi,
  UI_TIMEOUT,
  useBrowser,
} from './helpers';

/**
 * contacting an advisor: a visitor on adviseur@'s page asks for contact, logs in on the
 * way and is back with the contact modal; the request goes out ('binnen 1-5 werkdagen') and the
 * advisor, logged in elsewhere, sees it arrive live with the user's e-mail. Then the user reviews
 * the advisor on the same page, finds them under 'Mijn adviseurs' on the dashboard and removes
 * them there. The searchers are demo accounts without a phone number or any contact with adviseur@
 * (zoeker@ already works with them), one per screen width.
 */

const ADVISOR = 'adviseur@demo.huiskans.nl';
const SEARCHERS = { 1280: 'extended@demo.huiskans.nl', 375: 'opgezegd@demo.huiskans.nl' } as const;

const main = (page: Page) => page.getByRole('main');
const items = (page: Page) => page.getByTestId('notification-item');

describe.skipIf(!hasBrowser)('contacting an advisor', () => {
  const open = useBrowser();

  for (const width of [1280, 375] as const) {
    const searcher = SEARCHERS[width];

    it(`visitor → login → request → the advisor sees it live → review → Mijn adviseurs (${width} px)`, async () => {
      const advisor = await open(width);
      await logIn(advisor.context, ADVISOR);
      await advisor.page.goto('/mijn-huiskans');
      const profile = (await graphql(advisor.page, '{ viewer { advisorProfile { route fullName } } }')).data.viewer
        .advisorProfile as { route: string; fullName: string };
      // No button for the advisor on their own page.
      await advisor.page.goto(profile.route);
      await main(advisor.page).getByRole('heading', { level: 1, name: profile.fullName }).waitFor();
      await main(advisor.page).getByText('Bereikbaar', { exact: false }).first().waitFor();
      expect(await main(advisor.page).getByRole('button', { name: 'Neem contact op' }).count()).toBe(0);
      await advisor.page.goto('/mijn-huiskans/berichten');
      await items(advisor.page).first().waitFor();
      const before = await items(advisor.page).count();

      // (a) The visitor logs in on the way and is back with the contact modal.
      const { page, problems } = await open(width);
      await page.goto(profile.route);
      await main(page).getByRole('heading', { level: 1, name: profile.fullName }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `advisor-contact-page-${width}`, { fullPage: false });
      await main(page).getByRole('button', { name: 'Neem contact op' }).click();
      const login = page.getByRole('dialog', { name: 'Log in om contact op te nemen' });
      await login.getByRole('link', { name: 'Inloggen of aanmelden' }).click();
      await page.waitForURL(/\/meedoen\/email\?redirect=/);
      await logInThroughForm(page, searcher);
      await page.waitForURL((url) => url.pathname === profile.route);
      const modal = page.getByRole('dialog', { name: `Contact met ${profile.fullName}` });
      await modal.waitFor();
      expect(await page.evaluate(() => document.cookie)).not.toContain('reopen_modal');
      // What the advisor receives: the account's e-mail; no phone number yet, so one for this request.
      await modal.getByText(searcher).waitFor();
      await modal.getByText('Nog niet ingevuld').waitFor();
      expect(await modal.getByRole('link', { name: 'Vul het in je profiel in' }).getAttribute('href')).toBe(
        '/mijn-huiskans/profiel/bewerken/persoonlijke-gegevens',
      );
      await screenshot(page, `advisor-contact-modal-${width}`, { fullPage: false });

      // The server's Dutch refusals show under their fields: first the phone number, then the expertise.
      const phone = modal.getByLabel('Je telefoonnummer');
      await phone.fill('06123');
      await modal.getByRole('button', { name: 'Verstuur verzoek' }).click();
      await modal.locator('.field--invalid').getByLabel('Je telefoonnummer').waitFor();
      await phone.fill('0687654321');
      await modal.getByRole('button', { name: 'Verstuur verzoek' }).click();
      await modal.getByText('Kies een expertise van deze adviseur.').waitFor();
      expect(await modal.locator('.field--invalid').getByLabel('Je telefoonnummer').count()).toBe(0);
      await modal.getByLabel('Waarover wil je advies?').selectOption({ label: 'Hypotheekadvies' });
      await modal.getByLabel('Bericht (optioneel)').fill('Ik ben het best na 17.00 uur bereikbaar.');
      await modal.getByRole('button', { name: 'Verstuur verzoek' }).click();
      await modal.getByText('De adviseur belt je binnen 1-5 werkdagen.').waitFor();
      expect(await modal.textContent()).toContain('Je verzoek is verstuurd.');
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `advisor-contact-sent-${width}`, { fullPage: false });

      // Live at the advisor's: the request joins the list with the user's e-mail and the phone number.
      await expect.poll(() => items(advisor.page).count(), { timeout: UI_TIMEOUT }).toBe(before + 1);
      const request = items(advisor.page).first();
      await request.getByText('Verzoek om een afspraak').waitFor();
      await request.getByRole('link', { name: searcher }).waitFor();
      expect(await request.textContent()).toContain('0687654321');

      // (b) The request is the contact a review needs: the form is there without a reload.
      await modal.getByRole('button', { name: 'Sluiten' }).first().click();
      await modal.waitFor({ state: 'detached' });
      const form = main(page).locator('form.review-form');
      await form.getByRole('heading', { name: 'Schrijf een review' }).waitFor();
      await screenshot(page, `advisor-contact-page-after-${width}`);
      await form.locator('label.star-input__star').nth(3).click();
      const comments = `Belde dezelfde dag nog terug (${Date.now().toString(36)})`;
      await form.getByLabel('Toelichting (optioneel)').fill(comments);
      await form.getByRole('button', { name: 'Review plaatsen' }).click();
      await form.getByText('Bedankt voor je review!').waitFor();
      const review = main(page).locator('.advisor-review').filter({ hasText: comments });
      await review.waitFor();
      // A contact request is no relationship (anybody can send one): only a coachee's review is verified.
      expect(await review.getByText('Geverifieerd contact').count()).toBe(0);

      // (c) The advisor is under 'Mijn adviseurs' and leaves it after 'Ja'.
      await page.goto('/mijn-huiskans');
      const card = main(page).getByTestId('my-advisors');
      const mine = card.getByTestId('my-advisor').filter({ hasText: profile.fullName });
      await mine.waitFor();
      expect(await mine.textContent()).toContain('Hypotheekadvies');
      expect(await mine.getByRole('link', { name: profile.fullName }).getAttribute('href')).toBe(profile.route);
      await card.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `advisor-contact-dashboard-${width}`);
      await mine.getByRole('button', { name: 'Verwijderen' }).click();
      await mine.getByText(`${profile.fullName} verwijderen uit je adviseurs?`).waitFor();
      await mine.getByRole('button', { name: 'Ja' }).click();
      await mine.waitFor({ state: 'detached' });
      await card.getByText('Je hebt nog geen adviseurs.').waitFor();
      expect(await card.getByRole('link', { name: /Vind een makelaar/ }).getAttribute('href')).toBe('/adviseurs');
      await screenshot(page, `advisor-contact-dashboard-empty-${width}`, { fullPage: false });
      // Removed on the server too.
      await page.reload();
      await card.getByText('Je hebt nog geen adviseurs.').waitFor();
      expect([...problems, ...advisor.problems]).toEqual([]);
    });
  }

  it("the account's phone number goes along; a refusal (the advisor blocked the user) shows as the server words it", async () => {
    const advisor = await open(1280);
    await logIn(advisor.context, ADVISOR);
    await advisor.page.goto('/mijn-huiskans');
    const profile = (await graphql(advisor.page, '{ viewer { advisorProfile { route fullName } } }')).data.viewer
      .advisorProfile as { route: string; fullName: string };
    const { page, problems } = await open(375);
    await registerViaApi(page, 'Noor');
    const user = (await graphql(page, '{ viewer { id } }')).data.viewer as { id: string };
    const blocked = await graphql(
      advisor.page,
      'mutation($id: ID!) { blockUser(input: { userId: $id }) { __typename } }',
      {
        id: user.id,
      },
    );
    expect(blocked.data.blockUser.__typename, JSON.stringify(blocked)).toBe('BlockUserPayload');

    await page.goto(profile.route);
    await main(page).getByRole('button', { name: 'Neem contact op' }).click();
    const modal = page.getByRole('dialog', { name: `Contact met ${profile.fullName}` });
    await modal.getByText('0612345678').waitFor();
    expect(await modal.getByLabel('Je telefoonnummer').count()).toBe(0);
    await modal.getByLabel('Waarover wil je advies?').selectOption({ label: 'Aankoopmakelaar' });
    await modal.getByRole('button', { name: 'Verstuur verzoek' }).click();
    await modal.getByRole('alert').getByText('Je kunt geen contact opnemen met deze adviseur.').waitFor();
    await screenshot(page, 'advisor-contact-refused-375', { fullPage: false });
    expect([...problems, ...advisor.problems]).toEqual([]);
  });
});
