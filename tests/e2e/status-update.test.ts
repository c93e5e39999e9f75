import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { graphql, horizontalOverflow, logIn, UI_TIMEOUT, useBrowser } from './helpers';

/**
 * Status check-ins (spec §2/§4): the returning demo account (its moving wish, house status and search
 * profile all unconfirmed for 45 days) gets the status-update modal right after load; esc and an
 * outside click do not close it; it stays away from the settings and edit routes; confirming all
 * three says 'Bedankt! Alles is up-to-date.' A visitor's 'Dit huis is al verkocht' brings the
 * check-in back for the owner. The tests run in this order on one seeded server.
 */

const RETURNING = 'terug@demo.huiskans.nl';

const modal = (page: Page) => page.locator('dialog[data-modal="modal-status-update"]');

/** Esc (twice: Chromium lets a second one through unless the page stops it) and a click on the backdrop. */
async function tryToDismiss(page: Page) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.mouse.click(3, 3);
  await page.keyboard.press('Escape');
}

describe.skipIf(!hasBrowser)('the status-update modal', () => {
  const open = useBrowser();

  it('opens after load for an outdated account, on a phone too, and cannot be closed with esc or an outside click', async () => {
    const { page, context } = await open(375);
    await logIn(context, RETURNING);
    await page.goto('/mijn-huiskans');
    const dialog = modal(page);
    await dialog.getByRole('heading', { name: 'Mijn status bijwerken' }).waitFor();
    await dialog.getByText('Lotte, welkom terug!').waitFor();
    await dialog.getByText('Kloppen deze gegevens nog?').waitFor();
    // Removing a search profile is the quiet action beside the confirmations, asked about first.
    const remove = dialog.getByRole('button', { name: 'Zoekprofiel verwijderen' });
    await remove.first().waitFor();
    expect(await remove.first().getAttribute('class')).toContain('button--ghost');
    await dialog.getByRole('button', { name: 'Woning verwijderen' }).waitFor();
    // Each item says when it was last confirmed (45 days ago for this account).
    expect(await dialog.getByText(/^Laatst bevestigd: \d{1,2} \p{L}+ \d{4}$/u).count()).toBeGreaterThanOrEqual(3);
    expect(await dialog.getByRole('link', { name: 'Aanpassen' }).count()).toBe(2);
    await tryToDismiss(page);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByText('Bedankt! Alles is up-to-date.').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'status-update-modal-375', { fullPage: false });

    // Not on the settings route, nor on the edit routes; back on another page after a load, it is there again.
    for (const path of [
      '/mijn-huiskans/instellingen',
      '/mijn-huiskans/zoekprofielen/haarlem-zoekprofiel-lotte/bewerken/locatie',
    ]) {
      await page.goto(path);
      await page.getByRole('banner').waitFor();
      await page.waitForTimeout(500);
      expect(await dialog.count(), path).toBe(0);
    }
    await page.goto('/mijn-huiskans/profiel');
    await dialog.getByText('Lotte, welkom terug!').waitFor();
  });

  it("confirms all three: 'Bijwerken' for a new moving wish, 'Klopt!' for the rest, then 'Bedankt! Alles is up-to-date.'", async () => {
    const { page, context } = await open(1280);
    await logIn(context, RETURNING);
    await page.goto('/mijn-huiskans');
    const dialog = modal(page);
    await dialog.getByText('Lotte, welkom terug!').waitFor();
    await tryToDismiss(page);
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, 'status-update-modal-1280', { fullPage: false });

    // The moving wish: 'Klopt!' as it is; changed, the button says 'Bijwerken'.
    const moving = dialog.locator('section', { has: page.getByRole('heading', { name: 'Je verhuiswens' }) });
    await moving.getByRole('combobox').selectOption({ label: 'Binnen een jaar' });
    const update = moving.getByRole('button', { name: 'Bijwerken' });
    await update.click();
    // Saved and confirmed today, unchanged: 'Klopt!' and disabled.
    await expect
      .poll(() => moving.getByRole('button', { name: 'Klopt!' }).isDisabled(), { timeout: UI_TIMEOUT })
      .toBe(true);
    await moving.getByText('Bijgewerkt').waitFor();

    const profiles = dialog.locator('section', { has: page.getByRole('heading', { name: 'Je zoekprofiel' }) });
    await profiles.getByRole('button', { name: 'Klopt!' }).click();
    await profiles.getByText('Bijgewerkt').waitFor();
    expect(await dialog.getByText('Bedankt! Alles is up-to-date.').count()).toBe(0);

    const houses = dialog.locator('section', { has: page.getByRole('heading', { name: 'Je woning' }) });
    await houses.getByRole('button', { name: 'Klopt!' }).click();
    await dialog.getByText('Bedankt! Alles is up-to-date.').waitFor();
    expect(await dialog.getByText('Laatst bevestigd: vandaag').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'status-update-done-1280', { fullPage: false });

    const viewer = (
      await graphql(
        page,
        '{ viewer { movingMonths hasOutdatedProfile hasOutdatedHouseStatus hasOutdatedSearchQuery } }',
      )
    ).data.viewer;
    expect(viewer).toEqual({
      movingMonths: 12,
      hasOutdatedProfile: false,
      hasOutdatedHouseStatus: false,
      hasOutdatedSearchQuery: false,
    });
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Nothing outdated any more: after a reload it stays closed.
    await page.reload();
    await page.getByRole('banner').waitFor();
    await page.waitForTimeout(500);
    expect(await dialog.count()).toBe(0);

    // The screen itself, /mijn-huiskans/status-bijwerken, shows the same sections.
    await page.goto('/mijn-huiskans/status-bijwerken');
    await page.getByRole('heading', { level: 1, name: 'Mijn status bijwerken' }).waitFor();
    await page.getByText('Bedankt! Alles is up-to-date.').waitFor();
    expect(await dialog.count()).toBe(0);
    await screenshot(page, 'status-update-page-1280');
  });

  it("'Is dit huis al verkocht?' confirmed by a visitor brings the check-in back; the owner confirms it from the modal on the house page", async () => {
    const owner = await open(1280);
    await logIn(owner.context, RETURNING);
    await owner.page.goto('/mijn-huiskans/status-bijwerken');
    await owner.page.getByRole('heading', { level: 1, name: 'Mijn status bijwerken' }).waitFor();
    const houses = await graphql(owner.page, '{ viewer { houses(first: 5) { edges { node { route } } } } }');
    const route: string = houses.data.viewer.houses.edges[0].node.route;

    const visitor = await open(375);
    await visitor.page.goto(route);
    // A question first: one stray click sends nothing.
    await visitor.page.getByRole('button', { name: 'Is dit huis al verkocht?' }).click();
    await visitor.page.getByText('Weet je zeker dat dit huis al verkocht is?').waitFor();
    await visitor.page.getByRole('button', { name: 'Annuleren' }).click();
    await visitor.page.getByRole('button', { name: 'Is dit huis al verkocht?' }).click();
    await screenshot(visitor.page, 'house-report-sold-question-375', { fullPage: false });
    await visitor.page.getByRole('button', { name: 'Ja', exact: true }).click();
    await visitor.page.getByText('Bedankt voor je melding!').waitFor();
    expect(await horizontalOverflow(visitor.page)).toBeLessThanOrEqual(0);
    await screenshot(visitor.page, 'house-reported-sold-375', { fullPage: false });

    await owner.page.goto(route);
    const dialog = modal(owner.page);
    await dialog.getByText('Iemand meldde dat deze woning al verkocht is.').waitFor();
    // Only the house is due: the moving wish was confirmed today, its 'Klopt!' is disabled.
    expect(await dialog.getByRole('heading', { name: 'Je zoekprofiel' }).count()).toBe(1);
    await dialog
      .locator('section', { has: owner.page.getByRole('heading', { name: 'Je woning' }) })
      .getByRole('button', { name: 'Klopt!' })
      .click();
    await dialog.getByText('Bedankt! Alles is up-to-date.').waitFor();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    // The owner's notice on the house page went with the confirmation.
    await expect.poll(() => owner.page.getByText('Iemand meldde dat je woning al verkocht is').count()).toBe(0);
    expect(await owner.page.getByRole('button', { name: 'Is dit huis al verkocht?' }).count()).toBe(0);
  });
});
