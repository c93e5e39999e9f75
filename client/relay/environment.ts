/**
 * The Relay environment: queries and mutations over POST /graphql (JSON, the AJAX marker
 * header, same-origin credentials), subscriptions over graphql-ws on the same path.
 *
 * HTTP failures feed the global error display (spec §8) unless the operation opts out with
 * `networkCacheConfig: { metadata: { silentErrors: true } }` (used by widgets that show
 * their own error, like the place search dropdown).
 *
 * Subscriptions: the graphql-ws client is created lazily, on the first subscription, so
 * visitors never open a WebSocket. A subscription is then just `useSubscription(config)`. A
 * dropped socket reconnects without end (backoff up to 30 s); `onReconnect` tells the screens to
 * reload what they missed meanwhile. A socket the server closed because its session ended (4403)
 * does not reconnect: `onSessionEnded` takes the app to the logged-out state.
 */
import type { Client as WsClient } from 'graphql-ws';
import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from 'relay-runtime';
import { reportHttpError, reportNoResponse } from '../errors/errorStore';

export const GRAPHQL_PATH = '/graphql';

/** An HTTP response that was not 2xx. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    /** The response's X-Request-Id ('Foutcode' on the error page). */
    readonly requestId?: string,
  ) {
    super(`HTTP ${status} ${statusText}`);
    this.name = 'HttpError';
  }
}

/** No response at all (offline, server down). */
export class NoResponseError extends Error {
  constructor(cause?: unknown) {
    super('Error completing request', { cause });
    this.name = 'NoResponseError';
  }
}

function isSilent(cacheConfig: { metadata?: { [key: string]: unknown } | null } | null | undefined): boolean {
  return cacheConfig?.metadata?.silentErrors === true;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Files for the `File` scalar (Relay `uploadables`) go as a multipart request (GraphQL multipart
 * request spec, built into Yoga). The uploadables' keys are the dotted paths of the file inside
 * the variables, e.g. `{ 'input.photo': file }` for `variables.input.photo`.
 */
export function multipartBody(
  operation: { text?: string | null; name: string },
  variables: Record<string, unknown>,
  uploadables: Record<string, File | Blob>,
): FormData {
  const vars = structuredClone(variables) as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  const form = new FormData();
  Object.keys(uploadables).forEach((path, index) => {
    // The file's place in the variables is null in `operations`; `map` says which part fills it.
    const keys = path.split('.');
    let target = vars as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1]] = null;
    map[String(index)] = [`variables.${path}`];
  });
  form.append('operations', JSON.stringify({ query: operation.text, operationName: operation.name, variables: vars }));
  form.append('map', JSON.stringify(map));
  Object.values(uploadables).forEach((file, index) => {
    form.append(String(index), file, file instanceof File ? file.name : `upload-${index}`);
  });
  return form;
}

const fetchGraphQL: FetchFunction = (operation, variables, cacheConfig, uploadables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    const silent = isSilent(cacheConfig);
    const files = uploadables && Object.keys(uploadables).length > 0 ? uploadables : null;
    fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        // A multipart body sets its own Content-Type (with the boundary).
        ...(files ? {} : { 'Content-Type': 'application/json' }),
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: files
        ? multipartBody(operation, variables, files as Record<string, File | Blob>)
        : JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
      signal: controller.signal,
    }).then(
      async (response) => {
        const body = await readBody(response).catch(() => undefined);
        if (!response.ok) {
          const requestId = response.headers.get('x-request-id') ?? undefined;
          if (!silent) reportHttpError({ status: response.status, statusText: response.statusText, body, requestId });
          sink.error(new HttpError(response.status, response.statusText, body, requestId));
          return;
        }
        if (!body || typeof body !== 'object') {
          sink.error(new Error('Onverwacht antwoord van de server'));
          return;
        }
        sink.next(body as GraphQLResponse);
        sink.complete();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!silent) reportNoResponse();
        sink.error(new NoResponseError(error));
      },
    );
    return () => controller.abort();
  });

