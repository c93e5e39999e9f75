import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchAlertMail } from '../../../server/domain/alerts/mails.js';
import { placeOffer } from '../../../server/domain/deals/offers.js';
import { houseRefOf } from '../../../server/domain/notifications/house-ref.js';
import { runMailQueue } from '../../../server/domain/notifications/mail/queue.js';
import { notify } from '../../../server/domain/notifications/notify.js';
import { notificationContent } from '../../../server/domain/notifications/types.js';
import type { MailMessageInput } from '../../../server/domain/ports/mail.js';
import { receiptMessage } from '../../../server/domain/subscriptions/payments.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { depsOf } from '../deals/setup.js';
import { gql, type Person, person, SEND } from '../messaging/setup.js';

// Notification mails end to end in one process: notify enqueues, the queue's pass renders and sends
// (a recording mailer here; tests/server/email/smtp-queue.test.ts sends over a loopback SMTP server).

let t: TestApp;
const sent: MailMessageInput[] = [];
const mailer = { kind: 'smtp' as const, send: async (m: MailMessageInput) => void sent.push(m) };
const DELAY_S = 300;
const queueDeps = () => ({
  prisma: t.db.prisma,
  mail: mailer,
  storage: t.services.storage,
  config: { APP_URL: t.services.config.APP_URL, MESSAGE_MAIL_DELAY_SECONDS: DELAY_S },
});
/** A pass of the worker `seconds` from now (a message batch is due after DELAY_S). */
const pass = (seconds = 0) => runMailQueue(queueDeps(), new Date(Date.now() + seconds * 1000));

let seller: Person;
let buyer: Person;
let house: Awaited<ReturnType<typeof createHouse>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  sent.length = 0;
  seller = await person(t, { firstName: 'Olga' });
  buyer = await person(t, { subscriber: true, firstName: 'Bart' });
  house = await createHouse(t.db.prisma, { ownerUserId: seller.id, houseStatus: 'selling', photos: 1 });
});

const send = (from: Person, to: Person, message: string) =>
  gql(t, from)(SEND, { input: { recipientUserId: to.globalId, message } });

describe('a bid', () => {
  it('tells the seller by mail with the house card, a link to answer and the one-click unsubscribe', async () => {
    const deps = await depsOf(t, buyer);
    await placeOffer(deps, house.id, { offer: 380_000, comments: 'Graag snel uitsluitsel.', financeReservation: true });
    expect(await pass()).toMatchObject({ sent: 1 });
    const [mail] = sent;
    const sellerRow = await t.db.prisma.user.findUniqueOrThrow({ where: { id: seller.id } });
    expect(mail.to).toBe(sellerRow.email);
    expect(mail.subject).toBe(`Nieuw bod op Teststraat ${house.streetNumber}, 3511AB Utrecht · Huiskans`);
    const app = t.services.config.APP_URL;
    for (const body of [mail.text, mail.html!]) {
      expect(body).toContain('Hoi Olga,');
      expect(body).toContain('€ 380.000');
      expect(body).toContain('€ 400.000'); // the house card's asking price
      expect(body).toContain('Graag snel uitsluitsel.');
      expect(body).toContain('Onder voorbehoud van financiering');
      expect(body).toContain(`${app}/mijn-huiskans/berichten/${buyer.slug}`);
      expect(body).toContain(`${app}/huizen/utrecht/huis-${house.slug}-${house.id}`);
    }
    expect(mail.html).toContain(`<img src="${app}/uploads/test/${house.id}-0-medium.webp"`);
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers!['List-Unsubscribe']).toMatch(
      new RegExp(`^<${app}/e-mail/afmelden/${seller.id}\\.offers\\.[\\w-]+>$`),
    );
    expect(mail.text).toContain(mail.headers!['List-Unsubscribe'].slice(1, -1));
    expect(await pass()).toMatchObject({ sent: 0 }); // sent once
  });
});

