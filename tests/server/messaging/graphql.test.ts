import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, withReferenceData } from '../../helpers/fixtures.js';
import { gql, type Json, type Person, person, SEND } from './setup.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

const INBOX = `{ viewer { unreadCount lastNotification { id message }
  threads(first: 10) { edges { cursor node { id slug fullName unreadCount chatEnabled blocked blockedBy
    lastNotification { message } user { firstName } } } pageInfo { hasNextPage endCursor } } } }`;

const send = (from: Person, input: Record<string, unknown>) => gql(t, from)(SEND, { input });

describe('sending and the inbox', () => {
  it('a subscriber starts a thread; the recipient sees it unread in the inbox and may reply', async () => {
    const premium = await person(t, { subscriber: true, firstName: 'Petra' });
    const seller = await person(t, { firstName: 'Sem' });
    const sent = (await send(premium, { recipientUserId: seller.globalId, message: '  Is het huis nog te koop?  ' }))
      .data.sendMessage;
    expect(sent).toMatchObject({
      __typename: 'SendMessagePayload',
      edge: { node: { type: 'UserMessage', message: 'Is het huis nog te koop?', isFromViewer: true } },
      thread: { slug: seller.slug, unreadCount: 0, chatEnabled: false, viewerCanSend: true },
    });
    const inbox = (await gql(t, seller)(INBOX)).data.viewer;
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.lastNotification.message).toBe('Is het huis nog te koop?');
    expect(inbox.threads.edges).toHaveLength(1);
    expect(inbox.threads.edges[0].node).toMatchObject({
      id: sent.thread.id,
      slug: premium.slug,
      unreadCount: 1,
      chatEnabled: true,
      blocked: false,
      user: { firstName: 'Petra' },
      lastNotification: { message: 'Is het huis nog te koop?' },
    });
    // The seller has no subscriber rights, but the other side wrote: replying is allowed.
    const reply = (await send(seller, { threadId: sent.thread.id, message: 'Ja, kom gerust kijken.' })).data
      .sendMessage;
    expect(reply.__typename).toBe('SendMessagePayload');
    expect(reply.thread).toMatchObject({ id: sent.thread.id, slug: premium.slug, unreadCount: 1 });
  });

  it('refuses a non-subscriber who starts a conversation (403, Dutch), a visitor (401), and writes nothing', async () => {
    const plain = await person(t);
    const other = await person(t);
    const before = await t.db.prisma.notification.count();
    const refused = (await send(plain, { recipientUserId: other.globalId, message: 'Hoi' })).data.sendMessage;
    expect(refused).toMatchObject({ __typename: 'ForbiddenError' });
    expect(refused.message).toContain('Premium');
    const visitor = (await gql(t)(SEND, { input: { recipientUserId: other.globalId, message: 'Hoi' } })).data
      .sendMessage;
    expect(visitor).toMatchObject({ __typename: 'UnauthenticatedError' });
    expect(await t.db.prisma.notification.count()).toBe(before);
  });

  it('answers bad input with a Dutch InputError after the rights, and an unknown user with 404', async () => {
    const premium = await person(t, { subscriber: true });
    const other = await person(t);
    for (const [message, text] of [
      ['   ', 'Schrijf eerst een bericht.'],
      ['x'.repeat(5001), 'Een bericht mag maximaal 5.000 tekens lang zijn.'],
      ['hallo\u0000', 'Dit veld bevat onzichtbare stuurtekens. Haal ze weg en probeer het opnieuw.'],
    ]) {
      const answer = (await send(premium, { recipientUserId: other.globalId, message })).data.sendMessage;
      expect(answer).toMatchObject({ __typename: 'InputError', message: text });
    }
    const unknown = (await send(premium, { recipientUserId: encodeGlobalID('User', 999_999), message: 'Hoi' })).data
      .sendMessage;
    expect(unknown).toMatchObject({ __typename: 'NotFoundError' });
    expect(await t.db.prisma.notification.count({ where: { senderUserId: premium.id } })).toBe(0);
  });

  it('refuses messages when blocked either way and shows the flags on the thread', async () => {
    const premium = await person(t, { subscriber: true });
    const other = await person(t, { subscriber: true });
    const first = (await send(premium, { recipientUserId: other.globalId, message: 'Hallo' })).data.sendMessage;
    await t.db.prisma.blockedUser.create({ data: { blockerId: other.id, blockedId: premium.id } });
    const refused = (await send(premium, { threadId: first.thread.id, message: 'Nog een keer' })).data.sendMessage;
    expect(refused).toMatchObject({ __typename: 'ForbiddenError' });
    expect(refused.message).toContain('geblokkeerd');
    const back = (await send(other, { threadId: first.thread.id, message: 'Terug' })).data.sendMessage;
    expect(back).toMatchObject({ __typename: 'ForbiddenError' });
    const mine = (await gql(t, other)(INBOX)).data.viewer.threads.edges[0].node;
    expect(mine).toMatchObject({ blocked: true, blockedBy: false });
    const theirs = (await gql(t, premium)(INBOX)).data.viewer.threads.edges[0].node;
    expect(theirs).toMatchObject({ blocked: false, blockedBy: true });
  });

  it('sends a HouseMessage from a house page with the house route and address line', async () => {
    const premium = await person(t, { subscriber: true });
    const seller = await person(t);
    const house = await createHouse(t.db.prisma, { ownerUserId: seller.id, street: 'Oudegracht', streetNumber: '12' });
    const sent = (
      await send(premium, {
        recipientUserId: seller.globalId,
        houseId: encodeGlobalID('House', house.id),
        message: 'Mooi huis!',
      })
    ).data.sendMessage;
    expect(sent.edge.node).toMatchObject({
      type: 'HouseMessage',
      data: { message: 'Mooi huis!', house: { formatted_address_line: 'Oudegracht 12, 3511AB Utrecht' } },
    });
    const stranger = await createHouse(t.db.prisma, { ownerUserId: (await person(t)).id });
    const refused = (
      await send(premium, {
        recipientUserId: seller.globalId,
        houseId: encodeGlobalID('House', stranger.id),
        message: 'Dit huis?',
      })
    ).data.sendMessage;
    expect(refused).toMatchObject({
      __typename: 'InputError',
      message: 'Dit huis is niet van jou of van de ontvanger.',
    });
  });

  it('a house message shows the exact address only when both participants may see it', async () => {
    // Both read the thread: an owner writing to a searcher without a plan sends the public line.
    const seller = await person(t, { subscriber: true });
    const searcher = await person(t);
    const house = await createHouse(t.db.prisma, { ownerUserId: seller.id, street: 'Oudegracht', streetNumber: '14' });
    const sent = (
      await send(seller, {
        recipientUserId: searcher.globalId,
        houseId: encodeGlobalID('House', house.id),
        message: 'Kom je kijken?',
      })
    ).data.sendMessage;
    expect(sent.edge.node.data.house.formatted_address_line).toBe('Oudegracht, Utrecht');
  });
});

