import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { graphql, horizontalOverflow, logIn, registerViaApi, UI_TIMEOUT, useBrowser } from './helpers';

/**
 * A user without subscriber rights hits a subscriber action ('Stuur
 * bericht'), gets the plan chooser, subscribes through the local test checkout, sees the
 * after-subscribe modal and lands back on the action; the other payment outcomes; cancel,
 * resume and swap on /mijn-huiskans/account. Every account is fresh, so nothing depends on order.
 */

const afterSubscribe = (page: Page) => page.locator('dialog[data-modal="modal-after-subscribe"]');
const planCard = (scope: Page | Locator, name: string) => scope.getByRole('article', { name, exact: true });

/** What a user reads: the text with no-break spaces ('€ 9,95') as plain ones. */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

async function viewerSlug(page: Page): Promise<string> {
  const result = await graphql(page, '{ viewer { slug } }');
  return result.data.viewer.slug;
}

/** On the test checkout (/betalen/{id}): picks what the bank answers; the browser goes back. */
async function payAtCheckout(page: Page, outcome: 'Betaald' | 'Geannuleerd' | 'Mislukt' | 'Open laten') {
  await page.waitForURL(/\/betalen\/tr_/, { timeout: UI_TIMEOUT });
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.waitForURL(/betaling=terug/, { timeout: UI_TIMEOUT });
}

/** On the account page: picks a plan and activates it (the confirmation step). */
async function choosePlan(page: Page, name: 'Premium' | 'Extended') {
  await planCard(page, name)
    .getByRole('button', { name: `Kies ${name}` })
    .click();
  await page.getByRole('button', { name: 'Activeren' }).click();
}

/** A fresh user with an active Premium plan, paid through the checkout from the account page. */
async function premiumUser(page: Page, firstName: string) {
  await registerViaApi(page, firstName);
  await page.goto('/mijn-huiskans/account');
  await choosePlan(page, 'Premium');
  await payAtCheckout(page, 'Betaald');
  await afterSubscribe(page).getByText('Je account is geactiveerd').waitFor();
  await afterSubscribe(page).getByRole('button', { name: 'Verder' }).click();
  await afterSubscribe(page).waitFor({ state: 'detached' });
}

