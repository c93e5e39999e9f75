import type { IncomingMessage, Server } from 'node:http';
import { type ExecutionArgs, type ExecutionResult, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { parse as parseCookies } from 'hono/utils/cookie';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Services } from '../context.js';
import { SESSION_COOKIE } from '../domain/accounts/sessions.js';
import { hashToken } from '../domain/kernel/tokens.js';
import { isAllowedWebSocketOrigin } from '../http/csrf.js';
import { allowsUpgrade, type HostAllowList, UNKNOWN_HOST_MESSAGE } from '../http/host-guard.js';
import { websocketConnections, websocketDeliveries } from '../metrics.js';
import { GRAPHQL_OPERATION_MAX_BYTES } from './body-limit.js';
import { createLiveSessions, type LiveSession } from './live-sessions.js';
import type { Yoga } from './yoga.js';

type Result =
  | ExecutionResult
  | AsyncIterable<ExecutionResult>
  | Promise<ExecutionResult | AsyncIterable<ExecutionResult>>;
type EnvelopedRoot = { execute: (args: ExecutionArgs) => Result; subscribe: (args: ExecutionArgs) => Result };

/** WebSocket close code 1012 (RFC 6455 registry: Service Restart). */
export const SERVICE_RESTART = 1012;

type Extra = { socket: WebSocket; request: IncomingMessage; liveSession?: LiveSession };

/**
 * graphql-ws on the same /graphql path: operations go through Yoga's envelop (same plugins, same
 * context factory, so the session cookie of the upgrade request authenticates the socket). A
 * socket opened with a session closes when that session ends or expires (live-sessions.ts).
 */
export function attachGraphQLWebSocket(
  server: Server,
  yoga: Yoga,
  services: Pick<Services, 'sessions' | 'pubsub' | 'config'>,
  hosts: HostAllowList,
) {
  const appUrl = services.config.APP_URL;
  const liveSessions = createLiveSessions(services.pubsub);
  const wss = new WebSocketServer({
    server,
    path: yoga.graphqlEndpoint,
    // The same cap as an HTTP operation: a bigger message closes the socket (1009) while its
    // frame header arrives, before its body is read.
    maxPayload: GRAPHQL_OPERATION_MAX_BYTES,
    // A foreign Host (DNS rebinding) is refused like on every HTTP request (421). Cross-site
    // WebSocket hijacking: the browser sends our cookie with any site's handshake, so a foreign
    // Origin is refused (403) before the session is looked at.
    verifyClient: (
      { origin, req }: { origin?: string; req: IncomingMessage },
      done: (ok: boolean, status?: number, message?: string) => void,
    ) => {
      if (!allowsUpgrade(hosts, req)) return done(false, 421, UNKNOWN_HOST_MESSAGE);
      if (!isAllowedWebSocketOrigin(origin || undefined, req.headers.host, appUrl)) return done(false, 403);
      done(true);
    },
  });
  wss.on('connection', (socket) => {
    websocketConnections.inc();
    socket.once('close', () => websocketConnections.dec());
  });
  // biome-ignore lint/correctness/useHookAtTopLevel: graphql-ws's useServer is not a React hook.
  const disposable = useServer<Record<string, unknown> | undefined, Extra>(
    {
      // The session of the handshake's cookie, once per socket: whose it is and until when.
      onConnect: async (ctx) => {
        const header = ctx.extra.request.headers.cookie;
        const token = header ? parseCookies(header, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
        const session = await services.sessions.lookup(token);
        if (session && token) {
          ctx.extra.liveSession = liveSessions.open(ctx.extra.socket, { ...session, hash: hashToken(token) });
        }
        return true;
      },
      onNext: () => {
        websocketDeliveries.inc();
      },
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          // Checked before every delivery of a subscription (whileSessionLasts).
          liveSession: ctx.extra.liveSession,
          params,
        });
        let document: ReturnType<typeof parse>;
        try {
          document = parse(params.query);
        } catch (err) {
          // A syntax error or a query over the token limit: an error message, the socket stays open.
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
        // Validation (with the query limits) before the context: a refused operation looks up no session.
        const errors = validate(schema, document);
        if (errors.length) return errors;
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        return args;
      },
    },
    wss,
  );
  return {
    /** Closes every socket with 1012 (service restart): the client reconnects, through the proxy to another instance. */
    async close() {
      for (const socket of wss.clients) socket.close(SERVICE_RESTART, 'Huiskans start opnieuw');
      await disposable.dispose();
      await liveSessions.close();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}