describe('reading a thread', () => {
  it('pages backwards, marks read per thread and per notification, and keeps strangers out', async () => {
    const premium = await person(t, { subscriber: true });
    const seller = await person(t);
    let threadId = '';
    for (let i = 1; i <= 5; i++) {
      const sent = (await send(premium, { recipientUserId: seller.globalId, message: `Bericht ${i}` })).data
        .sendMessage;
      threadId = sent.thread.id;
    }
    const PAGE = `query($slug: String!, $before: String) { thread(slug: $slug) { id unreadCount
      notifications(last: 2, before: $before) { edges { node { id message isRead } } pageInfo { hasPreviousPage startCursor } } } }`;
    const page1 = (await gql(t, seller)(PAGE, { slug: premium.slug })).data.thread;
    expect(page1.unreadCount).toBe(5);
    expect(page1.notifications.edges.map((e: Json) => e.node.message)).toEqual(['Bericht 4', 'Bericht 5']);
    expect(page1.notifications.pageInfo.hasPreviousPage).toBe(true);
    const page2 = (await gql(t, seller)(PAGE, { slug: premium.slug, before: page1.notifications.pageInfo.startCursor }))
      .data.thread;
    expect(page2.notifications.edges.map((e: Json) => e.node.message)).toEqual(['Bericht 2', 'Bericht 3']);

    const READ_ONE = `mutation($id: ID!) { markNotificationRead(input: { notificationId: $id }) { __typename
      ... on MarkNotificationReadPayload { notification { isRead } thread { unreadCount } viewer { unreadCount } }
      ... on Error { message } } }`;
    const one = page1.notifications.edges[1].node.id;
    expect((await gql(t, seller)(READ_ONE, { id: one })).data.markNotificationRead).toMatchObject({
      notification: { isRead: true },
      thread: { unreadCount: 4 },
      viewer: { unreadCount: 4 },
    });
    // The sender cannot mark the recipient's notification; a stranger cannot either.
    expect((await gql(t, premium)(READ_ONE, { id: one })).data.markNotificationRead).toMatchObject({
      __typename: 'ForbiddenError',
    });
    const stranger = await person(t, { subscriber: true });
    expect((await gql(t, stranger)(READ_ONE, { id: one })).data.markNotificationRead).toMatchObject({
      __typename: 'ForbiddenError',
    });

    const READ_THREAD = `mutation($id: ID!) { markThreadRead(input: { threadId: $id }) { __typename
      ... on MarkThreadReadPayload { markedAsReadCount thread { unreadCount } viewer { unreadCount } }
      ... on Error { message } } }`;
    expect((await gql(t, seller)(READ_THREAD, { id: threadId })).data.markThreadRead).toMatchObject({
      markedAsReadCount: 4,
      thread: { unreadCount: 0 },
      viewer: { unreadCount: 0 },
    });
    expect((await gql(t, seller)(READ_THREAD, { id: threadId })).data.markThreadRead.markedAsReadCount).toBe(0);
    expect((await gql(t, stranger)(READ_THREAD, { id: threadId })).data.markThreadRead).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect((await gql(t, stranger)('query($id: ID!) { node(id: $id) { id } }', { id: threadId })).data.node).toBeNull();
    expect((await gql(t, stranger)('query($id: ID!) { node(id: $id) { id } }', { id: one })).data.node).toBeNull();
    expect((await gql(t, seller)('query($id: ID!) { node(id: $id) { id } }', { id: threadId })).data.node).toEqual({
      id: threadId,
    });
  });
});