describe('every mailed category', () => {
  const ref = () => houseRefOf(house, false);
  const advisor = { user: { full_name: 'Anna Adviseur' }, organisation_office: null };
  const cases: [string, () => Parameters<typeof notify>[1], RegExp, string][] = [
    [
      'a viewing request',
      () => ({
        recipientUserId: seller.id,
        senderUserId: buyer.id,
        houseId: house.id,
        content: notificationContent('HouseViewing', { house: ref(), date: '2026-12-03', time: '10:30' }),
      }),
      /^Bezichtiging aangevraagd: Teststraat, Utrecht · Huiskans$/,
      'wil je huis bezichtigen op donderdag 3 december om 10:30 uur',
    ],
    [
      'a viewing answer',
      () => ({
        recipientUserId: buyer.id,
        senderUserId: seller.id,
        houseId: house.id,
        content: notificationContent('HouseViewing', {
          house: ref(),
          date: '2026-12-03',
          time: '10:30',
          status: 'accepted',
        }),
      }),
      /^Bezichtiging bevestigd: /,
      'heeft de bezichtiging op donderdag 3 december om 10:30 uur bevestigd',
    ],
    [
      'a counter-offer',
      () => ({
        recipientUserId: buyer.id,
        senderUserId: seller.id,
        houseId: house.id,
        content: notificationContent('HouseOffer', {
          house: ref(),
          status: 'countered',
          house_offer: {
            offer: 395_000,
            comments: null,
            finance_reservation: false,
            structural_inspection_reservation: false,
          },
        }),
      }),
      /^Tegenbod op Teststraat, Utrecht/,
      'Bod: € 395.000',
    ],
    [
      'an advisor request',
      () => ({
        recipientUserId: seller.id,
        senderUserId: buyer.id,
        content: notificationContent('AdvisorRequestAppointment', {
          user: { full_name: 'Bart Koper' },
          advisor,
          expertise: { name: 'Hypotheek' },
          email: 'bart@example.nl',
          phone_number: '0612345678',
          message: 'Kunnen we bellen?',
        }),
      }),
      /^Bart Koper wil contact over hypotheek/,
      'Telefoon: 0612345678',
    ],
    [
      'coaching',
      () => ({
        recipientUserId: buyer.id,
        senderUserId: seller.id,
        content: notificationContent('CoachAdded', { advisor, expertise: { name: 'Hypotheek' } }),
      }),
      /^Anna Adviseur is je coach/,
      'coacht je voortaan bij hypotheek',
    ],
    [
      'a review',
      () => ({
        recipientUserId: seller.id,
        senderUserId: buyer.id,
        content: notificationContent('ReviewAdded', { review: { rating: 4, comments: 'Heel behulpzaam' } }),
      }),
      /4 van 5 sterren/,
      'Heel behulpzaam',
    ],
    [
      'a new price of a liked house',
      () => ({
        recipientUserId: buyer.id,
        senderUserId: null,
        houseId: house.id,
        content: notificationContent('LikedHouseUpdated', {
          house: ref(),
          changes: { price: { old: 400_000, new: 385_000 } },
        }),
      }),
      /^Nieuwe prijs: Teststraat, Utrecht/,
      'Vraagprijs: € 400.000 → € 385.000',
    ],
    [
      'a new status of a liked house',
      () => ({
        recipientUserId: buyer.id,
        senderUserId: null,
        houseId: house.id,
        content: notificationContent('LikedHouseStatusUpdated', {
          house: ref(),
          new_status: { status: 'sold_conditionally', label: 'Verkocht onder voorbehoud', description: null },
        }),
      }),
      /^Verkocht onder voorbehoud: Teststraat, Utrecht/,
      'heeft een nieuwe status: Verkocht onder voorbehoud',
    ],
    [
      'a payment receipt',
      () => ({
        recipientUserId: buyer.id,
        senderUserId: null,
        content: notificationContent('HuiskansMessage', {
          message: receiptMessage({ amountCents: 995, plan: 'user_premium', description: '' }),
        }),
      }),
      /^Bericht van Huiskans/,
      'Bedankt! We hebben je betaling van €\u00a09,95 voor Huiskans Premium ontvangen.',
    ],
    [
      'a failed renewal (Huiskans itself)',
      () => ({
        recipientUserId: buyer.id,
        senderUserId: null,
        content: notificationContent('HuiskansMessage', { message: 'Je betaling van € 9,95 is niet gelukt.' }),
      }),
      /^Bericht van Huiskans/,
      'Je betaling van € 9,95 is niet gelukt.',
    ],
  ];
  for (const [name, make, subject, line] of cases) {
    it(`mails ${name}`, async () => {
      await notify(t.services, make());
      expect(await pass()).toMatchObject({ sent: 1 });
      expect(sent[0].subject).toMatch(subject);
      expect(sent[0].text).toContain(line);
      expect(sent[0].html).toContain(line);
      expect(sent[0].headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    });
  }

  it('does not mail a like (it stays on the site)', async () => {
    await notify(t.services, {
      recipientUserId: seller.id,
      senderUserId: buyer.id,
      houseId: house.id,
      content: notificationContent('HouseLiked', { house: ref() }),
    });
    expect(await pass()).toMatchObject({ sent: 0, skipped: 0 });
  });
});

describe('messages', () => {
  it('wait, and several unread ones make one mail', async () => {
    await send(buyer, seller, 'Is het huis nog te koop?');
    await send(buyer, seller, 'En mag ik komen kijken?');
    expect(await pass()).toMatchObject({ sent: 0 }); // still waiting
    expect(await pass(DELAY_S + 1)).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^2 nieuwe berichten van Bart Gebruiker \d+ · Huiskans$/);
    expect(sent[0].text).toContain('> Is het huis nog te koop?');
    expect(sent[0].text).toContain('> En mag ik komen kijken?');
    expect(sent[0].headers!['List-Unsubscribe']).toContain(`/e-mail/afmelden/${seller.id}.messages.`);
  });

  it('that were read meanwhile are not mailed', async () => {
    await send(buyer, seller, 'Hallo!');
    await t.db.prisma.notification.updateMany({ where: { recipientUserId: seller.id }, data: { readAt: new Date() } });
    expect(await pass(DELAY_S + 1)).toMatchObject({ sent: 0, skipped: 1 });
    expect(await t.db.prisma.notificationMail.findFirst({ where: { recipientUserId: seller.id } })).toMatchObject({
      status: 'skipped',
      outcome: 'read',
    });
  });

  it('a blocked pair gets no mail, also when the block came after the message', async () => {
    await send(buyer, seller, 'Hallo!');
    await t.db.prisma.blockedUser.create({ data: { blockerId: seller.id, blockedId: buyer.id } });
    expect(await pass(DELAY_S + 1)).toMatchObject({ sent: 0, skipped: 1 });
    const refused = await send(buyer, seller, 'Nog een keer');
    expect(refused.data.sendMessage.__typename).not.toBe('SendMessagePayload');
    expect(await pass(DELAY_S + 1)).toMatchObject({ sent: 0, skipped: 0 });
  });
});

