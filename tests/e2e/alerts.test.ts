import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { graphql, horizontalOverflow, logIn, registerViaApi, UI_TIMEOUT, useBrowser } from './helpers';

/**
 * Alerts in the browser: the demo searcher finds a match alert and a liked house's update
 * in her notifications; when the seller lowers the price of the house she liked, the news arrives
 * live; on the settings page she picks how new matches reach her ('Direct', 'Dagelijks overzicht',
 * 'Nooit'), kept after a reload.
 */

const SELLER = 'verkoper@demo.huiskans.nl';
const SEARCHER = 'zoeker@demo.huiskans.nl';

const items = (page: Page) => page.getByTestId('notification-item');

describe.skipIf(!hasBrowser)('alerts', () => {
  const open = useBrowser();

  it('the searcher sees her match alert, and a liked house’s new price arrives live', async () => {
    const searcher = await open(1280);
    await logIn(searcher.context, SEARCHER);
    await searcher.page.goto('/mijn-huiskans/berichten');
    await items(searcher.page).first().waitFor();
    const alert = items(searcher.page).filter({ hasText: 'Nieuwe kans in Utrecht' });
    await alert.waitFor();
    await alert.getByRole('link', { name: 'Utrecht', exact: true }).waitFor();
    await items(searcher.page).filter({ hasText: 'Een huis dat je leuk vindt is bijgewerkt' }).first().waitFor();
    await screenshot(searcher.page, 'alerts-notifications-1280');

    // The house she liked, and its price now.
    const liked = await graphql(
      searcher.page,
      '{ viewer { likedHouses(first: 1) { edges { node { id price minPrice maxPrice houseStatus } } } } }',
    );
    const house = liked.data.viewer.likedHouses.edges[0].node;
    const before = await items(searcher.page).count();

    const seller = await open(1280);
    await logIn(seller.context, SELLER);
    await seller.page.goto('/mijn-huiskans');
    const newPrice = (house.price ?? house.maxPrice ?? 400_000) - 5_000;
    const answer = await graphql(
      seller.page,
      `mutation($input: UpdateHouseInput!) { updateHouse(input: $input) { __typename ... on Error { message } } }`,
      { input: { houseId: house.id, price: newPrice, minPrice: null, maxPrice: null } },
    );
    expect(answer.data.updateHouse.__typename).toBe('UpdateHousePayload');

    // Live: the new notification joins the list on screen without a reload.
    await expect.poll(() => items(searcher.page).count(), { timeout: UI_TIMEOUT }).toBe(before + 1);
    const formatted = `€ ${newPrice.toLocaleString('nl-NL')}`;
    await items(searcher.page).first().getByText(formatted, { exact: true }).waitFor();
    expect(searcher.problems).toEqual([]);
    expect(seller.problems).toEqual([]);
  });

  it('a newly listed house that fits a profile exactly reaches the searcher live and by mail', async () => {
    // A searcher who wants to hear at once, with a profile: an apartment in Utrecht.
    const searcher = await open(1280);
    const account = await registerViaApi(searcher.page, 'Mila');
    const ok = (answer: { data?: Record<string, { __typename: string }> }, field: string, typename: string) =>
      expect(answer.data?.[field]?.__typename, JSON.stringify(answer)).toBe(typename);
    ok(
      await graphql(
        searcher.page,
        'mutation { updateSettings(input: { matchAlerts: INSTANT }) { __typename ... on Error { message } } }',
      ),
      'updateSettings',
      'UpdateSettingsPayload',
    );
    ok(
      await graphql(
        searcher.page,
        `mutation($input: AddSearchProfileInput!) { addSearchProfile(input: $input) { __typename ... on Error { message } } }`,
        {
          input: {
            query: 'Utrecht',
            queryType: 'woonplaats',
            queryCode: '0344-utrecht',
            range: 10,
            houseTypes: ['appartement'],
          },
        },
      ),
      'addSearchProfile',
      'AddSearchProfilePayload',
    );
    await searcher.page.goto('/mijn-huiskans/berichten');
    const alert = items(searcher.page).filter({ hasText: 'Nieuwe kans in Utrecht' });
    expect(await alert.count()).toBe(0);

    // An owner lists an apartment in Utrecht: address, type and price complete it, and it is submitted.
    const owner = await open(1280);
    await registerViaApi(owner.page, 'Ruben');
    const added = await graphql(
      owner.page,
      `mutation($input: AddHouseInput!) { addHouse(input: $input) { __typename
        ... on AddHousePayload { house { id } } ... on Error { message } } }`,
      { input: { ngrAddressId: 'adr-demo-3526KP-93' } },
    );
    ok(added, 'addHouse', 'AddHousePayload');
    ok(
      await graphql(
        owner.page,
        `mutation($input: UpdateHouseInput!) { updateHouse(input: $input) { __typename ... on Error { message } } }`,
        {
          input: {
            houseId: added.data.addHouse.house.id,
            houseType: 'appartement',
            houseStatus: 'SELLING',
            price: 315_000,
            numberBedrooms: 2,
          },
        },
      ),
      'updateHouse',
      'UpdateHousePayload',
    );

    // Live, without a reload; and the mail on the development outbox.
    await alert.first().waitFor({ timeout: UI_TIMEOUT });
    await screenshot(searcher.page, 'alerts-new-match-live-1280');
    const outbox = (await open(1280, { localDeveloper: true })).page;
    await outbox.goto('/dev/mail');
    await outbox.locator('article').filter({ hasText: account.email }).first().waitFor();
    expect([...searcher.problems, ...owner.problems]).toEqual([]);
  });

  it('picks how new matches are announced on the settings page, kept after a reload, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { page, context, problems } = await open(width);
      await logIn(context, SEARCHER);
      await page.goto('/mijn-huiskans/instellingen');
      const group = page.getByRole('group', { name: 'Meldingen van nieuwe kansen' });
      await group.getByRole('radio', { name: 'Direct' }).waitFor();
      expect(await group.getByRole('radio', { name: 'Direct' }).isChecked()).toBe(true);
      await group.getByRole('radio', { name: 'Nooit' }).check();
      await expect
        .poll(
          async () => (await graphql(page, '{ viewer { settings { matchAlerts } } }')).data.viewer.settings.matchAlerts,
        )
        .toBe('NEVER');
      await page.reload();
      expect(await group.getByRole('radio', { name: 'Nooit' }).isChecked()).toBe(true);
      expect(await group.getByRole('radio', { name: 'Dagelijks overzicht' }).isChecked()).toBe(false);
      await screenshot(page, `alerts-settings-${width}`);
      expect(await horizontalOverflow(page)).toBe(0);
      // Back to the demo's choice.
      await group.getByRole('radio', { name: 'Direct' }).check();
      await expect
        .poll(
          async () => (await graphql(page, '{ viewer { settings { matchAlerts } } }')).data.viewer.settings.matchAlerts,
        )
        .toBe('INSTANT');
      expect(problems).toEqual([]);
    }
  });
});
