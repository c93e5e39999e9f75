import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from '../../../server/adapters/pubsub/index.js';

// The pub/sub adapter's contract, on both implementations: an event reaches the subscribers of its
// topic and key only, and a returned subscription hears nothing more. Redis runs when
// TEST_REDIS_URL is set (CI), with two adapters standing in for two processes.
const redisUrl = process.env.TEST_REDIS_URL;

/** The next event of a subscription, or 'nothing' after `ms`. */
async function next<T>(it: AsyncIterator<T>, ms = 300): Promise<T | 'nothing'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'nothing'>((r) => {
    timer = setTimeout(() => r('nothing'), ms);
  });
  const result = await Promise.race([it.next().then((r) => r.value as T), timeout]);
  clearTimeout(timer);
  return result;
}

/** Redis SUBSCRIBE is asynchronous: give the subscriber connection a moment before publishing. */
const settle = (kind: PubSub['kind']) => new Promise((r) => setTimeout(r, kind === 'redis' ? 100 : 0));

const opened: PubSub[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((p) => p.close()));
});

type Pair = { publisher: PubSub; subscriber: PubSub };
const implementations: [string, () => Pair][] = [
  [
    'in-process',
    () => {
      const p = createInProcessPubSub();
      opened.push(p);
      return { publisher: p, subscriber: p };
    },
  ],
];
if (redisUrl) {
  implementations.push([
    'redis (two instances)',
    () => {
      const prefix = `huiskans-test:${randomBytes(6).toString('hex')}:`;
      const publisher = createRedisPubSub(redisUrl, prefix);
      const subscriber = createRedisPubSub(redisUrl, prefix);
      opened.push(publisher, subscriber);
      return { publisher, subscriber };
    },
  ]);
}

describe.each(implementations)('pub/sub: %s', (_name, make) => {
  it('delivers an event to the subscribers of its topic and key only', async () => {
    const { publisher, subscriber } = make();
    const mine = subscriber.subscribe('notificationAdded', 7);
    const other = subscriber.subscribe('notificationAdded', 8);
    const thread = subscriber.subscribe('threadMessageAdded', 78);
    // Expected events get time on a loaded machine; 'nothing' is what arrives within 300 ms.
    const nextMine = next(mine, 2000);
    const nextOther = next(other);
    const nextThread = next(thread, 2000);
    await settle(subscriber.kind);
    publisher.publish('notificationAdded', 7, { notificationId: 41 });
    publisher.publish('threadMessageAdded', 78, { notificationId: 41 });
    expect(await nextMine).toEqual({ notificationId: 41 });
    expect(await nextThread).toEqual({ notificationId: 41 });
    expect(await nextOther).toBe('nothing');
    await Promise.all([mine.return?.(), other.return?.(), thread.return?.()]);
  });

  it('stops delivering once a subscription is returned', async () => {
    const { publisher, subscriber } = make();
    const sub = subscriber.subscribe('notificationAdded', 9);
    const first = next(sub, 2000);
    await settle(subscriber.kind);
    publisher.publish('notificationAdded', 9, { notificationId: 1 });
    expect(await first).toEqual({ notificationId: 1 });
    await sub.return?.();
    publisher.publish('notificationAdded', 9, { notificationId: 2 });
    expect(await sub.next()).toEqual({ done: true, value: undefined });
  });
});

describe.runIf(redisUrl)('pub/sub: redis prefix', () => {
  it('keeps apps with different REDIS_PREFIX apart', async () => {
    const a = createRedisPubSub(redisUrl!, `huiskans-test:${randomBytes(6).toString('hex')}:`);
    const b = createRedisPubSub(redisUrl!, `huiskans-test:${randomBytes(6).toString('hex')}:`);
    opened.push(a, b);
    const sub = b.subscribe('notificationAdded', 1);
    const event = next(sub);
    await settle('redis');
    a.publish('notificationAdded', 1, { notificationId: 5 });
    expect(await event).toBe('nothing');
    await sub.return?.();
  });
});
