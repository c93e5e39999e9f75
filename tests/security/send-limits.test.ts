import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseRateLimitStore, createRedisRateLimitStore } from '../../server/adapters/ratelimit/index.js';
import { createApp } from '../../server/app.js';
import {
  SEND_LIMIT_MESSAGES,
  SEND_LIMITS,
  type SendLimit,
  waitText,
} from '../../server/domain/messaging/send-limits.js';
import type { RateLimitStore } from '../../server/domain/ports/rate-limits.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { changedTables, dbFingerprint } from '../helpers/db-fingerprint.js';
import { createHouse, withReferenceData } from '../helpers/fixtures.js';
import { createAdvisor } from '../server/advisors/fixtures.js';
import { slot } from '../server/deals/setup.js';
import { type Person, person } from '../server/messaging/setup.js';
import { RATE_LIMIT_STORES } from './rate-limit-stores.js';

// Per-user send limits, shared by every instance. Each limit is filled through
// two app instances (A and B, one database, each with its own rate-limit store object: the
// database table, or its own Redis connection on one prefix), REST and GraphQL mixed; the next
// attempt is refused on both surfaces and both instances — 429 + Retry-After and the Dutch text on
// REST, RateLimitedError on GraphQL — with nothing stored and nobody told. Attempts refused by the
// rights (401/403/404) or the input (422) do not count, and the rights still answer first.

const redisUrl = process.env.TEST_REDIS_URL;
const MAY_CHANGE = new Set(['rate_limit_buckets']);

let t: TestApp;

type Request = (path: string, init?: RequestInit) => Promise<Response>;
interface Outcome {
  status: number | string;
  message?: string;
  retryAfter?: number;
}
interface Instance {
  rest(path: string, body: unknown, who?: Person): Promise<Outcome>;
  gql(field: string, inputType: string, input: Record<string, unknown>, who?: Person): Promise<Outcome>;
}

function instance(request: Request): Instance {
  const headers = (who?: Person) => ({
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/json',
    ...(who ? { cookie: who.cookie } : {}),
  });
  return {
    async rest(path, body, who) {
      const res = await request(path, { method: 'POST', headers: headers(who), body: JSON.stringify(body ?? {}) });
      const json = (await res.json()) as { message?: string };
      const retry = res.headers.get('retry-after');
      return { status: res.status, message: json.message, ...(retry ? { retryAfter: Number(retry) } : {}) };
    },
    async gql(field, inputType, input, who) {
      const res = await request('/graphql', {
        method: 'POST',
        headers: headers(who),
        body: JSON.stringify({
          query: `mutation($input: ${inputType}!) { ${field}(input: $input) {
            __typename ... on Error { message } ... on RateLimitedError { retryAfterSeconds } } }`,
          variables: { input },
        }),
      });
      const json = (await res.json()) as {
        data?: Record<string, { __typename: string; message?: string; retryAfterSeconds?: number }>;
        errors?: unknown;
      };
      expect(json.errors).toBeUndefined();
      const answer = json.data![field];
      return {
        status: answer.__typename,
        message: answer.message,
        ...(answer.retryAfterSeconds !== undefined ? { retryAfter: answer.retryAfterSeconds } : {}),
      };
    },
  };
}

const ok = (o: Outcome) => (typeof o.status === 'number' ? o.status < 300 : !o.status.endsWith('Error'));

/** The refusal of `limit` on either surface: the wait within the window, the Dutch text naming it. */
function expectLimited(o: Outcome, limit: SendLimit) {
  expect(o.status === 429 || o.status === 'RateLimitedError', JSON.stringify(o)).toBe(true);
  expect(o.retryAfter).toBeGreaterThan(0);
  expect(o.retryAfter).toBeLessThanOrEqual(SEND_LIMITS[limit].windowMs / 1000);
  expect(o.message).toBe(SEND_LIMIT_MESSAGES[limit](o.retryAfter!));
}

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

