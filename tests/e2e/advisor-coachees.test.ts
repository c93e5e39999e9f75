import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { graphql, horizontalOverflow, logIn, registerViaApi, UI_TIMEOUT, useBrowser } from './helpers';

/**
 * an advisor's coachees in the browser: a new user asks adviseur@ for contact; the advisor
 * opens the request from the notifications in its thread and takes the user on with 'Word coach van
 * …' (still 'Je bent coach van …' after a reload); the user reads CoachAdded and WelcomeByCoach in
 * their notifications; the advisor finds them under 'Je coachees' on the adviesprofiel page, copies
 * the offer link and stops coaching them (gone after a reload). A stranger who opens the link gets
 * a page with the refusal.
 */

const ADVISOR = 'adviseur@demo.huiskans.nl';
const NAMES = { 1280: 'Noor', 375: 'Fenna' } as const;

const main = (page: Page) => page.getByRole('main');

describe.skipIf(!hasBrowser)("an advisor's coachees", () => {
  const open = useBrowser();

  for (const width of [1280, 375] as const) {
    it(`takes on a user from their request, lists, shares the offer and stops (${width} px)`, async () => {
      const advisor = await open(width);
      await advisor.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await logIn(advisor.context, ADVISOR);
      await advisor.page.goto('/mijn-huiskans');
      const profile = (
        await graphql(
          advisor.page,
          '{ viewer { advisorProfile { id expertises { id name } subscriptionOffers { path } } } }',
        )
      ).data.viewer.advisorProfile as {
        id: string;
        expertises: { id: string; name: string }[];
        subscriptionOffers: { path: string }[];
      };
      const expertise = profile.expertises[profile.expertises.length - 1];

      // A new user asks adviseur@ for contact (the contact modal has its own journey).
      const user = await open(width);
      const firstName = NAMES[width];
      const account = await registerViaApi(user.page, firstName);
      const asked = await graphql(
        user.page,
        'mutation($input: RequestAdvisorAppointmentInput!) { requestAdvisorAppointment(input: $input) { __typename } }',
        { input: { advisorId: profile.id, expertiseId: expertise.id } },
      );
      expect(asked.data.requestAdvisorAppointment.__typename).toBe('RequestAdvisorAppointmentPayload');

      // The advisor opens the request from the notifications list in its thread.
      const { page } = advisor;
      await page.goto('/mijn-huiskans/berichten');
      const request = page.getByTestId('notification-item').filter({ hasText: account.email }).first();
      await request.getByRole('button', { name: `Word coach van ${firstName}` }).waitFor();
      await request.scrollIntoViewIfNeeded();
      await screenshot(page, `coachee-request-list-${width}`, { fullPage: false });
      await request.getByRole('link', { name: 'Naar het gesprek' }).click();
      await page.waitForURL(/\/mijn-huiskans\/berichten\/[^/]+$/);
      const message = main(page).getByTestId('thread-message').filter({ hasText: 'Verzoek om een afspraak' }).first();
      const takeOn = message.getByRole('button', { name: `Word coach van ${firstName}` });
      await takeOn.waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `coachee-request-${width}`, { fullPage: false });
      await takeOn.click();
      await message.getByText(`Je bent coach van ${firstName}.`).waitFor();
      await screenshot(page, `coachee-request-taken-${width}`, { fullPage: false });
      await page.reload();
      await main(page)
        .getByTestId('thread-message')
        .filter({ hasText: 'Verzoek om een afspraak' })
        .first()
        .getByText(`Je bent coach van ${firstName}.`)
        .waitFor();
      const threadPath = new URL(page.url()).pathname;

      // The user is told: CoachAdded and WelcomeByCoach in their notifications.
      await user.page.goto('/mijn-huiskans/berichten');
      await main(user.page).getByText('Je hebt een nieuwe coach').first().waitFor({ timeout: UI_TIMEOUT });
      await main(user.page).getByText('Welkom van je coach').first().waitFor();
      expect(
        await main(user.page)
          .getByRole('button', { name: /Word coach van/ })
          .count(),
      ).toBe(0);

      // 'Je coachees' on the adviesprofiel page: name, expertise, since when, the thread.
      await page.goto('/mijn-huiskans/adviesprofiel');
      const card = main(page).getByTestId('coachees');
      const coachee = card.getByTestId('coachee').filter({ hasText: `${firstName} de Vries` });
      await coachee.waitFor();
      expect(await coachee.textContent()).toContain(`${expertise.name} · sinds `);
      expect(await coachee.getByRole('link', { name: 'Naar het gesprek' }).getAttribute('href')).toBe(threadPath);
      expect(await horizontalOverflow(page)).toBe(0);

      // The offer link, copied to the clipboard with a visible confirmation.
      const offers = main(page).getByTestId('advisor-offers');
      const link = new URL(profile.subscriptionOffers[0].path, page.url()).href;
      expect(await offers.getByLabel('Link naar het aanbod').inputValue()).toBe(link);
      await offers.getByRole('button', { name: 'Kopieer link' }).click();
      await offers.getByText('Gekopieerd').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      // From the top, so that the sticky header stays above the page in the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `advisor-profile-coaching-${width}`);

      // Stopping, after 'Ja': the row leaves, and stays gone after a reload.
      await coachee.getByRole('button', { name: 'Stoppen als coach' }).click();
      await coachee.getByText(`Stoppen als coach van ${firstName} de Vries?`).waitFor();
      await coachee.getByRole('button', { name: 'Ja' }).click();
      await coachee.waitFor({ state: 'detached' });
      await page.reload();
      await card.waitFor();
      expect(
        await card
          .getByTestId('coachee')
          .filter({ hasText: `${firstName} de Vries` })
          .count(),
      ).toBe(0);
      expect([...advisor.problems, ...user.problems]).toEqual([]);
    });
  }

  it('a stranger who opens the offer link reads why it is not for them', async () => {
    const advisor = await open(1280);
    await logIn(advisor.context, ADVISOR);
    await advisor.page.goto('/mijn-huiskans');
    const { path } = (await graphql(advisor.page, '{ viewer { advisorProfile { subscriptionOffers { path } } } }')).data
      .viewer.advisorProfile.subscriptionOffers[0];
    for (const width of [1280, 375]) {
      const { page } = await open(width);
      await registerViaApi(page, 'Sem');
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(403);
      await page.getByRole('heading', { level: 1, name: 'Aanbod niet beschikbaar' }).waitFor();
      await page.getByText('Dit aanbod is voor klanten van deze adviseur.', { exact: false }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `offer-refusal-${width}`);
    }
  });
});
