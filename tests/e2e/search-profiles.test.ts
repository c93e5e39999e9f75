import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import {
  graphql,
  horizontalOverflow,
  logIn,
  PASSWORD,
  registerViaApi,
  UI_TIMEOUT,
  uniqueEmail,
  useBrowser,
} from './helpers';

/**
 * The searcher's side: a visitor walks the searcher funnel (place, wishes, the
 * maximum-mortgage calculator, kansen before signing up), registers with the selling points and
 * finds the profile on the dashboard; a member adds a profile and fills it in step by step through
 * the ten-step wizard; the seller sees the matching searchers on their house page. The pages at
 * 1280 and 375 px, without sideways scrolling.
 */

const main = (page: Page) => page.getByRole('main');

/** Types a place into the lookup and chooses its suggestion. */
async function choosePlace(page: Page, name: string) {
  await main(page).getByRole('combobox', { name: 'Plaats of gemeente' }).fill(name);
  await main(page)
    .getByRole('option', { name: new RegExp(`^${name}, `) })
    .first()
    .click();
}

async function onStep(page: Page, title: string, step: string) {
  await main(page).getByRole('heading', { level: 2, name: title }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`/bewerken/${step}$`));
}

const next = (page: Page) => main(page).getByRole('button', { name: 'Volgende' }).click();

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

