import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_MESSAGES, type BlockDirection, type BlockedAction } from '../../server/domain/notifications/blocks.js';
import { notify, withNotifications } from '../../server/domain/notifications/notify.js';
import {
  NOTIFICATION_TYPES,
  type NotificationType,
  notificationContent,
  SYSTEM_TYPES,
} from '../../server/domain/notifications/types.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { changedTables, dbFingerprint } from '../helpers/db-fingerprint.js';
import { createHouse, withReferenceData } from '../helpers/fixtures.js';
import { createAdvisor } from '../server/advisors/fixtures.js';
import { slot } from '../server/deals/setup.js';
import { cookieFor, restClient } from '../server/houses-owner/setup.js';
import { type Person, person } from '../server/messaging/setup.js';

// A block blocks. Every action between two users (each notification type with a
// sender), through REST and GraphQL, in both directions (the one who acts blocked the other, or was
// blocked by them): a 403 / ForbiddenError with the action's Dutch text, no row written anywhere
// (a fingerprint of every table), nothing published. A control run without a block proves each
// action's stage works and tells the other side. And notify itself refuses a blocked pair, so an
// action that forgets the guard still stores and publishes nothing.

let t: TestApp;
let rest: ReturnType<typeof restClient>;
const published: unknown[] = [];

type Surface = 'rest' | 'graphql';
type Outcome = { ok: boolean; status: number | string; message?: string };

interface Stage {
  actor: Person;
  other: Person;
  run(surface: Surface): Promise<Outcome>;
}

interface Action {
  name: string;
  guard: BlockedAction;
  /** The notification types it sends (together the actions cover every type with a sender). */
  types: NotificationType[];
  /** Sets the stage before any block: who acts, and how. */
  stage(): Promise<Stage>;
}

const subscriber = () => person(t, { subscriber: true });

async function restCall(path: string, body: unknown, who: Person): Promise<Outcome> {
  const res = await rest.post(path, body, who.cookie);
  return { ok: res.status < 300, status: res.status, message: res.body?.message };
}

async function gqlCall(field: string, inputType: string, input: Record<string, unknown>, who: Person) {
  const res = await t.graphql<Record<string, { __typename: string; message?: string }>>(
    `mutation($input: ${inputType}!) { ${field}(input: $input) { __typename ... on Error { message } } }`,
    { input },
    { cookie: who.cookie },
  );
  expect(res.errors).toBeUndefined();
  const answer = res.data![field];
  return { ok: !answer.__typename.endsWith('Error'), status: answer.__typename, message: answer.message };
}

async function sellingHouse(owner: Person) {
  return createHouse(t.db.prisma, { ownerUserId: owner.id, houseStatus: 'selling' });
}

async function advisorOf() {
  const expertise = await t.db.prisma.expertise.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const advisor = await createAdvisor(t.db.prisma, { expertises: [expertise.key] });
  const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: advisor.userId } });
  const asPerson: Person = {
    id: user.id,
    slug: user.slug,
    cookie: await cookieFor(t, user.id),
    globalId: encodeGlobalID('User', user.id),
  };
  return { advisor, expertise, person: asPerson };
}

