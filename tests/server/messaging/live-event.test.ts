import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadCount } from '../../../server/domain/notifications/inbox.js';
import { liveNotification } from '../../../server/domain/notifications/live.js';
import { notify } from '../../../server/domain/notifications/notify.js';
import { threadSummaries } from '../../../server/domain/notifications/threads.js';
import { notificationContent } from '../../../server/domain/notifications/types.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type Person, person } from './setup.js';

// The one statement a subscriber event runs (server/domain/notifications/live.ts): the same rights and
// counts as the separate reads it replaced (receivedWhere, unreadCount, threadSummaries).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (from: Person, to: Person, text: string) =>
  notify(t.services, {
    recipientUserId: to.id,
    senderUserId: from.id,
    content: notificationContent('UserMessage', { message: text }),
  });

describe('liveNotification', () => {
  it('answers the recipient and the sender with the row, the thread and the unread count; nobody else', async () => {
    const a = await person(t, { subscriber: true });
    const b = await person(t);
    const c = await person(t);
    await message(a, b, 'Eerste');
    const row = await message(a, b, 'Tweede');
    await t.db.prisma.blockedUser.create({ data: { blockerId: b.id, blockedId: a.id } });

    const forB = await liveNotification(t.db.prisma, b.id, row.id);
    expect(forB?.notification).toEqual(row);
    expect(forB?.thread).toEqual((await threadSummaries(t.db.prisma, b.id, [row.threadId!]))[0]);
    expect(forB?.thread).toMatchObject({ unreadCount: 2, otherUserId: a.id, blocked: true, blockedBy: false });
    expect(forB?.viewerUnreadCount).toBe(2);

    const forA = await liveNotification(t.db.prisma, a.id, row.id);
    expect(forA?.notification).toEqual(row);
    expect(forA?.thread).toMatchObject({ unreadCount: 0, otherUserId: b.id, blocked: false, blockedBy: true });
    expect(forA?.viewerUnreadCount).toBe(0);

    expect(await liveNotification(t.db.prisma, c.id, row.id)).toBeNull();
    expect(await liveNotification(t.db.prisma, b.id, row.id + 1000)).toBeNull();
  });

  it("hides a deleted sender's notification from the recipient and from the unread count, as unreadCount does", async () => {
    const gone = await person(t, { subscriber: true });
    const other = await person(t, { subscriber: true });
    const b = await person(t);
    await message(other, b, 'Blijft');
    const row = await message(gone, b, 'Verdwijnt');
    expect((await liveNotification(t.db.prisma, b.id, row.id))?.viewerUnreadCount).toBe(2);

    await t.db.prisma.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    expect(await liveNotification(t.db.prisma, b.id, row.id)).toBeNull();
    const still = await message(other, b, 'Nog een');
    const live = await liveNotification(t.db.prisma, b.id, still.id);
    expect(live?.viewerUnreadCount).toBe(2);
    expect(live?.viewerUnreadCount).toBe(await unreadCount(t.db.prisma, b.id));
  });
});
