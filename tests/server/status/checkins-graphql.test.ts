import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { SOLD_REPORT_LIMIT } from '../../../server/domain/status/checkins.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';

// The GraphQL twin of the check-ins: viewer flags and confirmation times, House.statusUnknown /
// statusNeedsCheckin / soldReported, SearchProfile.needsCheckin, and confirmProfileStatus,
// confirmHouseStatus, confirmSearchProfile, reportHouseSold with their typed refusals.

const DAY = 86_400_000;
let t: TestApp;

async function loggedIn() {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma, { movingMonths: 3 });
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { user });
}

async function outdatedOwner() {
  const b = await loggedIn();
  const old = new Date(Date.now() - 40 * DAY);
  await t.db.prisma.user.update({ where: { id: b.user.id }, data: { movingWishConfirmedAt: old } });
  const house = await createHouse(t.db.prisma, { ownerUserId: b.user.id, statusConfirmedAt: old });
  const profile = await t.db.prisma.searchQuery.create({
    data: { slug: `gql-zoekprofiel-${b.user.id}`, userId: b.user.id, confirmedAt: old },
  });
  return Object.assign(b, {
    house,
    profile,
    houseId: encodeGlobalID('House', house.id),
    profileId: encodeGlobalID('SearchProfile', profile.id),
  });
}

const VIEWER = `{ viewer { firstName movingMonths movingWishConfirmedAt hasOutdatedProfile hasOutdatedHouseStatus
  hasOutdatedSearchQuery
  searchProfiles(first: 10) { edges { node { id confirmedAt needsCheckin } } }
  houses(first: 10) { edges { node { id statusConfirmedAt statusNeedsCheckin soldReported statusUnknown } } } } }`;
const viewer = async (b: TestBrowser) => (await b.graphql(VIEWER)).data.viewer;

const CONFIRM_PROFILE = `mutation ($input: ConfirmProfileStatusInput!) { confirmProfileStatus(input: $input) {
  __typename ... on ConfirmProfileStatusPayload { user { movingMonths hasOutdatedProfile movingWishConfirmedAt } }
  ... on InputError { fieldErrors { field messages } } ... on Error { message } } }`;
const CONFIRM_HOUSE = `mutation ($id: ID!) { confirmHouseStatus(input: { houseId: $id }) {
  __typename ... on ConfirmHouseStatusPayload { house { id statusNeedsCheckin statusConfirmedAt } }
  ... on Error { message } } }`;
const CONFIRM_SEARCH = `mutation ($id: ID!) { confirmSearchProfile(input: { searchProfileId: $id }) {
  __typename ... on ConfirmSearchProfilePayload { searchProfile { id needsCheckin } } ... on Error { message } } }`;
const REPORT = `mutation ($id: ID!) { reportHouseSold(input: { houseId: $id }) {
  __typename ... on ReportHouseSoldPayload { house { id statusUnknown soldReported } }
  ... on RateLimitedError { retryAfterSeconds } ... on Error { message } } }`;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

