import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, withReferenceData } from '../../helpers/fixtures.js';
import { restClient } from '../houses-owner/setup.js';
import { type Json, person } from './setup.js';

// Spec §7 Messages over REST: the inbox, opening a thread (marked_as_read_count, next_page_url),
// sending, marking one notification read, and every refusal.

let t: TestApp;
let api: ReturnType<typeof restClient>;
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  api = restClient(t);
});
afterAll(() => t.close());

const threads = '/api/user/notifications/threads';

describe('REST messages', () => {
  it('sends, lists the inbox, opens a thread page by page and marks it read', async () => {
    const premium = await person(t, { subscriber: true, firstName: 'Petra' });
    const seller = await person(t, { firstName: 'Sem' });
    const house = await createHouse(t.db.prisma, { ownerUserId: seller.id, street: 'Lange Nieuwstraat' });
    const first = await api.post(
      `${threads}/${seller.slug}`,
      { message: 'Hallo!', house_id: house.id },
      premium.cookie,
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      type: 'HouseMessage',
      data: { message: 'Hallo!', house: { route: expect.stringContaining(house.slug) } },
      sender_user_id: premium.id,
      sender_user_slug: premium.slug,
      notifiable_id: house.id,
      notifiable_slug: house.slug,
      read_at: null,
      scam_warnings: [],
    });
    for (let i = 2; i <= 25; i++)
      await api.post(`${threads}/${seller.slug}`, { message: `Bericht ${i}` }, premium.cookie);

    const me = await api.get('/api/user', seller.cookie);
    expect(me.body.unread_count).toBe(25);
    expect(me.body.last_notification).toMatchObject({ type: 'UserMessage', data: { message: 'Bericht 25' } });

    const inbox = await api.get(threads, seller.cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.body.data).toHaveLength(1);
    expect(inbox.body.data[0]).toMatchObject({
      slug: premium.slug,
      full_name: expect.stringContaining('Petra'),
      unread_count: 25,
      chat_enabled: true,
      blocked: false,
      blocked_by: false,
      last_notification: { data: { message: 'Bericht 25' } },
    });
    expect(inbox.body.next_page_url).toBeNull();

    const page1 = await api.get(`${threads}/${premium.slug}`, seller.cookie);
    expect(page1.status).toBe(200);
    expect(page1.body.marked_as_read_count).toBe(25);
    expect(page1.body.data).toHaveLength(20);
    expect(page1.body.data[0].data.message).toBe('Bericht 25');
    expect(page1.body.data[0].read_at).not.toBeNull();
    expect(page1.body.thread).toMatchObject({ slug: premium.slug, unread_count: 0, chat_enabled: true });
    const next = new URL(page1.body.next_page_url);
    const page2 = await api.get(`${next.pathname}${next.search}`, seller.cookie);
    expect(page2.body.marked_as_read_count).toBe(0);
    expect(page2.body.data.map((n: Json) => n.data.message)).toEqual([
      'Bericht 5',
      'Bericht 4',
      'Bericht 3',
      'Bericht 2',
      'Hallo!',
    ]);
    expect(page2.body.next_page_url).toBeNull();
    expect((await api.get('/api/user', seller.cookie)).body.unread_count).toBe(0);
  });

  it('marks one notification read; only its recipient may', async () => {
    const premium = await person(t, { subscriber: true });
    const seller = await person(t);
    const sent = await api.post(`${threads}/${seller.slug}`, { message: 'Nog te koop?' }, premium.cookie);
    const path = `/api/user/notifications/${sent.body.id}/read`;
    expect((await api.post(path, undefined)).status).toBe(401);
    expect((await api.post(path, undefined, premium.cookie)).status).toBe(403);
    const read = await api.post(path, undefined, seller.cookie);
    expect(read.status).toBe(200);
    expect(read.body.read_at).not.toBeNull();
    expect((await api.post('/api/user/notifications/999999/read', undefined, seller.cookie)).status).toBe(404);
    expect((await api.post('/api/user/notifications/abc/read', undefined, seller.cookie)).status).toBe(404);
  });

  it('refuses with the Dutch messages: visitor 401, unknown 404, non-subscriber 403, blocked 403, bad input 422', async () => {
    const premium = await person(t, { subscriber: true });
    const plain = await person(t);
    expect(await api.get(threads)).toMatchObject({ status: 401 });
    expect(await api.get(`${threads}/${plain.slug}`)).toMatchObject({ status: 401 });
    expect(await api.post(`${threads}/${plain.slug}`, { message: 'Hoi' })).toMatchObject({ status: 401 });
    expect(await api.get(`${threads}/bestaat-niet`, premium.cookie)).toMatchObject({
      status: 404,
      body: { message: 'Deze gebruiker bestaat niet (meer).' },
    });
    const started = await api.post(`${threads}/${premium.slug}`, { message: 'Hoi' }, plain.cookie);
    expect(started.status).toBe(403);
    expect(started.body.message).toContain('Premium');
    expect(await api.post(`${threads}/${plain.slug}`, { message: ' \n ' }, premium.cookie)).toMatchObject({
      status: 422,
      body: { message: 'Schrijf eerst een bericht.', errors: { message: ['Schrijf eerst een bericht.'] } },
    });
    expect(await api.post(`${threads}/${plain.slug}`, { message: 'x'.repeat(5001) }, premium.cookie)).toMatchObject({
      status: 422,
      body: { message: 'Een bericht mag maximaal 5.000 tekens lang zijn.' },
    });
    expect((await api.post(`${threads}/${plain.slug}`, {}, premium.cookie)).status).toBe(422);
    expect(await t.db.prisma.notification.count({ where: { recipientUserId: plain.id } })).toBe(0);

    await api.post(`${threads}/${plain.slug}`, { message: 'Welkom' }, premium.cookie);
    await t.db.prisma.blockedUser.create({ data: { blockerId: plain.id, blockedId: premium.id } });
    const blocked = await api.post(`${threads}/${premium.slug}`, { message: 'Stop' }, plain.cookie);
    expect(blocked).toMatchObject({ status: 403, body: { message: expect.stringContaining('geblokkeerd') } });
    const opened = await api.get(`${threads}/${premium.slug}`, plain.cookie);
    expect(opened.body.thread).toMatchObject({ blocked: true, blocked_by: false });
  });

  // Opening the "thread" with a user the viewer never exchanged anything
  // with answered that stranger's full name, bio and id; GraphQL's thread(slug) is null.
  it('a thread with a stranger is 404, with nothing of the stranger; GraphQL answers null', async () => {
    const premium = await person(t, { subscriber: true });
    const stranger = await person(t, { firstName: 'Geheim' });
    await t.db.prisma.user.update({ where: { id: stranger.id }, data: { bio: 'Mijn verborgen bio' } });
    for (const viewer of [premium, await person(t)]) {
      const res = await api.get(`${threads}/${stranger.slug}`, viewer.cookie);
      expect(res).toMatchObject({ status: 404, body: { message: 'Dit gesprek bestaat niet (meer).' } });
      expect(JSON.stringify(res.body)).not.toMatch(/Geheim|verborgen|full_name|"id"/);
      const gql = await t.graphql<Json>(
        'query ($s: String!) { thread(slug: $s) { id } }',
        { s: stranger.slug },
        {
          cookie: viewer.cookie,
        },
      );
      expect(gql).toEqual({ data: { thread: null } });
    }
    // Blocking a stranger makes no thread either.
    await t.db.prisma.blockedUser.create({ data: { blockerId: premium.id, blockedId: stranger.id } });
    expect((await api.get(`${threads}/${stranger.slug}`, premium.cookie)).status).toBe(404);
    // Once one of them wrote, both open it.
    const other = await person(t);
    await api.post(`${threads}/${other.slug}`, { message: 'Hallo' }, premium.cookie);
    expect((await api.get(`${threads}/${other.slug}`, premium.cookie)).status).toBe(200);
    expect((await api.get(`${threads}/${premium.slug}`, other.cookie)).status).toBe(200);
  });

  it('shows a recipient the scam warnings of a message, never its sender', async () => {
    const premium = await person(t, { subscriber: true });
    const seller = await person(t);
    const scam =
      'Ik woon in het buitenland. Maak eerst de borg van € 1.500 over op NL91ABNA0417164300, dan stuur ik de sleutels op.';
    const sent = await api.post(`${threads}/${seller.slug}`, { message: scam }, premium.cookie);
    expect(sent.body.scam_warnings).toEqual([]);
    const seen = await api.get(`${threads}/${premium.slug}`, seller.cookie);
    expect(seen.body.data[0].scam_warnings.map((w: Json) => w.key)).toEqual(
      expect.arrayContaining(['bank-details', 'abroad-keys-by-post']),
    );
  });
});
