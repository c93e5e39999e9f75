import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../../server/domain/notifications/notify.js';
import { notificationContent } from '../../../server/domain/notifications/types.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, withReferenceData } from '../../helpers/fixtures.js';
import { restClient } from '../houses-owner/setup.js';
import { gql, type Person, person, SEND } from './setup.js';

// The inbox and a thread page run the same number of SQL statements whatever the number of threads
// or messages on the page (no N+1), through GraphQL with a rich selection and through REST.

let t: TestApp;
let few: Person;
let many: Person;
const partnerOf: Record<number, Person> = {};

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  few = await person(t);
  many = await person(t);
  for (const [who, threads, messages] of [
    [few, 2, 2],
    [many, 25, 25],
  ] as const) {
    for (let i = 0; i < threads; i++) {
      const other = await person(t, { subscriber: true });
      partnerOf[who.id] = other;
      const house = await createHouse(t.db.prisma, { ownerUserId: who.id, photos: 1 });
      // Only the last thread gets the long conversation; every thread has a house message.
      const count = i === threads - 1 ? messages : 1;
      for (let m = 0; m < count; m++) {
        await notify(t.services, {
          recipientUserId: who.id,
          senderUserId: other.id,
          houseId: house.id,
          content: notificationContent('HouseMessage', {
            message: `Bericht ${m}`,
            house: {
              route: `/huizen/utrecht/huis-${house.slug}-${house.id}`,
              formatted_address_line: 'Teststraat, Utrecht',
            },
          }),
        });
      }
    }
  }
});
afterAll(() => t.close());

async function statements(run: () => Promise<unknown>) {
  t.db.resetQueryLog();
  await run();
  return t.db.queries.length;
}

const INBOX = `{ viewer { unreadCount threads(first: 25) { totalCount edges { node {
  id slug fullName unreadCount chatEnabled blocked blockedBy viewerCanSend responseTime
  user { firstName avatarUrl blocked }
  lastNotification { id type message createdAt sender { slug firstName } house { slug mainPhoto { thumbUrl } } }
} } } } }`;
const THREAD = `query($slug: String!) { thread(slug: $slug) { id unreadCount notifications(last: 25) { edges { node {
  id type message isFromViewer scamWarnings { key } houseRef { route } sender { slug avatarUrl }
  house { slug formattedAddressLine mainPhoto { thumbUrl } }
} } } } }`;

describe('SQL statements per page', () => {
  it('GraphQL inbox: the same for 2 or 25 threads', async () => {
    const small = await statements(() => gql(t, few)(INBOX));
    const large = await statements(() => gql(t, many)(INBOX));
    const answer = await gql(t, many)(INBOX);
    expect(answer.data.viewer.threads.edges).toHaveLength(25);
    expect(large).toBe(small);
    // Session, viewer and its unread count (not the whole account summary), the inbox (2), users,
    // last notifications with senders and houses and photos, block flags, response times,
    // subscriber rights, totalCount.
    expect(small).toBeLessThanOrEqual(17);
  });

  it('GraphQL thread page: the same for 2 or 25 messages', async () => {
    const small = await statements(() => gql(t, few)(THREAD, { slug: partnerOf[few.id].slug }));
    const large = await statements(() => gql(t, many)(THREAD, { slug: partnerOf[many.id].slug }));
    const answer = await gql(t, many)(THREAD, { slug: partnerOf[many.id].slug });
    expect(answer.data.thread.notifications.edges).toHaveLength(25);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(11);
  });

  it('REST inbox and thread page: the same for few and many', async () => {
    const api = restClient(t);
    const inbox = (p: Person) => statements(() => api.get('/api/user/notifications/threads?per_page=25', p.cookie));
    expect(await inbox(many)).toBe(await inbox(few));
    const page = (p: Person) =>
      statements(() => api.get(`/api/user/notifications/threads/${partnerOf[p.id].slug}?per_page=25`, p.cookie));
    expect(await page(many)).toBe(await page(few));
    expect(await inbox(few)).toBeLessThanOrEqual(9);
    expect(await page(few)).toBeLessThanOrEqual(12);
  });
});

describe('SQL statements per message', () => {
  it('sendMessage: the session with its user, the recipient, the thread, the rights, one statement that stores and answers', async () => {
    const sender = await person(t, { subscriber: true });
    const recipient = await person(t);
    const send = (from: Person, to: Person, message: string) =>
      statements(async () => {
        const res = await gql(t, from)(SEND, { input: { recipientUserId: to.globalId, message } });
        expect(res.data.sendMessage.__typename).toBe('SendMessagePayload');
      });
    // The first message also looks up blocks (there is no thread to read them from); later ones
    // read them with the thread. The selection's thread { slug } reads the other user.
    // Was 12 for the next message (the fan-out benchmark): session and user apart, the
    // thread's id before its summary, a transaction of thread upsert, insert, thread update and
    // commit, then the answer's thread; now the session's user is one statement, and one statement
    // stores and answers the thread as the sender sees it. The send limits add one
    // counter upsert per message and one more for a message that starts a conversation (in the
    // database store; with REDIS_URL they are Redis calls, not SQL).
    const first = await send(sender, recipient, 'Eerste');
    const next = await send(sender, recipient, 'Tweede');
    // A reply where the other side wrote needs no subscriber rights: no subscription lookup.
    const reply = await send(recipient, sender, 'Antwoord');
    expect([first, next, reply]).toEqual([9, 7, 6]);
  });
});
