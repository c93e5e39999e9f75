import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { graphql, horizontalOverflow, logIn, registerViaApi, UI_TIMEOUT, useBrowser } from './helpers';

/**
 * Journeys: a Premium member places an offer from a house page and the owner, logged in
 * elsewhere with the inbox open, sees it arrive live, opens it and accepts it, which the bidder
 * sees live in the thread; a viewing request answered with another moment; the subscriber-action
 * modal and login-first for the others. The demo accounts come from the seed.
 */

const PREMIUM = 'premium@demo.huiskans.nl';
const SELLER = 'verkoper@demo.huiskans.nl';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Berichten en meldingen/ });

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.replace('+', '') ?? 0);
}

type SellerHouse = { id: string; route: string; formattedAddressLine: string; price: number | null };

/** The seller's listed houses that take offers, as the seller sees them. */
async function dealHouses(seller: Page): Promise<SellerHouse[]> {
  const result = await graphql(
    seller,
    `{ viewer { houses(first: 50) { edges { node {
        id route formattedAddressLine moderationStatus openForDeals price
        bidLog(first: 20) { edges { node { status } } }
        viewings(first: 20) { edges { node { status } } }
    } } } } }`,
  );
  type Node = SellerHouse & {
    moderationStatus: string;
    openForDeals: boolean;
    bidLog: { edges: { node: { status: string } }[] };
    viewings: { edges: { node: { status: string } }[] };
  };
  return (result.data.viewer.houses.edges as { node: Node }[])
    .map((e) => e.node)
    .filter((h) => h.moderationStatus === 'approved' && h.openForDeals)
    .filter((h) => h.bidLog.edges.every((e) => e.node.status !== 'accepted'))
    .filter((h) => h.viewings.edges.every((e) => !['requested', 'proposed'].includes(e.node.status)));
}

async function viewerOf(page: Page): Promise<{ slug: string; firstName: string }> {
  return (await graphql(page, '{ viewer { slug firstName } }')).data.viewer;
}

const euro = (n: number) => `€ ${n.toLocaleString('nl-NL')}`;

