import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * A route whose page module is fetched the first time the route is visited: it becomes its own
 * chunk, out of the JavaScript every first visit downloads. React Router fetches the module, then
 * runs its loader (which starts the Relay query) and renders its Component.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (m: M) => Pick<RouteObject, 'Component' | 'element' | 'loader' | 'shouldRevalidate' | 'handle'>,
): { lazy: LazyRouteFunction<RouteObject> } {
  return { lazy: async () => pick(await load()) };
}
