/**
 * What a live event says: which notification was stored. Subscribers load the row (and check who may
 * see it) themselves, so nothing private or large travels over pub/sub.
 */
export interface NotificationEvent {
  notificationId: number;
}

/**
 * The topics and the key each one is routed by:
 * - `notificationAdded`: every notification, keyed by the recipient's user id (spec §7 `Users.{slug}`);
 * - `threadMessageAdded`: notifications in a thread, keyed by the thread's id (one thread per pair
 *   of users: spec §7's per-thread channel of "both slugs sorted");
 * - `sessionEnded`: sessions that ended, on one channel (`all`).
 */
export interface LiveTopics {
  notificationAdded: { key: number; event: NotificationEvent };
  threadMessageAdded: { key: number; event: NotificationEvent };
  sessionEnded: { key: 'all'; event: SessionEndedEvent };
}

/**
 * Sessions ended (logout, password change or reset, account deletion, an e-mail change undone):
 * every instance closes the live sockets it holds for them. Either the sessions of `hashes` (the
 * SHA-256 of their tokens), or every session of `userId` except `exceptHash`. One channel for all
 * (`sessionEnded:all`): each instance subscribes once at start, so no event is lost while a
 * per-user channel would still be subscribing; sessions end rarely compared to messages.
 */
export type SessionEndedEvent = { hashes: string[] } | { userId: number; exceptHash?: string };

export type LiveTopic = keyof LiveTopics;

/**
 * Publish/subscribe between the processes that serve Huiskans: in-process by default, Redis with
 * REDIS_URL so that a message stored through one instance reaches a socket held by another.
 */
export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  publish<T extends LiveTopic>(topic: T, key: LiveTopics[T]['key'], event: LiveTopics[T]['event']): void;
  /** Events of one topic and key until the iterator is returned (the subscription ends). */
  subscribe<T extends LiveTopic>(topic: T, key: LiveTopics[T]['key']): AsyncIterableIterator<LiveTopics[T]['event']>;
  /** Ends the Redis connections (nothing for in-process). */
  close(): Promise<void>;
}
