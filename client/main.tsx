// Global styles first: feature stylesheets (imported by the routes) build on them and must come later.
import './styles/global.css';
import './components/layout/layout.css';
import './components/components.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { RecordSource } from 'relay-runtime';
import { environment } from './relay/environment';
import { createRouter, routes } from './routes';
import { SSR_RECORDS_ID } from './ssr/records';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root ontbreekt in index.html');

/**
 * A page the server rendered (client/entry-server.tsx) carries the Relay records it was rendered
 * from: they go into the store, the matched routes' loaders run here at once (their queries find
 * everything in the store: no request), and React hydrates the server's HTML with the same data.
 */
async function hydrationData() {
  const recordsElement = document.getElementById(SSR_RECORDS_ID);
  if (!recordsElement?.textContent) return null;
  environment.getStore().publish(new RecordSource(JSON.parse(recordsElement.textContent)));
  const matches = matchRoutes(routes, window.location) ?? [];
  const url = new URL(window.location.href);
  const request = new Request(url);
  const loaderData: Record<string, unknown> = {};
  const pattern: string[] = [];
  for (const { route, params } of matches) {
    if (route.path) pattern.push(route.path);
    if (typeof route.lazy === 'function') {
      // What the router would fetch on its own, before the first render rather than after it.
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }
    if (typeof route.loader === 'function' && route.id) {
      loaderData[route.id] = await route.loader({
        params,
        request,
        url,
        pattern: `/${pattern.join('/')}`,
        context: undefined,
      });
    }
  }
  return { loaderData };
}

const app = (router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>
);

hydrationData().then((hydration) => {
  if (hydration) hydrateRoot(container, app(createRouter(hydration)));
  else createRoot(container).render(app(createRouter()));
});