describe('preferences', () => {
  const SETTINGS = `query { viewer { settings { mail { category label enabled } } } }`;
  const UPDATE = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { __typename
    ... on UpdateSettingsPayload { user { settings { matchAlerts mail { category enabled } } } }
    ... on Error { message } } }`;

  it('are all on by default and turn off one category (GraphQL), which then sends nothing', async () => {
    const before = (await gql(t, seller)(SETTINGS)).data.viewer.settings.mail;
    expect(before.map((m: { label: string }) => m.label)).toEqual([
      'Berichten',
      'Biedingen en tegenbiedingen',
      'Bezichtigingen',
      'Adviseurs, coaching en reviews',
      'Prijs en status van huizen die je leuk vindt',
      'Betalingen, je abonnement en je huis',
    ]);
    expect(before.every((m: { enabled: boolean }) => m.enabled)).toBe(true);
    const after = (await gql(t, seller)(UPDATE, { input: { mail: [{ category: 'OFFERS', enabled: false }] } })).data
      .updateSettings.user.settings;
    expect(after.matchAlerts).toBe('DAILY');
    expect(after.mail.filter((m: { enabled: boolean }) => !m.enabled)).toEqual([
      { category: 'OFFERS', enabled: false },
    ]);
    await placeOffer(await depsOf(t, buyer), house.id, { offer: 380_000 });
    expect(await pass()).toMatchObject({ sent: 0, skipped: 1 });
  });

  it('REST reads and changes them; 401 before 422; a Dutch error for a bad value', async () => {
    const put = (body: unknown, cookie?: string) =>
      t.request('/api/user/settings', {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      });
    expect((await put({ mail: { messages: 'nee' } })).status).toBe(401);
    const bad = await put({ mail: { messages: 'nee' } }, seller.cookie);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('Kies aan of uit.');
    const unknown = await put({ mail: { spam: false } }, seller.cookie);
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(await unknown.json())).toContain('Geef per soort e-mail aan of uit.');
    const ok = await put({ mail: { messages: false } }, seller.cookie);
    expect(ok.status).toBe(200);
    expect((await ok.json()).mail).toEqual({
      messages: false,
      offers: true,
      viewings: true,
      advisors: true,
      liked_houses: true,
      account: true,
    });
  });
});

describe('one-click unsubscribe', () => {
  async function unsubscribeLink() {
    await placeOffer(await depsOf(t, buyer), house.id, { offer: 380_000 });
    await pass();
    return sent[0].headers!['List-Unsubscribe'].slice(1, -1);
  }

  it('GET only asks; POST without login turns off only that category', async () => {
    const link = await unsubscribeLink();
    const path = new URL(link).pathname;
    const page = await t.request(path);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('Wil je geen e-mail meer krijgen over biedingen en tegenbiedingen');
    expect(body).toContain('<button type="submit">Afmelden</button>');
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: seller.id } })).mailOptOuts).toEqual([]);
    // RFC 8058: the mail program POSTs List-Unsubscribe=One-Click, without a session.
    const done = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Je bent afgemeld');
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: seller.id } })).mailOptOuts).toEqual(['offers']);
    expect((await t.request(path)).status).toBe(200);
  });

  it("a kansen mail's link sets 'Nieuwe kansen' to Nooit, and nothing else", async () => {
    const user = await t.db.prisma.user.update({ where: { id: buyer.id }, data: { matchAlerts: 'instant' } });
    const app = t.services.config.APP_URL;
    const mail = matchAlertMail(app, user, [{ profileName: 'Utrecht', profileUrl: `${app}/x`, houses: [] }], 'instant');
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const path = new URL(mail.headers!['List-Unsubscribe'].slice(1, -1)).pathname;
    expect(mail.text).toContain(path);
    expect(await (await t.request(path)).text()).toContain('komt op Nooit te staan.');
    const done = await t.request(path, {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(await done.text()).toContain('staat nu op Nooit.');
    const after = await t.db.prisma.user.findUniqueOrThrow({ where: { id: buyer.id } });
    expect(after).toMatchObject({ matchAlerts: 'never', mailOptOuts: [], updatedAt: user.updatedAt });
  });

  it('refuses a forged or changed token with a Dutch page', async () => {
    const link = await unsubscribeLink();
    const path = new URL(link).pathname;
    const forged = path.replace('.offers.', '.messages.');
    for (const p of [
      forged,
      `/e-mail/afmelden/${seller.id}.offers.abc`,
      '/e-mail/afmelden/x',
      '/e-mail/afmelden/99999999999.offers.x',
    ]) {
      const res = await t.request(p, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Deze afmeldlink is niet (meer) geldig.');
    }
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: seller.id } })).mailOptOuts).toEqual([]);
  });
});
