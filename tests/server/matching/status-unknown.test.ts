import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { announceMatches } from '../../../server/domain/alerts/announce.js';
import { sendDailyDigest } from '../../../server/domain/alerts/digest.js';
import { checkinPolicy } from '../../../server/domain/kernel/freshness.js';
import {
  KANSEN_ORDER,
  MATCH_PAGE_LIMITS,
  matchCounts,
  profileMatchesPage,
} from '../../../server/domain/matching/pages.js';
import { parsePageArgs } from '../../../server/domain/pagination.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';

// A house whose owner ignored the check-ins for HOUSE_STATUS_UNKNOWN_DAYS is 'status onbekend'
// (kernel/freshness.ts): like the listing, the kansen, the match suggestions, their counts, the
// instant alerts and the daily digest leave it out — and take it back the moment its owner confirms.

let t: TestApp;
type Browser = TestBrowser & { userId: number };
let searcher: Browser;
let seller: Browser;
let profileId: number;
let fresh: { id: number };
let stale: { id: number };

const DAY = 24 * 60 * 60 * 1000;
const makeStale = (id: number) =>
  t.db.prisma.house.update({ where: { id }, data: { statusConfirmedAt: new Date(Date.now() - 91 * DAY) } });

async function loggedIn(data: Record<string, unknown> = {}): Promise<Browser> {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma, data);
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { userId: user.id });
}

const sellerHouse = () =>
  createHouse(t.db.prisma, {
    ownerUserId: seller.userId,
    cityCode: '0344-utrecht',
    municipalityCode: '0344',
    numberBedrooms: 3,
    price: 380_000,
  });

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  searcher = await loggedIn({ firstName: 'Sanne', matchAlerts: 'daily' });
  seller = await loggedIn();
  fresh = await sellerHouse();
  stale = await sellerHouse();
  const res = await searcher.post('/api/search_queries', {
    query: 'Utrecht',
    query_type: 'woonplaats',
    query_code: '0344-utrecht',
    range: 5,
    price_max: 400_000,
  });
  expect(res.status).toBe(201);
  profileId = res.body.id;
  await makeStale(stale.id);
});
afterAll(() => t.close());

const policy = () => checkinPolicy(t.services.config);
const profileGid = () => encodeGlobalID('SearchProfile', profileId);
const PROFILE = `query ($id: ID!) { searchProfile(id: $id) { matchCount exactMatchCount
  matches(first: 10) { totalCount edges { node { id } } } } }`;
const SUGGESTIONS = `query ($id: ID!) { node(id: $id) { ... on House { matchSuggestions(first: 10) { totalCount } } } }`;

describe('kansen and match suggestions leave out a house whose status is unknown', () => {
  it('domain: the stored match stays, the page and the counts skip it', async () => {
    expect(await t.db.prisma.searchProfileMatch.count({ where: { searchProfileId: profileId } })).toBe(2);
    const { page, totalCount } = await profileMatchesPage(
      t.db.prisma,
      policy(),
      profileId,
      { fuzzy: true },
      parsePageArgs(KANSEN_ORDER, {}, MATCH_PAGE_LIMITS),
      { select: { houseId: true } },
    );
    expect(page.rows.map((r) => r.houseId)).toEqual([fresh.id]);
    expect(await totalCount()).toBe(1);
    expect((await matchCounts(t.db.prisma, policy(), [profileId])).get(profileId)).toEqual({ all: 1, exact: 1 });
  });

  it('REST and GraphQL: gone while unknown, back as soon as the owner confirms', async () => {
    const rest = await searcher.get(`/api/search_queries/${profileId}/opportunities`);
    expect(rest.body).toMatchObject({ total: 1, data: [{ id: fresh.id }] });
    const gql = await searcher.graphql(PROFILE, { id: profileGid() });
    expect(gql.data.searchProfile).toMatchObject({ matchCount: 1, exactMatchCount: 1, matches: { totalCount: 1 } });
    expect((await seller.get(`/api/houses/${stale.id}/match-suggestions`)).body).toMatchObject({ total: 0, data: [] });
    const houseGid = encodeGlobalID('House', stale.id);
    expect((await seller.graphql(SUGGESTIONS, { id: houseGid })).data.node.matchSuggestions.totalCount).toBe(0);

    expect((await seller.post(`/api/houses/${stale.id}/confirm_status`, {})).status).toBe(200);
    expect((await searcher.get(`/api/search_queries/${profileId}/opportunities`)).body.total).toBe(2);
    expect((await searcher.graphql(PROFILE, { id: profileGid() })).data.searchProfile).toMatchObject({
      matchCount: 2,
      exactMatchCount: 2,
    });
    expect((await seller.get(`/api/houses/${stale.id}/match-suggestions`)).body.total).toBe(1);
    expect((await seller.graphql(SUGGESTIONS, { id: houseGid })).data.node.matchSuggestions.totalCount).toBe(1);
    await makeStale(stale.id);
  });
});

describe('alerts and the digest', () => {
  it('an instant alert for a house whose status is unknown is not claimed', async () => {
    expect(await announceMatches(t.services, [{ searchProfileId: profileId, houseId: stale.id }])).toEqual([]);
    expect(await t.db.prisma.searchProfileAlert.count({ where: { houseId: stale.id } })).toBe(0);
  });

  it('a pending digest alert waits while the status is unknown and goes out once it is confirmed', async () => {
    const house = await sellerHouse();
    const claimed = await announceMatches(t.services, [{ searchProfileId: profileId, houseId: house.id }]);
    expect(claimed).toHaveLength(1);
    await makeStale(house.id);
    expect(await sendDailyDigest(t.services)).toEqual({ users: 0, alerts: 0 });
    const alert = { searchQueryId_houseId: { searchQueryId: profileId, houseId: house.id } };
    expect((await t.db.prisma.searchProfileAlert.findUniqueOrThrow({ where: alert })).sentAt).toBeNull();

    expect((await seller.post(`/api/houses/${house.id}/confirm_status`, {})).status).toBe(200);
    expect(await sendDailyDigest(t.services)).toEqual({ users: 1, alerts: 1 });
    expect((await t.db.prisma.searchProfileAlert.findUniqueOrThrow({ where: alert })).sentAt).not.toBeNull();
  });
});
