import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { graphql, horizontalOverflow, logIn, registerViaApi, UI_TIMEOUT, useBrowser } from './helpers';

/**
 * Journeys: a Premium member writes to a seller from a house page and the seller, logged
 * in elsewhere, sees it arrive live (badge, dropdown, thread), replies, and the badge drops; a
 * user without subscriber rights gets the subscriber-action modal; a blocked thread says
 * 'Geblokkeerd'. The demo accounts come from the seed.
 */

const PREMIUM = 'premium@demo.huiskans.nl';
const SELLER = 'verkoper@demo.huiskans.nl';
const SEARCHER = 'zoeker@demo.huiskans.nl';
const ADVISOR = 'adviseur@demo.huiskans.nl';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Berichten en meldingen/ });

/** The header badge's number (0 without a badge). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.replace('+', '') ?? 0);
}

/** The number beside the 'Berichten' tab of Mijn Huiskans (0 without one). */
async function tabCount(page: Page): Promise<number> {
  const badge = page.locator('.dashboard-nav__badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.replace(/\D/g, '') ?? 0);
}

async function viewerOf(page: Page): Promise<{ id: string; slug: string; firstName: string; fullName: string }> {
  const result = await graphql(page, '{ viewer { id slug firstName fullName } }');
  return result.data.viewer;
}

describe.skipIf(!hasBrowser)('messaging', () => {
  const open = useBrowser();

  it('premium writes from a house page; the seller sees the badge rise live, reads, replies, and the badge drops', async () => {
    const seller = await open(1280);
    await logIn(seller.context, SELLER);
    await seller.page.goto('/mijn-huiskans');
    await bell(seller.page).waitFor();
    // A listed house: earlier journeys add unlisted ones to the same demo seller.
    const houses = await graphql(
      seller.page,
      '{ viewer { houses(first: 50) { edges { node { route formattedAddressLine moderationStatus } } } } }',
    );
    type SellerHouse = { route: string; formattedAddressLine: string; moderationStatus: string };
    const house = (houses.data.viewer.houses.edges as { node: SellerHouse }[])
      .map((e) => e.node)
      .find((h) => h.moderationStatus === 'approved');
    if (!house) throw new Error('the demo seller has no listed house');
    const sellerUser = await viewerOf(seller.page);
    const before = await badgeCount(seller.page);

    const buyer = await open(1280);
    await logIn(buyer.context, PREMIUM);
    await buyer.page.goto(house.route);
    const buyerUser = await viewerOf(buyer.page);
    await buyer.page.getByRole('button', { name: 'Stuur bericht' }).click();
    await buyer.page.waitForURL(new RegExp(`/mijn-huiskans/berichten/${sellerUser.slug}\\?huis=`));
    await expect.poll(() => buyer.page.locator('.send-box__house').textContent()).toContain(house.formattedAddressLine);

    const text = `Is dit huis nog te koop? Groet (${Date.now().toString(36)})`;
    await buyer.page.getByRole('textbox', { name: /Bericht aan/ }).fill(text);
    await buyer.page.getByRole('button', { name: 'Versturen' }).click();
    const sent = buyer.page.getByTestId('thread-messages').getByText(text);
    await sent.waitFor();
    // A house message carries its house, shown as a card.
    await expect
      .poll(() => buyer.page.getByTestId('thread-message').last().getByTestId('house-preview').textContent())
      .toContain(house.formattedAddressLine);

    // Live: the seller's badge rises without a reload.
    await expect.poll(() => badgeCount(seller.page), { timeout: UI_TIMEOUT }).toBe(before + 1);
    // The dashboard's 'Berichten' tab reads the same count from the same viewer record.
    await expect.poll(() => tabCount(seller.page)).toBe(before + 1);
    await screenshot(seller.page, 'dashboard-unread-tab-1280', { fullPage: false });

    await bell(seller.page).click();
    const dropdown = seller.page.getByRole('region', { name: 'Gesprekken' });
    const item = dropdown.getByTestId('thread-item').filter({ hasText: buyerUser.fullName ?? buyerUser.firstName });
    await item.first().waitFor();
    // Threads are sorted by their last notification: this one is first.
    await expect.poll(() => dropdown.getByTestId('thread-item').first().textContent()).toContain(buyerUser.firstName);
    const unreadInThread = Number((await item.first().locator('.thread-item__unread').textContent()) ?? 0);
    expect(unreadInThread).toBeGreaterThanOrEqual(1);
    await screenshot(seller.page, 'messages-dropdown-1280', { fullPage: false });
    await item.first().click();

    await seller.page.waitForURL(new RegExp(`/mijn-huiskans/berichten/${buyerUser.slug}$`));
    await seller.page.getByTestId('thread-messages').getByText(text).waitFor();
    // Opening the thread lowers the badge by what it marked read.
    await expect.poll(() => badgeCount(seller.page)).toBe(before + 1 - unreadInThread);

    const buyerBadge = await badgeCount(buyer.page);
    const reply = `Ja, zeker! Wanneer wil je komen kijken? (${Date.now().toString(36)})`;
    await seller.page.getByRole('textbox', { name: /Bericht aan/ }).fill(reply);
    await seller.page.getByRole('textbox', { name: /Bericht aan/ }).press('Enter');
    await seller.page.getByTestId('thread-messages').getByText(reply).waitFor();
    await screenshot(seller.page, 'messages-thread-1280');

    // The buyer has the thread open: the reply appears there live and is read at once, so the
    // buyer's badge ends where it was.
    await buyer.page.getByTestId('thread-messages').getByText(reply).waitFor({ timeout: UI_TIMEOUT });
    await expect.poll(() => badgeCount(buyer.page)).toBe(buyerBadge);
    expect([...seller.problems, ...buyer.problems]).toEqual([]);
  });

  it('nothing is lost across a dropped WebSocket: the open thread and the badge catch up after the reconnect', async () => {
    const seller = await open(1280);
    // Every WebSocket of this page goes through here: passed on to the server, unless the test
    // has cut the line (then refused with 1013 "try again later", which the client retries).
    const sockets: WebSocketRoute[] = [];
    let lineCut = false;
    await seller.page.routeWebSocket(/\/graphql$/, (ws) => {
      if (lineCut) {
        ws.close({ code: 1013, reason: 'Probeer het later' });
        return;
      }
      ws.connectToServer();
      sockets.push(ws);
    });
    await logIn(seller.context, SELLER);
    const buyer = await open(1280);
    await logIn(buyer.context, PREMIUM);
    await buyer.page.goto('/mijn-huiskans');
    const buyerUser = await viewerOf(buyer.page);
    await seller.page.goto(`/mijn-huiskans/berichten/${buyerUser.slug}`);
    await seller.page.getByTestId('thread-messages').waitFor();
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    const sellerUser = await viewerOf(seller.page);

    lineCut = true;
    for (const ws of sockets.splice(0)) await ws.close({ code: 1012, reason: 'Server herstart' });
    const text = `Bericht tijdens de storing (${Date.now().toString(36)})`;
    const sent = await graphql(
      buyer.page,
      'mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }',
      { input: { recipientUserId: sellerUser.id, message: text } },
    );
    expect(sent.data?.sendMessage?.__typename, JSON.stringify(sent)).toBe('SendMessagePayload');
    // Nothing arrives while the line is cut.
    await new Promise((r) => setTimeout(r, 500));
    expect(await seller.page.getByTestId('thread-messages').getByText(text).count()).toBe(0);

    lineCut = false;
    await seller.page.getByTestId('thread-messages').getByText(text).waitFor({ timeout: 40_000 });
    expect([...seller.problems, ...buyer.problems]).toEqual([]);
  });

  it('a user without subscriber rights gets the subscriber-action modal', async () => {
    const { page, context, problems } = await open(1280);
    await logIn(context, SEARCHER);
    // Someone the searcher never talked with: a fresh account.
    const stranger = await open(1280);
    await registerViaApi(stranger.page, 'Joris');
    const strangerUser = await viewerOf(stranger.page);
    await page.goto(`/gebruikers/${strangerUser.slug}`);
    await page.getByRole('button', { name: 'Stuur bericht' }).click();
    const modal = page.locator('dialog[data-modal="modal-subscriber-action"]');
    await modal.waitFor();
    await expect.poll(() => modal.textContent()).toContain('Premium of Extended');
    // The plan chooser (the whole journey in subscriptions.test.ts).
    await modal.getByRole('button', { name: 'Kies Premium' }).waitFor();
    expect([...problems, ...stranger.problems]).toEqual([]);
  });

  it('a visitor logs in first and comes back to the message', async () => {
    const { page, problems } = await open(1280);
    const seller = await open(1280);
    await logIn(seller.context, SELLER);
    await seller.page.goto('/mijn-huiskans');
    const sellerUser = await viewerOf(seller.page);
    await page.goto(`/gebruikers/${sellerUser.slug}`);
    await page.getByRole('button', { name: 'Stuur bericht' }).click();
    const modal = page.locator('dialog[data-modal="modal-login-to-message"]');
    await modal.waitFor();
    const href = await modal.getByRole('link', { name: 'Inloggen of aanmelden' }).getAttribute('href');
    expect(href).toBe(`/meedoen/email?redirect=${encodeURIComponent(`/gebruikers/${sellerUser.slug}`)}`);
    expect([...problems, ...seller.problems]).toEqual([]);
  });

  it("a blocked thread shows 'Geblokkeerd', with the way to the blocked users for the one who blocked", async () => {
    const blocker = await open(1280);
    await logIn(blocker.context, SEARCHER);
    await blocker.page.goto('/mijn-huiskans');
    const blocked = await open(375);
    await logIn(blocked.context, ADVISOR);
    await blocked.page.goto('/mijn-huiskans');
    const blockedUser = await viewerOf(blocked.page);
    const blockerUser = await viewerOf(blocker.page);
    const result = await graphql(
      blocker.page,
      'mutation($id: ID!) { blockUser(input: { userId: $id }) { __typename } }',
      {
        id: blockedUser.id,
      },
    );
    expect(result.data.blockUser.__typename).toBe('BlockUserPayload');
    try {
      await blocker.page.goto(`/mijn-huiskans/berichten/${blockedUser.slug}`);
      const notice = blocker.page.getByRole('status').filter({ hasText: 'Geblokkeerd' });
      await notice.waitFor();
      expect(await notice.getByRole('link', { name: 'Geblokkeerde gebruikers' }).getAttribute('href')).toBe(
        '/mijn-huiskans/instellingen/geblokkeerde-gebruikers',
      );
      expect(await blocker.page.getByRole('button', { name: 'Versturen' }).count()).toBe(0);

      await blocked.page.goto(`/mijn-huiskans/berichten/${blockerUser.slug}`);
      const other = blocked.page.getByRole('status').filter({ hasText: 'Geblokkeerd' });
      await other.waitFor();
      expect(await other.getByRole('link').count()).toBe(0);
      expect(await horizontalOverflow(blocked.page)).toBeLessThanOrEqual(0);
      expect([...blocker.problems, ...blocked.problems]).toEqual([]);
    } finally {
      await graphql(blocker.page, 'mutation($id: ID!) { unblockUser(input: { userId: $id }) { __typename } }', {
        id: blockedUser.id,
      });
    }
  });

  it('inbox, thread, notifications and the dropdown fit a 375 px phone', async () => {
    const { page, context, problems } = await open(375);
    await logIn(context, SELLER);
    await page.goto('/mijn-huiskans/berichten/inbox');
    await page.getByRole('heading', { name: 'Berichten' }).waitFor();
    await page.getByTestId('thread-item').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'messages-inbox-375');

    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.getByRole('searchbox', { name: 'Zoek op naam' }).fill('zzzz-niemand');
    await page.getByText('Geen gesprekken gevonden.').waitFor();
    await page.getByRole('button', { name: 'Sluiten' }).click();

    await page.getByTestId('thread-item').first().click();
    await page.getByTestId('thread-message').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'messages-thread-375', { fullPage: false });

    await page.goto('/mijn-huiskans/berichten');
    await page.getByTestId('notification-item').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'messages-notifications-375');

    await bell(page).click();
    await page.getByRole('region', { name: 'Gesprekken' }).getByTestId('thread-item').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'messages-dropdown-375', { fullPage: false });
    expect(problems).toEqual([]);
  });

  it('inbox and notifications at 1280 px', async () => {
    const { page, context, problems } = await open(1280);
    await logIn(context, SELLER);
    await page.goto('/mijn-huiskans/berichten/inbox');
    await page.getByTestId('thread-item').first().waitFor();
    await screenshot(page, 'messages-inbox-1280');
    await page.goto('/mijn-huiskans/berichten');
    await page.getByTestId('notification-item').first().waitFor();
    await screenshot(page, 'messages-notifications-1280');
    expect(problems).toEqual([]);
  });
});
