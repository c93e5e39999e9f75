/**
 * Server rendering of the public pages (built by scripts/build.mjs into dist/ssr, loaded by
 * server/pages/public/server-render.ts). Per request: a Relay environment whose network runs the
 * queries in the server process (`runQuery`, no HTTP hop), React Router's static handler running the
 * routes' loaders (the same `loadQuery` calls as in the browser), then React renders once every query
 * has answered. The caller writes the store's records into the page; entry-client.tsx publishes them
 * and hydrates without fetching the same data again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  Environment,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  type RequestParameters,
  Store,
  type Variables,
} from 'relay-runtime';
import { setEnvironmentResolver } from './relay/environment';
import { routes } from './routes';
import { documentTitle, type HeadHandle, type PageHead } from './ssr/pageHead';
import { defaultHead } from './ssr/staticHeads';

export type { PageHead } from './ssr/pageHead';

/** Runs one GraphQL operation in process, with the context of the request being rendered. */
export type RunQuery = (source: string, variables: Record<string, unknown>) => Promise<GraphQLResponse>;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      /** The full <title>, as useDocumentTitle sets it in the browser. */
      title: string;
      /** The rendered #root content, complete (every Suspense boundary resolved), streamed from memory. */
      body: ReadableStream<Uint8Array>;
      /** The Relay records the page was rendered from (JSON, not yet escaped for HTML). */
      records: () => string;
      /** Errors React met and left to the browser to render (a part of the page rendered there instead). */
      errors: unknown[];
    };

const requestEnvironment = new AsyncLocalStorage<Environment>();
let resolverSet = false;

/** A Relay environment for one request whose queries run in process; `settled` waits for all of them. */
function serverEnvironment(runQuery: RunQuery) {
  const pending = new Set<Promise<unknown>>();
  const fetchFn = (operation: RequestParameters, variables: Variables) => {
    const result = runQuery(operation.text ?? '', variables);
    const tracked = result.catch(() => undefined).finally(() => pending.delete(tracked));
    pending.add(tracked);
    return Observable.from(result);
  };
  const environment = new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  return {
    environment,
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** Renders `url` (absolute, APP_URL's origin) with the request's queries run by `runQuery`. */
export async function render(url: string, runQuery: RunQuery, signal?: AbortSignal): Promise<RenderResult> {
  if (!resolverSet) {
    // Loaders started by the static handler load into the environment of the request they run for.
    setEnvironmentResolver(() => {
      const environment = requestEnvironment.getStore();
      if (!environment) throw new Error('Relay environment used outside a server render');
      return environment;
    });
    resolverSet = true;
  }
  const { environment, settled } = serverEnvironment(runQuery);
  const handler = createStaticHandler(routes);
  const request = new Request(url, { signal });
  const context = await requestEnvironment.run(environment, () => handler.query(request));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  await settled();

  const leaf = context.matches[context.matches.length - 1];
  const headOf = (leaf?.route.handle as HeadHandle | undefined)?.head ?? defaultHead;
  const head = headOf({
    loaderData: leaf ? context.loaderData[leaf.route.id] : undefined,
    params: leaf?.params ?? {},
    url: new URL(url),
  });

  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  // Rendered once every query has answered; the parts that still suspend (lazy components) are
  // awaited too (allReady), so the page is complete for a crawler. No progressive chunks: React then
  // writes every Suspense boundary in place, without the inline scripts that would move it (CSP).
  const body = await requestEnvironment.run(environment, () =>
    renderToReadableStream(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RelayEnvironmentProvider>
      </StrictMode>,
      { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
    ),
  );
  await body.allReady;
  const status = context.statusCode !== 200 ? context.statusCode : (head.status ?? 200);
  return {
    kind: 'page',
    status,
    head,
    title: documentTitle(head.title),
    body,
    records: () => JSON.stringify(environment.getStore().getSource().toJSON()),
    errors,
  };
}
