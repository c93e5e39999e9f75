import type { WebSocket } from 'ws';
import type { PubSub, SessionEndedEvent } from '../domain/ports/pubsub.js';

/**
 * A live socket lasts no longer than the session it was opened with. The
 * socket's session (its token's hash, user and expiry) is looked up once, at the handshake; then
 * - a `sessionEnded` event (logout, password change or reset, account deletion, an e-mail change
 *   undone: server/domain/accounts/session.ts), published on every instance through the pub/sub
 *   adapter, closes the sockets of that session on whichever instance holds them;
 * - a timer closes the socket when the session expires;
 * - and before every delivery `whileSessionLasts` checks that the session is still open (a flag and
 *   a date on the socket: no SQL, no Redis round trip per event), so no event goes out after.
 * The close code tells the client to go to the logged-out state instead of reconnecting.
 */
export const SESSION_ENDED_CLOSE = { code: 4403, reason: 'Sessie beëindigd' } as const;

/** The session of one live socket. */
export interface LiveSession {
  readonly userId: number;
  readonly hash: string;
  readonly expiresAt: Date;
  /** Not ended and not expired. */
  isOpen(now?: number): boolean;
  /** Marks the session ended and closes the socket with SESSION_ENDED_CLOSE. */
  end(): void;
}

// setTimeout takes at most 2^31-1 ms (~24.8 days); sessions last 30 days: wait in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createLiveSessions(pubsub: PubSub) {
  const byHash = new Map<string, Set<LiveSession>>();
  const byUser = new Map<number, Set<LiveSession>>();
  const events = pubsub.subscribe('sessionEnded', 'all');
  const add = <K>(map: Map<K, Set<LiveSession>>, key: K, s: LiveSession) => {
    const set = map.get(key) ?? new Set<LiveSession>();
    set.add(s);
    map.set(key, set);
  };
  const remove = <K>(map: Map<K, Set<LiveSession>>, key: K, s: LiveSession) => {
    const set = map.get(key);
    set?.delete(s);
    if (set?.size === 0) map.delete(key);
  };
  const onEnded = (event: SessionEndedEvent) => {
    const ended =
      'hashes' in event
        ? event.hashes.flatMap((h) => [...(byHash.get(h) ?? [])])
        : [...(byUser.get(event.userId) ?? [])].filter((s) => s.hash !== event.exceptHash);
    for (const s of ended) s.end();
  };
  const listening = (async () => {
    for await (const event of events) onEnded(event);
  })().catch(() => {});

  return {
    /** Registers the socket of a session; it closes when the session ends or expires. */
    open(socket: WebSocket, session: { userId: number; hash: string; expiresAt: Date }): LiveSession {
      let ended = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const live: LiveSession = {
        ...session,
        isOpen: (now = Date.now()) => !ended && session.expiresAt.getTime() > now,
        end() {
          ended = true;
          if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
            socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
          }
        },
      };
      const arm = () => {
        const wait = session.expiresAt.getTime() - Date.now();
        if (wait <= 0) return live.end();
        timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
        timer.unref?.();
      };
      add(byHash, session.hash, live);
      add(byUser, session.userId, live);
      socket.once('close', () => {
        clearTimeout(timer);
        remove(byHash, session.hash, live);
        remove(byUser, session.userId, live);
      });
      arm();
      return live;
    },
    /** How many sockets are registered (tests). */
    size: () => [...byHash.values()].reduce((n, set) => n + set.size, 0),
    async close() {
      await events.return?.();
      await listening;
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;

/**
 * The events of a subscription while the socket's session lasts: checked before each delivery;
 * once the session is over the socket is closed and the subscription ends without delivering.
 * (A plain object, not an async generator: `return()` must reach the source at once, also while
 * it waits for the next event.) Without a live session (HTTP, tests in process) it is the source.
 */
export function whileSessionLasts<T>(
  live: LiveSession | undefined,
  source: AsyncIterableIterator<T>,
): AsyncIterableIterator<T> {
  if (!live) return source;
  const done = async (): Promise<IteratorResult<T>> => {
    await source.return?.();
    return { done: true, value: undefined };
  };
  const iterator: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      if (!live.isOpen()) {
        live.end();
        return done();
      }
      const result = await source.next();
      if (!result.done && !live.isOpen()) {
        live.end();
        return done();
      }
      return result;
    },
    return: done,
    throw: (err?: unknown) => source.throw?.(err) ?? Promise.reject(err),
  };
  return iterator;
}

/** The live session of an operation's context (set for WebSocket operations by websocket.ts). */
export const liveSessionOf = (ctx: object): LiveSession | undefined =>
  (ctx as { liveSession?: LiveSession }).liveSession;
