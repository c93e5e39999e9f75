import { encodeGlobalID } from '@pothos/plugin-relay';
import { getNamedType } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/domain/accounts/password.js';
import { createSession, SESSION_COOKIE } from '../../server/domain/accounts/sessions.js';
import { createViewer } from '../../server/domain/accounts/viewer.js';
import { notify } from '../../server/domain/notifications/notify.js';
import { notificationContent } from '../../server/domain/notifications/types.js';
import { subscribe } from '../../server/domain/subscriptions/commands.js';
import { schema } from '../../server/graphql/schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { testBrowser } from '../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';
import { broadSelection } from './broad-selection.js';

// Finding 11: a mutation that wrote must answer what it did. `likeHouse { __typename }` used to
// like the house and then answer 'Unexpected error.' (Pothos asks Prisma for `select: {}` when the
// payload's house is not selected), so a client retry repeated the write. Every mutation runs here
// twice: with nothing selected but __typename, and with every field a client can select.

// Answers are checked field by field.
type Json = any;

let t: TestApp;
let refs: Awaited<ReturnType<typeof withReferenceData>>;
beforeAll(async () => {
  t = await createTestApp();
  refs = await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

const PASSWORD = 'juist-wachtwoord';
const houseGid = (id: number) => encodeGlobalID('House', id);
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

async function person(data: Record<string, unknown> = {}) {
  const user = await createUser(t.db.prisma, {
    passwordHash: await hashPassword(PASSWORD),
    phoneNumber: '0612345678',
    emailVerifiedAt: new Date(),
    ...data,
  });
  const token = await createSession(t.db.prisma, user.id);
  return { user, token, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A person with a running Premium subscription (no provider side: swaps and cancels touch only our rows). */
async function subscribedPerson(data: Partial<{ status: string; endsAt: Date }> = {}) {
  const p = await person();
  const now = Date.now();
  await t.db.prisma.subscription.create({
    data: {
      userId: p.user.id,
      plan: 'user_premium',
      status: 'active',
      cycleStartedAt: new Date(now - 86_400_000),
      cycleEndsAt: new Date(now + 20 * 86_400_000),
      ...data,
    },
  });
  return p;
}

/** A message from a new user to `userId`, through the one notification function. */
async function receivedMessage(userId: number) {
  const sender = await createUser(t.db.prisma);
  return notify(t.services, {
    recipientUserId: userId,
    senderUserId: sender.id,
    content: notificationContent('UserMessage', { message: 'Hallo' }),
  });
}

/** A subscriber and somebody else's listed house for sale (viewings and offers). */
async function subscriberWithHouseToVisit() {
  const { user, cookie } = await person();
  await t.db.prisma.subscription.create({ data: { userId: user.id, plan: 'user_premium', status: 'active' } });
  const owner = await createUser(t.db.prisma);
  const house = await createHouse(t.db.prisma, { ownerUserId: owner.id });
  return { user: { id: user.id, houseId: house.id }, cookie };
}

const futureDay = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

const png = async (name: string) =>
  new File(
    [
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aacc' } })
        .png()
        .toBuffer(),
    ],
    name,
    {
      type: 'image/png',
    },
  );

const UTRECHT = { query: 'Utrecht', query_type: 'woonplaats', query_code: '0344-utrecht' };
const profileGid = (id: number) => encodeGlobalID('SearchProfile', id);

/** A search profile made through REST by a logged-in user, or by a visitor's browser (funnel) when `session` is left out. */
async function madeProfile(session?: string) {
  const browser = testBrowser(t);
  browser.token = session;
  const res = await browser.post('/api/search_queries', UTRECHT);
  expect(res.status).toBe(201);
  return { browser, id: res.body.id as number };
}

/** The last link of the newest outbox mail to `to`. */
async function mailedToken(to: string) {
  const mail = await t.db.prisma.mailMessage.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
}

/** Asks to change the e-mail of the session's account (mails the new and the old address). */
async function requestEmailChange(cookie: string, email: string) {
  const res = await t.graphql<Json>(
    `mutation($input: UpdatePersonalDetailsInput!) { updatePersonalDetails(input: $input) { __typename } }`,
    { input: { email, currentPassword: PASSWORD } },
    { cookie },
  );
  expect(res.data?.updatePersonalDetails.__typename).toBe('UpdatePersonalDetailsPayload');
}

interface Case {
  cookie?: string;
  input?: Json;
  /** Files for a multipart request: the variable paths they go to. */
  files?: Record<string, File>;
  /** Checks that the write happened. */
  done: () => Promise<void>;
}

const cases: Record<string, () => Promise<Case>> = {
  async addHouse() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { ngrAddressId: 'adr-demo-3526KP-93' },
      done: async () => expect(await t.db.prisma.house.count({ where: { ownerUserId: user.id } })).toBe(1),
    };
  },
  async updateHouse() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id });
    return {
      cookie,
      input: { houseId: houseGid(house.id), price: 123_456 },
      done: async () =>
        expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } })).price).toBe(123_456),
    };
  },
  async submitHouse() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, {
      ownerUserId: user.id,
      moderationStatus: 'new',
      submittedAt: null,
      houseTypeId: Object.values(refs.types)[0].id,
    });
    return {
      cookie,
      input: { houseId: houseGid(house.id) },
      done: async () =>
        expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } })).moderationStatus).toBe(
          'submitted',
        ),
    };
  },
  async assignHouse() {
    // The owner claiming their own house again: a no-op that still answers the house.
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id, moderationStatus: 'new' });
    return {
      cookie,
      input: { houseId: houseGid(house.id) },
      done: async () =>
        expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } })).ownerUserId).toBe(user.id),
    };
  },
  async likeHouse() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma);
    return {
      cookie,
      input: { houseId: houseGid(house.id) },
      done: async () => expect(await t.db.prisma.like.count({ where: { userId: user.id, houseId: house.id } })).toBe(1),
    };
  },
  async unlikeHouse() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, { likingUsersCount: 1 });
    await t.db.prisma.like.create({ data: { userId: user.id, houseId: house.id } });
    return {
      cookie,
      input: { houseId: houseGid(house.id) },
      done: async () => expect(await t.db.prisma.like.count({ where: { userId: user.id, houseId: house.id } })).toBe(0),
    };
  },
  async deleteHouse() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id });
    return {
      cookie,
      input: { houseId: houseGid(house.id) },
      done: async () => expect(await t.db.prisma.house.count({ where: { id: house.id } })).toBe(0),
    };
  },
  async addSearchProfile() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { query: 'Utrecht', queryType: 'woonplaats', queryCode: '0344-utrecht', numberBedroomsMin: 2 },
      done: async () => expect(await t.db.prisma.searchQuery.count({ where: { userId: user.id } })).toBe(1),
    };
  },
  async updateSearchProfile() {
    const { token, cookie } = await person();
    const { id } = await madeProfile(token);
    return {
      cookie,
      input: { searchProfileId: profileGid(id), priceMax: 400_000 },
      done: async () =>
        expect((await t.db.prisma.searchQuery.findUniqueOrThrow({ where: { id } })).priceMax).toBe(400_000),
    };
  },
  async deleteSearchProfile() {
    const { token, cookie } = await person();
    const { id } = await madeProfile(token);
    return {
      cookie,
      input: { searchProfileId: profileGid(id) },
      done: async () => expect(await t.db.prisma.searchQuery.count({ where: { id } })).toBe(0),
    };
  },
  async assignSearchProfile() {
    // Made in the funnel by this browser, then the browser logs in and takes it along.
    const { user } = await person();
    const { browser, id } = await madeProfile();
    browser.token = await createSession(t.db.prisma, user.id);
    return {
      cookie: browser.cookie,
      input: { searchProfileId: profileGid(id) },
      done: async () =>
        expect((await t.db.prisma.searchQuery.findUniqueOrThrow({ where: { id } })).userId).toBe(user.id),
    };
  },
  async uploadHousePhotos() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id });
    return {
      cookie,
      input: { houseId: houseGid(house.id), photos: [null] },
      files: { 'variables.input.photos.0': await png('een.png') },
      done: async () => expect(await t.db.prisma.houseAsset.count({ where: { houseId: house.id } })).toBe(1),
    };
  },
  ...Object.fromEntries(
    (['reorderHousePhotos', 'setMainHousePhoto', 'removeHousePhoto'] as const).map((name) => [
      name,
      async (): Promise<Case> => {
        const { user, cookie } = await person();
        const house = await createHouse(t.db.prisma, { ownerUserId: user.id, photos: 2 });
        const [first, second] = await t.db.prisma.houseAsset.findMany({
          where: { houseId: house.id },
          orderBy: { position: 'asc' },
        });
        const photo = (a: { assetId: number }) => encodeGlobalID('Photo', a.assetId);
        const after = () =>
          t.db.prisma.houseAsset.findMany({ where: { houseId: house.id }, orderBy: { position: 'asc' } });
        if (name === 'reorderHousePhotos')
          return {
            cookie,
            input: { houseId: houseGid(house.id), photoIds: [photo(second), photo(first)] },
            done: async () => expect((await after()).map((a) => a.assetId)).toEqual([second.assetId, first.assetId]),
          };
        if (name === 'setMainHousePhoto')
          return {
            cookie,
            input: { houseId: houseGid(house.id), photoId: photo(second) },
            done: async () => expect((await after()).find((a) => a.isMain)?.assetId).toBe(second.assetId),
          };
        return {
          cookie,
          input: { houseId: houseGid(house.id), photoId: photo(second) },
          done: async () => expect((await after()).map((a) => a.assetId)).toEqual([first.assetId]),
        };
      },
    ]),
  ),
  async checkEmail() {
    const { user } = await person();
    return { input: { email: user.email }, done: async () => {} };
  },
  async logIn() {
    const { user } = await person();
    return {
      input: { email: user.email, password: PASSWORD },
      done: async () => expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(2),
    };
  },
  async logOut() {
    const { user, cookie } = await person();
    return {
      cookie,
      done: async () => expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(0),
    };
  },
  async register() {
    const email = `nieuw-${Math.random().toString(36).slice(2)}@example.nl`;
    return {
      input: {
        firstName: 'Milan',
        lastName: 'Visser',
        email,
        phoneNumber: '0612345678',
        password: 'lang-genoeg',
        passwordConfirmation: 'lang-genoeg',
        terms: true,
        userType: 'SEARCHER',
        movingMonths: 3,
      },
      done: async () => expect(await t.db.prisma.user.count({ where: { email } })).toBe(1),
    };
  },
  async requestPasswordReset() {
    const { user } = await person();
    return {
      input: { email: user.email },
      done: async () => expect(await t.db.prisma.passwordReset.count({ where: { userId: user.id } })).toBe(1),
    };
  },
  async resetPassword() {
    const { user } = await person();
    await t.graphql(`mutation($email: String!) { requestPasswordReset(input: { email: $email }) { __typename } }`, {
      email: user.email,
    });
    const before = user.passwordHash;
    return {
      input: {
        email: user.email,
        token: await mailedToken(user.email),
        password: 'nieuw-genoeg',
        passwordConfirmation: 'nieuw-genoeg',
      },
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).not.toBe(before),
    };
  },
  async resendVerificationEmail() {
    const { user, cookie } = await person({ emailVerifiedAt: null });
    return {
      cookie,
      done: async () => expect(await t.db.prisma.mailMessage.count({ where: { to: user.email } })).toBe(1),
    };
  },
  async verifyEmail() {
    const { user, cookie } = await person({ emailVerifiedAt: null });
    await t.graphql(`mutation { resendVerificationEmail { __typename } }`, {}, { cookie });
    return {
      input: { email: user.email, token: await mailedToken(user.email) },
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull(),
    };
  },
  async confirmEmailChange() {
    const { user, cookie } = await person();
    const email = `nieuw-${user.id}@example.nl`;
    await requestEmailChange(cookie, email);
    return {
      input: { token: await mailedToken(email) },
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(email),
    };
  },
  async undoEmailChange() {
    const { user, cookie } = await person();
    await requestEmailChange(cookie, `nieuw-${user.id}@example.nl`);
    return {
      input: { token: await mailedToken(user.email) },
      done: async () => expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(0),
    };
  },
  async updatePersonalDetails() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { firstName: 'Anders' },
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe('Anders'),
    };
  },
  async updateBio() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { bio: 'Op zoek naar een huis met tuin.' },
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).bio).toBe(
          'Op zoek naar een huis met tuin.',
        ),
    };
  },
  async changePassword() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { currentPassword: PASSWORD, password: 'nieuw-genoeg', passwordConfirmation: 'nieuw-genoeg' },
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).not.toBe(
          user.passwordHash,
        ),
    };
  },
  async uploadProfilePhoto() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { file: null },
      files: { 'variables.input.file': await png('ik.png') },
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatarAssetId).not.toBeNull(),
    };
  },
  async removeProfilePhoto() {
    const { user, cookie } = await person();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: `mutation($f: File!) { uploadProfilePhoto(input: { file: $f }) { __typename } }`,
        variables: { f: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', await png('ik.png'));
    await t.request('/graphql', {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
      body: form,
    });
    return {
      cookie,
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatarAssetId).toBeNull(),
    };
  },
  async blockUser() {
    const { user, cookie } = await person();
    const other = await createUser(t.db.prisma);
    return {
      cookie,
      input: { userId: encodeGlobalID('User', other.id) },
      done: async () => expect(await t.db.prisma.blockedUser.count({ where: { blockerId: user.id } })).toBe(1),
    };
  },
  async createApiKey() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { name: 'Makelaarssysteem', scope: 'ACT' },
      done: async () => expect(await t.db.prisma.apiToken.count({ where: { userId: user.id } })).toBe(1),
    };
  },
  async revokeApiKey() {
    const { user, cookie } = await person();
    const key = await t.db.prisma.apiToken.create({
      data: { userId: user.id, name: 'Oud', tokenHash: `hash-${user.id}` },
    });
    return {
      cookie,
      input: { id: encodeGlobalID('ApiKey', key.id) },
      done: async () =>
        expect((await t.db.prisma.apiToken.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).not.toBeNull(),
    };
  },
  async unblockUser() {
    const { user, cookie } = await person();
    const other = await createUser(t.db.prisma);
    await t.db.prisma.blockedUser.create({ data: { blockerId: user.id, blockedId: other.id } });
    return {
      cookie,
      input: { userId: encodeGlobalID('User', other.id) },
      done: async () => expect(await t.db.prisma.blockedUser.count({ where: { blockerId: user.id } })).toBe(0),
    };
  },
  async deleteAccount() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { password: PASSWORD },
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).not.toBeNull(),
    };
  },
  async sendMessage() {
    const { user, cookie } = await person();
    await t.db.prisma.subscription.create({ data: { userId: user.id, plan: 'user_premium', status: 'active' } });
    const other = await createUser(t.db.prisma);
    return {
      cookie,
      input: { recipientUserId: encodeGlobalID('User', other.id), message: 'Is het huis nog te koop?' },
      done: async () => expect(await t.db.prisma.notification.count({ where: { senderUserId: user.id } })).toBe(1),
    };
  },
  async markNotificationRead() {
    const { user, cookie } = await person();
    const n = await receivedMessage(user.id);
    return {
      cookie,
      input: { notificationId: encodeGlobalID('Notification', n.id) },
      done: async () =>
        expect((await t.db.prisma.notification.findUniqueOrThrow({ where: { id: n.id } })).readAt).not.toBeNull(),
    };
  },
  async markThreadRead() {
    const { user, cookie } = await person();
    const n = await receivedMessage(user.id);
    return {
      cookie,
      input: { threadId: encodeGlobalID('Thread', n.threadId!) },
      done: async () =>
        expect((await t.db.prisma.notification.findUniqueOrThrow({ where: { id: n.id } })).readAt).not.toBeNull(),
    };
  },
  async requestViewing() {
    const { user, cookie } = await subscriberWithHouseToVisit();
    return {
      cookie,
      input: { houseId: houseGid(user.houseId), date: futureDay(), time: '10:00' },
      done: async () => expect(await t.db.prisma.viewing.count({ where: { requesterId: user.id } })).toBe(1),
    };
  },
  async answerViewing() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id });
    const requester = await createUser(t.db.prisma);
    const v = await t.db.prisma.viewing.create({
      data: { houseId: house.id, requesterId: requester.id, date: futureDay(), time: '10:00' },
    });
    return {
      cookie,
      input: { viewingId: encodeGlobalID('Viewing', v.id), answer: 'ACCEPT' },
      done: async () =>
        expect((await t.db.prisma.viewing.findUniqueOrThrow({ where: { id: v.id } })).status).toBe('accepted'),
    };
  },
  async placeOffer() {
    const { user, cookie } = await subscriberWithHouseToVisit();
    return {
      cookie,
      input: { houseId: houseGid(user.houseId), offer: 350_000, financeReservation: true },
      done: async () => expect(await t.db.prisma.offer.count({ where: { userId: user.id } })).toBe(1),
    };
  },
  async answerOffer() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id });
    const bidder = await createUser(t.db.prisma);
    const o = await t.db.prisma.offer.create({ data: { houseId: house.id, userId: bidder.id, amount: 300_000 } });
    return {
      cookie,
      input: { offerId: encodeGlobalID('Offer', o.id), answer: 'COUNTER', counterOffer: 320_000 },
      done: async () =>
        expect((await t.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).status).toBe('countered'),
    };
  },
  async markSoldUnderReservation() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id, houseStatus: 'selling' });
    const bidder = await createUser(t.db.prisma);
    const o = await t.db.prisma.offer.create({
      data: { houseId: house.id, userId: bidder.id, amount: 300_000, status: 'accepted' },
    });
    return {
      cookie,
      input: { offerId: encodeGlobalID('Offer', o.id) },
      done: async () =>
        expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } })).houseStatus).toBe(
          'sold_under_reservation',
        ),
    };
  },
  async subscribe() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { plan: 'user_premium' },
      done: async () => expect(await t.db.prisma.payment.count({ where: { userId: user.id } })).toBe(1),
    };
  },
  async swapPlan() {
    const { user, cookie } = await subscribedPerson();
    return {
      cookie,
      input: { plan: 'user_extended' },
      done: async () =>
        expect((await t.db.prisma.subscription.findFirstOrThrow({ where: { userId: user.id } })).plan).toBe(
          'user_extended',
        ),
    };
  },
  async cancelSubscription() {
    const { user, cookie } = await subscribedPerson();
    return {
      cookie,
      done: async () =>
        expect((await t.db.prisma.subscription.findFirstOrThrow({ where: { userId: user.id } })).status).toBe(
          'canceled',
        ),
    };
  },
  async resumeSubscription() {
    const { user, cookie } = await subscribedPerson({ status: 'canceled', endsAt: new Date(Date.now() + 86_400_000) });
    return {
      cookie,
      done: async () =>
        expect((await t.db.prisma.subscription.findFirstOrThrow({ where: { userId: user.id } })).status).toBe('active'),
    };
  },
  async refreshPayment() {
    const { user, cookie } = await person();
    const started = await subscribe(
      { ...t.services, viewer: createViewer(t.db.prisma, user) },
      { plan: 'user_premium' },
    );
    return {
      cookie,
      input: { paymentId: encodeGlobalID('Payment', started.payment.id) },
      done: async () =>
        expect(await t.db.prisma.paymentStatusChange.count({ where: { paymentId: started.payment.id } })).toBe(1),
    };
  },
  async updateSettings() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: { matchAlerts: 'NEVER' },
      done: async () =>
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).matchAlerts).toBe('never'),
    };
  },
  async setKnowledgebaseStepDone() {
    const { user, cookie } = await person();
    const step = await t.db.prisma.knowledgebaseStep.findFirstOrThrow({ where: { userType: 'searcher' } });
    return {
      cookie,
      input: { stepId: encodeGlobalID('KnowledgebaseStep', step.id), done: true },
      done: async () => expect(await t.db.prisma.userKnowledgebaseStep.count({ where: { userId: user.id } })).toBe(1),
    };
  },
  // Status check-ins: each confirmation moves its confirmation time from long ago to now.
  async confirmProfileStatus() {
    const { user, cookie } = await person({ movingWishConfirmedAt: LONG_AGO });
    return {
      cookie,
      input: { movingMonths: 12 },
      done: async () =>
        expect(
          (await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).movingWishConfirmedAt,
        ).not.toEqual(LONG_AGO),
    };
  },
  async confirmHouseStatus() {
    const { user, cookie } = await person();
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id, statusConfirmedAt: LONG_AGO });
    return {
      cookie,
      input: { houseId: houseGid(house.id) },
      done: async () =>
        expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } })).statusConfirmedAt).not.toEqual(
          LONG_AGO,
        ),
    };
  },
  async confirmSearchProfile() {
    const { user, cookie } = await person();
    const profile = await t.db.prisma.searchQuery.create({
      data: { slug: `bevestig-${user.id}`, userId: user.id, confirmedAt: LONG_AGO },
    });
    return {
      cookie,
      input: { searchProfileId: encodeGlobalID('SearchProfile', profile.id) },
      done: async () =>
        expect(
          (await t.db.prisma.searchQuery.findUniqueOrThrow({ where: { id: profile.id } })).confirmedAt,
        ).not.toEqual(LONG_AGO),
    };
  },
  async reportHouseSold() {
    const { user } = await person();
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id });
    return {
      // A visitor reports.
      input: { houseId: houseGid(house.id) },
      done: async () =>
        expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } })).soldReportedAt).not.toBeNull(),
    };
  },
  async sendContactMessage() {
    // A visitor writes; a fresh address per run.
    const email = `contact-${await t.db.prisma.contactMessage.count()}@example.nl`;
    return {
      input: { name: 'Fleur', email, message: 'Een vraag over Huiskans' },
      done: async () => expect(await t.db.prisma.contactMessage.count({ where: { email } })).toBe(1),
    };
  },
  async createAdvisorProfile() {
    const { user, cookie } = await person();
    return {
      cookie,
      input: {
        organisationName: 'Makelaardij De Dom',
        ngrAddressId: 'adr-demo-3526KP-93',
        expertises: ['makelaar_verkoop'],
        languages: ['nl'],
        acceptTerms: true,
      },
      done: async () => expect(await t.db.prisma.advisor.count({ where: { userId: user.id } })).toBe(1),
    };
  },
  async updateAdvisorProfile() {
    const { user, cookie } = await person();
    const { id } = await t.db.prisma.advisor.create({ data: { userId: user.id, acceptTerms: true } });
    return {
      cookie,
      input: { advisorId: encodeGlobalID('Advisor', id), range: 4000 },
      done: async () => expect((await t.db.prisma.advisor.findUniqueOrThrow({ where: { id } })).range).toBe(4000),
    };
  },
  async deleteAdvisorProfile() {
    const { user, cookie } = await person();
    const { id } = await t.db.prisma.advisor.create({ data: { userId: user.id, acceptTerms: true } });
    return {
      cookie,
      input: { advisorId: encodeGlobalID('Advisor', id) },
      done: async () => expect(await t.db.prisma.advisor.count({ where: { id } })).toBe(0),
    };
  },
  async addReview() {
    const { user, cookie } = await person();
    const advisor = await t.db.prisma.advisor.create({
      data: { userId: (await person()).user.id, acceptTerms: true },
    });
    const expertise = await t.db.prisma.expertise.findFirstOrThrow();
    await t.db.prisma.userAdvisor.create({
      data: { userId: user.id, advisorId: advisor.id, expertiseId: expertise.id },
    });
    return {
      cookie,
      input: { advisorId: encodeGlobalID('Advisor', advisor.id), rating: 4, comments: 'Prima geholpen.' },
      done: async () =>
        expect(await t.db.prisma.review.count({ where: { userId: user.id, advisorId: advisor.id, rating: 4 } })).toBe(
          1,
        ),
    };
  },
  async requestAdvisorAppointment() {
    const { user, cookie } = await person();
    const { advisorId, expertiseId } = await advisorWithExpertise();
    return {
      cookie,
      input: { advisorId: encodeGlobalID('Advisor', advisorId), expertiseId: encodeGlobalID('Expertise', expertiseId) },
      done: async () => expect(await t.db.prisma.userAdvisor.count({ where: { userId: user.id, advisorId } })).toBe(1),
    };
  },
  async removeMyAdvisor() {
    const { user, cookie } = await person();
    const { advisorId, expertiseId } = await advisorWithExpertise();
    await t.db.prisma.userAdvisor.create({ data: { userId: user.id, advisorId, expertiseId } });
    return {
      cookie,
      input: { advisorId: encodeGlobalID('Advisor', advisorId) },
      done: async () => expect(await t.db.prisma.userAdvisor.count({ where: { userId: user.id } })).toBe(0),
    };
  },
  async addCoachee() {
    const { advisorId, client, advisorCookie } = await advisorWithClient();
    return {
      cookie: advisorCookie,
      input: { advisorId: encodeGlobalID('Advisor', advisorId), userId: encodeGlobalID('User', client.user.id) },
      done: async () => expect(await t.db.prisma.advisorCoaching.count({ where: { advisorId } })).toBe(1),
    };
  },
  async removeCoachee() {
    const { advisorId, client, advisorCookie } = await advisorWithClient(true);
    return {
      cookie: advisorCookie,
      input: { advisorId: encodeGlobalID('Advisor', advisorId), userId: encodeGlobalID('User', client.user.id) },
      done: async () => expect(await t.db.prisma.advisorCoaching.count({ where: { advisorId } })).toBe(0),
    };
  },
  async removeMyCoach() {
    const { advisorId, client } = await advisorWithClient(true);
    return {
      cookie: client.cookie,
      input: { advisorId: encodeGlobalID('Advisor', advisorId) },
      done: async () => expect(await t.db.prisma.advisorCoaching.count({ where: { advisorId } })).toBe(0),
    };
  },
  async subscribeWithAdvisorOffer() {
    const { advisorId, client } = await advisorWithClient();
    return {
      cookie: client.cookie,
      input: { advisorId: encodeGlobalID('Advisor', advisorId), offer: 'eerste-maand-gratis' },
      done: async () =>
        expect(await t.db.prisma.payment.count({ where: { userId: client.user.id, amountCents: 1 } })).toBe(1),
    };
  },
};

