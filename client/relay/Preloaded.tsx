import type { ReactNode } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * The data of a query a route loader started, handed to `children`: the part of the page that
 * needs it suspends on its own (under its own Suspense), the rest of the page shows meanwhile.
 */
export function Preloaded<T extends OperationType>({
  query,
  queryRef,
  children,
}: {
  query: GraphQLTaggedNode;
  queryRef: PreloadedQuery<T>;
  children: (data: T['response']) => ReactNode;
}) {
  return children(usePreloadedQuery<T>(query, queryRef));
}
