import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import {
  type Account,
  graphql,
  horizontalOverflow,
  PASSWORD,
  registerViaApi,
  UI_TIMEOUT,
  uniqueEmail,
  useBrowser,
} from './helpers';

/**
 * Journeys: sign up through a funnel, log out, two-step login (wrong password first),
 * personal data with a server 422 under the field, profile photo in the header, blocking and
 * unblocking, a password reset through the development mail page. Texts are the spec's (§5, §8).
 */

const LOGIN_INVALID =
  "Helaas kunnen we je niet inloggen met deze gegevens. Probeer het opnieuw, of stel je wachtwoord opnieuw in met de 'Wachtwoord vergeten'-knop.";
const RATE_LIMITED = 'Om veiligheidsredenen vragen we je 1 minuutje te wachten voordat je verder gaat.';
const REQUIRED = 'Zorg dat alle velden zijn ingevuld.';
const PASSWORD_SHORT = 'Het wachtwoord dient minimaal 8 karakters te bevatten.';
const PASSWORD_MISMATCH = 'De wachtwoorden dienen overeen te komen.';
const TERMS = 'Voordat je verder gaat, moet je eerst de voorwaarden accepteren.';
const SAVE_FAILED = 'Opslaan mislukt, check de invoer';

const header = (page: Page) => page.getByRole('banner');
/** The form's problems as its alert lists them, one per line. */
const problemsShown = (form: Locator) => form.getByRole('alert').getByRole('listitem').allTextContents();

const inFlight = new WeakMap<Page, { count: number; since: number }>();

