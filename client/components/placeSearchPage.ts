import { useState } from 'react';
import type { PreloadedQuery } from 'react-relay';
import {
  type LoaderFunctionArgs,
  type Params,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { preloadRouteQuery } from '../relay/routeQuery';

/**
 * A search page with the place in the path and page and filters in the query string (the house
 * listing, the advisors): how its URL reads and is written.
 */
export interface PlaceSearchUrl<Location, State> {
  parseLocation: (params: Params) => Location;
  parseSearch: (search: URLSearchParams) => State;
  url: (location: Location, state: State) => string;
}

/** The page's two queries: the results, and the filter panel's reference data (fetched once, then read from the store). */
export interface PlaceSearchQueries<List extends OperationType, Filters extends OperationType> {
  list: PreloadedQuery<List>;
  filters: PreloadedQuery<Filters>;
}

/** The route loader: starts both queries for the URL ('{slot}' and '{slot}-filters'). */
export function placeSearchLoader<Location, State, List extends OperationType, Filters extends OperationType>(
  slot: string,
  { parseLocation, parseSearch }: PlaceSearchUrl<Location, State>,
  list: { query: GraphQLTaggedNode; variables: (location: Location, state: State) => VariablesOf<List> },
  filtersQuery: GraphQLTaggedNode,
) {
  return ({ params, request }: LoaderFunctionArgs): PlaceSearchQueries<List, Filters> => {
    const location = parseLocation(params);
    const state = parseSearch(new URL(request.url).searchParams);
    return {
      list: preloadRouteQuery<List>(slot, list.query, list.variables(location, state)),
      filters: preloadRouteQuery<Filters>(`${slot}-filters`, filtersQuery, {}),
    };
  };
}

/**
 * The filters the user chose that the URL does not show yet. The router renders a new URL in a
 * transition that waits for the new results, so without this a clicked checkbox would stay
 * unticked (and a select would snap back) until they arrive. Keyed to the location it was chosen
 * on: once any navigation commits (these results, a later choice, Back), it is stale.
 */
interface PendingChoice<State> {
  fromLocationKey: string;
  state: State;
}

/** The page's place, its state in the URL and the state its controls show, and `go` to choose another. */
export function usePlaceSearchPage<Location, State>({
  parseLocation,
  parseSearch,
  url,
}: PlaceSearchUrl<Location, State>) {
  const [searchParams] = useSearchParams();
  const routerLocation = useLocation();
  const navigate = useNavigate();
  const location = parseLocation(useParams());
  /** What the results on screen are for. */
  const urlState = parseSearch(searchParams);
  const [pending, setPending] = useState<PendingChoice<State> | null>(null);
  const isPending = pending !== null && pending.fromLocationKey === routerLocation.key;
  /** What the controls show: the user's latest choice, also while its results are loading. */
  const state = isPending ? pending.state : urlState;
  const go = (next: State) => {
    const target = url(location, next);
    if (target === url(location, state)) return;
    setPending({ fromLocationKey: routerLocation.key, state: next });
    // Back to what is on screen (a choice undone before its results came): no new history entry.
    navigate(target, { replace: target === url(location, urlState) });
  };
  return { location, urlState, state, isPending, go, navigate };
}
