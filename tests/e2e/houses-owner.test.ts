import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { horizontalOverflow, houseCards, logIn, logInThroughForm, UI_TIMEOUT, useBrowser } from './helpers';

/**
 * The owner's side of houses: the seller adds a house by postcode + number (the
 * several-addresses chooser), walks all twelve wizard steps, uploads 5 photos, sees it online and
 * finds it in the listing and on its page; a visitor's like opens the quick login, the searcher
 * likes it and sees the count change; the seller sees the like and deletes the house (asked twice:
 * somebody liked it). The seller funnel creates a house as a visitor, which is claimed after login.
 */

const SELLER = 'verkoper@demo.huiskans.nl';
const SEARCHER = 'zoeker@demo.huiskans.nl';
const SEVERAL_TITLE = 'Meerdere adressen gevonden';
const SEVERAL_PROMPT = 'Kies een van de onderstaande adressen.';

const main = (page: Page) => page.getByRole('main');
const spin = (page: Page, name: string) => main(page).getByRole('spinbutton', { name, exact: true });

/** What the journeys share: the house the seller made. */
const made: { slug?: string; route?: string; address?: string } = {};

/** Five different photos, as PNG files a phone could have made. */
async function photoFiles() {
  const colours = ['#b3472d', '#2d7bb3', '#3fa35b', '#c9a227', '#7a4cc2'];
  return Promise.all(
    colours.map(async (colour, index) => ({
      name: `woning-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    })),
  );
}

/** The step heading (h2) of the wizard. */
async function onStep(page: Page, title: string, step: string) {
  await main(page).getByRole('heading', { level: 2, name: title }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`/bewerken/${step}$`));
}

/** A full-page screenshot from the top (sticky header and progress list where a reader sees them first). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function next(page: Page) {
  await main(page).getByRole('button', { name: 'Volgende' }).click();
}

/** Types the postcode and number, and waits for the chooser (one second after typing). */
async function lookUpSeveral(page: Page) {
  await main(page).getByLabel('Postcode').fill('3526KP');
  await main(page).getByLabel('Huisnummer').fill('93');
  const dialog = page.getByRole('dialog', { name: SEVERAL_TITLE });
  await dialog.waitFor({ timeout: UI_TIMEOUT });
  expect(await dialog.getByText(SEVERAL_PROMPT).count()).toBe(1);
  expect(await dialog.getByRole('button', { name: 'Annuleren' }).count()).toBe(1);
  return dialog;
}

describe.skipIf(!hasBrowser)('houses: the owner adds, edits, publishes and deletes; likes', () => {
  const open = useBrowser();

  it('the seller adds a house by postcode + number and walks every wizard step until it is online', async () => {
    const { page } = await open(1280);

    // The dashboard is for logged-in users: the two-step login comes first, then back here.
    await page.goto('/mijn-huiskans/woningen/toevoegen');
    await page.waitForURL(/\/meedoen\/email\?redirect=/);
    await logInThroughForm(page, SELLER);
    await page.waitForURL(/\/mijn-huiskans\/woningen\/toevoegen$/);
    await main(page).getByRole('heading', { level: 1, name: 'Woning toevoegen' }).waitFor();

    // Both fields are required.
    await main(page).getByRole('button', { name: 'Woning toevoegen' }).click();
    await main(page).getByText('Vul een postcode in.').waitFor();
    await main(page).getByText('Vul een huisnummer in.').waitFor();
    await shot(page, 'houses-owner-address-1280');

    // A postcode that the lookup does not know: the spec's 404 text with the support address.
    await main(page).getByLabel('Postcode').fill('9999ZZ');
    await main(page).getByLabel('Huisnummer').fill('1');
    await main(page)
      .getByText(
        'We hebben hier helaas geen adres kunnen vinden, kloppen de postcode en het huisnummer? Zo ja, laat het ons weten via support@huiskans.nl.',
      )
      .waitFor();

    // 3526KP 93 has several addresses: the chooser opens; the chosen one is fetched whole.
    const dialog = await lookUpSeveral(page);
    const choices = await dialog.getByRole('listitem').allTextContents();
    expect(choices.length).toBeGreaterThan(1);
    await screenshot(page, 'houses-owner-several-addresses-1280', { fullPage: false });
    const choice = dialog.getByRole('button', { name: /Europalaan 93A/ });
    await choice.click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const found = main(page).getByTestId('found-address');
    await found.waitFor();
    expect(await found.textContent()).toContain('Europalaan 93A');
    expect(await found.textContent()).toContain('3526KP Utrecht');
    await shot(page, 'houses-owner-address-found-1280');
    await main(page).getByRole('button', { name: 'Woning toevoegen' }).click();

    // 1 bevestigen
    await onStep(page, 'Is dit jouw woning?', 'bevestigen');
    made.slug = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]);
    const progress = page.getByRole('navigation', { name: 'Onderdelen van je woning' });
    expect(await progress.getByRole('link').count()).toBe(12);
    await main(page).getByLabel('Ik ben de eigenaar van deze woning').check();
    await next(page);

    // 2 verhuistermijn (spec §3 labels)
    await onStep(page, 'Wanneer wil je verhuizen?', 'verhuistermijn');
    for (const label of [
      'Weet niet',
      'Zo snel mogelijk',
      'Binnen een paar maanden',
      'Binnen een half jaar',
      'Binnen een jaar',
      'Binnen een paar jaar',
    ]) {
      expect(await main(page).getByRole('radio', { name: label, exact: true }).count()).toBe(1);
    }
    await main(page).getByRole('radio', { name: 'Binnen een half jaar' }).check();
    await next(page);

    // 3 kenmerken: integer fields refuse ',', '-' and '.'.
    await onStep(page, 'Kenmerken van je woning', 'kenmerken');
    await main(page).getByLabel('Soort woning').selectOption({ index: 1 });
    const bedrooms = spin(page, 'Slaapkamers');
    await bedrooms.fill('');
    await bedrooms.pressSequentially('2,-.5');
    expect(await bedrooms.inputValue()).toBe('25');
    await bedrooms.fill('3');
    await spin(page, 'Bouwjaar').fill('1998');
    await next(page);

    // Address, offer (te koop needs no price) and type are complete: the house goes online.
    const online = page.getByRole('dialog', { name: 'Je woning staat online!' });
    await online.waitFor();
    expect(await online.getByRole('link', { name: 'Bekijk je woning' }).getAttribute('href')).toMatch(/^\/huizen\//);
    made.route = (await online.getByRole('link', { name: 'Bekijk je woning' }).getAttribute('href')) ?? undefined;
    await online.getByRole('button', { name: 'Verder met invullen' }).click();

    // 4 aanbod: open for offers asks why; then a price.
    await onStep(page, 'Je aanbod', 'aanbod');
    await main(page)
      .getByRole('radio', { name: /^Open voor biedingen/ })
      .check();
    for (const reason of [
      'Bij een goed bod',
      'Als huisgenoten wijzigen',
      'Als werksituatie wijzigt',
      'Als ik een woning vind',
    ]) {
      expect(await main(page).getByRole('radio', { name: reason }).count()).toBe(1);
    }
    await next(page);
    await main(page).getByText('Kies wanneer je openstaat voor een bod.').waitFor();
    await main(page).getByRole('radio', { name: 'Bij een goed bod' }).check();
    const price = spin(page, 'Vraagprijs');
    await price.pressSequentially('-425.000');
    expect(await price.inputValue()).toBe('425000');
    await shot(page, 'houses-owner-wizard-offer-1280');
    await next(page);

    // 5 type
    await onStep(page, 'Wat voor woning is het?', 'type');
    expect(await main(page).getByRole('radio', { checked: true }).count()).toBe(1);
    await next(page);

    // 6 bouwstijl, 7 ligging
    await onStep(page, 'Bouwstijl', 'bouwstijl');
    await main(page).getByRole('checkbox').first().check();
    await next(page);
    await onStep(page, 'Ligging', 'ligging');
    await main(page).getByRole('checkbox').first().check();
    await next(page);

    // 8 eigenschappen (defaults 1)
    await onStep(page, 'Eigenschappen', 'eigenschappen');
    expect(await spin(page, 'Badkamers').inputValue()).toBe('1');
    await spin(page, 'Kamers').fill('5');
    await spin(page, 'Slaapkamers').fill('3');
    await spin(page, 'Toiletten').fill('2');
    await spin(page, 'Woonlagen').fill('2');
    await shot(page, 'houses-owner-wizard-properties-1280');
    await next(page);

    // 9 faciliteiten
    await onStep(page, 'Faciliteiten', 'faciliteiten');
    await main(page).getByRole('checkbox').nth(0).check();
    await main(page).getByRole('checkbox').nth(1).check();
    await next(page);

    // 10 fotos: five at once, with previews and progress; reorder, main photo.
    await onStep(page, "Foto's van je woning", 'fotos');
    await main(page).getByText("0 van minimaal 5 foto's. Nog 5 nodig.").waitFor();
    await page.locator('input[type="file"][name="photos"]').setInputFiles(await photoFiles());
    await main(page).getByText("5 foto's. Je fotosectie is compleet.").waitFor({ timeout: 30_000 });
    const grid = main(page).getByRole('list', { name: "Foto's van je woning" });
    await expect.poll(() => grid.getByRole('img').count()).toBe(5);
    const firstSrc = await grid.getByRole('img').nth(0).getAttribute('src');
    const secondSrc = await grid.getByRole('img').nth(1).getAttribute('src');
    await main(page).getByRole('button', { name: 'Foto 2 naar voren' }).click();
    await expect.poll(() => grid.getByRole('img').nth(0).getAttribute('src')).toBe(secondSrc);
    expect(await grid.getByRole('img').nth(1).getAttribute('src')).toBe(firstSrc);
    await main(page).getByRole('button', { name: 'Foto 3 als hoofdfoto' }).click();
    await main(page).getByRole('button', { name: 'Foto 3 is de hoofdfoto' }).waitFor();
    await shot(page, 'houses-owner-wizard-photos-1280');
    // The order and the main photo are saved: they survive a reload.
    await page.reload();
    await onStep(page, "Foto's van je woning", 'fotos');
    await expect.poll(() => grid.getByRole('img').nth(0).getAttribute('src')).toBe(secondSrc);
    await main(page).getByRole('button', { name: 'Foto 3 is de hoofdfoto' }).waitFor();
    await next(page);

    // 11 afmetingen
    await onStep(page, 'Afmetingen', 'afmetingen');
    await spin(page, 'Woonoppervlakte').fill('120');
    await spin(page, 'Perceeloppervlakte').fill('150');
    await spin(page, 'Inhoud').fill('400');
    await next(page);

    // 12 omschrijving, then the owner's view.
    await onStep(page, 'Omschrijving', 'omschrijving');
    await main(page).getByLabel('Korte omschrijving').fill('Lichte woning vlak bij het Merwedekanaal.');
    await main(page).getByLabel('Feitelijke omschrijving').fill('Gebouwd in 1998, energielabel A, nieuwe keuken.');
    await main(page).getByLabel('Persoonlijke omschrijving').fill('We wonen hier met veel plezier, de buurt is fijn.');
    await main(page).getByRole('button', { name: 'Opslaan en afronden' }).click();

    await page.waitForURL(new RegExp(`/mijn-huiskans/woningen/${made.slug}$`));
    await main(page).getByTestId('completion-count').getByText('Compleet').waitFor();
    expect(await main(page).getByTestId('moderation-status').textContent()).toBe('Online, wordt nog gecontroleerd');
    expect(await main(page).getByText('€ 425.000 k.k.').count()).toBeGreaterThan(0);
    await shot(page, 'houses-owner-view-1280');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Its page, as everybody sees it.
    await main(page).getByRole('link', { name: 'Bekijk woningpagina' }).click();
    await page.waitForURL((url) => url.pathname === made.route);
    const heading = main(page).getByRole('heading', { level: 1 });
    await heading.waitFor();
    made.address = (await heading.textContent()) ?? '';
    expect(made.address).toContain('Europalaan');
    expect(await main(page).getByText('€ 425.000 k.k.').count()).toBeGreaterThan(0);
    expect(await main(page).getByText('Open voor biedingen').count()).toBeGreaterThan(0);

    // And in the listing (newest first).
    await page.goto('/huizen/aanbod');
    await houseCards(page).first().waitFor();
    const hrefs = await houseCards(page).evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a')?.getAttribute('href')),
    );
    expect(hrefs).toContain(made.route);
  }, 240_000);

  it('a visitor gets the quick login; the searcher likes the house and sees the count change', async () => {
    expect(made.route, 'the first journey made a house').toBeTruthy();
    const { page } = await open(1280);
    await page.goto(made.route!);
    const like = main(page).getByTestId('like-button');
    const button = like.getByRole('button');
    const count = like.getByTestId('like-count');
    await button.waitFor();
    expect(await count.textContent()).toBe('0');
    await screenshot(page, 'houses-owner-like-visitor-1280', { fullPage: false });

    // Neither flag for a visitor: the quick-login modal, which returns here after logging in.
    await button.click();
    const modal = page.getByRole('dialog', { name: 'Log in om huizen te bewaren' });
    await modal.waitFor();
    await screenshot(page, 'houses-owner-quick-login-1280', { fullPage: false });
    await modal.getByRole('link', { name: 'Inloggen of aanmelden' }).click();
    await page.waitForURL(/\/meedoen\/email\?redirect=/);
    await logInThroughForm(page, SEARCHER);
    await page.waitForURL((url) => url.pathname === made.route);

    // The reopen cookie brings the like back as a modal; saving from it likes the house once.
    const save = page.getByRole('dialog', { name: 'Dit huis bewaren?' });
    await save.waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'houses-owner-save-after-login-1280', { fullPage: false });
    await save.getByRole('button', { name: 'Bewaren' }).click();
    await save.waitFor({ state: 'detached' });
    await expect.poll(() => count.textContent()).toBe('1');
    expect(await page.evaluate(() => document.cookie)).not.toContain('reopen_modal');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await main(page).getByText('1 persoon vindt dit huis leuk').waitFor();
    await screenshot(page, 'houses-owner-like-liked-1280', { fullPage: false });

    // Saved on the server: still liked after a reload; unlike and like again.
    await page.reload();
    await expect.poll(() => count.textContent()).toBe('1');
    await button.click();
    await expect.poll(() => count.textContent()).toBe('0');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await expect.poll(() => count.textContent()).toBe('1');

    // A failing request: the count changes at once and goes back when the server refuses.
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('useLikeHouseMutationUnlikeMutation')) return route.fallback();
      await new Promise((r) => setTimeout(r, 700));
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Storing"}' });
    });
    await button.click();
    await expect.poll(() => count.textContent(), { timeout: 600 }).toBe('0');
    await expect.poll(() => count.textContent()).toBe('1');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // The card in the listing carries the same button and count.
    await page.goto('/huizen/aanbod');
    const card = houseCards(page).filter({ has: page.locator(`a[href="${made.route}"]`) });
    await card.waitFor();
    expect(await card.getByTestId('like-count').textContent()).toBe('1');
    expect(await card.getByRole('button', { pressed: true }).count()).toBe(1);

    // The liked house is in Mijn Huiskans.
    await page.goto('/mijn-huiskans');
    const liked = main(page).getByTestId('liked-houses');
    await liked.waitFor();
    expect(await liked.locator(`a[href="${made.route}"]`).count()).toBe(1);
  }, 120_000);

  it('the seller sees who liked it and deletes it, confirming twice', async () => {
    expect(made.slug).toBeTruthy();
    const { page, context } = await open(1280);
    await logIn(context, SELLER);

    // Mijn Huiskans lists the house with its completion.
    await page.goto('/mijn-huiskans');
    const houses = main(page).getByTestId('dashboard-houses');
    await houses.waitFor();
    const row = houses.getByRole('listitem').filter({ hasText: 'Europalaan 93A' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Compleet');
    await shot(page, 'houses-owner-dashboard-1280');

    await page.goto(`/mijn-huiskans/woningen/${made.slug}/interesse`);
    await main(page).getByTestId('likers-count').getByText('1 persoon').waitFor();
    expect(await main(page).locator('ul.likers > li').count()).toBe(1);

    // Delete via the link target /huizen/{slug}/verwijderen: Ja / Annuleren, then the server's
    // question because somebody liked it (409), then deleted.
    await page.goto(`/huizen/${made.slug}/verwijderen`);
    await main(page).getByRole('heading', { level: 1, name: 'Woning verwijderen' }).waitFor();
    await main(page).getByRole('button', { name: 'Woning verwijderen' }).click();
    await main(page).getByText('Weet je zeker dat je deze woning wilt verwijderen?').waitFor();
    await main(page).getByRole('button', { name: 'Annuleren' }).click();
    await main(page).getByRole('button', { name: 'Woning verwijderen' }).click();
    await main(page).getByRole('button', { name: 'Ja' }).click();
    await main(page)
      .getByText(/Deze woning is door 1 persoon bewaard\. Weet je zeker/)
      .waitFor();
    await screenshot(page, 'houses-owner-delete-confirm-1280', { fullPage: false });
    await main(page).getByRole('button', { name: 'Ja' }).click();
    await page.waitForURL(/\/mijn-huiskans$/);
    await houses.waitFor();
    await expect.poll(() => houses.getByRole('listitem').filter({ hasText: 'Europalaan 93A' }).count()).toBe(0);

    // Gone for everybody: a listed house that was deleted answers 410 with houses nearby.
    const response = await page.goto(made.route!);
    expect(response?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'Dit huis is niet meer te koop' }).waitFor();
  }, 120_000);

  it('seller funnel: a visitor adds a house, logs in, and the house becomes theirs', async () => {
    const { page } = await open(1280);
    await page.goto('/f/verkoper/huis/adres');
    await main(page).getByRole('heading', { level: 1, name: 'Wat is het adres van je woning?' }).waitFor();
    const dialog = await lookUpSeveral(page);
    await dialog.getByRole('button', { name: /Europalaan 93-1/ }).click();
    await main(page).getByTestId('found-address').waitFor();
    await main(page).getByRole('button', { name: 'Verder' }).click();

    await page.waitForURL(/\/f\/verkoper\/huis\/bevestiging$/);
    await main(page).getByText('Europalaan 93-1').waitFor();
    await main(page).getByRole('button', { name: 'Ja, dit is mijn woning' }).click();

    await page.waitForURL(/\/f\/verkoper\/huis\/kansen$/);
    await main(page).getByRole('heading', { level: 1, name: 'Jouw kansen in Utrecht' }).waitFor();
    await shot(page, 'houses-owner-funnel-chances-1280');
    const register = main(page).getByRole('link', { name: 'Gratis account aanmaken' });
    expect(await register.getAttribute('href')).toMatch(/^\/f\/verkoper\/huis\/registreren\?house_slug=/);
    await main(page).getByRole('link', { name: 'Ik heb al een account' }).click();

    await page.waitForURL(/\/f\/verkoper\/huis\/meedoen\?house_slug=/);
    await logInThroughForm(page, SELLER);
    await page.waitForURL((url) => !url.pathname.endsWith('/huis/meedoen'));

    // In Mijn Huiskans the funnel's house is claimed (assignHouse) and listed.
    await page.goto('/mijn-huiskans');
    const houses = main(page).getByTestId('dashboard-houses');
    await houses.getByText(/Europalaan 93-1.*staat nu op jouw naam/).waitFor();
    await houses.getByRole('listitem').filter({ hasText: 'Europalaan 93-1' }).waitFor();
  }, 120_000);

  it('small screens: address step, chooser, wizard steps, photos, owner view and like button at 375 px', async () => {
    const { page, context } = await open(375);
    await logIn(context, SELLER);
    await page.goto('/mijn-huiskans/woningen/toevoegen');
    await main(page).getByRole('heading', { level: 1, name: 'Woning toevoegen' }).waitFor();
    await shot(page, 'houses-owner-address-375');
    const dialog = await lookUpSeveral(page);
    await screenshot(page, 'houses-owner-several-addresses-375', { fullPage: false });
    await dialog.getByRole('button', { name: /Europalaan 93,/ }).click();
    await main(page).getByTestId('found-address').waitFor();
    await main(page).getByRole('button', { name: 'Woning toevoegen' }).click();
    await onStep(page, 'Is dit jouw woning?', 'bevestigen');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]);

    await page.goto(`/mijn-huiskans/woningen/${slug}/bewerken/aanbod`);
    await onStep(page, 'Je aanbod', 'aanbod');
    await shot(page, 'houses-owner-wizard-offer-375');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto(`/mijn-huiskans/woningen/${slug}/bewerken/eigenschappen`);
    await onStep(page, 'Eigenschappen', 'eigenschappen');
    await shot(page, 'houses-owner-wizard-properties-375');

    await page.goto(`/mijn-huiskans/woningen/${slug}/bewerken/fotos`);
    await onStep(page, "Foto's van je woning", 'fotos');
    await page.locator('input[type="file"][name="photos"]').setInputFiles((await photoFiles()).slice(0, 3));
    await main(page).getByText("3 van minimaal 5 foto's. Nog 2 nodig.").waitFor({ timeout: 30_000 });
    await shot(page, 'houses-owner-wizard-photos-375');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto(`/mijn-huiskans/woningen/${slug}`);
    await main(page).getByTestId('completion-count').waitFor();
    await shot(page, 'houses-owner-view-375');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The like button on a listed house page and on the cards.
    await page.goto('/huizen/aanbod');
    await houseCards(page).first().getByTestId('like-button').waitFor();
    await screenshot(page, 'houses-owner-like-cards-375', { fullPage: false });
    const href = await houseCards(page).first().locator('a').first().getAttribute('href');
    await page.goto(href!);
    await main(page).getByTestId('like-button').waitFor();
    await main(page).getByTestId('like-button').scrollIntoViewIfNeeded();
    await screenshot(page, 'houses-owner-like-page-375', { fullPage: false });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }, 180_000);
});