const ACTIONS: Action[] = [
  {
    name: 'sendMessage',
    guard: 'message',
    types: ['UserMessage'],
    async stage() {
      const actor = await subscriber();
      const other = await person(t);
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(`/api/user/notifications/threads/${other.slug}`, { message: 'Hallo' }, actor)
            : gqlCall('sendMessage', 'SendMessageInput', { recipientUserId: other.globalId, message: 'Hallo' }, actor),
      };
    },
  },
  {
    name: 'sendMessage from a house page',
    guard: 'message',
    types: ['HouseMessage'],
    async stage() {
      const actor = await subscriber();
      const other = await person(t);
      const house = await sellingHouse(other);
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(
                `/api/user/notifications/threads/${other.slug}`,
                { message: 'Is het nog te koop?', house_id: house.id },
                actor,
              )
            : gqlCall(
                'sendMessage',
                'SendMessageInput',
                {
                  recipientUserId: other.globalId,
                  message: 'Is het nog te koop?',
                  houseId: encodeGlobalID('House', house.id),
                },
                actor,
              ),
      };
    },
  },
  {
    name: 'requestViewing',
    guard: 'viewing',
    types: ['HouseViewing'],
    async stage() {
      const actor = await subscriber();
      const other = await person(t);
      const house = await sellingHouse(other);
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(`/api/houses/${house.id}/viewings`, slot(), actor)
            : gqlCall(
                'requestViewing',
                'RequestViewingInput',
                { houseId: encodeGlobalID('House', house.id), ...slot() },
                actor,
              ),
      };
    },
  },
  {
    name: 'answerViewing',
    guard: 'viewingAnswer',
    types: ['HouseViewing'],
    async stage() {
      const actor = await person(t); // the owner
      const other = await subscriber();
      const house = await sellingHouse(actor);
      const asked = await restCall(`/api/houses/${house.id}/viewings`, slot(), other);
      expect(asked.status).toBe(201);
      const viewing = await t.db.prisma.viewing.findFirstOrThrow({ where: { houseId: house.id } });
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(`/api/viewings/${viewing.id}/answer`, { answer: 'accept' }, actor)
            : gqlCall(
                'answerViewing',
                'AnswerViewingInput',
                { viewingId: encodeGlobalID('Viewing', viewing.id), answer: 'ACCEPT' },
                actor,
              ),
      };
    },
  },
  {
    name: 'placeOffer',
    guard: 'offer',
    types: ['HouseOffer'],
    async stage() {
      const actor = await subscriber();
      const other = await person(t);
      const house = await sellingHouse(other);
      // A phone number in the comments: what once still reached a blocker.
      const offer = { offer: 350_000, comments: 'Bel me: 0612345678' };
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(`/api/houses/${house.id}/offers`, offer, actor)
            : gqlCall('placeOffer', 'PlaceOfferInput', { houseId: encodeGlobalID('House', house.id), ...offer }, actor),
      };
    },
  },
  {
    name: 'answerOffer',
    guard: 'offerAnswer',
    types: ['HouseOffer'],
    async stage() {
      const actor = await person(t); // the owner
      const other = await subscriber();
      const house = await sellingHouse(actor);
      expect((await restCall(`/api/houses/${house.id}/offers`, { offer: 300_000 }, other)).status).toBe(201);
      const offer = await t.db.prisma.offer.findFirstOrThrow({ where: { houseId: house.id } });
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(`/api/offers/${offer.id}/answer`, { answer: 'reject' }, actor)
            : gqlCall(
                'answerOffer',
                'AnswerOfferInput',
                { offerId: encodeGlobalID('Offer', offer.id), answer: 'REJECT' },
                actor,
              ),
      };
    },
  },
  {
    name: 'likeHouse',
    guard: 'like',
    types: ['HouseLiked'],
    async stage() {
      const actor = await person(t);
      const other = await person(t);
      const house = await sellingHouse(other);
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(`/api/houses/${house.id}/like`, undefined, actor)
            : gqlCall('likeHouse', 'LikeHouseInput', { houseId: encodeGlobalID('House', house.id) }, actor),
      };
    },
  },
  {
    name: 'addReview',
    guard: 'review',
    types: ['ReviewAdded'],
    async stage() {
      const actor = await person(t);
      const { advisor, expertise, person: other } = await advisorOf();
      await t.db.prisma.userAdvisor.create({
        data: { userId: actor.id, advisorId: advisor.id, expertiseId: expertise.id },
      });
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(`/api/advisors/${advisor.id}/reviews`, { rating: 4, comments: 'Prima' }, actor)
            : gqlCall(
                'addReview',
                'AddReviewInput',
                { advisorId: encodeGlobalID('Advisor', advisor.id), rating: 4 },
                actor,
              ),
      };
    },
  },
  {
    name: 'requestAdvisorAppointment',
    guard: 'advisorContact',
    types: ['AdvisorRequestAppointment'],
    async stage() {
      const actor = await person(t);
      const { advisor, expertise, person: other } = await advisorOf();
      const phoneNumber = '0612345678';
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(
                `/api/advisors/${advisor.id}/appointment_requests`,
                { expertise_id: expertise.id, phone_number: phoneNumber },
                actor,
              )
            : gqlCall(
                'requestAdvisorAppointment',
                'RequestAdvisorAppointmentInput',
                {
                  advisorId: encodeGlobalID('Advisor', advisor.id),
                  expertiseId: encodeGlobalID('Expertise', expertise.id),
                  phoneNumber,
                },
                actor,
              ),
      };
    },
  },
  {
    name: 'addCoachee',
    guard: 'coaching',
    types: ['CoachAdded', 'WelcomeByCoach'],
    async stage() {
      const { advisor, expertise, person: actor } = await advisorOf();
      const other = await person(t);
      await t.db.prisma.userAdvisor.create({
        data: { userId: other.id, advisorId: advisor.id, expertiseId: expertise.id },
      });
      return {
        actor,
        other,
        run: (s) =>
          s === 'rest'
            ? restCall(`/api/advisors/${advisor.id}/coachees`, { user_id: other.id }, actor)
            : gqlCall(
                'addCoachee',
                'AddCoacheeInput',
                { advisorId: encodeGlobalID('Advisor', advisor.id), userId: other.globalId },
                actor,
              ),
      };
    },
  },
];