it('waits are written in Dutch', () => {
  expect([1, 45, 89, 90, 100, 3600, 5399, 5400, 86_400].map(waitText)).toEqual([
    '1 seconde',
    '45 seconden',
    '89 seconden',
    '2 minuten',
    '2 minuten',
    '60 minuten',
    '2 uur',
    '2 uur',
    '24 uur',
  ]);
});

for (const store of RATE_LIMIT_STORES) {
  describe(`send limits across two instances (${store})`, () => {
    let A: Instance;
    let B: Instance;
    let original: RateLimitStore;
    const clients: Redis[] = [];
    const prefix = `huiskans-test:${randomBytes(6).toString('hex')}:`;

    beforeAll(() => {
      original = t.services.rateLimits;
      let storeB: RateLimitStore;
      if (store === 'redis') {
        const r1 = new Redis(redisUrl!);
        const r2 = new Redis(redisUrl!);
        clients.push(r1, r2);
        t.services.rateLimits = createRedisRateLimitStore(r1, prefix);
        storeB = createRedisRateLimitStore(r2, prefix);
      } else {
        storeB = createDatabaseRateLimitStore(t.db.prisma);
      }
      A = instance(t.request);
      const appB = createApp({ services: { ...t.services, rateLimits: storeB }, ping: t.db.ping }).app;
      B = instance(async (path, init) => appB.request(new URL(path, t.services.config.APP_URL), init));
    });
    afterAll(async () => {
      t.services.rateLimits = original;
      if (clients.length) {
        const keys = await clients[0].keys(`${prefix}*`);
        if (keys.length) await clients[0].del(...keys);
        await Promise.all(clients.map((c) => c.quit()));
      }
    });

    /** Runs `attempt(i, instance)` n times, alternating instances (and, in the attempts, surfaces). */
    async function fill(n: number, attempt: (i: number, on: Instance) => Promise<Outcome>) {
      for (let i = 0; i < n; i++) {
        const outcome = await attempt(i, i % 2 === 0 ? A : B);
        expect(ok(outcome), `attempt ${i + 1}: ${JSON.stringify(outcome)}`).toBe(true);
      }
    }

    /** Both refusals (REST on A, GraphQL on B) change nothing in the database and publish nothing. */
    async function expectRefusedBoth(limit: SendLimit, rest: () => Promise<Outcome>, gql: () => Promise<Outcome>) {
      const before = await dbFingerprint(t.db, MAY_CHANGE);
      const publish = t.services.pubsub.publish;
      const published: unknown[] = [];
      t.services.pubsub.publish = (...args) => {
        published.push(args);
      };
      try {
        const viaRest = await rest();
        expect(viaRest.status).toBe(429);
        expectLimited(viaRest, limit);
        const viaGql = await gql();
        expect(viaGql.status).toBe('RateLimitedError');
        expectLimited(viaGql, limit);
      } finally {
        t.services.pubsub.publish = publish;
      }
      expect(changedTables(before, await dbFingerprint(t.db, MAY_CHANGE))).toEqual([]);
      expect(published).toEqual([]);
    }

    const sendRest = (on: Instance, from: Person, to: Person, message = 'Hoi') =>
      on.rest(`/api/user/notifications/threads/${to.slug}`, { message }, from);
    const sendGql = (on: Instance, from: Person, to: Person, message = 'Hoi') =>
      on.gql('sendMessage', 'SendMessageInput', { recipientUserId: to.globalId, message }, from);

    it(`messages: ${SEND_LIMITS.messages.max} a minute, then 429 / RateLimitedError; rights still answer first`, async () => {
      const sender = await person(t, { subscriber: true });
      const other = await person(t);
      const third = await person(t);
      // Refused attempts do not count: an empty message (422) forty times.
      for (let i = 0; i < 40; i++) expect((await sendRest(i % 2 ? A : B, sender, other, ' ')).status).toBe(422);
      await fill(SEND_LIMITS.messages.max, (i, on) =>
        i % 4 < 2 ? sendRest(on, sender, i % 3 ? other : third) : sendGql(on, sender, i % 3 ? other : third),
      );
      await expectRefusedBoth(
        'messages',
        () => sendRest(A, sender, other),
        () => sendGql(B, sender, third),
      );
      // Rights before limits: a visitor 401, an unknown user 404, a blocked pair 403.
      expect((await A.rest(`/api/user/notifications/threads/${other.slug}`, { message: 'x' })).status).toBe(401);
      expect((await B.rest('/api/user/notifications/threads/bestaat-niet', { message: 'x' }, sender)).status).toBe(404);
      await t.db.prisma.blockedUser.create({ data: { blockerId: other.id, blockedId: sender.id } });
      expect((await sendRest(A, sender, other)).status).toBe(403);
      // The counter is the sender's: the other side still replies.
      expect((await sendRest(B, third, sender, 'Hoi terug')).status).toBe(201);
    });

    it(`new conversations: ${SEND_LIMITS.newConversations.max} a day; replies and second messages are free`, async () => {
      const sender = await person(t, { subscriber: true });
      const strangers: Person[] = [];
      for (let i = 0; i <= SEND_LIMITS.newConversations.max + 1; i++) strangers.push(await person(t));
      const friend = await person(t, { subscriber: true });
      expect(ok(await sendRest(A, friend, sender))).toBe(true); // friend writes first: a reply is no new conversation
      await fill(SEND_LIMITS.newConversations.max, (i, on) =>
        i % 4 < 2 ? sendRest(on, sender, strangers[i]) : sendGql(on, sender, strangers[i]),
      );
      await expectRefusedBoth(
        'newConversations',
        () => sendRest(A, sender, strangers[SEND_LIMITS.newConversations.max]),
        () => sendGql(B, sender, strangers[SEND_LIMITS.newConversations.max + 1]),
      );
      expect(ok(await sendGql(A, sender, strangers[0], 'Nog een vraag'))).toBe(true);
      expect(ok(await sendRest(B, sender, friend, 'Dank je!'))).toBe(true);
    });

    it(`offers: ${SEND_LIMITS.offersPerHouse.max} per house a day; another house is free`, async () => {
      const owner = await person(t);
      const bidder = await person(t, { subscriber: true });
      const house = await createHouse(t.db.prisma, { ownerUserId: owner.id, houseStatus: 'selling' });
      const other = await createHouse(t.db.prisma, { ownerUserId: owner.id, houseStatus: 'selling' });
      const offerRest = (on: Instance, houseId: number, amount: number) =>
        on.rest(`/api/houses/${houseId}/offers`, { offer: amount, comments: 'Bel me: 0612345678' }, bidder);
      const offerGql = (on: Instance, houseId: number, amount: number) =>
        on.gql('placeOffer', 'PlaceOfferInput', { houseId: encodeGlobalID('House', houseId), offer: amount }, bidder);
      // A visitor and the owner hear their own refusal, and it does not count.
      expect((await A.rest(`/api/houses/${house.id}/offers`, { offer: 1 })).status).toBe(401);
      expect((await offerRest(B, house.id, 0)).status).toBe(422);
      await fill(SEND_LIMITS.offersPerHouse.max, (i, on) =>
        i % 2 ? offerGql(on, house.id, 300_000 + i) : offerRest(on, house.id, 300_000 + i),
      );
      await expectRefusedBoth(
        'offersPerHouse',
        () => offerRest(A, house.id, 400_000),
        () => offerGql(B, house.id, 400_000),
      );
      expect(await t.db.prisma.offer.count({ where: { houseId: house.id } })).toBe(SEND_LIMITS.offersPerHouse.max);
      expect(await t.db.prisma.notification.count({ where: { type: 'HouseOffer', recipientUserId: owner.id } })).toBe(
        SEND_LIMITS.offersPerHouse.max,
      );
      expect((await offerRest(B, other.id, 300_000)).status).toBe(201);
    });

    it(`viewing requests: ${SEND_LIMITS.viewingRequestsPerHouse.max} per house a day`, async () => {
      const owner = await person(t);
      const asker = await person(t, { subscriber: true });
      const house = await createHouse(t.db.prisma, { ownerUserId: owner.id, houseStatus: 'selling' });
      const askRest = (on: Instance) => on.rest(`/api/houses/${house.id}/viewings`, slot(), asker);
      const askGql = (on: Instance) =>
        on.gql(
          'requestViewing',
          'RequestViewingInput',
          { houseId: encodeGlobalID('House', house.id), ...slot() },
          asker,
        );
      await fill(SEND_LIMITS.viewingRequestsPerHouse.max, async (i, on) => {
        const outcome = await (i % 2 ? askGql(on) : askRest(on));
        // The owner says no each time, so the next request is allowed by the rules.
        await t.db.prisma.viewing.updateMany({ where: { houseId: house.id }, data: { status: 'declined' } });
        return outcome;
      });
      await expectRefusedBoth(
        'viewingRequestsPerHouse',
        () => askRest(A),
        () => askGql(B),
      );
    });

    it(`reviews: ${SEND_LIMITS.reviews.max} written or edited a day`, async () => {
      const reviewer = await person(t);
      const expertise = await t.db.prisma.expertise.findFirstOrThrow({ orderBy: { id: 'asc' } });
      const advisor = await createAdvisor(t.db.prisma, { expertises: [expertise.key] });
      await t.db.prisma.userAdvisor.create({
        data: { userId: reviewer.id, advisorId: advisor.id, expertiseId: expertise.id },
      });
      const reviewRest = (on: Instance, rating: number) =>
        on.rest(`/api/advisors/${advisor.id}/reviews`, { rating }, reviewer);
      const reviewGql = (on: Instance, rating: number) =>
        on.gql('addReview', 'AddReviewInput', { advisorId: encodeGlobalID('Advisor', advisor.id), rating }, reviewer);
      await fill(SEND_LIMITS.reviews.max, (i, on) =>
        i % 2 ? reviewGql(on, 1 + (i % 5)) : reviewRest(on, 1 + (i % 5)),
      );
      await expectRefusedBoth(
        'reviews',
        () => reviewRest(A, 5),
        () => reviewGql(B, 5),
      );
    });

    it(`advisor contact requests: ${SEND_LIMITS.advisorContacts.max} new ones a day; asking again is free`, async () => {
      const client = await person(t);
      const expertise = await t.db.prisma.expertise.findFirstOrThrow({ orderBy: { id: 'asc' } });
      const advisors: { id: number }[] = [];
      for (let i = 0; i < SEND_LIMITS.advisorContacts.max + 2; i++)
        advisors.push(await createAdvisor(t.db.prisma, { expertises: [expertise.key] }));
      const askRest = (on: Instance, advisorId: number) =>
        on.rest(
          `/api/advisors/${advisorId}/appointment_requests`,
          { expertise_id: expertise.id, phone_number: '0612345678' },
          client,
        );
      const askGql = (on: Instance, advisorId: number) =>
        on.gql(
          'requestAdvisorAppointment',
          'RequestAdvisorAppointmentInput',
          {
            advisorId: encodeGlobalID('Advisor', advisorId),
            expertiseId: encodeGlobalID('Expertise', expertise.id),
            phoneNumber: '0612345678',
          },
          client,
        );
      await fill(SEND_LIMITS.advisorContacts.max, (i, on) =>
        i % 2 ? askGql(on, advisors[i].id) : askRest(on, advisors[i].id),
      );
      await expectRefusedBoth(
        'advisorContacts',
        () => askRest(A, advisors[SEND_LIMITS.advisorContacts.max].id),
        () => askGql(B, advisors[SEND_LIMITS.advisorContacts.max + 1].id),
      );
      expect((await askRest(B, advisors[0].id)).status).toBe(200); // the same request again: no-op, allowed
    });
  });
}

it('the limits are generous enough for a real conversation', async () => {
  // Two people writing back and forth, 10 messages each within a minute.
  const a = await person(t, { subscriber: true });
  const b = await person(t, { subscriber: true });
  const on = instance(t.request);
  for (let i = 0; i < 10; i++) {
    expect((await on.rest(`/api/user/notifications/threads/${b.slug}`, { message: `a${i}` }, a)).status).toBe(201);
    expect((await on.rest(`/api/user/notifications/threads/${a.slug}`, { message: `b${i}` }, b)).status).toBe(201);
  }
});
