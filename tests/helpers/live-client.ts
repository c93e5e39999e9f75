import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** One subscription's results as they arrive, and how it ended (error or complete). */
export interface LiveSubscription {
  results: LiveResult[];
  /** Set when the server answered the subscription with an error (or the socket was refused). */
  error?: unknown;
  completed: boolean;
  /** Resolves with the results once there are `count` of them; throws after `ms`. */
  waitFor(count: number, ms: number): Promise<LiveResult[]>;
  /** Resolves once the subscription errored or completed; throws after `ms`. */
  ended(ms: number): Promise<void>;
  unsubscribe(): void;
}

/**
 * A graphql-ws client as the browser opens it (its page's Origin, the session cookie at the
 * handshake), without retries: a refused handshake is an error, not a reconnect loop.
 */
export function liveClient(wsUrl: string, { cookie, origin }: { cookie?: string; origin: string }) {
  const client: Client = createClient({
    url: wsUrl,
    retryAttempts: 0,
    lazy: true,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { origin, ...(cookie ? { cookie } : {}) } });
      }
    },
  });
  return {
    subscribe(query: string, variables?: Record<string, unknown>): LiveSubscription {
      const waiters = new Set<() => void>();
      const wake = () => {
        for (const w of waiters) w();
      };
      const sub: LiveSubscription = {
        results: [],
        completed: false,
        waitFor: (count, ms) =>
          until(
            () => sub.results.length >= count,
            ms,
            () => `${sub.results.length} of ${count} results after ${ms} ms`,
          ).then(() => sub.results),
        ended: (ms) =>
          until(
            () => sub.completed || sub.error !== undefined,
            ms,
            () => `still open after ${ms} ms`,
          ),
        unsubscribe: () => stop(),
      };
      const until = (done: () => boolean, ms: number, message: () => string) =>
        new Promise<void>((resolve, reject) => {
          const check = () => {
            if (!done()) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(message()));
          }, ms);
          waiters.add(check);
          check();
        });
      const stop = client.subscribe(
        { query, variables },
        {
          next: (r) => {
            sub.results.push(r as LiveResult);
            wake();
          },
          error: (err) => {
            sub.error = err ?? 'error';
            wake();
          },
          complete: () => {
            sub.completed = true;
            wake();
          },
        },
      );
      return sub;
    },
    dispose: () => client.dispose(),
  };
}
