import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewer } from '../../../server/domain/accounts/viewer.js';
import { markThreadRead } from '../../../server/domain/messaging/reading.js';
import { MIN_REPLIES, responseTimeLabel, responseTimes } from '../../../server/domain/messaging/response-time.js';
import { sendMessage } from '../../../server/domain/messaging/sending.js';
import { unreadCount } from '../../../server/domain/notifications/inbox.js';
import { notify, withNotifications } from '../../../server/domain/notifications/notify.js';
import { threadBetween } from '../../../server/domain/notifications/threads.js';
import {
  NOTIFICATION_SCHEMAS,
  NOTIFICATION_TYPES,
  type NotificationData,
  type NotificationType,
  notificationContent,
  opensChat,
  PRODUCT_MESSAGE,
  readNotificationContent,
  SYSTEM_TYPES,
} from '../../../server/domain/notifications/types.js';
import type { NotificationEvent } from '../../../server/domain/ports/pubsub.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createUser } from '../../helpers/fixtures.js';

// The messaging domain on its own: the §3 data of every §9 type, the one notification function
// (thread per pair, publish after commit, nothing on rollback), counts under concurrency, rights
// by the policy, and the response time.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const house = { route: '/huizen/utrecht/huis-europalaan-utrecht-abc-1', formatted_address_line: 'Europalaan, Utrecht' };
const advisor = {
  user: { full_name: 'Mark Jansen' },
  organisation_office: { organisation: { name: 'Domstad Wonen' } },
};

/** One valid §3 data per §9 type (the shapes the client renders). */
const EXAMPLES: { [T in NotificationType]: NotificationData<T> } = {
  [PRODUCT_MESSAGE]: { message: 'Welkom bij Huiskans!' },
  UserMessage: { message: 'Hoi!' },
  HouseMessage: { message: 'Mooi huis', house },
  AdvisorMessage: { message: 'Zal ik meerekenen?', advisor },
  HouseOffer: {
    house,
    house_offer: {
      comments: null,
      offer: 410_000,
      finance_reservation: true,
      structural_inspection_reservation: false,
    },
  },
  HouseViewing: { house, date: '2026-12-05', time: '10:30' },
  HouseLiked: { house },
  LikedHouseUpdated: { house, changes: { price: { old: 425_000, new: 410_000 } } },
  LikedHouseStatusUpdated: { house, new_status: { status: 'sold', label: 'Verkocht', description: null } },
  SearchQueryMatch: {
    house,
    search_query: { slug: 'utrecht-zoekprofiel-abcdefghij', route: '/mijn-huiskans/zoekprofielen/x', query: 'Utrecht' },
  },
  CoachAdded: { advisor, expertise: { name: 'Hypotheekadvies' } },
  AdvisorRequestAppointment: {
    user: { full_name: 'Sanne de Vries' },
    advisor,
    expertise: { name: 'Hypotheekadvies' },
    email: 'sanne@example.nl',
    phone_number: null,
  },
  ReviewAdded: { review: { rating: 4, comments: 'Fijn geholpen' } },
  WelcomeByCoach: { message: 'Welkom!', advisor },
};

describe('notification data (spec §3 per §9 type)', () => {
  it('has a builder for every type of spec §9 that keeps exactly its shape', () => {
    expect(NOTIFICATION_TYPES).toHaveLength(14);
    for (const type of NOTIFICATION_TYPES) {
      const content = notificationContent(type, EXAMPLES[type] as never);
      expect(content).toEqual({ type, data: EXAMPLES[type] });
      expect(readNotificationContent(type, content.data)).toEqual(content);
    }
  });

  it('refuses data of the wrong shape, and reads unknown types or stray keys as unknown', () => {
    expect(() => notificationContent('HouseMessage', { message: 'Hoi' } as never)).toThrow();
    expect(() => notificationContent('ReviewAdded', { review: { rating: 6, comments: null } })).toThrow();
    expect(() => notificationContent('HouseViewing', { house, date: '5 december', time: '10:30' })).toThrow();
    expect(() => notificationContent('LikedHouseUpdated', { house, changes: {} })).toThrow();
    expect(readNotificationContent('UserMessage', { message: 'Hoi', extra: 1 })).toBeNull();
    expect(readNotificationContent('SomethingNew', { message: 'Hoi' })).toBeNull();
    expect(Object.keys(NOTIFICATION_SCHEMAS)).toEqual(NOTIFICATION_TYPES);
  });

  it('knows which types come from Huiskans itself and which open the chat', () => {
    expect([...SYSTEM_TYPES].sort()).toEqual(
      [PRODUCT_MESSAGE, 'LikedHouseStatusUpdated', 'LikedHouseUpdated', 'SearchQueryMatch'].sort(),
    );
    expect(opensChat('HouseLiked')).toBe(false);
    expect(opensChat('UserMessage')).toBe(true);
    expect(opensChat(PRODUCT_MESSAGE)).toBe(false);
  });
});