/** A published advisor (with a session) and a client who asked them for contact; coached when `coached`. */
async function advisorWithClient(coached = false) {
  const advisorPerson = await person();
  const client = await person();
  const expertise = await t.db.prisma.expertise.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const advisor = await t.db.prisma.advisor.create({
    data: { userId: advisorPerson.user.id, acceptTerms: true, expertises: { create: [{ expertiseId: expertise.id }] } },
  });
  const link = { userId: client.user.id, advisorId: advisor.id, expertiseId: expertise.id };
  await t.db.prisma.userAdvisor.create({ data: link });
  if (coached) await t.db.prisma.advisorCoaching.create({ data: link });
  return { advisorId: advisor.id, client, advisorCookie: advisorPerson.cookie };
}

/** A published advisor (a new user) with one expertise. */
async function advisorWithExpertise() {
  const advisorUser = await createUser(t.db.prisma);
  const expertise = await t.db.prisma.expertise.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const advisor = await t.db.prisma.advisor.create({
    data: { userId: advisorUser.id, acceptTerms: true, expertises: { create: [{ expertiseId: expertise.id }] } },
  });
  return { advisorId: advisor.id, expertiseId: expertise.id };
}

const mutationType = schema.getMutationType()!;
const fields = mutationType.getFields();

/** The mutation as a client writes it, with `selection` on its result. */
function operation(name: string, selection: string) {
  const field = fields[name];
  const input = field.args.find((a) => a.name === 'input');
  const head = input ? `mutation($input: ${input.type}) { ${name}(input: $input)` : `mutation { ${name}`;
  return `${head} { ${selection} } }`;
}

