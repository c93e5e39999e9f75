import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client.js';
import { announceMatches } from '../../../server/domain/alerts/announce.js';
import type { AlertDeps } from '../../../server/domain/alerts/delivery.js';
import { sendDailyDigest } from '../../../server/domain/alerts/digest.js';
import type { MatchAlerts } from '../../../server/domain/alerts/settings.js';
import type { NotificationEvent } from '../../../server/domain/ports/pubsub.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { AMERSFOORT, createHouse, createUser } from '../../helpers/fixtures.js';

// Match alerts: a new exact match is announced to the profile's owner once ever, as the
// owner chose in the settings: 'Direct' (a live SearchQueryMatch and an e-mail at once),
// 'Dagelijks overzicht' (nothing until the digest runs, then one e-mail listing the houses per
// profile) or 'Nooit' (nothing, ever).

let t: TestApp;
let deps: AlertDeps;
let seller: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  deps = t.services;
  seller = await createUser(t.db.prisma, { firstName: 'Verkoper' });
});
afterAll(() => t.close());

let profileSeq = 0;
async function searcher(matchAlerts: MatchAlerts, firstName = 'Sanne') {
  const user = await createUser(t.db.prisma, { firstName, matchAlerts });
  const profile = (query: string | null = 'Utrecht') =>
    t.db.prisma.searchQuery.create({ data: { slug: `zoekprofiel-${++profileSeq}`, userId: user.id, query } });
  return { user, profile };
}

const house = (data: Parameters<typeof createHouse>[1] = {}) =>
  createHouse(t.db.prisma, { ownerUserId: seller.id, street: 'Europalaan', ...data });

const notificationsOf = (userId: number) =>
  t.db.prisma.notification.findMany({ where: { recipientUserId: userId }, orderBy: { id: 'asc' } });
const mailsTo = (email: string) => t.db.prisma.mailMessage.findMany({ where: { to: email }, orderBy: { id: 'asc' } });

function listen(userId: number) {
  const heard: NotificationEvent[] = [];
  const sub = t.services.pubsub.subscribe('notificationAdded', userId);
  const reading = (async () => {
    for await (const e of sub) heard.push(e);
  })();
  return {
    heard,
    async stop() {
      await new Promise((r) => setTimeout(r, 20));
      await sub.return?.();
      await reading;
    },
  };
}

describe("'Direct': a live notification and an e-mail at once", () => {
  it('tells the searcher of the house, with links, live', async () => {
    const { user, profile } = await searcher('instant');
    const p = await profile();
    const h = await house({ price: 425_000 });
    const live = listen(user.id);
    const claimed = await announceMatches(deps, [{ searchProfileId: p.id, houseId: h.id }]);
    await live.stop();
    expect(claimed).toEqual([{ searchQueryId: p.id, houseId: h.id, userId: user.id, delivery: 'instant' }]);

    const [n] = await notificationsOf(user.id);
    expect(n).toMatchObject({ type: 'SearchQueryMatch', senderUserId: null, threadId: null, houseId: h.id });
    expect(n.data).toEqual({
      // No plan: the public address line.
      house: { route: expect.stringMatching(`-${h.id}$`), formatted_address_line: 'Europalaan, Utrecht' },
      search_query: { slug: p.slug, route: `/mijn-huiskans/zoekprofielen/${p.slug}`, query: 'Utrecht' },
    });
    expect(live.heard).toEqual([{ notificationId: n.id }]);

    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe('Nieuwe kans: Europalaan, Utrecht · Huiskans');
    expect(mail.text).toContain('Hoi Sanne,');
    expect(mail.text).toContain(
      `Zoekprofiel Utrecht (${t.services.config.APP_URL}/mijn-huiskans/zoekprofielen/${p.slug})`,
    );
    expect(mail.text).toContain('- Europalaan, Utrecht · € 425.000');
    expect(mail.text).toContain(`${t.services.config.APP_URL}${(n.data as { house: { route: string } }).house.route}`);
    expect(mail.text).toContain("'Direct'");
  });

  it('announces each (profile, house) once ever: a replay, a batch with doubles, two calls at once', async () => {
    const { user, profile } = await searcher('instant');
    const [p1, p2] = [await profile('Utrecht'), await profile('Amersfoort')];
    const [h1, h2] = [await house(), await house({ ...AMERSFOORT, price: null, minPrice: 400_000, maxPrice: 450_000 })];
    const batch = [
      { searchProfileId: p1.id, houseId: h1.id },
      { searchProfileId: p1.id, houseId: h1.id },
      { searchProfileId: p2.id, houseId: h2.id },
    ];
    const [a, b] = await Promise.all([announceMatches(deps, batch), announceMatches(deps, batch)]);
    expect(a.length + b.length).toBe(2);
    expect(await announceMatches(deps, batch)).toEqual([]);
    expect((await notificationsOf(user.id)).map((n) => n.houseId).sort()).toEqual([h1.id, h2.id].sort());
    // One e-mail per call that claimed something, never a pair twice.
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.text.match(/Europalaan|Teststraat/g)?.length ?? 0).reduce((x, y) => x + y, 0)).toBe(2);
    expect(mails.some((m) => m.text.includes('€ 400.000 – € 450.000'))).toBe(true);
    expect(await t.db.prisma.searchProfileAlert.count({ where: { userId: user.id } })).toBe(2);
  });

  it('tells nobody of a funnel profile without owner, their own house, or a house that is not listed', async () => {
    const { user, profile } = await searcher('instant');
    const p = await profile();
    const own = await house({ ownerUserId: user.id });
    const draft = await house({ moderationStatus: 'draft', submittedAt: null });
    const ownerless = await t.db.prisma.searchQuery.create({ data: { slug: `zoekprofiel-${++profileSeq}` } });
    const listed = await house();
    const claimed = await announceMatches(deps, [
      { searchProfileId: p.id, houseId: own.id },
      { searchProfileId: p.id, houseId: draft.id },
      { searchProfileId: ownerless.id, houseId: listed.id },
      { searchProfileId: 2_000_000, houseId: listed.id },
    ]);
    expect(claimed).toEqual([]);
    expect(await notificationsOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });
});