describe('notify: the one notification function', () => {
  it('stores in the pair’s one thread, publishes after the commit, and nothing on a rollback', async () => {
    const a = await createUser(t.db.prisma);
    const b = await createUser(t.db.prisma);
    const heard: NotificationEvent[] = [];
    const sub = t.services.pubsub.subscribe('notificationAdded', b.id);
    const reading = (async () => {
      for await (const e of sub) heard.push(e);
    })();
    const one = await notify(t.services, {
      recipientUserId: b.id,
      senderUserId: a.id,
      content: notificationContent('UserMessage', { message: '1' }),
    });
    const two = await notify(t.services, {
      recipientUserId: a.id,
      senderUserId: b.id,
      content: notificationContent('UserMessage', { message: '2' }),
    });
    expect(two.threadId).toBe(one.threadId);
    expect(await t.db.prisma.thread.count({ where: { id: one.threadId! } })).toBe(1);
    // A failing feature rolls back its notification: stored nowhere, published to nobody.
    await expect(
      withNotifications(t.services, async (_tx, store) => {
        await store({
          recipientUserId: b.id,
          senderUserId: a.id,
          content: notificationContent('UserMessage', { message: '3' }),
        });
        throw new Error('de rest van de actie mislukt');
      }),
    ).rejects.toThrow('mislukt');
    const system = await notify(t.services, {
      recipientUserId: b.id,
      senderUserId: null,
      content: notificationContent(PRODUCT_MESSAGE, { message: 'Welkom' }),
    });
    expect(system.threadId).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    await sub.return?.();
    await reading;
    expect(heard).toEqual([{ notificationId: one.id }, { notificationId: system.id }]);
    expect(await t.db.prisma.notification.count({ where: { recipientUserId: b.id } })).toBe(2);
    await expect(
      notify(t.services, {
        recipientUserId: b.id,
        senderUserId: null,
        content: notificationContent('UserMessage', { message: 'x' }),
      }),
    ).rejects.toThrow();
  });

  it('makes one thread of concurrent first messages both ways, its last notification the newest', async () => {
    const a = await createUser(t.db.prisma);
    const b = await createUser(t.db.prisma);
    const send = (from: number, to: number, i: number) =>
      notify(t.services, {
        recipientUserId: to,
        senderUserId: from,
        content: notificationContent('UserMessage', { message: `m${i}` }),
      });
    const rows = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? send(a.id, b.id, i) : send(b.id, a.id, i))),
    );
    expect(new Set(rows.map((r) => r.threadId)).size).toBe(1);
    const thread = await t.db.prisma.thread.findUniqueOrThrow({ where: { id: rows[0].threadId! } });
    const newest = rows.reduce((x, y) =>
      x.createdAt.getTime() > y.createdAt.getTime() || (x.createdAt.getTime() === y.createdAt.getTime() && x.id > y.id)
        ? x
        : y,
    );
    expect(thread).toMatchObject({
      lastNotificationId: newest.id,
      lastMessageAt: newest.createdAt,
      lowHasWritten: true,
      highHasWritten: true,
    });
  });

  it('keeps unread counts right when messages and read marks run at the same time', async () => {
    const a = await createUser(t.db.prisma);
    const b = await createUser(t.db.prisma);
    const viewer = createViewer(t.db.prisma, b);
    const send = (i: number) =>
      notify(t.services, {
        recipientUserId: b.id,
        senderUserId: a.id,
        content: notificationContent('UserMessage', { message: `m${i}` }),
      });
    await send(0);
    const threadId = (await threadBetween(t.db.prisma, b.id, a.id))!.id;
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => send(i + 1)),
      markThreadRead({ prisma: t.db.prisma, viewer }, { threadId }),
      markThreadRead({ prisma: t.db.prisma, viewer }, { threadId }),
    ]);
    const marked = results.slice(10).reduce((n, r) => n + (r as { markedAsReadCount: number }).markedAsReadCount, 0);
    const unread = await unreadCount(t.db.prisma, b.id);
    expect(unread + marked).toBe(11);
    expect((await threadBetween(t.db.prisma, b.id, a.id))!.unreadCount).toBe(unread);
    const again = await markThreadRead({ prisma: t.db.prisma, viewer }, { threadId });
    expect(again.markedAsReadCount).toBe(unread);
    expect(await unreadCount(t.db.prisma, b.id)).toBe(0);
  });

  it('leaves a deleted sender’s notifications out of the count and the inbox', async () => {
    const a = await createUser(t.db.prisma);
    const b = await createUser(t.db.prisma);
    await notify(t.services, {
      recipientUserId: b.id,
      senderUserId: a.id,
      content: notificationContent('UserMessage', { message: 'Hoi' }),
    });
    expect(await unreadCount(t.db.prisma, b.id)).toBe(1);
    await t.db.prisma.user.update({ where: { id: a.id }, data: { deletedAt: new Date() } });
    expect(await unreadCount(t.db.prisma, b.id)).toBe(0);
  });
});

