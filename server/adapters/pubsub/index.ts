import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { LiveTopic, LiveTopics, PubSub } from '../../domain/ports/pubsub.js';
import { createRedisClient } from '../redis.js';

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
  const publishClient = createRedisClient(url, log, 'pub/sub publish');
  const subscribeClient = createRedisClient(url, log, 'pub/sub subscribe', { subscriber: true });
  // Yoga's event target leaves the promises of PUBLISH and (UN)SUBSCRIBE unawaited: a rejection
  // while Redis is gone would end the process. A live event lost then is caught up by the
  // client's refetch when its socket reconnects; the write that published it stands.
  const warn = (err: Error) => log?.warn({ err: err.message }, 'redis pub/sub command failed');
  const eventTarget = createRedisEventTarget<CustomEvent>({
    publishClient: {
      publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(warn),
    },
    subscribeClient: {
      on: (event: string, listener: (...args: string[]) => void) => subscribeClient.on(event, listener),
      subscribe: (channel: string) => subscribeClient.subscribe(channel).catch(warn),
      unsubscribe: (channel: string) => subscribeClient.unsubscribe(channel).catch(warn),
    },
  } as unknown as Parameters<typeof createRedisEventTarget>[0]);
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