const between = (a: number, b: number) =>
  t.db.prisma.notification.count({
    where: {
      OR: [
        { senderUserId: a, recipientUserId: b },
        { senderUserId: b, recipientUserId: a },
      ],
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  rest = restClient(t);
  await withReferenceData(t.db.prisma);
  const pubsub = t.services.pubsub;
  const publish = pubsub.publish.bind(pubsub);
  pubsub.publish = (topic, key, event) => {
    published.push({ topic, key, event });
    publish(topic, key, event);
  };
});
afterAll(() => t.close());

describe('a block blocks every action between two users', () => {
  it('the actions below cover every notification type a user sends', () => {
    // AdvisorMessage: no action sends it yet (only the demo seed writes it); notify refuses it between
    // a blocked pair like any other type with a sender (the tests of notify below).
    const covered = new Set([...ACTIONS.flatMap((a) => a.types), 'AdvisorMessage']);
    const fromUsers = NOTIFICATION_TYPES.filter((type) => !SYSTEM_TYPES.has(type));
    expect([...covered].sort()).toEqual([...fromUsers].sort());
  });

  for (const action of ACTIONS) {
    for (const surface of ['rest', 'graphql'] as const) {
      it(`${action.name} (${surface}) works without a block and tells the other side`, async () => {
        const { actor, other, run } = await action.stage();
        const before = await between(actor.id, other.id);
        const outcome = await run(surface);
        expect(outcome).toMatchObject({ ok: true });
        expect(await between(actor.id, other.id)).toBeGreaterThan(before);
      });

      for (const direction of ['youBlocked', 'blockedBy'] as BlockDirection[]) {
        const who = direction === 'youBlocked' ? 'blocker acts' : 'blocked user acts';
        it(`${action.name} (${surface}), ${who}: refused, nothing stored, nobody told`, async () => {
          const { actor, other, run } = await action.stage();
          await t.db.prisma.blockedUser.create({
            data:
              direction === 'youBlocked'
                ? { blockerId: actor.id, blockedId: other.id }
                : { blockerId: other.id, blockedId: actor.id },
          });
          const before = await dbFingerprint(t.db);
          published.length = 0;
          const outcome = await run(surface);
          const message = BLOCKED_MESSAGES[action.guard][direction];
          expect(outcome).toEqual({ ok: false, status: surface === 'rest' ? 403 : 'ForbiddenError', message });
          expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
          expect(published).toEqual([]);
        });
      }
    }
  }
});

describe('notify refuses a blocked pair (the one place an action cannot forget)', () => {
  it('notify: BlockedError both ways, nothing stored or published', async () => {
    const a = await person(t);
    const b = await person(t);
    await t.db.prisma.blockedUser.create({ data: { blockerId: a.id, blockedId: b.id } });
    const content = notificationContent('UserMessage', { message: 'Toch even proberen' });
    published.length = 0;
    const before = await dbFingerprint(t.db);
    await expect(notify(t.services, { senderUserId: a.id, recipientUserId: b.id, content })).rejects.toMatchObject({
      message: BLOCKED_MESSAGES.other.youBlocked,
    });
    await expect(notify(t.services, { senderUserId: b.id, recipientUserId: a.id, content })).rejects.toMatchObject({
      message: BLOCKED_MESSAGES.other.blockedBy,
    });
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    expect(published).toEqual([]);
  });

  it('withNotifications: the action writing with it is rolled back', async () => {
    const liker = await person(t);
    const owner = await person(t);
    const house = await sellingHouse(owner);
    await t.db.prisma.blockedUser.create({ data: { blockerId: owner.id, blockedId: liker.id } });
    published.length = 0;
    const before = await dbFingerprint(t.db);
    // An action without its own guard: its row and the notification go together or not at all.
    const unguarded = withNotifications(t.services, async (tx, tell) => {
      await tx.like.create({ data: { userId: liker.id, houseId: house.id } });
      await tell({
        senderUserId: liker.id,
        recipientUserId: owner.id,
        houseId: house.id,
        content: notificationContent('HouseLiked', {
          house: { route: '/huizen/x', formatted_address_line: 'Teststraat, Utrecht' },
        }),
      });
    });
    await expect(unguarded).rejects.toMatchObject({ message: BLOCKED_MESSAGES.other.blockedBy });
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    expect(published).toEqual([]);
  });

  it('system notifications (no sender) still reach a user who blocked somebody', async () => {
    const a = await person(t);
    const b = await person(t);
    await t.db.prisma.blockedUser.create({ data: { blockerId: a.id, blockedId: b.id } });
    const row = await notify(t.services, {
      senderUserId: null,
      recipientUserId: a.id,
      content: notificationContent('HuiskansMessage', { message: 'Welkom bij Huiskans' }),
    });
    expect(row.recipientUserId).toBe(a.id);
  });
});

describe("a liked house's news does not cross a block either", () => {
  it('the owner changes the price: likers blocked either way hear nothing, the others do', async () => {
    const owner = await person(t);
    const house = await createHouse(t.db.prisma, { ownerUserId: owner.id, houseStatus: 'selling', price: 425_000 });
    const [free, blockedByOwner, blockerOfOwner] = [await person(t), await person(t), await person(t)];
    for (const liker of [free, blockedByOwner, blockerOfOwner])
      await t.db.prisma.like.create({ data: { userId: liker.id, houseId: house.id } });
    await t.db.prisma.blockedUser.createMany({
      data: [
        { blockerId: owner.id, blockedId: blockedByOwner.id },
        { blockerId: blockerOfOwner.id, blockedId: owner.id },
      ],
    });
    expect((await rest.put(`/api/houses/${house.id}`, { price: 410_000 }, owner.cookie)).status).toBe(200);
    const news = await t.db.prisma.notification.findMany({
      where: { houseId: house.id, type: 'LikedHouseUpdated' },
      select: { recipientUserId: true },
    });
    expect(news.map((n) => n.recipientUserId)).toEqual([free.id]);
  });
});

describe('the like button knows the block', () => {
  it("a house of a user blocked either way is not likeable (GraphQL and REST); another's still is", async () => {
    const owner = await person(t);
    const house = await createHouse(t.db.prisma, { ownerUserId: owner.id, houseStatus: 'selling' });
    const [free, blockedByOwner, blockerOfOwner] = [await person(t), await person(t), await person(t)];
    await t.db.prisma.blockedUser.createMany({
      data: [
        { blockerId: owner.id, blockedId: blockedByOwner.id },
        { blockerId: blockerOfOwner.id, blockedId: owner.id },
      ],
    });
    const canLike = async (who: Person) => {
      const res = await t.graphql<{ node: { viewerCanLike: boolean } }>(
        'query($id: ID!) { node(id: $id) { ... on House { viewerCanLike } } }',
        { id: encodeGlobalID('House', house.id) },
        { cookie: who.cookie },
      );
      const state = await rest.get(`/api/houses/${house.id}/likes`, who.cookie);
      return [res.data?.node.viewerCanLike, state.body?.canLike];
    };
    expect(await canLike(free)).toEqual([true, true]);
    expect(await canLike(blockedByOwner)).toEqual([false, false]);
    expect(await canLike(blockerOfOwner)).toEqual([false, false]);
  });
});