describe.skipIf(!hasBrowser)('subscriptions', () => {
  const open = useBrowser();

  it('a non-subscriber sends a message: plan chooser, checkout, after-subscribe modal, back to the message', async () => {
    const stranger = await open(1280);
    await registerViaApi(stranger.page, 'Joris');
    const strangerSlug = await viewerSlug(stranger.page);

    const { page, problems } = await open(1280);
    await registerViaApi(page, 'Noor');
    await page.goto(`/gebruikers/${strangerSlug}`);
    await page.getByRole('button', { name: 'Stuur bericht' }).click();

    const modal = page.locator('dialog[data-modal="modal-subscriber-action"]');
    await modal.waitFor();
    // The two plans of spec §9, as the server defines them.
    const premium = planCard(modal, 'Premium');
    const extended = planCard(modal, 'Extended');
    await premium.waitFor();
    await expect.poll(() => textOf(premium)).toContain('€ 9,95');
    expect(await textOf(premium)).toContain('per maand');
    expect(await textOf(extended)).toContain('€ 119,95');
    expect(await textOf(extended)).toContain('per jaar');
    expect(await textOf(extended)).toContain('Persoonlijke ondersteuning');
    await screenshot(page, 'plan-chooser-1280', { fullPage: false });

    // The confirmation step: the rules, 'Activeren' and 'Terug'; 'Terug' goes back to the plans.
    await premium.getByRole('button', { name: 'Kies Premium' }).click();
    const confirm = modal.getByRole('region', { name: 'Premium activeren' });
    await confirm.waitFor();
    expect(await textOf(confirm)).toMatch(/Je betaalt nu € 9,95 .*wordt je abonnement verlengd voor € 9,95/);
    await confirm.getByRole('button', { name: 'Terug' }).click();
    await extended.getByRole('button', { name: 'Kies Extended' }).waitFor();
    await premium.getByRole('button', { name: 'Kies Premium' }).click();
    await screenshot(page, 'plan-confirm-1280', { fullPage: false });
    await confirm.getByRole('button', { name: 'Activeren' }).click();

    await payAtCheckout(page, 'Betaald');
    expect(new URL(page.url()).pathname).toBe(`/gebruikers/${strangerSlug}`);
    const result = afterSubscribe(page);
    await result.getByText('Je account is geactiveerd').waitFor();
    await screenshot(page, 'after-subscribe-paid-1280', { fullPage: false });
    await result.getByRole('button', { name: 'Verder' }).click();

    // Back on the action: 'Stuur bericht' goes on by itself, now with subscriber rights.
    await page.waitForURL(new RegExp(`/mijn-huiskans/berichten/${strangerSlug}$`));
    await page.getByRole('textbox', { name: /Bericht aan Joris/ }).waitFor();
    expect(await result.count()).toBe(0);
    expect([...problems, ...stranger.problems]).toEqual([]);
  });

  it('a visitor picks a plan in redirect mode: /meedoen first, then back to the confirmation of that plan', async () => {
    const stranger = await open(1280);
    await registerViaApi(stranger.page, 'Daan');
    const strangerSlug = await viewerSlug(stranger.page);

    const { page, problems } = await open(1280);
    await page.goto(`/gebruikers/${strangerSlug}`);
    await page.getByRole('button', { name: 'Stuur bericht' }).click();
    const modal = page.locator('dialog[data-modal="modal-login-to-message"]');
    const pick = planCard(modal, 'Extended').getByRole('link', { name: 'Kies Extended' });
    expect(await pick.getAttribute('href')).toBe(
      `/meedoen?redirect=${encodeURIComponent(`/gebruikers/${strangerSlug}`)}`,
    );
    await screenshot(page, 'visitor-plans-1280', { fullPage: false });
    await pick.click();
    await page.waitForURL(/\/meedoen\?redirect=/);
    // Signing up itself is the accounts journeys' part: here the account comes from the API.
    await registerViaApi(page, 'Lotte');
    await page.goto(`/gebruikers/${strangerSlug}`);
    const confirm = page
      .locator('dialog[data-modal="modal-subscriber-action"]')
      .getByRole('region', { name: 'Extended activeren' });
    await confirm.waitFor();
    expect(await textOf(confirm)).toContain('€ 119,95');
    await confirm.getByRole('button', { name: 'Activeren' }).waitFor();

    // The same modal on a phone.
    const phone = await open(375);
    await phone.page.goto(`/gebruikers/${strangerSlug}`);
    await phone.page.getByRole('button', { name: 'Stuur bericht' }).click();
    await planCard(phone.page.locator('dialog[data-modal="modal-login-to-message"]'), 'Premium').waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await screenshot(phone.page, 'visitor-plans-375', { fullPage: false });
    expect([...problems, ...stranger.problems, ...phone.problems]).toEqual([]);
  });

  it('the other payment outcomes: cancelled, failed, and waiting for the bank until a refresh', async () => {
    const { page, problems } = await open(1280);
    await registerViaApi(page, 'Mila');
    await page.goto('/mijn-huiskans/account');
    await page.getByRole('heading', { name: 'Kies je abonnement' }).waitFor();

    await choosePlan(page, 'Premium');
    await payAtCheckout(page, 'Geannuleerd');
    await afterSubscribe(page).getByText('Je hebt je betaling geannuleerd').waitFor();
    await afterSubscribe(page).getByRole('button', { name: 'Sluiten', exact: true }).last().click();
    await expect.poll(() => new URL(page.url()).search).toBe('');

    await choosePlan(page, 'Premium');
    await payAtCheckout(page, 'Mislukt');
    await afterSubscribe(page).getByText('Er ging iets mis bij je betaling').waitFor();
    await afterSubscribe(page).getByRole('button', { name: 'Sluiten', exact: true }).last().click();

    await choosePlan(page, 'Extended');
    await page.waitForURL(/\/betalen\/tr_/);
    const checkout = page.url();
    await payAtCheckout(page, 'Open laten');
    const waiting = afterSubscribe(page);
    await waiting.getByText('We wachten nog op een signaaltje van je bank.').waitFor();
    await screenshot(page, 'after-subscribe-pending-1280', { fullPage: false });
    // The bank answers later (here: in another tab); 'Vernieuwen' shows it.
    const bank = await page.context().newPage();
    await bank.goto(checkout);
    await bank.getByRole('button', { name: 'Betaald', exact: true }).click();
    await bank.waitForURL(/betaling=terug/);
    await bank.close();
    await waiting.getByRole('button', { name: 'Vernieuwen' }).click();
    await waiting.getByText('Je account is geactiveerd').waitFor();
    await waiting.getByRole('button', { name: 'Verder' }).click();
    await expect.poll(() => textOf(planCard(page, 'Extended'))).toContain('Je huidige abonnement');
    expect(problems).toEqual([]);
  });

  it('the account page: current plan, next payment, history; cancel in one click, resume, swap', async () => {
    const { page, problems } = await open(1280);
    await premiumUser(page, 'Fleur');
    const current = page.getByRole('region', { name: 'Premium', exact: true });
    await current.getByText('Actief', { exact: true }).waitFor();
    expect(await textOf(current)).toMatch(/Volgende betaling: € 9,95 op \d+ \w+ \d{4}/);
    // The current plan's card has no button; the other one has.
    expect(await planCard(page, 'Premium').getByRole('button').count()).toBe(0);
    await planCard(page, 'Extended').getByRole('button', { name: 'Kies Extended' }).waitFor();
    const history = page.getByRole('region', { name: 'Betalingen' });
    await expect.poll(() => history.getByRole('row').count()).toBe(2);
    expect(await textOf(history)).toContain('Betaald');
    await screenshot(page, 'account-active-1280');

    // Cancel: one click, and the page says until when Premium stays.
    const end = /Je houdt Premium dan tot (\d+ \w+ \d{4})/.exec((await textOf(current)) ?? '')?.[1];
    expect(end).toBeTruthy();
    await current.getByRole('button', { name: 'Opzeggen' }).click();
    await current.getByText('Opgezegd', { exact: true }).waitFor();
    expect(await textOf(current)).toContain(`Je houdt Premium tot ${end}`);
    // A cancelled plan is resumed, not swapped: no buttons on the plans meanwhile.
    expect(await planCard(page, 'Extended').getByRole('button').count()).toBe(0);
    await screenshot(page, 'account-cancelled-1280');

    await current.getByRole('button', { name: 'Abonnement hervatten' }).click();
    await current.getByText('Actief', { exact: true }).waitFor();
    await current.getByRole('button', { name: 'Opzeggen' }).waitFor();

    // Swap: the other plan, confirmed; it becomes the current plan at once.
    await choosePlan(page, 'Extended');
    await page.getByRole('region', { name: 'Extended', exact: true }).getByText('Actief', { exact: true }).waitFor();
    expect(await textOf(planCard(page, 'Extended'))).toContain('Je huidige abonnement');
    expect(problems).toEqual([]);
  });

  it('the demo accounts: premium@ with its paid history, opgezegd@ cancelled within its month', async () => {
    const premium = await open(1280);
    await logIn(premium.context, 'premium@demo.huiskans.nl');
    await premium.page.goto('/mijn-huiskans/account');
    const plan = premium.page.getByRole('region', { name: 'Premium', exact: true });
    await plan.getByText('Actief', { exact: true }).waitFor();
    const history = premium.page.getByRole('region', { name: 'Betalingen' });
    // A header row and the first payment and one renewal, both paid.
    await expect.poll(() => history.getByRole('row').count()).toBe(3);
    expect((await textOf(history)).match(/Betaald/g)).toHaveLength(2);

    const cancelled = await open(1280);
    await logIn(cancelled.context, 'opgezegd@demo.huiskans.nl');
    await cancelled.page.goto('/mijn-huiskans/account');
    const current = cancelled.page.getByRole('region', { name: 'Premium', exact: true });
    await current.getByText('Opgezegd', { exact: true }).waitFor();
    expect(await textOf(current)).toMatch(/Je houdt Premium tot \d+ \w+ \d{4}/);
    await current.getByRole('button', { name: 'Abonnement hervatten' }).waitFor();
    expect([...premium.problems, ...cancelled.problems]).toEqual([]);
  });

  it('the plan chooser and the account page fit a 375 px phone', async () => {
    const { page, problems } = await open(375);
    await premiumUser(page, 'Sem');
    await page.getByRole('region', { name: 'Premium', exact: true }).getByText('Actief', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'account-375');
    await planCard(page, 'Extended').getByRole('button', { name: 'Kies Extended' }).click();
    await page.getByRole('button', { name: 'Activeren' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'plan-confirm-375', { fullPage: false });
    expect(problems).toEqual([]);
  });
});
