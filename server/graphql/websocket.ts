import type { IncomingMessage, Server } from 'node:http';
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { isAllowedWebSocketOrigin } from '../http/csrf.js';
import { allowsUpgrade, type HostAllowList, UNKNOWN_HOST_MESSAGE } from '../http/host-guard.js';
import type { Yoga } from './yoga.js';

type Result =
  | ExecutionResult
  | AsyncIterable<ExecutionResult>
  | Promise<ExecutionResult | AsyncIterable<ExecutionResult>>;
type EnvelopedRoot = { execute: (args: ExecutionArgs) => Result; subscribe: (args: ExecutionArgs) => Result };

/**
 * graphql-ws on the same /graphql path: operations go through Yoga's envelop (same plugins, same
 * context factory, so the session cookie of the upgrade request authenticates the socket).
 */
export function attachGraphQLWebSocket(server: Server, yoga: Yoga, appUrl: string, hosts: HostAllowList) {
  const wss = new WebSocketServer({
    server,
    path: yoga.graphqlEndpoint,
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
  // biome-ignore lint/correctness/useHookAtTopLevel: graphql-ws's useServer is not a React hook.
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );
  return {
    async close() {
      await disposable.dispose();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}
