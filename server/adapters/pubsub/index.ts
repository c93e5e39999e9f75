import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { LiveTopic, LiveTopics, PubSub } from '../../domain/ports/pubsub.js';

export type { LiveTopic, LiveTopics, NotificationEvent, PubSub, SessionEndedEvent } from '../../domain/ports/pubsub.js';

// Yoga's pub/sub routes `publish(name, key, event)` to the channel `name:key`; the name carries the
// Redis prefix, so that several apps (or test runs) can share one Redis server.
type Channels = Record<string, [number | string, LiveTopics[LiveTopic]['event']]>;

function wrap(kind: PubSub['kind'], prefix: string, channels: ReturnType<typeof createPubSub<Channels>>) {
  return {
    kind,
    publish<T extends LiveTopic>(topic: T, key: LiveTopics[T]['key'], event: LiveTopics[T]['event']) {
      channels.publish(`${prefix}${topic}`, key, event);
    },
    subscribe<T extends LiveTopic>(topic: T, key: LiveTopics[T]['key']) {
      return channels.subscribe(`${prefix}${topic}`, key) as AsyncIterableIterator<LiveTopics[T]['event']>;
    },
  };
}

/** Events within this process only: one instance (the default, and most tests). */
export function createInProcessPubSub(): PubSub {
  return { ...wrap('in-process', '', createPubSub<Channels>()), close: async () => {} };
}

/**
 * Events through Redis PUBLISH/SUBSCRIBE: one connection publishes, one (in subscriber mode) listens
 * to the channels this process has subscribers for. Channels are `<prefix>notificationAdded:<id>` ...
 */
export function createRedisPubSub(url: string, prefix: string, log?: Logger): PubSub {
  const publishClient = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(url);
  for (const client of [publishClient, subscribeClient]) {
    // ioredis reconnects by itself; without a listener an outage would only print to stderr.
    client.on('error', (err) => log?.warn({ err }, 'redis pub/sub connection error'));
  }
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    ...wrap('redis', prefix, createPubSub<Channels>({ eventTarget })),
    async close() {
      await Promise.all(
        [publishClient, subscribeClient].map((c) =>
          c.quit().then(
            () => {},
            () => c.disconnect(),
          ),
        ),
      );
    },
  };
}

/** The configured pub/sub: Redis with REDIS_URL, otherwise in-process. */
export function createPubSubAdapter(config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>, log?: Logger): PubSub {
  return config.REDIS_URL ? createRedisPubSub(config.REDIS_URL, config.REDIS_PREFIX, log) : createInProcessPubSub();
}
