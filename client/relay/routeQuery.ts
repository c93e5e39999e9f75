/**
 * Route loaders start Relay queries before render (design.md rule 6):
 *
 *   loader: ({ params, request }) => preloadRouteQuery('listing', ListingPageQuery, variables)
 *   // component:
 *   const data = usePreloadedQuery(ListingPageQuery, useRouteQueryRef<ListingPageQueryType>());
 *
 * React Router calls the loader on navigation, `loadQuery` starts the fetch at once (the loader
 * returns synchronously, no waterfall), the page component suspends in `usePreloadedQuery` until
 * the data is there. Each slot keeps only its latest reference: loading a new one disposes the
 * previous (the mounted component keeps its own retain, so data on screen is never collected).
 */
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { Environment, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { currentEnvironment } from './environment';

// Per environment: on the server each request has its own, and one request must not dispose another's.
// biome-ignore lint/suspicious/noExplicitAny: references of any operation type.
const slotsOf = new WeakMap<Environment, Map<string, PreloadedQuery<any>>>();

export function preloadRouteQuery<T extends OperationType>(
  slot: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy: 'store-or-network' | 'store-and-network' | 'network-only' = 'store-or-network',
): PreloadedQuery<T> {
  const environment = currentEnvironment();
  const slots = slotsOf.get(environment) ?? new Map();
  slotsOf.set(environment, slots);
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy });
  const previous = slots.get(slot);
  slots.set(slot, ref);
  previous?.dispose();
  return ref;
}

/** The PreloadedQuery the route's loader returned. */
export function useRouteQueryRef<T extends OperationType>(): PreloadedQuery<T> {
  return useLoaderData() as PreloadedQuery<T>;
}