describe.skipIf(!hasBrowser)('search profiles: the searcher funnel, the wizard, kansen and matching searchers', () => {
  const open = useBrowser();

  it('a visitor walks the searcher funnel with the mortgage step, sees kansen, registers and finds the profile on the dashboard', async () => {
    const { page } = await open(1280);
    await page.goto('/f/zoeker/zoek/basis');
    await main(page).getByRole('heading', { level: 1, name: 'Waar wil je wonen?' }).waitFor();
    // 'Verder' without a chosen place: the lookup says what is missing (spec §5).
    await main(page).getByRole('combobox', { name: 'Plaats of gemeente' }).fill('Utre');
    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByText('Selecteer een suggestie uit de lijst.').waitFor();
    await choosePlace(page, 'Utrecht');
    await main(page).getByRole('button', { name: 'Verder' }).click();

    await main(page).getByRole('heading', { level: 1, name: 'Wat zoek je in Utrecht?' }).waitFor();
    await main(page).getByRole('radio', { name: '2 of meer' }).check();
    await main(page).getByRole('button', { name: 'Verder' }).click();

    // The calculator: the worked example of the lending norms (€ 40,000 + € 35,000 at 4%, 10 years fixed ≈ € 322,046).
    await main(page).getByRole('heading', { level: 1, name: 'Hoeveel kun je lenen?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/f/zoeker/zoek/maximale-hypotheek');
    await main(page).getByRole('button', { name: 'Bereken mijn maximale hypotheek' }).click();
    await main(page).getByText('Vul je bruto jaarinkomen in.').waitFor();
    await main(page).getByRole('spinbutton', { name: 'Je bruto jaarinkomen' }).fill('40000');
    await main(page).getByRole('checkbox', { name: 'Ik koop samen met een partner' }).check();
    await main(page).getByRole('spinbutton', { name: 'Bruto jaarinkomen van je partner' }).fill('35000');
    await main(page).getByRole('spinbutton', { name: 'Studieschuld: je aflossing aan DUO per maand' }).fill('0');
    await main(page).getByLabel('Energielabel van het huis').selectOption('A');
    await main(page).getByLabel('Hypotheekrente (%)').fill('4');
    await main(page).getByLabel('Rentevaste periode').selectOption('10');
    await main(page).getByRole('button', { name: 'Bereken mijn maximale hypotheek' }).click();
    const result = main(page).getByTestId('mortgage-result');
    await result.getByRole('heading', { name: 'Je kunt maximaal ongeveer € 332.000 lenen' }).waitFor();
    expect(await result.textContent()).toContain('Dit is een indicatie, geen advies.');
    await shot(page, 'search-funnel-mortgage-1280');
    await result.getByRole('button', { name: 'Zoek huizen tot € 332.000' }).click();

    // Kansen before signing up.
    await main(page)
      .getByRole('heading', { level: 1, name: /^Jouw kansen in Utrecht/ })
      .waitFor();
    await main(page).getByText('Huizen tot € 332.000 die bij je zoekprofiel passen.').waitFor();
    const counts = main(page).getByTestId('match-counts');
    await expect
      .poll(() => counts.textContent(), { timeout: UI_TIMEOUT })
      .toMatch(/kans(en)?, (waarvan \d+|nog geen|allemaal)? ?precies passend/);
    const kansen = main(page).locator('[data-testid^="kans-"]');
    expect(await kansen.count()).toBeGreaterThan(0);
    // Exact ones first: no exact kans after a fuzzy one, and every fuzzy one says why.
    const kinds = await kansen.evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')));
    expect(kinds.join(',')).not.toMatch(/kans-fuzzy.*kans-exact/);
    const fuzzy = main(page).getByTestId('kans-fuzzy');
    if ((await fuzzy.count()) > 0)
      expect(await fuzzy.first().getByRole('list', { name: 'Waarom bijna' }).textContent()).not.toBe('');
    const slug = new URL(page.url()).searchParams.get('zoekprofiel');
    expect(slug).toMatch(/^utrecht-zoekprofiel-/);
    await shot(page, 'search-funnel-kansen-1280');

    await main(page).getByRole('link', { name: 'Gratis account aanmaken' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Snel registreren' }).waitFor();
    const form = page.getByRole('form', { name: 'Registreren' });
    const email = uniqueEmail('zoekfunnel');
    for (const [label, value] of Object.entries({
      Voornaam: 'Noor',
      Achternaam: 'Jansen',
      'E-mailadres': email,
      Telefoonnummer: '0612345678',
      Wachtwoord: PASSWORD,
      'Herhaal wachtwoord': PASSWORD,
    }))
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('radio', { name: '3-6 maanden' }).check();
    await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).check();
    await form.getByRole('button', { name: 'Gratis registreren' }).click();

    // The dashboard shows the profile made on the way, now the new account's.
    await page.waitForURL((url) => url.pathname === '/mijn-huiskans');
    const card = main(page).getByTestId('dashboard-profiles').getByTestId('search-profile-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Utrecht', exact: true }).getAttribute('href')).toBe(
      `/mijn-huiskans/zoekprofielen/${slug}`,
    );
    expect(await card.textContent()).toContain('tot € 332.000');
    // Stored with the profile: the view says which maximum mortgage it was.
    await card.getByRole('link', { name: 'Bekijken' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Zoekprofiel Utrecht' }).waitFor();
    await main(page)
      .getByText(/maximale hypotheek ongeveer € 332\.\d{3}/)
      .waitFor();
  });

  it('a member adds a profile and fills it in step by step; the view shows every section and the kansen', async () => {
    const { page } = await open(1280);
    await registerViaApi(page, 'Daan');
    await page.goto('/mijn-huiskans/zoekprofielen');
    await main(page).getByRole('heading', { level: 1, name: 'Mijn zoekprofielen' }).waitFor();
    await main(page).getByRole('link', { name: 'Zoekprofiel toevoegen' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Waar wil je wonen?' }).waitFor();
    await choosePlace(page, 'Amersfoort');
    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Je zoekprofiel voor Amersfoort staat klaar' }).waitFor();
    await main(page).getByRole('link', { name: 'Bekijk eerst je kansen' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Jouw kansen in Amersfoort' }).waitFor();
    await main(page).getByTestId('match-counts').waitFor();
    await main(page).getByRole('link', { name: 'Zoekprofiel aanvullen' }).click();

    await onStep(page, 'Wanneer wil je verhuizen?', 'verhuistermijn');
    const progress = main(page).getByRole('navigation', { name: 'Onderdelen van je zoekprofiel' });
    expect(await progress.getByText('2 van 10').count()).toBe(1); // the place and its range
    await main(page).getByRole('radio', { name: 'Binnen een jaar' }).check();
    await next(page);
    await onStep(page, 'Hoeveel slaapkamers heb je minimaal nodig?', 'kenmerken');
    await main(page).getByRole('radio', { name: '3 of meer' }).check();
    await next(page);
    await onStep(page, 'Wat voor woning zoek je?', 'type');
    await main(page).getByRole('checkbox', { name: 'Tussenwoning' }).check();
    await main(page).getByRole('checkbox', { name: 'Hoekwoning' }).check();
    await next(page);
    await onStep(page, 'Hoe groot moet het huis zijn?', 'afmetingen');
    await main(page).getByRole('spinbutton', { name: 'Woonoppervlakte minimaal' }).fill('90');
    await next(page);
    await onStep(page, 'Hoe ver mag het huis liggen?', 'eigenschappen');
    await main(page).getByRole('radio', { name: 'Tot 10 km rond Amersfoort' }).check();
    await next(page);
    await onStep(page, 'Wat is je budget?', 'budget');
    // An inverted budget is refused with the server's Dutch message under the field; nothing moves on.
    await main(page).getByRole('spinbutton', { name: 'Minimumprijs' }).fill('500000');
    await main(page).getByRole('spinbutton', { name: 'Maximumprijs' }).fill('400000');
    await next(page);
    await main(page).getByText('De maximumprijs moet hoger zijn dan de minimumprijs.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/bewerken\/budget$/);
    await main(page).getByRole('spinbutton', { name: 'Minimumprijs' }).fill('300000');
    await main(page).getByRole('spinbutton', { name: 'Maximumprijs' }).fill('450000');
    await next(page);
    await onStep(page, 'Welke bouwstijl spreekt je aan?', 'bouwstijl');
    await main(page).getByRole('checkbox', { name: 'Jaren 30' }).check();
    await next(page);
    await onStep(page, 'Hoe wil je wonen?', 'ligging');
    await main(page).getByRole('checkbox', { name: 'In een woonwijk' }).check();
    await next(page);
    await onStep(page, 'Wat moet het huis hebben?', 'faciliteiten');
    await main(page).getByRole('checkbox', { name: 'Tuin' }).check();
    // 'Vorige' saves too: back on ligging, then forward again.
    await main(page).getByRole('button', { name: 'Vorige' }).click();
    await onStep(page, 'Hoe wil je wonen?', 'ligging');
    await next(page);
    await onStep(page, 'Wat moet het huis hebben?', 'faciliteiten');
    expect(await main(page).getByRole('checkbox', { name: 'Tuin' }).isChecked()).toBe(true);
    expect(await progress.getByText('10 van 10').count()).toBe(1);
    await shot(page, 'search-profile-wizard-1280');
    await main(page).getByRole('button', { name: 'Opslaan en afronden' }).click();

    await main(page).getByRole('heading', { level: 1, name: 'Zoekprofiel Amersfoort + 10 km' }).waitFor();
    expect(await main(page).getByTestId('profile-completion').textContent()).toBe('Compleet');
    for (const value of ['Binnen een jaar', '3 of meer slaapkamers', 'Tussenwoning, Hoekwoning', 'Jaren 30', 'Tuin'])
      await main(page).getByText(value).first().waitFor();
    await main(page).getByRole('heading', { level: 2, name: 'Jouw kansen' }).waitFor();
    await shot(page, 'search-profile-view-1280');
    // Only the exact kansen (matches(fuzzy: false)).
    const exactOnly = main(page).getByRole('checkbox', { name: 'Alleen huizen die precies passen' });
    if ((await exactOnly.count()) > 0) {
      await exactOnly.check();
      await expect.poll(() => main(page).getByTestId('kans-fuzzy').count(), { timeout: UI_TIMEOUT }).toBe(0);
      await exactOnly.uncheck();
    }

    // The named route my-huiskans-search-queries-edit goes straight to a step.
    await main(page).getByRole('link', { name: 'Locatie wijzigen' }).click();
    await onStep(page, 'Waar wil je wonen?', 'locatie');
    expect(await main(page).getByRole('combobox', { name: 'Plaats of gemeente' }).inputValue()).toMatch(/^Amersfoort/);

    // The list: completion and kansen per profile.
    await page.goto('/mijn-huiskans/zoekprofielen');
    const card = main(page).getByTestId('search-profile-card');
    await card.first().waitFor();
    expect(await card.getByTestId('profile-completion').textContent()).toBe('Compleet');
    expect(await card.getByTestId('profile-match-counts').textContent()).toMatch(/kans|Nog geen kansen/);
  });

  it('the seller sees the matching searchers on their house page; a visitor does not', async () => {
    const seller = await open(1280);
    await logIn(seller.context, 'verkoper@demo.huiskans.nl');
    await seller.page.goto('/mijn-huiskans');
    const houses = await graphql(
      seller.page,
      '{ viewer { houses(first: 20) { edges { node { route moderationStatus statusUnknown matchSuggestions(first: 1) { totalCount } } } } } }',
    );
    // Listed houses only: a visitor does not see a draft.
    type Node = { route: string; moderationStatus: string; statusUnknown: boolean };
    const listed = (houses.data.viewer.houses.edges as { node: Node }[])
      .map((e) => e.node)
      .filter((h) => ['submitted', 'approved'].includes(h.moderationStatus) && !h.statusUnknown);
    expect(listed.length).toBeGreaterThan(0);
    await seller.page.goto(listed[0].route);
    const section = main(seller.page).getByRole('region', { name: 'Zoekers die bij je woning passen' });
    await section.waitFor();
    expect(await section.getByTestId('match-suggestions-count').textContent()).toMatch(/zoeker|Nog geen zoekers/);
    await section.scrollIntoViewIfNeeded();
    await screenshot(seller.page, 'house-match-suggestions-1280', { fullPage: false });

    const visitor = await open(1280);
    await visitor.page.goto(listed[0].route);
    await main(visitor.page).getByRole('heading', { level: 2, name: 'Locatie' }).waitFor();
    expect(await main(visitor.page).getByText('Zoekers die bij je woning passen').count()).toBe(0);
  });

  it('a member who logs in from zoek/kansen takes the funnel profile along', async () => {
    const member = await open(1280);
    const account = await registerViaApi(member.page, 'Iris');
    const { page } = await open(1280);
    await page.goto('/l/voorjaar/zoeker/zoek/basis');
    await choosePlace(page, 'Amersfoort');
    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Wat zoek je in Amersfoort?' }).waitFor();
    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByRole('link', { name: 'Overslaan' }).click();
    await main(page)
      .getByRole('heading', { level: 1, name: /^Jouw kansen in Amersfoort/ })
      .waitFor();
    const slug = new URL(page.url()).searchParams.get('zoekprofiel');
    await main(page).getByRole('link', { name: 'Ik heb al een account' }).click();
    expect(new URL(page.url()).pathname).toBe('/l/voorjaar/zoeker/zoek/meedoen');
    await main(page).getByLabel('E-mailadres').fill(account.email);
    await main(page).getByRole('button', { name: 'Verder' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Welkom terug!' }).waitFor();
    await main(page).getByLabel('Wachtwoord').fill(account.password);
    await main(page).getByRole('button', { name: 'Inloggen' }).click();
    // Back on the kansen, the profile becomes the member's.
    await main(page).getByRole('link', { name: 'Naar je zoekprofiel' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Zoekprofiel Amersfoort' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/mijn-huiskans/zoekprofielen/${slug}`);
    const mine = await graphql(page, '{ viewer { searchProfiles(first: 5) { edges { node { slug } } } } }');
    expect(mine.data.viewer.searchProfiles.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual([slug]);
  });

  it('the pages fit a 375 px phone', async () => {
    const { page, context } = await open(375);
    await logIn(context, 'zoeker@demo.huiskans.nl');
    await page.goto('/mijn-huiskans/zoekprofielen');
    await main(page).getByTestId('search-profile-card').first().waitFor();
    await shot(page, 'search-profiles-375');
    await main(page).getByTestId('search-profile-card').first().getByRole('link', { name: 'Bekijken' }).click();
    await main(page).getByRole('heading', { level: 2, name: 'Jouw kansen' }).waitFor();
    await shot(page, 'search-profile-view-375');
    await main(page).getByRole('link', { name: 'Budget wijzigen' }).click();
    await main(page).getByRole('heading', { level: 2, name: 'Wat is je budget?' }).waitFor();
    await main(page).getByRole('button', { name: 'Bereken je maximale hypotheek' }).click();
    await main(page).getByRole('spinbutton', { name: 'Je bruto jaarinkomen' }).fill('50000');
    await main(page).getByLabel('Hypotheekrente (%)').fill('4');
    await main(page).getByRole('button', { name: 'Bereken mijn maximale hypotheek' }).click();
    // Buying alone: € 197,243 + € 17,000 (shared/notes/max-mortgage.md).
    await main(page).getByRole('heading', { name: 'Je kunt maximaal ongeveer € 214.000 lenen' }).waitFor();
    await shot(page, 'search-profile-budget-375');
    await page.goto('/f/zoeker/zoek/basis');
    await main(page).getByRole('heading', { level: 1, name: 'Waar wil je wonen?' }).waitFor();
    await shot(page, 'search-funnel-basis-375');
  });
});