async function send(query: string, c: Case) {
  const variables = c.input === undefined ? {} : { input: c.input };
  if (!c.files) return t.graphql<Json>(query, variables, { cookie: c.cookie });
  const form = new FormData();
  const paths = Object.keys(c.files);
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(paths.map((p, i) => [i, [p]]))));
  for (const [i, p] of paths.entries()) form.append(String(i), c.files[p]);
  const res = await t.request('/graphql', {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(c.cookie ? { cookie: c.cookie } : {}) },
    body: form,
  });
  return (await res.json()) as Json;
}

it('covers every mutation of the schema', () => {
  expect(Object.keys(cases).sort()).toEqual(Object.keys(fields).sort());
});

/**
 * (Un)blocking answers the user with their blocked users, each with a last notification (which
 * carries its offer and viewing): three levels of that is over the query-cost limit (10,000), a
 * refusal before anything runs. Marking a notification read answers the notification with its
 * thread, house, offer and viewing: three levels of those are over the 2,000-token limit. Two
 * levels still select every field of the payload's user or notification.
 */
const BROAD_DEPTH: Record<string, number> = { blockUser: 2, unblockUser: 2, markNotificationRead: 2 };

describe.each([
  ['nothing but __typename', () => '__typename'],
  [
    'every field a client can select',
    (name: string) => broadSelection(schema, getNamedType(fields[name].type), BROAD_DEPTH[name] ?? 3),
  ],
])('each mutation asked for %s answers its payload after the write', (_label, selection) => {
  it.each(Object.keys(cases))('%s', async (name) => {
    const c = await cases[name]();
    const answer = await send(operation(name, selection(name)), c);
    expect(answer.errors).toBeUndefined();
    expect(answer.data[name].__typename).toBe(`${name[0].toUpperCase()}${name.slice(1)}Payload`);
    await c.done();
  });
});