/** Counts the page's requests in flight (for `settle`). */
function trackRequests(page: Page) {
  const state = { count: 0, since: Date.now() };
  inFlight.set(page, state);
  const done = () => {
    state.count -= 1;
    state.since = Date.now();
  };
  page.on('request', () => {
    state.count += 1;
    state.since = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Before leaving a page with page.goto: let its requests finish, as a person reading it would
 * (a document navigation cancels requests still in flight, which the harness counts as failures).
 * waitForLoadState('networkidle') does not help here: client-side navigations keep the document.
 */
async function settle(page: Page) {
  const state = inFlight.get(page);
  if (!state) return;
  await expect
    .poll(() => state.count <= 0 && Date.now() - state.since > 300, { timeout: UI_TIMEOUT, interval: 100 })
    .toBe(true);
}
const main = (page: Page) => page.getByRole('main');

/** The header shows the logged-in viewer: first name and 'Mijn Huiskans'. */
async function expectLoggedInHeader(page: Page, firstName: string) {
  const chip = header(page).getByRole('link', { name: new RegExp(`${firstName}.*Mijn Huiskans`) });
  await chip.waitFor({ timeout: UI_TIMEOUT });
  expect(await header(page).getByRole('button', { name: 'Uitloggen' }).count()).toBe(1);
}

async function fillRegistration(page: Page, values: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Registreren' });
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  return form;
}

/** Logs in through /meedoen/email: e-mail step, then password step. */
async function logInThroughForm(page: Page, account: Account) {
  await main(page).getByLabel('E-mailadres').fill(account.email);
  await main(page).getByRole('button', { name: 'Verder' }).click();
  await main(page).getByRole('heading', { level: 1, name: 'Welkom terug!' }).waitFor();
  await main(page).getByLabel('Wachtwoord').fill(account.password);
  await main(page).getByRole('button', { name: 'Inloggen' }).click();
}

describe.skipIf(!hasBrowser)('accounts: sign-up, login, profile, blocking, password reset', () => {
  const openBrowserPage = useBrowser();
  const open = async (width: number, options?: { localDeveloper?: boolean }) => {
    const opened = await openBrowserPage(width, options);
    trackRequests(opened.page);
    return opened;
  };

  it('signs up through the searcher funnel, logs out, and logs in again with the two-step login', async () => {
    const { page, problems } = await open(1280);
    await page.goto('/f/zoeker/zoek/registreren');
    const form = page.getByRole('form', { name: 'Registreren' });
    await form.waitFor();
    await screenshot(page, 'accounts-register-1280');

    // The client rules, in the spec's order and words.
    await form.getByRole('button', { name: 'Account aanmaken' }).click();
    // Every problem at once (spec §5/§8), in the spec's order.
    expect(await problemsShown(form)).toEqual([REQUIRED, TERMS]);
    // A phone number written with separators is not cut at 10 characters.
    expect(await form.getByLabel('Telefoonnummer').getAttribute('maxlength')).toBeNull();

    const email = uniqueEmail('funnel');
    await fillRegistration(page, {
      Voornaam: 'Fenna',
      Achternaam: 'Jansen',
      'E-mailadres': email,
      Telefoonnummer: '0612345678',
      Wachtwoord: 'kort',
      'Herhaal wachtwoord': 'kort',
    });
    // The searcher funnel preselects the user type; the moving wish is asked with the §5 labels.
    expect(await form.getByRole('radio', { name: 'Ik zoek een huis' }).isChecked()).toBe(true);
    const movingLabels = await form
      .getByRole('group', { name: 'Wanneer wil je verhuizen?' })
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((i) => i.parentElement?.textContent));
    expect(movingLabels).toEqual(['Zo snel mogelijk', '3-6 maanden', '6-12 maanden', '1-2 jaar']);
    await form.getByRole('radio', { name: '3-6 maanden' }).check();
    await form.getByRole('button', { name: 'Account aanmaken' }).click();
    expect(await problemsShown(form)).toEqual([PASSWORD_SHORT, TERMS]);

    await fillRegistration(page, { Wachtwoord: PASSWORD, 'Herhaal wachtwoord': `${PASSWORD}x` });
    await form.getByRole('button', { name: 'Account aanmaken' }).click();
    expect(await problemsShown(form)).toEqual([PASSWORD_MISMATCH, TERMS]);

    await fillRegistration(page, { 'Herhaal wachtwoord': PASSWORD });
    await form.getByRole('button', { name: 'Account aanmaken' }).click();
    expect(await problemsShown(form)).toEqual([TERMS]);
    expect(await form.getByRole('link', { name: 'voorwaarden' }).getAttribute('href')).toBe('/voorwaarden');

    await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).check();
    await form.getByRole('button', { name: 'Account aanmaken' }).click();

    // zoek/registreren returns to the searcher's sign-up chat, logged in.
    await page.waitForURL((url) => url.pathname === '/aanmelden/zoeker');
    await main(page).getByText('Welkom bij Huiskans, Fenna!').waitFor();
    await expectLoggedInHeader(page, 'Fenna');
    await screenshot(page, 'accounts-signup-chat-welcome-1280');

    await main(page).getByRole('link', { name: 'Wat zijn de volgende stappen?' }).click();
    await page.waitForURL((url) => url.pathname === '/mijn-huiskans/zoeker/en-nu');
    await main(page).getByRole('heading', { level: 1, name: 'En nu?' }).waitFor();

    // Log out in the header: the header offers 'Inloggen' again and the dashboard is closed.
    await header(page).getByRole('button', { name: 'Uitloggen' }).click();
    await header(page).getByRole('link', { name: 'Inloggen' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await settle(page);
    await page.goto('/mijn-huiskans/profiel');
    await page.waitForURL((url) => url.pathname === '/meedoen/email');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/mijn-huiskans/profiel');

    // Two-step login: the e-mail, then the password; submit only with more than 3 characters.
    await main(page).getByLabel('E-mailadres').fill(email);
    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Welkom terug!' }).waitFor();
    const submit = main(page).getByRole('button', { name: 'Inloggen' });
    await main(page).getByLabel('Wachtwoord').fill('abc');
    expect(await submit.isDisabled()).toBe(true);
    await main(page).getByLabel('Wachtwoord').fill('abcd-fout');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    const alert = main(page).getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(LOGIN_INVALID);
    await screenshot(page, 'accounts-login-wrong-password-1280');

    await main(page).getByLabel('Wachtwoord').fill(PASSWORD);
    await submit.click();
    // Back where the visitor wanted to go.
    await page.waitForURL((url) => url.pathname === '/mijn-huiskans/profiel');
    await main(page).getByRole('heading', { level: 1, name: 'Fenna Jansen' }).waitFor();
    await expectLoggedInHeader(page, 'Fenna');

    // The dashboard greets by first name and counts the open tasks (photo and bio).
    await main(page).getByRole('link', { name: 'Overzicht' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Hoi Fenna!' }).waitFor();
    expect(await main(page).getByTestId('open-count').textContent()).toBe('2 open punten');

    // Stap voor stap: the first step is marked done (the check shows at once), stays done after a
    // reload, and is undone again.
    const steps = main(page).getByRole('region', { name: 'Stap voor stap naar je nieuwe huis' });
    const title = ((await steps.getByRole('heading', { level: 3 }).first().textContent()) ?? '').trim();
    const done = steps.getByRole('checkbox', { name: `Gedaan (${title})` });
    expect(await done.isChecked()).toBe(false);
    await done.check();
    await steps.getByRole('heading', { level: 3, name: `${title} (gedaan)` }).waitFor();
    await settle(page);
    await page.reload();
    await main(page).getByRole('heading', { level: 1, name: 'Hoi Fenna!' }).waitFor();
    expect(await done.isChecked()).toBe(true);
    expect(await steps.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await done.uncheck();
    await steps.getByRole('heading', { level: 3, name: title, exact: true }).waitFor();
    await settle(page);
    await page.reload();
    await main(page).getByRole('heading', { level: 1, name: 'Hoi Fenna!' }).waitFor();
    expect(await done.isChecked()).toBe(false);
    expect(await steps.getByRole('checkbox', { checked: true }).count()).toBe(0);

    // When the server refuses, the check (shown at once) goes back and the message says why.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('setKnowledgebaseStepDone')) return route.fallback();
      await answered;
      await route.fulfill({
        json: {
          data: {
            setKnowledgebaseStepDone: {
              __typename: 'NotFoundError',
              __isError: 'NotFoundError', // what the server answers for the client's `... on Error`
              message: 'Deze stap bestaat niet (meer).',
            },
          },
        },
      });
    });
    await done.click();
    await expect.poll(() => done.isChecked()).toBe(true);
    answer();
    await page.getByRole('alert').filter({ hasText: 'Deze stap bestaat niet (meer).' }).waitFor();
    await expect.poll(() => done.isChecked()).toBe(false);
    await page.unroute('**/graphql');
    expect(problems).toEqual([]);
  });

  it('/meedoen: a searcher and a seller start their funnel; both ways, an unknown e-mail registers, a rate-limited check shows the §8 text', async () => {
    const { page, problems } = await open(1280);
    await page.goto('/meedoen');
    await main(page).getByRole('heading', { level: 1, name: 'Doe mee met Huiskans' }).waitFor();
    await screenshot(page, 'accounts-join-1280');
    // Spec §2: 'Ik zoek een huis' starts the searcher funnel, 'Ik verkoop mijn huis' the house funnel.
    await main(page)
      .getByRole('button', { name: /Ik zoek een huis/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/f/zoeker/zoek/basis');
    await main(page).getByRole('heading', { level: 1, name: 'Waar wil je wonen?' }).waitFor();
    await page.goBack();
    await main(page)
      .getByRole('button', { name: /Ik verkoop mijn huis/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/f/verkoper/huis/adres');
    await main(page).getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    await main(page)
      .getByRole('button', { name: /Allebei/ })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/meedoen/email' && url.searchParams.get('type') === 'searcher_and_seller',
    );

    // The e-mail must look like one before 'Verder' works.
    const emailField = main(page).getByLabel('E-mailadres');
    await emailField.fill('niet-een-adres');
    expect(await main(page).getByRole('button', { name: 'Verder' }).isDisabled()).toBe(true);

    // A 429 from the e-mail check (simulated: the real limit would slow the other journeys down).
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'useCheckEmailMutation') return route.continue();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            checkEmail: {
              __typename: 'RateLimitedError',
              __isError: 'RateLimitedError',
              message: 'Te veel verzoeken.',
              retryAfterSeconds: 60,
            },
          },
        }),
      });
    });
    await emailField.fill(uniqueEmail('nieuw'));
    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByRole('alert').waitFor();
    expect((await main(page).getByRole('alert').textContent())?.trim()).toBe(RATE_LIMITED);
    await page.unrouteAll({ behavior: 'wait' });

    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Maak je account aan' }).waitFor();
    const form = page.getByRole('form', { name: 'Registreren' });
    // The e-mail and the chosen type come along.
    expect(await form.getByLabel('E-mailadres', { exact: true }).inputValue()).toMatch(/^e2e-nieuw-/);
    expect(await form.getByRole('radio', { name: 'Allebei' }).isChecked()).toBe(true);
    await screenshot(page, 'accounts-login-register-step-1280');

    // Without a funnel the new account returns to the dashboard, with the spec's label.
    await fillRegistration(page, {
      Voornaam: 'Sem',
      Achternaam: 'Visser',
      Telefoonnummer: '0687654321',
      Wachtwoord: PASSWORD,
      'Herhaal wachtwoord': PASSWORD,
    });
    await form.getByRole('radio', { name: 'Zo snel mogelijk' }).check();
    await form.getByRole('checkbox', { name: /voorwaarden/ }).check();
    await form.getByRole('button', { name: 'Account aanmaken' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Welkom bij Huiskans, Sem!' }).waitFor();
    await expectLoggedInHeader(page, 'Sem');
    await main(page).getByRole('link', { name: 'Ga naar Mijn Huiskans' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Hoi Sem!' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('personal data: a duplicate e-mail shows the server message under the field, a new name reaches the header', async () => {
    const { page, problems } = await open(1280);
    await page.goto('/voorwaarden');
    const account = await registerViaApi(page, 'Daan');
    await page.goto('/mijn-huiskans/profiel/bewerken/persoonlijke-gegevens');
    const form = page.getByRole('form', { name: 'Persoonlijke gegevens' });
    await form.waitFor();
    expect(await form.getByLabel('E-mailadres').inputValue()).toBe(account.email);
    const moving = await form
      .getByLabel('Wanneer wil je verhuizen?')
      .evaluate((select) => [...(select as HTMLSelectElement).options].map((o) => `${o.value} ${o.text}`));
    expect(moving).toEqual([
      '0 Weet niet',
      '1 Zo snel mogelijk',
      '3 Binnen een paar maanden',
      '6 Binnen een half jaar',
      '12 Binnen een jaar',
      '24 Binnen een paar jaar',
    ]);

    // Another account's e-mail: the server's 422 under the field, highlighted, and the toast.
    await form.getByLabel('E-mailadres').fill('verkoper@demo.huiskans.nl');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    const toast = page.getByRole('alert').filter({ hasText: SAVE_FAILED });
    await toast.waitFor();
    const emailInput = form.getByLabel('E-mailadres');
    expect(await emailInput.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await emailInput.getAttribute('aria-describedby')) ?? '';
    const message = await page.locator(`[id="${describedBy.split(' ').pop()}"]`).textContent();
    expect(message).toBe('Er bestaat al een account met dit e-mailadres.');
    await screenshot(page, 'accounts-personal-details-422-1280', { fullPage: false });

    await form.getByLabel('E-mailadres').fill(account.email);
    await form.getByLabel('Voornaam').fill('Daniël');
    await form.getByLabel('Wanneer wil je verhuizen?').selectOption('24');
    // A phone number as people write it is kept whole in the field and stored as its 10 digits.
    await form.getByLabel('Telefoonnummer').fill('+31 6 1234 5678');
    expect(await form.getByLabel('Telefoonnummer').inputValue()).toBe('+31 6 1234 5678');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Je gegevens zijn opgeslagen.' }).waitFor();
    expect(await emailInput.getAttribute('aria-invalid')).toBeNull();
    await expectLoggedInHeader(page, 'Daniël');
    expect((await graphql(page, '{ viewer { phoneNumber } }')).data.viewer.phoneNumber).toBe('0612345678');

    await page.getByRole('link', { name: 'Terug naar mijn profiel' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Daniël de Vries' }).waitFor();
    expect(await main(page).getByText('Binnen een paar jaar').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('personal data: a new e-mail asks the current password, says a link was sent and waits for it', async () => {
    for (const width of [1280, 375]) {
      const { page, problems } = await open(width);
      await page.goto('/voorwaarden');
      const account = await registerViaApi(page, width === 375 ? 'Fenna' : 'Joris');
      await page.goto('/mijn-huiskans/profiel/bewerken/persoonlijke-gegevens');
      const form = page.getByRole('form', { name: 'Persoonlijke gegevens' });
      await form.waitFor();
      expect(await form.getByLabel('Huidig wachtwoord').count()).toBe(0);
      const newEmail = `nieuw-${account.email}`;
      await form.getByLabel('E-mailadres').fill(newEmail);
      const current = form.getByLabel('Huidig wachtwoord');
      await current.waitFor();
      // A wrong password: the server's message under the password field.
      await current.fill('niet-mijn-wachtwoord');
      await form.getByRole('button', { name: 'Opslaan' }).click();
      await page.getByRole('alert').filter({ hasText: SAVE_FAILED }).waitFor();
      expect(await current.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await current.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).textContent()).toBe(
        'Je huidige wachtwoord klopt niet.',
      );
      await current.fill(account.password);
      await form.getByRole('button', { name: 'Opslaan' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `We hebben een link gestuurd naar ${newEmail}.` })
        .waitFor();
      await form
        .getByTestId('pending-email')
        .filter({ hasText: `Wachtend op bevestiging: ${newEmail}` })
        .waitFor();
      // The old address stays until the link is followed.
      expect(await form.getByLabel('E-mailadres').inputValue()).toBe(account.email);
      expect(await form.getByLabel('Huidig wachtwoord').count()).toBe(0);
      await screenshot(page, `accounts-email-change-pending-${width}`, { fullPage: false });
      await settle(page);
      await page.goto('/mijn-huiskans/instellingen');
      await main(page).getByText(`Wachtend op bevestiging: ${newEmail}`).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await screenshot(page, `accounts-settings-email-pending-${width}`, { fullPage: false });
      await settle(page);
      expect(problems).toEqual([]);
    }
  });

  it('uploads a profile photo with a preview and shows it in the header', async () => {
    const { page, problems } = await open(1280);
    await page.goto('/voorwaarden');
    await registerViaApi(page, 'Noor');
    await page.goto('/mijn-huiskans/profiel/bewerken/profielfoto');
    const form = page.getByRole('form', { name: 'Profielfoto' });
    await form.waitFor();
    expect(await header(page).locator('img.account-chip__avatar').count()).toBe(0);

    const png = await sharp({
      create: { width: 240, height: 180, channels: 3, background: { r: 14, g: 124, b: 102 } },
    })
      .png()
      .toBuffer();
    await form.getByLabel('Kies een foto').setInputFiles({ name: 'noor.png', mimeType: 'image/png', buffer: png });
    const preview = form.getByRole('img', { name: 'Voorbeeld van je nieuwe profielfoto' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await screenshot(page, 'accounts-photo-preview-1280', { fullPage: false });

    const [upload] = await Promise.all([
      page.waitForRequest(
        (r) =>
          r.url().endsWith('/graphql') && r.method() === 'POST' && /multipart/.test(r.headers()['content-type'] ?? ''),
      ),
      form.getByRole('button', { name: 'Foto opslaan' }).click(),
    ]);
    expect(upload.headers()['content-type']).toContain('multipart/form-data');
    await page.getByRole('status').filter({ hasText: 'Je profielfoto is opgeslagen.' }).waitFor();

    // The header avatar follows at once (same User record in the store) and the image loads.
    const avatar = header(page).locator('img.account-chip__avatar');
    await avatar.waitFor();
    const src = (await avatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/uploads\//);
    await expect
      .poll(() =>
        avatar.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    const image = await page.request.get(src);
    expect(image.status()).toBe(200);
    const meta = await sharp(await image.body()).metadata();
    expect(meta.width).toBe(meta.height); // small_square: cut square by the server
    await screenshot(page, 'accounts-photo-saved-1280', { fullPage: false });

    // It stays after a reload, and the dashboard task is done.
    await settle(page);
    await page.goto('/mijn-huiskans');
    await main(page).getByRole('heading', { level: 1, name: 'Hoi Noor!' }).waitFor();
    expect(await header(page).locator('img.account-chip__avatar').getAttribute('src')).toBe(src);
    expect(await main(page).getByText('Profielfoto (klaar)').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('blocks a user and unblocks them on the blocked-users page', async () => {
    const { page, problems } = await open(1280);
    await page.goto('/voorwaarden');
    await registerViaApi(page, 'Bram');
    // Block from the seller's public page: 'Blokkeren', then 'Ja'.
    const found = await graphql(page, '{ houses(first: 1) { edges { node { sellerUser { firstName route } } } } }');
    const seller = found.data.houses.edges[0].node.sellerUser as { firstName: string; route: string };
    await page.goto(seller.route);
    await main(page).getByRole('button', { name: 'Blokkeren' }).click();
    await main(page).getByRole('button', { name: 'Ja' }).click();
    await main(page).getByRole('button', { name: 'Deblokkeren' }).waitFor();
    await screenshot(page, 'accounts-user-page-blocked-1280');

    await page.goto('/mijn-huiskans/instellingen');
    await main(page)
      .getByRole('link', { name: /Bekijken/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/mijn-huiskans/instellingen/geblokkeerde-gebruikers');
    const list = main(page).getByRole('list', { name: 'Geblokkeerde gebruikers' });
    await list.getByText(seller.firstName, { exact: true }).waitFor();
    await screenshot(page, 'accounts-blocked-users-list-1280');

    await list.getByRole('button', { name: 'Deblokkeren' }).click();
    await main(page).getByText('Je hebt niemand geblokkeerd.').waitFor();
    await page.reload();
    await main(page).getByText('Je hebt niemand geblokkeerd.').waitFor();
    expect(problems).toEqual([]);
  });

  it('resets a forgotten password with the link from the development mail page', async () => {
    const { page, context, problems } = await open(1280);
    await page.goto('/voorwaarden');
    const account = await registerViaApi(page, 'Lotte');
    await context.clearCookies(); // a visitor again
    await page.goto('/meedoen/email');
    await main(page).getByLabel('E-mailadres').fill(account.email);
    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByRole('button', { name: 'Wachtwoord vergeten' }).click();
    await main(page).getByText('Check je e-mail').waitFor();
    await screenshot(page, 'accounts-forgot-password-sent-1280', { fullPage: false });

    // The development page (for the developer on the server's machine, not through the proxy the
    // visitors come through) lists the mail with its link; follow it on this origin.
    await settle(page);
    const outbox = (await open(1280, { localDeveloper: true })).page;
    await outbox.goto('/dev/mail');
    const mail = outbox.locator('article').filter({ hasText: account.email }).filter({ hasText: 'wachtwoord' }).first();
    const href = (await mail.getByRole('link').first().getAttribute('href')) ?? '';
    const link = new URL(href);
    expect(link.pathname).toBe('/password/reset');
    expect(link.searchParams.get('email')).toBe(account.email);
    await page.goto(`${link.pathname}${link.search}`);
    const form = page.getByRole('form', { name: 'Nieuw wachtwoord' });
    await form.waitFor();
    await screenshot(page, 'accounts-password-reset-1280');
    await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-geheim-2');
    await form.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-geheim-3');
    await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    expect(await form.getByRole('alert').textContent()).toBe(PASSWORD_MISMATCH);
    await form.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-geheim-2');
    await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Je wachtwoord is gewijzigd' }).waitFor();
    await expectLoggedInHeader(page, 'Lotte');

    // The old password no longer works, the new one does.
    await settle(page);
    await context.clearCookies();
    await page.goto('/meedoen/email');
    await logInThroughForm(page, account);
    await main(page).getByRole('alert').waitFor();
    expect((await main(page).getByRole('alert').textContent())?.trim()).toBe(LOGIN_INVALID);
    await main(page).getByLabel('Wachtwoord').fill('nieuw-geheim-2');
    await main(page).getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/mijn-huiskans');
    await expectLoggedInHeader(page, 'Lotte');
    expect(problems).toEqual([]);
  });

  it('the sign-up chat registers a visitor one question at a time', async () => {
    const { page, problems } = await open(1280);
    await page.goto('/aanmelden/verkoper');
    const answer = async (text: string) => {
      const input = main(page).getByPlaceholder('Typ je antwoord…');
      await input.fill(text);
      await main(page).getByRole('button', { name: 'Verder' }).click();
    };
    await main(page).getByText('Wat is je voornaam?').waitFor();
    await answer('Ruben');
    await main(page).getByText('Hallo Ruben! En wat is je achternaam?').waitFor();
    await answer('Bakker');
    await main(page).getByRole('button', { name: 'Zo snel mogelijk' }).click();
    await answer(uniqueEmail('chat'));
    await answer('06123');
    await main(page).getByText('Vul een Nederlands telefoonnummer van 10 cijfers in, zoals 06-1234 5678.').waitFor();
    await answer('06-1234 5678');
    await answer('kort');
    await main(page).getByText(PASSWORD_SHORT).waitFor();
    await answer(PASSWORD);
    await answer(PASSWORD);
    await main(page).getByRole('button', { name: 'Account aanmaken' }).click();
    await main(page).getByText(TERMS).waitFor();
    await main(page)
      .getByRole('checkbox', { name: /voorwaarden/ })
      .check();
    await main(page).getByRole('button', { name: 'Account aanmaken' }).click();
    await main(page).getByText('Gelukt, Ruben!', { exact: false }).waitFor();
    await expectLoggedInHeader(page, 'Ruben');
    await screenshot(page, 'accounts-signup-chat-done-1280');
    await main(page).getByRole('link', { name: 'Wat zijn de volgende stappen?' }).click();
    await page.waitForURL((url) => url.pathname === '/mijn-huiskans/verkoper/en-nu');
    await main(page).getByRole('link', { name: 'Huis toevoegen' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('logging out in another tab logs this one out at once: its live socket is closed and the login opens', async () => {
    const { page, context, problems } = await open(1280);
    await registerViaApi(page, 'Jet');
    const socket = page.waitForEvent('websocket');
    await page.goto('/mijn-huiskans');
    const live = await socket;
    await live.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('connection_ack') });

    const other = await context.newPage();
    await other.goto('/mijn-huiskans');
    await header(other).getByRole('button', { name: 'Uitloggen' }).click();

    // The server closes the first tab's socket (4403): no reconnect, the viewer is forgotten.
    await page.getByText('Je bent uitgelogd. Log opnieuw in om verder te gaan.').waitFor({ timeout: UI_TIMEOUT });
    await page.waitForURL((url) => url.pathname === '/meedoen/email');
    await header(page).getByRole('link', { name: 'Inloggen' }).waitFor();
    expect(live.isClosed()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('settings: deleting the account asks first (Ja / Annuleren) and then logs out', async () => {
    const { page, problems } = await open(1280);
    await page.goto('/voorwaarden');
    const account = await registerViaApi(page, 'Vera');
    await page.goto('/mijn-huiskans/instellingen');
    await main(page).getByRole('button', { name: 'Account verwijderen' }).click();
    await main(page).getByText('Weet je zeker dat je je account wilt verwijderen?').waitFor();
    await main(page).getByRole('button', { name: 'Annuleren' }).click();
    await main(page).getByRole('button', { name: 'Account verwijderen' }).click();
    const yes = main(page).getByRole('button', { name: 'Ja', exact: true });
    expect(await yes.isDisabled()).toBe(true); // the password first
    await main(page).getByLabel('Je wachtwoord').fill('fout-wachtwoord');
    await yes.click();
    await main(page).getByText('Het wachtwoord klopt niet.').waitFor();
    await screenshot(page, 'accounts-settings-delete-1280');
    await main(page).getByLabel('Je wachtwoord').fill(account.password);
    await yes.click();
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByRole('link', { name: 'Inloggen' }).waitFor();
    const check = await graphql(
      page,
      'mutation($input: CheckEmailInput!) { checkEmail(input: $input) { ... on CheckEmailPayload { isDeleted } } }',
      { input: { email: account.email } },
    );
    expect(check.data.checkEmail.isDeleted).toBe(true);
    expect(problems).toEqual([]);
  });

  it('every new screen at 1280 and 375 px, without sideways scrolling on a phone', async () => {
    for (const width of [1280, 375]) {
      const { page, context, problems } = await open(width);
      const shot = async (name: string, path: string, ready: (p: Page) => Promise<unknown>, fullPage = true) => {
        await page.goto(path);
        await ready(page);
        await settle(page);
        expect(await horizontalOverflow(page), `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        await screenshot(page, `accounts-${name}-${width}`, { fullPage });
      };
      const h1 = (name: string | RegExp) => (p: Page) =>
        main(p).getByRole('heading', { level: 1, name }).waitFor({ timeout: UI_TIMEOUT });

      // Visitors
      await shot('join', '/meedoen', h1('Doe mee met Huiskans'));
      await shot('login-email', '/meedoen/email', h1('Inloggen of aanmelden'));
      await shot('register-funnel', '/f/verkoper/huis/registreren', h1('Maak je account aan'));
      await shot('quick-register', '/f/zoeker/zoek/snel-registreren', h1('Snel registreren'));
      await shot('funnel-login', '/l/voorjaar/zoeker/zoek/meedoen', h1('Meedoen met Huiskans'));
      await shot('chat-visitor', '/aanmelden', (p) => main(p).getByText('Wat is je voornaam?').waitFor());
      await shot('forgot-password', '/password/reset?email=iemand%40voorbeeld.nl', h1('Wachtwoord vergeten'));
      await shot(
        'new-password',
        '/password/reset?email=iemand%40voorbeeld.nl&token=abc',
        h1('Nieuw wachtwoord instellen'),
      );

      // The password step (demo account)
      await page.goto('/meedoen/email');
      await main(page).getByLabel('E-mailadres').fill('zoeker@demo.huiskans.nl');
      await main(page).getByRole('button', { name: 'Verder' }).click();
      await h1('Welkom terug!')(page);
      await screenshot(page, `accounts-login-password-${width}`);

      // Logged in
      await registerViaApi(page, width === 375 ? 'Maximiliaan' : 'Eva');
      await shot('dashboard', '/mijn-huiskans', h1(/^Hoi /));
      await main(page)
        .getByRole('checkbox', { name: /^Gedaan \(/ })
        .first()
        .check();
      await settle(page);
      expect(await horizontalOverflow(page), `dashboard at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header at the top of the shot
      await screenshot(page, `accounts-dashboard-step-done-${width}`);
      await shot(
        'dashboard-done',
        '/mijn-huiskans/klaar',
        (p) => p.getByRole('dialog', { name: 'Helemaal klaar!' }).waitFor(),
        false,
      );
      await shot(
        'email-verified',
        '/mijn-huiskans?verified=1',
        (p) => p.locator('dialog#modal-email-verified').waitFor(),
        false,
      );
      await shot('next-steps-searcher', '/mijn-huiskans/zoeker/en-nu', h1('En nu?'));
      await shot('next-steps-seller', '/mijn-huiskans/verkoper/en-nu', h1('En nu?'));
      await shot('chat-member', '/aanmelden/zoeker', (p) =>
        main(p)
          .getByText(/Je account is klaar/)
          .waitFor(),
      );
      await shot('profile', '/mijn-huiskans/profiel', h1(/de Vries$/));
      for (const section of ['persoonlijke-gegevens', 'wachtwoord', 'profielfoto', 'bio']) {
        await shot(`profile-edit-${section}`, `/mijn-huiskans/profiel/bewerken/${section}`, h1('Profiel bewerken'));
      }
      await shot('settings', '/mijn-huiskans/instellingen', h1('Instellingen'));
      await main(page).getByRole('button', { name: 'Account verwijderen' }).click();
      await screenshot(page, `accounts-settings-confirm-${width}`);
      await shot('blocked-users', '/mijn-huiskans/instellingen/geblokkeerde-gebruikers', h1('Geblokkeerde gebruikers'));
      await context.close();
      expect(problems).toEqual([]);
    }
  }, 120_000); // 18 screens at two widths
});