describe("'Dagelijks overzicht' and 'Nooit'", () => {
  it('records a daily alert silently; the digest sends it once, listing the houses per profile with links', async () => {
    const { user, profile } = await searcher('daily', 'Daan');
    const [p1, p2] = [await profile('Utrecht'), await profile('Amersfoort')];
    const [h1, h2, h3] = [await house({ price: 300_000 }), await house({ price: 350_000 }), await house(AMERSFOORT)];
    const live = listen(user.id);
    await announceMatches(deps, [
      { searchProfileId: p1.id, houseId: h1.id },
      { searchProfileId: p1.id, houseId: h2.id },
      { searchProfileId: p2.id, houseId: h3.id },
    ]);
    expect(await notificationsOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);

    const result = await sendDailyDigest(deps);
    await live.stop();
    expect(result.alerts).toBeGreaterThanOrEqual(3);
    const notifications = await notificationsOf(user.id);
    expect(notifications.map((n) => n.type)).toEqual(['SearchQueryMatch', 'SearchQueryMatch', 'SearchQueryMatch']);
    expect(live.heard).toHaveLength(3);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe('Je dagelijkse overzicht: 3 nieuwe kansen · Huiskans');
    const url = t.services.config.APP_URL;
    const utrecht = mail.text.indexOf(`Zoekprofiel Utrecht (${url}/mijn-huiskans/zoekprofielen/${p1.slug})`);
    const amersfoort = mail.text.indexOf(`Zoekprofiel Amersfoort (${url}/mijn-huiskans/zoekprofielen/${p2.slug})`);
    expect(utrecht).toBeGreaterThan(0);
    expect(amersfoort).toBeGreaterThan(utrecht);
    expect(mail.text.slice(utrecht, amersfoort)).toContain('€ 300.000');
    expect(mail.text.slice(utrecht, amersfoort)).toContain('€ 350.000');
    expect(mail.text.slice(amersfoort)).toContain(`${url}/huizen/amersfoort/huis-`);

    // The next digest has nothing new for Daan; a replayed match stays announced.
    await sendDailyDigest(deps);
    await announceMatches(deps, [{ searchProfileId: p1.id, houseId: h1.id }]);
    await sendDailyDigest(deps);
    expect(await notificationsOf(user.id)).toHaveLength(3);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("'Nooit' records the pair and tells nothing, not later either", async () => {
    const { user, profile } = await searcher('never');
    const p = await profile();
    const h = await house();
    const claimed = await announceMatches(deps, [{ searchProfileId: p.id, houseId: h.id }]);
    expect(claimed).toMatchObject([{ delivery: 'never' }]);
    await t.db.prisma.user.update({ where: { id: user.id }, data: { matchAlerts: 'instant' } });
    expect(await announceMatches(deps, [{ searchProfileId: p.id, houseId: h.id }])).toEqual([]);
    await sendDailyDigest(deps);
    expect(await notificationsOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('sends no digest to a searcher who switched to Nooit, or of a house withdrawn in the meantime', async () => {
    const { user: switcher, profile: switcherProfile } = await searcher('daily');
    const { user: waiting, profile: waitingProfile } = await searcher('daily');
    const [p1, p2] = [await switcherProfile(), await waitingProfile()];
    const [h1, h2] = [await house(), await house()];
    await announceMatches(deps, [
      { searchProfileId: p1.id, houseId: h1.id },
      { searchProfileId: p2.id, houseId: h2.id },
    ]);
    await t.db.prisma.user.update({ where: { id: switcher.id }, data: { matchAlerts: 'never' } });
    await t.db.prisma.house.update({ where: { id: h2.id }, data: { moderationStatus: 'draft' } });
    await sendDailyDigest(deps);
    for (const u of [switcher, waiting]) {
      expect(await notificationsOf(u.id)).toEqual([]);
      expect(await mailsTo(u.email)).toEqual([]);
    }
    expect(await t.db.prisma.searchProfileAlert.findMany({ where: { houseId: { in: [h1.id, h2.id] } } })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ houseId: h1.id, delivery: 'never', sentAt: null }),
        expect.objectContaining({ houseId: h2.id, delivery: 'daily', sentAt: expect.any(Date) }),
      ]),
    );
  });

  it('sends each pending alert once when two digests run at the same moment (own connections on PostgreSQL)', async () => {
    const { user, profile } = await searcher('daily');
    const p = await profile();
    const houses = [await house(), await house(), await house()];
    await announceMatches(
      deps,
      houses.map((h) => ({ searchProfileId: p.id, houseId: h.id })),
    );
    // A second instance: its own connection to the same PostgreSQL database (PGlite has one).
    const other = t.db.url ? await openDatabase({ url: t.db.url }) : null;
    try {
      await Promise.all([sendDailyDigest(deps), sendDailyDigest(other ? { ...deps, prisma: other.prisma } : deps)]);
    } finally {
      await other?.close();
    }
    expect(await notificationsOf(user.id)).toHaveLength(3);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
