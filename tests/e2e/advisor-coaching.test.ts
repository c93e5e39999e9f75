import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { graphql, horizontalOverflow, logIn, PASSWORD, registerViaApi, UI_TIMEOUT, useBrowser } from './helpers';

/**
 * Coaches and advisor offers: zoeker@ reads in her notifications that adviseur@ became her
 * coach (CoachAdded, WelcomeByCoach of the demo) and sees him marked on 'Mijn adviseurs'; a client of adviseur@ opens his offer link as a
 * visitor, logs in and lands on the €0,01 checkout, and back from it has Premium.
 */

const SEARCHER = 'zoeker@demo.huiskans.nl';
const ADVISOR = 'adviseur@demo.huiskans.nl';
const main = (page: Page) => page.getByRole('main');

describe.skipIf(!hasBrowser)('coaches and advisor offers', () => {
  const open = useBrowser();

  for (const width of [1280, 375]) {
    it(`zoeker@ sees her new coach and his welcome in her notifications (${width} px)`, async () => {
      const { page, context } = await open(width);
      await logIn(context, SEARCHER);
      await page.goto('/mijn-huiskans/berichten');
      const added = main(page).getByText('Je hebt een nieuwe coach');
      await added.first().waitFor();
      await main(page).getByText('Welkom van je coach').first().waitFor();
      expect(await main(page).textContent()).toContain('Domstad Wonen & Hypotheken');
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `coach-notifications-${width}`);

      // The dashboard's 'Mijn adviseurs' marks him as her coach.
      await page.goto('/mijn-huiskans');
      const card = page.getByTestId('my-advisors');
      const coach = card.getByTestId('my-advisor').filter({ hasText: 'Domstad Wonen & Hypotheken' });
      await coach.getByText('Je coach').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `coach-my-advisors-${width}`, { fullPage: false });
    });
  }

  it("a client opens the advisor's offer link as a visitor, logs in and pays € 0,01 for a free first month", async () => {
    const advisor = await open(1280);
    await logIn(advisor.context, ADVISOR);
    await advisor.page.goto('/mijn-huiskans');
    const profile = await graphql(
      advisor.page,
      '{ viewer { advisorProfile { id expertises { id } subscriptionOffers { code path } } } }',
    );
    const { id: advisorId, expertises, subscriptionOffers } = profile.data.viewer.advisorProfile;
    const link: string = subscriptionOffers[0].path;

    // A new user asks adviseur@ for contact (the contact modal is tested elsewhere), then logs out.
    const { page } = await open(1280);
    const account = await registerViaApi(page, 'Noor');
    const asked = await graphql(
      page,
      'mutation($input: RequestAdvisorAppointmentInput!) { requestAdvisorAppointment(input: $input) { __typename } }',
      { input: { advisorId, expertiseId: expertises[0].id } },
    );
    expect(asked.data.requestAdvisorAppointment.__typename).toBe('RequestAdvisorAppointmentPayload');
    await page.context().clearCookies();

    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/meedoen/email');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(link);
    await main(page).getByLabel('E-mailadres').fill(account.email);
    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByLabel('Wachtwoord').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Inloggen' }).click();

    await page.waitForURL(/\/betalen\/tr_/, { timeout: UI_TIMEOUT });
    expect(await page.textContent('body')).toContain('0,01');
    await screenshot(page, 'offer-checkout-1280');
    await page.getByRole('button', { name: 'Betaald', exact: true }).click();
    await page.waitForURL(/betaling=terug/, { timeout: UI_TIMEOUT });
    await page.getByText('Je account is geactiveerd').waitFor();
    await screenshot(page, 'offer-after-subscribe-1280');
    const viewer = await graphql(page, '{ viewer { canDoSubscriberActions } }');
    expect(viewer.data.viewer.canDoSubscriberActions).toBe(true);
  });
});
