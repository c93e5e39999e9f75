import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type LiveSubscription, liveClient } from '../../helpers/live-client.js';
import { gql, type Person, person, SEND } from './setup.js';

// Who may not listen, beyond live.test.ts (an anonymous socket, a stranger's thread subscription):
// a handshake from another site's page carrying a real session cookie, and a stranger's thread
// refused exactly like a thread that does not exist. Each refusal is checked against a message that
// really is delivered to a participant meanwhile.
let t: TestApp;
let server: { port: number; close: () => Promise<void> };
const clients: ReturnType<typeof liveClient>[] = [];
let sender: Person;
let recipient: Person;
let outsider: Person;

/** Subscriptions the resolvers opened on the pub/sub, as `topic:key` (graphql-ws acknowledges none). */
const opened: string[] = [];

/** Resolves once a resolver subscribed to `topic` with `key` and the event loop turned once more. */
async function subscribed(topic: string, key: number) {
  const deadline = Date.now() + 5000;
  while (!opened.includes(`${topic}:${key}`)) {
    if (Date.now() > deadline) throw new Error(`nobody subscribed to ${topic}:${key} within 5 s`);
    await new Promise((r) => setTimeout(r, 10));
  }
  opened.splice(opened.indexOf(`${topic}:${key}`), 1);
  await new Promise((r) => setTimeout(r, 10));
}

beforeAll(async () => {
  t = await createTestApp();
  const pubsub = t.services.pubsub;
  t.services.pubsub = {
    ...pubsub,
    subscribe: (topic, key) => {
      opened.push(`${topic}:${key}`);
      return pubsub.subscribe(topic, key);
    },
  };
  // The listening app shares the test app's services, so its in-process pub/sub too.
  server = await createApp({ services: t.services, ping: t.db.ping }).listen(0, '127.0.0.1');
  sender = await person(t, { subscriber: true });
  recipient = await person(t);
  outsider = await person(t);
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await server.close();
  await t.close();
});

function listen(query: string, as?: Person, origin = `http://127.0.0.1:${server.port}`) {
  const client = liveClient(`ws://127.0.0.1:${server.port}/graphql`, { cookie: as?.cookie, origin });
  clients.push(client);
  return client.subscribe(query);
}

const NOTIFICATION_ADDED = 'subscription { notificationAdded { notification { id message } } }';
const threadMessageAdded = (threadId: string) =>
  `subscription { threadMessageAdded(threadId: "${threadId}") { notification { id message } } }`;

/** The sender writes to the recipient; answers the thread's global id. */
async function send(message: string): Promise<string> {
  const res = await gql(t, sender)(SEND, { input: { recipientUserId: recipient.globalId, message } });
  expect(res.data.sendMessage.__typename).toBe('SendMessagePayload');
  return res.data.sendMessage.thread.id;
}

/**
 * How a subscription was refused: its error messages, once it ended. A resolver that refuses
 * answers one result with errors and no data, then completes; graphql-ws errors come as an array.
 */
async function refusal(sub: LiveSubscription): Promise<string[]> {
  await sub.ended(2000);
  const errors = Array.isArray(sub.error) ? sub.error : sub.results.flatMap((r) => r.errors ?? []);
  return errors.map((e: { message: string; extensions?: { code?: unknown } }) => `${e.extensions?.code}: ${e.message}`);
}

/** Nothing of a message ever reached the subscription. */
const noData = (sub: LiveSubscription) => sub.results.every((r) => !r.data);

const message = (sub: LiveSubscription, i: number) =>
  (sub.results[i].data as { [field: string]: { notification: { message: string } } } | undefined) ?? {};

describe('live subscriptions refuse who may not listen', () => {
  it("refuses a handshake from another site's page, even with the recipient's cookie", async () => {
    const hijacked = listen(NOTIFICATION_ADDED, recipient, 'https://kwaadwillend.example');
    const mine = listen(NOTIFICATION_ADDED, recipient);
    await hijacked.ended(2000);
    expect(hijacked.error).toBeDefined();
    expect(hijacked.completed).toBe(false);
    await subscribed('notificationAdded', recipient.id);
    await send('Wanneer kan ik komen kijken?');
    await mine.waitFor(1, 1000);
    expect(hijacked.results).toEqual([]);
  });

  it("refuses threadMessageAdded on someone else's thread, as for a thread that does not exist", async () => {
    const threadId = await send('Eerste bericht in dit gesprek.');
    const foreign = listen(threadMessageAdded(threadId), outsider);
    const missing = listen(threadMessageAdded(encodeGlobalID('Thread', 999_999)), outsider);
    const mine = listen(threadMessageAdded(threadId), recipient);
    // The refusal does not tell the outsider that this thread exists.
    expect(await refusal(foreign)).toEqual(['NOT_FOUND: Dit gesprek bestaat niet (meer).']);
    expect(await refusal(missing)).toEqual(await refusal(foreign));
    await subscribed('threadMessageAdded', Number(decodeGlobalID(threadId).id));
    await send('Tweede bericht in dit gesprek.');
    await mine.waitFor(1, 1000);
    expect(message(mine, 0).threadMessageAdded.notification.message).toBe('Tweede bericht in dit gesprek.');
    expect(noData(foreign)).toBe(true);
  });
});