describe.skipIf(!hasBrowser)('offers and viewings', () => {
  const open = useBrowser();

  it('premium places an offer; the owner sees it live in the inbox, accepts it, and premium sees that live', async () => {
    const seller = await open(1280);
    await logIn(seller.context, SELLER);
    await seller.page.goto('/mijn-huiskans/berichten/inbox');
    await bell(seller.page).waitFor();
    const house = (await dealHouses(seller.page)).find((h) => h.price !== null);
    if (!house?.price) throw new Error('the demo seller has no house with an asking price that takes offers');
    const asking = house.price;
    const sellerUser = await viewerOf(seller.page);
    const before = await badgeCount(seller.page);

    const buyer = await open(1280);
    await logIn(buyer.context, PREMIUM);
    await buyer.page.goto(house.route);
    const buyerUser = await viewerOf(buyer.page);
    await buyer.page.getByTestId('deal-actions').waitFor();
    await screenshot(buyer.page, 'house-deal-actions-1280', { fullPage: false });
    await buyer.page.getByRole('button', { name: 'Bod uitbrengen' }).click();
    const modal = buyer.page.locator('dialog[data-modal="modal-place-offer"]');
    await modal.waitFor();
    // Spec §5: the comma, minus and period keys do nothing in a whole-euro field.
    const amountField = modal.getByLabel('Je bod');
    await amountField.pressSequentially('-35,0.');
    expect(await amountField.inputValue()).toBe('350');
    // Under 25 % of the asking price a bid is refused, under its field.
    await amountField.fill(String(Math.floor(asking / 10)));
    await modal.getByRole('button', { name: 'Bod versturen' }).click();
    await modal.getByText(`Je bod is te laag. Bied minstens 25% van de vraagprijs van ${euro(asking)}`).waitFor();
    // Under 50 %: a second step asks first; 'Bod aanpassen' goes back with the amount kept.
    const low = Math.ceil(asking * 0.3);
    await amountField.fill(String(low));
    await modal.getByRole('button', { name: 'Bod versturen' }).click();
    const question = modal.getByRole('alertdialog');
    await question
      .getByText(`Je bod is veel lager dan de vraagprijs van ${euro(asking)}. Weet je het zeker?`)
      .waitFor();
    await question.getByText(euro(low)).waitFor();
    await screenshot(buyer.page, 'offer-confirm-low-1280', { fullPage: false });
    await buyer.page.setViewportSize({ width: 375, height: 900 });
    expect(await horizontalOverflow(buyer.page)).toBe(0);
    await screenshot(buyer.page, 'offer-confirm-low-375', { fullPage: false });
    await buyer.page.setViewportSize({ width: 1280, height: 900 });
    await question.getByRole('button', { name: 'Bod aanpassen' }).click();
    expect(await modal.getByLabel('Je bod').inputValue()).toBe(String(low));
    // 'Ja, plaats dit bod' places it; a low bid does not open the bid log.
    await modal.getByRole('button', { name: 'Bod versturen' }).click();
    await question.getByRole('button', { name: 'Ja, plaats dit bod' }).click();
    await modal.getByText(`Je bod van ${euro(low)} is verstuurd.`).waitFor();
    await modal
      .getByText('Het biedlogboek van dit huis zie je zodra je bod minstens de helft van de vraagprijs is.')
      .waitFor();
    await modal.getByRole('button', { name: 'Sluiten' }).first().click();
    await expect.poll(() => buyer.page.getByTestId('bid-log').count(), { timeout: UI_TIMEOUT }).toBe(0);

    // A serious bid (at least half the asking price) goes straight through and replaces the low one.
    await buyer.page.getByRole('button', { name: 'Bod uitbrengen' }).click();
    await modal.waitFor();
    const amount = Math.ceil(asking * 0.9) + (Date.now() % 900);
    await modal.getByLabel('Je bod').fill(String(amount));
    await modal.getByLabel('Toelichting (niet verplicht)').fill('We willen graag snel verhuizen.');
    await screenshot(buyer.page, 'offer-modal-1280', { fullPage: false });
    await modal.getByRole('button', { name: 'Bod versturen' }).click();
    await modal.getByText(`Je bod van ${euro(amount)} is verstuurd.`).waitFor();
    await modal.getByRole('button', { name: 'Sluiten' }).first().click();
    // The bid log on the page now holds it.
    const log = buyer.page.getByTestId('bid-log');
    await log.getByText(euro(amount)).waitFor({ timeout: UI_TIMEOUT });

    // Live, in the owner's open inbox: the badge rises and the thread with premium comes first.
    await expect.poll(() => badgeCount(seller.page), { timeout: UI_TIMEOUT }).toBeGreaterThan(before);
    const firstThread = seller.page.getByTestId('thread-item').first();
    await expect.poll(() => firstThread.textContent(), { timeout: UI_TIMEOUT }).toContain(buyerUser.firstName);
    await screenshot(seller.page, 'inbox-new-offer-1280', { fullPage: false });

    // Premium opens the thread to wait for the answer.
    await buyer.page.goto(`/mijn-huiskans/berichten/${sellerUser.slug}`);
    await buyer.page
      .getByTestId('thread-messages')
      .getByText(`Je bod van ${euro(amount)}`, { exact: true })
      .waitFor();

    await firstThread.click();
    await seller.page.waitForURL(new RegExp(`/mijn-huiskans/berichten/${buyerUser.slug}$`));
    const offerMessage = seller.page
      .getByTestId('thread-message')
      .filter({ hasText: `Nieuw bod van ${euro(amount)}` })
      .last();
    await offerMessage.getByText('Wacht op antwoord').waitFor();
    await offerMessage.getByText('We willen graag snel verhuizen.').waitFor();
    await screenshot(seller.page, 'thread-offer-owner-1280');
    await offerMessage.getByRole('button', { name: 'Accepteren' }).click();
    await offerMessage.getByText('Geaccepteerd').waitFor();
    expect(await offerMessage.getByRole('button', { name: 'Accepteren' }).count()).toBe(0);

    // Live for premium: the answer arrives in the open thread, and the offer itself reads accepted.
    const answer = buyer.page
      .getByTestId('thread-message')
      .filter({ hasText: `Je bod van ${euro(amount)} is geaccepteerd` });
    await answer.waitFor({ timeout: UI_TIMEOUT });
    await expect
      .poll(() =>
        buyer.page
          .getByTestId('thread-message')
          .filter({ hasText: `Je bod van ${euro(amount)}` })
          .first()
          .textContent(),
      )
      .toContain('Geaccepteerd');
    await screenshot(buyer.page, 'thread-offer-accepted-1280');

    // The owner's house page: the bid log with who bid, and no deal buttons on the own house.
    await seller.page.goto(house.route);
    const ownerLog = seller.page.getByTestId('bid-log');
    await ownerLog
      .getByTestId('bid')
      .filter({ hasText: euro(amount) })
      .getByText(buyerUser.firstName)
      .waitFor();
    expect(await seller.page.getByTestId('deal-actions').count()).toBe(0);
    await ownerLog.scrollIntoViewIfNeeded();
    await screenshot(seller.page, 'house-bid-log-owner-1280', { fullPage: false });

    // At 375 px: the thread and the house page with its bid log fit without sideways scrolling.
    const small = await open(375);
    await logIn(small.context, PREMIUM);
    await small.page.goto(`/mijn-huiskans/berichten/${sellerUser.slug}`);
    await small.page
      .getByTestId('thread-messages')
      .getByText(`Je bod van ${euro(amount)} is geaccepteerd`)
      .waitFor();
    expect(await horizontalOverflow(small.page)).toBe(0);
    await screenshot(small.page, 'thread-offer-accepted-375', { fullPage: false });
    await small.page.goto(house.route);
    await small.page.getByTestId('bid-log').getByText('Geaccepteerd').first().waitFor();
    expect(await horizontalOverflow(small.page)).toBe(0);
    await small.page.getByTestId('bid-log').scrollIntoViewIfNeeded();
    await screenshot(small.page, 'house-bid-log-375', { fullPage: false });
    expect([...seller.problems, ...buyer.problems, ...small.problems]).toEqual([]);
  });

  it('the owner counters; premium accepts the counter-offer live in the thread; the owner marks the house sold under reservation', async () => {
    const seller = await open(1280);
    await logIn(seller.context, SELLER);
    await seller.page.goto('/mijn-huiskans');
    await bell(seller.page).waitFor();
    const house = (await dealHouses(seller.page)).find((h) => h.price !== null && h.price >= 100_000);
    if (!house?.price) throw new Error('the demo seller has no house with an asking price that takes offers');
    const sellerUser = await viewerOf(seller.page);

    const buyer = await open(375);
    await logIn(buyer.context, PREMIUM);
    await buyer.page.goto('/mijn-huiskans');
    const buyerUser = await viewerOf(buyer.page);
    const bid = Math.ceil(house.price * 0.9);
    const counter = bid + 5_000;
    const placed = await graphql(
      buyer.page,
      `mutation($input: PlaceOfferInput!) { placeOffer(input: $input) { __typename } }`,
      { input: { houseId: house.id, offer: bid, financeReservation: true, structuralInspectionReservation: false } },
    );
    expect(placed.data.placeOffer.__typename).toBe('PlaceOfferPayload');
    // Premium waits in the open thread.
    await buyer.page.goto(`/mijn-huiskans/berichten/${sellerUser.slug}`);
    // Its own offer, worded for the one who made it.
    await buyer.page
      .getByTestId('thread-messages')
      .getByText(`Je bod van ${euro(bid)}`, { exact: true })
      .last()
      .waitFor();

    // The owner counters from the thread; the offer says until when it may be answered.
    await seller.page.goto(`/mijn-huiskans/berichten/${buyerUser.slug}`);
    const offerMessage = seller.page
      .getByTestId('thread-message')
      .filter({ hasText: `Nieuw bod van ${euro(bid)}` })
      .last();
    await offerMessage
      .getByTestId('offer-deadline')
      .getByText(/^Geldig tot \d{1,2} \p{L}+$/u)
      .waitFor();
    await offerMessage.getByRole('button', { name: 'Tegenbod doen' }).click();
    await offerMessage.getByLabel('Je tegenbod').fill(String(counter));
    await offerMessage.getByRole('button', { name: 'Tegenbod versturen' }).click();
    await offerMessage.getByText(`Tegenbod: ${euro(counter)}`).waitFor();

    // Live for premium: the counter-offer arrives with its deadline and the three answers.
    const counterMessage = buyer.page
      .getByTestId('thread-message')
      .filter({ has: buyer.page.getByText(`Tegenbod van ${euro(counter)}`, { exact: true }) })
      .last();
    await counterMessage.waitFor({ timeout: UI_TIMEOUT });
    const answers = counterMessage.getByTestId('counter-answer');
    await answers.getByRole('button', { name: 'Opnieuw bieden' }).waitFor();
    await counterMessage.getByTestId('offer-deadline').waitFor();
    expect(await horizontalOverflow(buyer.page)).toBe(0);
    await screenshot(buyer.page, 'thread-counter-offer-buyer-375', { fullPage: false });
    // 'Opnieuw bieden' opens the bid form for this house; closing it changes nothing.
    await answers.getByRole('button', { name: 'Opnieuw bieden' }).click();
    const bidForm = buyer.page.locator('dialog[data-modal="modal-place-offer"]');
    await bidForm.getByLabel('Je bod').waitFor();
    await bidForm.getByRole('button', { name: 'Sluiten' }).first().click();
    await bidForm.waitFor({ state: 'detached' });
    await answers.getByRole('button', { name: 'Accepteren' }).click();
    await counterMessage.getByText(`Tegenbod van ${euro(counter)} geaccepteerd`, { exact: true }).waitFor();
    expect(await counterMessage.getByTestId('counter-answer').count()).toBe(0);

    // Live for the owner: the answer arrives and the offer card changes without a reload.
    await seller.page
      .getByTestId('thread-message')
      .filter({ hasText: `Je tegenbod van ${euro(counter)} is geaccepteerd` })
      .waitFor({ timeout: UI_TIMEOUT });
    await expect
      .poll(() => offerMessage.textContent(), { timeout: UI_TIMEOUT })
      .toContain(`Tegenbod van ${euro(counter)} geaccepteerd`);
    // The owner confirms the sale; the question names the amount and the buyer's reservations.
    // The pair may talk about other houses and deals too: only this offer's messages count.
    const thisDeal = seller.page.getByTestId('thread-message').filter({ hasText: euro(counter) });
    const markSold = thisDeal.getByTestId('mark-sold').last();
    await markSold.getByRole('button', { name: 'Markeer als verkocht onder voorbehoud' }).click();
    await markSold.getByText(`voor ${euro(counter)}`).waitFor();
    await markSold.getByText('De koper bood onder voorbehoud van financiering.').waitFor();
    await screenshot(seller.page, 'thread-mark-sold-question-1280', { fullPage: false });
    await markSold.getByRole('button', { name: 'Ja', exact: true }).click();
    await seller.page.getByText('Je huis staat nu op verkocht onder voorbehoud').waitFor();
    await expect.poll(() => thisDeal.getByTestId('mark-sold').count(), { timeout: UI_TIMEOUT }).toBe(0);
    // Premium reads it in the thread, live.
    await buyer.page
      .getByTestId('thread-message')
      .filter({ hasText: `Verkocht onder voorbehoud aan jou, voor ${euro(counter)}` })
      .waitFor({ timeout: UI_TIMEOUT });
    await screenshot(buyer.page, 'thread-sold-under-reservation-375', { fullPage: false });

    // The house page: the status, and the bid log with each step of the negotiation.
    await seller.page.goto(house.route);
    await seller.page.getByText('Verkocht onder voorbehoud').first().waitFor();
    const step = seller.page
      .getByTestId('bid')
      .filter({ hasText: euro(bid) })
      .first();
    for (const text of ['Bod uitgebracht', `Tegenbod van ${euro(counter)}`, 'Tegenbod geaccepteerd'])
      await step.getByText(text).first().waitFor();
    await step.scrollIntoViewIfNeeded();
    await screenshot(seller.page, 'house-bid-log-steps-1280', { fullPage: false });
    expect([...seller.problems, ...buyer.problems]).toEqual([]);
  });

  it('a viewing: premium asks for a moment, the owner proposes another, premium accepts it', async () => {
    const seller = await open(1280);
    await logIn(seller.context, SELLER);
    await seller.page.goto('/mijn-huiskans');
    const houses = await dealHouses(seller.page);
    const house = houses.at(-1);
    if (!house) throw new Error('the demo seller has no house that takes viewing requests');
    const sellerUser = await viewerOf(seller.page);

    const buyer = await open(375);
    await logIn(buyer.context, PREMIUM);
    await buyer.page.goto(house.route);
    const buyerUser = await viewerOf(buyer.page);
    await buyer.page.getByRole('button', { name: 'Bezichtiging aanvragen' }).click();
    const modal = buyer.page.locator('dialog[data-modal="modal-request-viewing"]');
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await modal.getByLabel('Datum').selectOption(day(4));
    await modal.getByLabel('Tijd').selectOption('10:30');
    await screenshot(buyer.page, 'viewing-modal-375', { fullPage: false });
    expect(await horizontalOverflow(buyer.page)).toBe(0);
    await modal.getByRole('button', { name: 'Verzoek versturen' }).click();
    await modal.getByText('Je verzoek is verstuurd.').waitFor();

    await seller.page.goto(`/mijn-huiskans/berichten/${buyerUser.slug}`);
    const request = seller.page.getByTestId('thread-message').filter({ hasText: 'Verzoek om een bezichtiging' }).last();
    await request.getByRole('button', { name: 'Ander moment voorstellen' }).click();
    await request.getByLabel('Datum').selectOption(day(6));
    await request.getByLabel('Tijd').selectOption('15:00');
    await request.getByRole('button', { name: 'Voorstel versturen' }).click();
    await request.getByText('Ander moment voorgesteld', { exact: true }).waitFor();
    await screenshot(seller.page, 'thread-viewing-proposed-1280');

    await buyer.page.goto(`/mijn-huiskans/berichten/${sellerUser.slug}`);
    const proposal = buyer.page
      .getByTestId('thread-message')
      .filter({ hasText: 'Ander moment voorgesteld voor de bezichtiging' })
      .last();
    const confirmed = seller.page.getByTestId('thread-message').filter({ hasText: 'Bezichtiging bevestigd' });
    const confirmedBefore = await confirmed.count();
    await proposal.getByRole('button', { name: 'Accepteren' }).click();
    await proposal.getByText('Bevestigd').waitFor();
    // The owner hears it live.
    await expect.poll(() => confirmed.count(), { timeout: UI_TIMEOUT }).toBe(confirmedBefore + 1);
    expect([...seller.problems, ...buyer.problems]).toEqual([]);
  });

  it('the viewing form speaks Dutch in an en-US browser: Dutch days, every missing field at once', async () => {
    const seller = await open(1280);
    await logIn(seller.context, SELLER);
    await seller.page.goto('/mijn-huiskans');
    const house = (await dealHouses(seller.page))[0];
    for (const width of [1280, 375]) {
      const buyer = await open(width, { locale: 'en-US' });
      expect(await buyer.page.evaluate(() => navigator.language)).toBe('en-US');
      await logIn(buyer.context, PREMIUM);
      await buyer.page.goto(house.route);
      await buyer.page.getByRole('button', { name: 'Bezichtiging aanvragen' }).click();
      const modal = buyer.page.locator('dialog[data-modal="modal-request-viewing"]');
      // No native date or time input: those would say 'mm/dd/yyyy' and 'Value must be …'.
      expect(await modal.locator('input[type="date"], input[type="time"]').count()).toBe(0);
      const days = await modal.getByLabel('Datum').locator('option').allTextContents();
      expect(days[0]).toBe('Kies een dag');
      expect(days[1]).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} \p{L}+/u);
      // Sent empty: both Dutch messages under their fields at once.
      await modal.getByRole('button', { name: 'Verzoek versturen' }).click();
      await modal.getByText('Kies een datum.').waitFor();
      await modal.getByText('Kies een tijd.').waitFor();
      expect(await modal.textContent()).not.toMatch(/Please|Value must|mm\/dd/);
      await screenshot(buyer.page, `viewing-form-en-US-${width}`, { fullPage: false });
      expect(await horizontalOverflow(buyer.page)).toBe(0);
      if (width === 1280) {
        const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
        await modal.getByLabel('Datum').selectOption(day);
        await modal.getByLabel('Tijd').selectOption('16:45');
        await modal.getByRole('button', { name: 'Verzoek versturen' }).click();
        await modal.getByText('Je verzoek is verstuurd.').waitFor();
      }
      expect(buyer.problems).toEqual([]);
    }
  });

  it('a non-subscriber asks for a viewing: plan chooser, local checkout, after-subscribe modal, back to the viewing form', async () => {
    const seller = await open(1280);
    await logIn(seller.context, SELLER);
    await seller.page.goto('/mijn-huiskans');
    const [house] = await dealHouses(seller.page);

    const { page, problems } = await open(1280);
    await registerViaApi(page, 'Fenna');
    await page.goto(house.route);
    await page.getByRole('button', { name: 'Bezichtiging aanvragen' }).click();
    const modal = page.locator('dialog[data-modal="modal-subscriber-action"]');
    await modal
      .getByRole('article', { name: 'Premium', exact: true })
      .getByRole('button', { name: 'Kies Premium' })
      .click();
    await modal.getByRole('button', { name: 'Activeren' }).click();
    // The local test checkout stands in for the bank.
    await page.waitForURL(/\/betalen\/tr_/, { timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: 'Betaald', exact: true }).click();
    await page.waitForURL(/betaling=terug/, { timeout: UI_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe(house.route);
    const after = page.locator('dialog[data-modal="modal-after-subscribe"]');
    await after.getByText('Je account is geactiveerd').waitFor();
    await after.getByText('Je kunt de bezichtiging nu aanvragen.', { exact: false }).waitFor();
    // The mark leaves the address bar at once: a reload would not show the result again.
    await expect.poll(() => new URL(page.url()).searchParams.get('betaling')).toBeNull();
    await screenshot(page, 'after-subscribe-resume-1280', { fullPage: false });
    await after.getByRole('button', { name: 'Verder met je aanvraag' }).click();
    // Back on the action: the viewing form opens by itself, and the request goes through.
    const form = page.locator('dialog[data-modal="modal-request-viewing"]');
    await form.waitFor({ timeout: UI_TIMEOUT });
    expect(await page.locator('dialog[data-modal="modal-subscriber-action"]').count()).toBe(0);
    await form.getByLabel('Datum').selectOption(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel('Tijd').selectOption('11:00');
    await form.getByRole('button', { name: 'Verzoek versturen' }).click();
    await form.getByText('Je verzoek is verstuurd.').waitFor();
    expect(problems).toEqual([]);
  });

  it('a user without subscriber rights gets the subscriber-action modal; a visitor logs in first', async () => {
    const seller = await open(1280);
    await logIn(seller.context, SELLER);
    await seller.page.goto('/mijn-huiskans');
    const [house] = await dealHouses(seller.page);

    const free = await open(1280);
    await registerViaApi(free.page, 'Joris');
    await free.page.goto(house.route);
    await free.page.getByRole('button', { name: 'Bod uitbrengen' }).click();
    const modal = free.page.locator('dialog[data-modal="modal-subscriber-action"]');
    await modal.waitFor();
    await expect.poll(() => modal.textContent()).toContain('Een bod uitbrengen doe je met Premium');
    await modal.getByRole('button', { name: 'Sluiten' }).click();
    // The hidden address details offer the same way.
    await free.page.getByRole('button', { name: 'Bekijk het exacte adres' }).click();
    await expect.poll(() => modal.textContent()).toContain('Het exacte adres zie je met Premium');

    const visitor = await open(375);
    await visitor.page.goto(house.route);
    await visitor.page.getByRole('button', { name: 'Bezichtiging aanvragen' }).click();
    await visitor.page.locator('dialog[data-modal="modal-login-to-deal"]').waitFor();
    await screenshot(visitor.page, 'viewing-login-first-375', { fullPage: false });
    expect([...free.problems, ...visitor.problems]).toEqual([]);
  });
});