let wsClient: Promise<WsClient> | null = null;

const reconnectListeners = new Set<() => void>();

/**
 * Called after the WebSocket came back from a drop (not on the first connection). graphql-ws
 * resubscribes by itself, but whatever was published while the socket was down is gone: the
 * listener reloads what the screen shows (the thread list, the open thread). Returns `unsubscribe`.
 */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** The wait before reconnect attempt `retries` (0, 1, ...): 1, 2, 4 ... seconds, at most 30, plus jitter. */
export function reconnectDelayMs(retries: number, random = Math.random()): number {
  return Math.min(30_000, 1000 * 2 ** retries) + Math.floor(random * 1000);
}

/**
 * The server closes a socket with this code when its session ended (logout, password change
 * elsewhere, account deleted, expired): go to the logged-out state, do not reconnect.
 */
export const SESSION_ENDED_CLOSE_CODE = 4403;

const sessionEndedListeners = new Set<() => void>();

/** Called when the server ended the socket's session (close code 4403). Returns `unsubscribe`. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

const closeCodeOf = (event: unknown): number | undefined =>
  typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number'
    ? event.code
    : undefined;

/** Whether graphql-ws should reconnect after this close or error: always, except when the session ended. */
export function shouldReconnect(errOrCloseEvent: unknown): boolean {
  const code = closeCodeOf(errOrCloseEvent);
  return code !== undefined && code !== SESSION_ENDED_CLOSE_CODE;
}

/** A ping unanswered this long means the socket died without a close (sleep, a proxy dropping it). */
const PONG_TIMEOUT_MS = 5_000;

function getWsClient(): Promise<WsClient> {
  wsClient ??= import('graphql-ws').then(({ createClient }) => {
    let socket: WebSocket | null = null;
    let pongTimer: ReturnType<typeof setTimeout> | undefined;
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return createClient({
      url: `${protocol}//${window.location.host}${GRAPHQL_PATH}`,
      lazy: true,
      // A chat must come back after a laptop sleeps or a server restarts: keep trying, slower and slower.
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
      // ... but not into a session that is over: that is the logged-out state (onSessionEnded).
      shouldRetry: shouldReconnect,
      // A socket that silently died is noticed by a missing pong and closed, which reconnects.
      keepAlive: 25_000,
      on: {
        connected: (connected, _payload, wasRetry) => {
          socket = connected as WebSocket;
          if (wasRetry) for (const listener of reconnectListeners) listener();
        },
        ping: (received) => {
          if (received) return;
          clearTimeout(pongTimer);
          pongTimer = setTimeout(() => {
            if (socket?.readyState === WebSocket.OPEN) socket.close(4408, 'Geen antwoord op ping');
          }, PONG_TIMEOUT_MS);
        },
        pong: (received) => {
          if (received) clearTimeout(pongTimer);
        },
        closed: (event) => {
          clearTimeout(pongTimer);
          if (closeCodeOf(event) === SESSION_ENDED_CLOSE_CODE) for (const listener of sessionEndedListeners) listener();
        },
      },
    });
  });
  return wsClient;
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | null = null;
    let closed = false;
    getWsClient().then(
      (client) => {
        if (closed) return;
        dispose = client.subscribe(
          { query: operation.text ?? '', operationName: operation.name, variables },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error('Verbinding verbroken')),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      closed = true;
      dispose?.();
    };
  });

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

/** The one environment of the browser app. */
export const environment = createEnvironment();

let resolveEnvironment: () => Environment = () => environment;

/**
 * The environment route loaders load into: the browser's one, or on the server the environment of
 * the request being rendered (client/entry-server.tsx sets the resolver; requests render side by side).
 */
export function currentEnvironment(): Environment {
  return resolveEnvironment();
}

export function setEnvironmentResolver(resolver: () => Environment) {
  resolveEnvironment = resolver;
}
