import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { SOLD_REPORT_LIMIT, SOLD_REPORT_THROTTLED } from '../../../server/domain/status/checkins.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';

// Status check-ins over REST (spec §2/§4): the user flags of spec §3 from the confirmation times,
// the confirmations (POST /api/user/confirm_status, /api/houses/{id}/confirm_status,
// /api/search_queries/{id}/confirm), 'Dit huis is al verkocht' (POST /api/houses/{id}/report_sold)
// with its rate limit and notification, and stale houses leaving the listing.

const DAY = 86_400_000;
let t: TestApp;

async function loggedIn() {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma, { movingMonths: 6 });
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { user });
}

/** A user whose moving wish, house (listed) and search profile were all confirmed `days` ago. */
async function outdatedOwner(days = 31) {
  const b = await loggedIn();
  const old = new Date(Date.now() - days * DAY);
  await t.db.prisma.user.update({ where: { id: b.user.id }, data: { movingWishConfirmedAt: old } });
  const house = await createHouse(t.db.prisma, { ownerUserId: b.user.id, statusConfirmedAt: old });
  const profile = await t.db.prisma.searchQuery.create({
    data: { slug: `oud-zoekprofiel-${b.user.id}`, userId: b.user.id, confirmedAt: old },
  });
  return Object.assign(b, { house, profile });
}

const flags = async (b: TestBrowser) => {
  const body = (await b.get('/api/user')).body;
  return [body.has_outdated_profile, body.has_outdated_house_status, body.has_outdated_search_query];
};

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

describe('the user flags of spec §3', () => {
  it('are false for a new account and true once each was not confirmed for 30 days', async () => {
    const fresh = await loggedIn();
    await createHouse(t.db.prisma, { ownerUserId: fresh.user.id });
    expect(await flags(fresh)).toEqual([false, false, false]);
    expect(await flags(await outdatedOwner(31))).toEqual([true, true, true]);
    expect(await flags(await outdatedOwner(29))).toEqual([false, false, false]);
  });

  it('leave a draft house (not submitted) out of the house flag', async () => {
    const b = await loggedIn();
    await createHouse(t.db.prisma, {
      ownerUserId: b.user.id,
      moderationStatus: 'new',
      statusConfirmedAt: new Date(Date.now() - 100 * DAY),
    });
    expect((await flags(b))[1]).toBe(false);
  });

  it('are not moved by a like or other changes that confirm nothing', async () => {
    const b = await outdatedOwner();
    const liker = await loggedIn();
    expect((await liker.post(`/api/houses/${b.house.id}/like`)).status).toBe(200);
    expect(await flags(b)).toEqual([true, true, true]);
  });
});

describe('confirming', () => {
  it("'Klopt!' for each of the three makes every flag false, and answers what was confirmed", async () => {
    const b = await outdatedOwner();
    const user = await b.post('/api/user/confirm_status');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ moving_months: 6, has_outdated_profile: false, has_outdated_house_status: true });

    const house = await b.post(`/api/houses/${b.house.id}/confirm_status`);
    expect(house.status).toBe(200);
    expect(house.body).toMatchObject({ id: b.house.id, viewer_is_owner: true, sold_reported_at: null });
    expect(Date.now() - new Date(house.body.status_confirmed_at).getTime()).toBeLessThan(60_000);

    const profile = await b.post(`/api/search_queries/${b.profile.id}/confirm`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: b.profile.id, slug: b.profile.slug });
    expect(Date.now() - new Date(profile.body.confirmed_at).getTime()).toBeLessThan(60_000);

    expect(await flags(b)).toEqual([false, false, false]);
  });

  it("'Bijwerken' saves a new moving wish with the confirmation; a wrong one is a 422 that saves nothing", async () => {
    const b = await outdatedOwner();
    const bad = await b.post('/api/user/confirm_status', { moving_months: 5 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['moving_months']);
    expect((await flags(b))[0]).toBe(true);
    const res = await b.post('/api/user/confirm_status', { moving_months: 24 });
    expect(res.body).toMatchObject({ moving_months: 24, has_outdated_profile: false });
  });

  it('is done by every save too: PUT /api/users/{id} with the moving wish, PUT of the house and of the profile', async () => {
    const b = await outdatedOwner();
    expect((await b.put(`/api/users/${b.user.id}`, { moving_months: 6 })).status).toBe(200);
    expect((await b.put(`/api/houses/${b.house.id}`, {})).status).toBe(200);
    expect((await b.put(`/api/search_queries/${b.profile.id}`, {})).status).toBe(200);
    expect(await flags(b)).toEqual([false, false, false]);
  });

  it('PUT /api/users/{id} without the moving wish (a new bio) does not confirm it', async () => {
    const b = await outdatedOwner();
    expect((await b.put(`/api/users/${b.user.id}`, { bio: 'Hoi' })).status).toBe(200);
    expect((await flags(b))[0]).toBe(true);
  });

  it('refuses a visitor with 401 before any 422, and a stranger with 403/404', async () => {
    const owner = await outdatedOwner();
    const visitor = testBrowser(t);
    expect((await visitor.post('/api/user/confirm_status', { moving_months: 'x' })).status).toBe(401);
    expect((await visitor.post(`/api/houses/${owner.house.id}/confirm_status`)).status).toBe(401);
    expect((await visitor.post('/api/houses/abc/confirm_status')).status).toBe(401);
    expect((await visitor.post(`/api/search_queries/${owner.profile.id}/confirm`)).status).toBe(401);

    const stranger = await loggedIn();
    // A listed house anyone can see: 403; somebody's draft: 404, as for every owner action.
    expect((await stranger.post(`/api/houses/${owner.house.id}/confirm_status`)).status).toBe(403);
    const draft = await createHouse(t.db.prisma, { ownerUserId: owner.user.id, moderationStatus: 'new' });
    expect((await stranger.post(`/api/houses/${draft.id}/confirm_status`)).status).toBe(404);
    expect((await stranger.post(`/api/search_queries/${owner.profile.id}/confirm`)).status).toBe(404);
    expect((await stranger.post('/api/search_queries/999999/confirm')).status).toBe(404);
    // Nothing confirmed by any of them.
    expect(await flags(owner)).toEqual([true, true, true]);
  });
});