describe('the viewer and its check-ins', () => {
  it('says what is due, per item, and confirming each clears it', async () => {
    const b = await outdatedOwner();
    const before = await viewer(b);
    expect(before).toMatchObject({
      hasOutdatedProfile: true,
      hasOutdatedHouseStatus: true,
      hasOutdatedSearchQuery: true,
    });
    expect(before.searchProfiles.edges[0].node).toMatchObject({ id: b.profileId, needsCheckin: true });
    expect(before.houses.edges[0].node).toMatchObject({
      id: b.houseId,
      statusNeedsCheckin: true,
      soldReported: false,
      statusUnknown: false,
    });

    const user = (await b.graphql(CONFIRM_PROFILE, { input: {} })).data.confirmProfileStatus;
    expect(user).toMatchObject({
      __typename: 'ConfirmProfileStatusPayload',
      user: { movingMonths: 3, hasOutdatedProfile: false },
    });
    const house = (await b.graphql(CONFIRM_HOUSE, { id: b.houseId })).data.confirmHouseStatus;
    expect(house).toMatchObject({ __typename: 'ConfirmHouseStatusPayload', house: { statusNeedsCheckin: false } });
    const profile = (await b.graphql(CONFIRM_SEARCH, { id: b.profileId })).data.confirmSearchProfile;
    expect(profile).toMatchObject({ searchProfile: { id: b.profileId, needsCheckin: false } });

    expect(await viewer(b)).toMatchObject({
      hasOutdatedProfile: false,
      hasOutdatedHouseStatus: false,
      hasOutdatedSearchQuery: false,
    });
  });

  it("'Bijwerken' saves the new moving wish; a wrong one is an InputError", async () => {
    const b = await outdatedOwner();
    const bad = (await b.graphql(CONFIRM_PROFILE, { input: { movingMonths: 7 } })).data.confirmProfileStatus;
    expect(bad.__typename).toBe('InputError');
    expect(bad.fieldErrors[0].field).toBe('movingMonths');
    const ok = (await b.graphql(CONFIRM_PROFILE, { input: { movingMonths: 12 } })).data.confirmProfileStatus;
    expect(ok.user).toMatchObject({ movingMonths: 12, hasOutdatedProfile: false });
  });

  it("keeps the owner's fields from everybody else", async () => {
    const owner = await outdatedOwner();
    const query = `query ($id: ID!) { node(id: $id) { ... on House { statusUnknown statusConfirmedAt statusNeedsCheckin soldReported } } }`;
    const other = (await testBrowser(t).graphql(query, { id: owner.houseId })).data.node;
    expect(other).toEqual({
      statusUnknown: false,
      statusConfirmedAt: null,
      statusNeedsCheckin: null,
      soldReported: null,
    });
  });
});

describe('refusals', () => {
  it('tells a visitor to log in whatever the input, and a stranger not found / not the owner', async () => {
    const owner = await outdatedOwner();
    const visitor = testBrowser(t);
    for (const [q, v, field] of [
      [CONFIRM_PROFILE, { input: { movingMonths: 7 } }, 'confirmProfileStatus'],
      [CONFIRM_HOUSE, { id: 'rommel' }, 'confirmHouseStatus'],
      [CONFIRM_HOUSE, { id: owner.houseId }, 'confirmHouseStatus'],
      [CONFIRM_SEARCH, { id: owner.profileId }, 'confirmSearchProfile'],
    ] as const)
      expect((await visitor.graphql(q, v)).data[field].__typename).toBe('UnauthenticatedError');
    const stranger = await loggedIn();
    expect((await stranger.graphql(CONFIRM_HOUSE, { id: owner.houseId })).data.confirmHouseStatus.__typename).toBe(
      'ForbiddenError',
    );
    expect((await stranger.graphql(CONFIRM_SEARCH, { id: owner.profileId })).data.confirmSearchProfile.__typename).toBe(
      'NotFoundError',
    );
    expect((await viewer(owner)).hasOutdatedHouseStatus).toBe(true);
  });
});

describe('reportHouseSold', () => {
  it('opens a check-in the owner sees on the house; own house ConflictError; unknown NotFoundError; then rate limited', async () => {
    const owner = await loggedIn();
    const house = await createHouse(t.db.prisma, { ownerUserId: owner.user.id });
    const id = encodeGlobalID('House', house.id);
    const visitor = testBrowser(t);
    const first = (await visitor.graphql(REPORT, { id })).data.reportHouseSold;
    // The reporter learns nothing of the owner's side.
    expect(first).toEqual({
      __typename: 'ReportHouseSoldPayload',
      house: { id, statusUnknown: false, soldReported: null },
    });
    expect((await viewer(owner)).houses.edges[0].node).toMatchObject({ soldReported: true, statusNeedsCheckin: true });
    expect((await owner.graphql(REPORT, { id })).data.reportHouseSold.__typename).toBe('ConflictError');
    expect((await visitor.graphql(REPORT, { id: 'rommel' })).data.reportHouseSold.__typename).toBe('NotFoundError');
    // Counted per IP, refusals included: the visitor used 2 of SOLD_REPORT_LIMIT.max.
    for (let i = 2; i < SOLD_REPORT_LIMIT.max; i++)
      expect((await visitor.graphql(REPORT, { id })).data.reportHouseSold.__typename).toBe('ReportHouseSoldPayload');
    const limited = (await visitor.graphql(REPORT, { id })).data.reportHouseSold;
    expect(limited.__typename).toBe('RateLimitedError');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
  });
});