describe('rights (the policy)', () => {
  it('lets a non-subscriber reply once the other side wrote, never when blocked', async () => {
    const premium = await createUser(t.db.prisma);
    await t.db.prisma.subscription.create({ data: { userId: premium.id, plan: 'user_premium', status: 'active' } });
    const plain = await createUser(t.db.prisma);
    const as = (u: typeof premium) => ({ ...t.services, viewer: createViewer(t.db.prisma, u) });
    await expect(sendMessage(as(plain), { userId: premium.id }, { message: 'Hoi' })).rejects.toThrow('Premium');
    // A like opens no chat.
    await notify(t.services, {
      recipientUserId: plain.id,
      senderUserId: premium.id,
      content: notificationContent('HouseLiked', { house }),
    });
    await expect(sendMessage(as(plain), { userId: premium.id }, { message: 'Hoi' })).rejects.toThrow('Premium');
    await sendMessage(as(premium), { userId: plain.id }, { message: 'Welkom' });
    const reply = await sendMessage(as(plain), { userId: premium.id }, { message: 'Dank je' });
    expect(reply.thread.chatEnabled).toBe(true);
    await t.db.prisma.blockedUser.create({ data: { blockerId: premium.id, blockedId: plain.id } });
    await expect(sendMessage(as(plain), { userId: premium.id }, { message: 'Hallo?' })).rejects.toThrow('geblokkeerd');
    await expect(sendMessage(as(premium), { userId: plain.id }, { message: 'Hallo?' })).rejects.toThrow('geblokkeerd');
  });
});

describe('response time', () => {
  it('labels the median in Dutch buckets', () => {
    expect(responseTimeLabel(20 * 60)).toBe('Reageert meestal binnen een uur');
    expect(responseTimeLabel(2.5 * 3600)).toBe('Reageert meestal binnen 3 uur');
    expect(responseTimeLabel(20 * 3600)).toBe('Reageert meestal binnen een dag');
  });

  it('is the median first reply in threads the other side started, null without enough of them', async () => {
    const seller = await createUser(t.db.prisma);
    const now = Date.now();
    const hour = 3_600_000;
    const thread = async (startHoursAgo: number, replyAfterHours: number | null) => {
      const buyer = await createUser(t.db.prisma);
      const thread = await t.db.prisma.thread.create({
        data: { userLowId: Math.min(buyer.id, seller.id), userHighId: Math.max(buyer.id, seller.id) },
      });
      const row = (from: number, to: number, at: number) => ({
        type: 'UserMessage',
        data: { message: 'x' },
        senderUserId: from,
        recipientUserId: to,
        threadId: thread.id,
        createdAt: new Date(at),
      });
      const start = now - startHoursAgo * hour;
      await t.db.prisma.notification.create({ data: row(buyer.id, seller.id, start) });
      if (replyAfterHours !== null) {
        await t.db.prisma.notification.create({ data: row(seller.id, buyer.id, start + replyAfterHours * hour) });
        await t.db.prisma.notification.create({ data: row(seller.id, buyer.id, start + (replyAfterHours + 5) * hour) });
      }
    };
    await thread(48, 0.5);
    await thread(30, 2);
    expect((await responseTimes(t.db.prisma, [seller.id])).get(seller.id)).toBeUndefined(); // 2 < MIN_REPLIES
    await thread(20, 2.5);
    await thread(10, null); // unanswered: not a reply
    await thread(24 * 200, 0.1); // older than the window
    expect(MIN_REPLIES).toBe(3);
    expect((await responseTimes(t.db.prisma, [seller.id])).get(seller.id)).toBe('Reageert meestal binnen 3 uur');
  });
});