describe("'Dit huis is al verkocht'", () => {
  it('opens a check-in for the owner and tells them once, in their notifications, until they confirm', async () => {
    const owner = await loggedIn();
    const house = await createHouse(t.db.prisma, { ownerUserId: owner.user.id, street: 'Verkochtstraat' });
    expect(await flags(owner)).toEqual([false, false, false]);
    const visitor = testBrowser(t);
    expect((await visitor.post(`/api/houses/${house.id}/report_sold`)).status).toBe(204);
    expect((await flags(owner))[1]).toBe(true);
    // A second report (another visitor, or the same) while it is open tells the owner nothing new.
    expect((await testBrowser(t).post(`/api/houses/${house.slug}/report_sold`)).status).toBe(204);
    const told = await t.db.prisma.notification.findMany({ where: { recipientUserId: owner.user.id } });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'HuiskansMessage', senderUserId: null, houseId: house.id });
    expect((told[0].data as { message: string }).message).toContain('Verkochtstraat');
    expect((told[0].data as { message: string }).message).toContain('al verkocht');
    expect((await owner.get('/api/user')).body.unread_count).toBe(1);

    // The owner confirms: the check-in is done; a later report opens a new one.
    expect((await owner.post(`/api/houses/${house.id}/confirm_status`)).body.sold_reported_at).not.toBeNull();
    expect((await flags(owner))[1]).toBe(false);
    await new Promise((r) => setTimeout(r, 5));
    expect((await testBrowser(t).post(`/api/houses/${house.id}/report_sold`)).status).toBe(204);
    expect((await flags(owner))[1]).toBe(true);
    expect(await t.db.prisma.notification.count({ where: { recipientUserId: owner.user.id } })).toBe(2);
  });

  it('is refused for an unknown or unlisted house (404) and for your own (409); a sold house has nothing to report', async () => {
    const owner = await loggedIn();
    const draft = await createHouse(t.db.prisma, { ownerUserId: owner.user.id, moderationStatus: 'new' });
    const sold = await createHouse(t.db.prisma, { ownerUserId: owner.user.id, houseStatus: 'sold' });
    const visitor = testBrowser(t);
    expect((await visitor.post('/api/houses/99999999/report_sold')).status).toBe(404);
    expect((await visitor.post(`/api/houses/${draft.id}/report_sold`)).status).toBe(404);
    expect((await owner.post(`/api/houses/${sold.id}/report_sold`)).status).toBe(409);
    expect((await visitor.post(`/api/houses/${sold.id}/report_sold`)).status).toBe(204);
    expect(await t.db.prisma.notification.count({ where: { recipientUserId: owner.user.id } })).toBe(0);
    expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: sold.id } })).soldReportedAt).toBeNull();
  });

  it(`is limited to ${SOLD_REPORT_LIMIT.max} an hour per IP (429 with Retry-After), other addresses still count`, async () => {
    const houses = await Promise.all(
      Array.from({ length: SOLD_REPORT_LIMIT.max + 1 }, async () =>
        createHouse(t.db.prisma, { ownerUserId: (await createUser(t.db.prisma)).id }),
      ),
    );
    const visitor = testBrowser(t);
    for (const house of houses.slice(0, SOLD_REPORT_LIMIT.max))
      expect((await visitor.post(`/api/houses/${house.id}/report_sold`)).status).toBe(204);
    const last = houses[SOLD_REPORT_LIMIT.max];
    const refused = await visitor.post(`/api/houses/${last.id}/report_sold`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(SOLD_REPORT_THROTTLED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: last.id } })).soldReportedAt).toBeNull();
    expect((await testBrowser(t).post(`/api/houses/${last.id}/report_sold`)).status).toBe(204);
  });
});

describe("a house whose owner ignores the check-ins ('status onbekend')", () => {
  it('leaves the listing after 90 days without a confirmation and comes back when its owner confirms', async () => {
    const owner = await loggedIn();
    const city = { city: 'Onbekenddorp', cityCode: '9999', municipalityCode: '9998' };
    const stale = await createHouse(t.db.prisma, {
      ownerUserId: owner.user.id,
      ...city,
      statusConfirmedAt: new Date(Date.now() - 91 * DAY),
    });
    const current = await createHouse(t.db.prisma, {
      ownerUserId: owner.user.id,
      ...city,
      statusConfirmedAt: new Date(Date.now() - 89 * DAY),
    });
    const listing = async () => {
      const res = await testBrowser(t).get('/api/houses?type=woonplaats&code=9999');
      return { ids: res.body.data.map((h: { id: number }) => h.id), total: res.body.total };
    };
    expect(await listing()).toEqual({ ids: [current.id], total: 1 });
    // Its page still opens (a link stays valid); the owner sees it among their own.
    expect((await testBrowser(t).get(`/api/houses/${stale.id}`)).status).toBe(200);
    expect((await owner.post(`/api/houses/${stale.id}/confirm_status`)).status).toBe(200);
    expect((await listing()).ids.sort()).toEqual([stale.id, current.id].sort());
  });
});
