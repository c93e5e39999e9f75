import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  usePlaceSuggestionsQuery as QueryType,
  usePlaceSuggestionsQuery$data,
} from '../../__generated__/usePlaceSuggestionsQuery.graphql';
import { PLACE_SEARCH_DEBOUNCE_MS, PLACE_SEARCH_MIN_LENGTH } from '../../config';
import { outcomeOf, type PayloadOf } from '../../relay/mutations';

const query = graphql`
  query usePlaceSuggestionsQuery($query: String!) {
    placeSuggestions(query: $query, first: 8) {
      __typename
      ... on QueryPlaceSuggestionsSuccess {
        data {
          id
          type
          weergavenaam
          code
          latitude
          longitude
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

export type PlaceSuggestion = PayloadOf<usePlaceSuggestionsQuery$data['placeSuggestions']>['data'][number];

export type PlaceSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'results'; suggestions: readonly PlaceSuggestion[] }
  | { status: 'error'; message: string };

/** Spec §8 address lookup (search) messages. */
export const PLACE_SEARCH_TEXTS = {
  idle: 'Typ een zoekopdracht',
  loading: 'Zoeken…',
  empty: 'Geen resultaten voor deze zoekopdracht',
  failed: 'Er ging iets mis bij het ophalen van adressen. Probeer het later opnieuw.',
  /** Spec §5: typed text that was never turned into a chosen suggestion. */
  unchosen: 'Selecteer een suggestie uit de lijst.',
} as const;

/** Should this text be searched at all? Spec §5: only with more than 2 characters. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= PLACE_SEARCH_MIN_LENGTH;
}

/**
 * Place suggestions for the text, debounced 1000 ms (spec §9). A new text cancels the
 * pending search. Errors stay local (the dropdown shows them), not in the global display.
 */
export function usePlaceSuggestions(text: string, enabled: boolean): PlaceSearchState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<PlaceSearchState>({ status: 'idle' });

  useEffect(() => {
    const term = text.trim();
    if (!enabled || !isSearchable(term)) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    let subscription: { unsubscribe: () => void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<QueryType>(
        environment,
        query,
        { query: term },
        { fetchPolicy: 'store-or-network', networkCacheConfig: { metadata: { silentErrors: true } } },
      ).subscribe({
        next: (data) => {
          const outcome = outcomeOf(data.placeSuggestions, 'QueryPlaceSuggestionsSuccess');
          if (outcome.ok) setState({ status: 'results', suggestions: outcome.data.data });
          else if (outcome.error.kind === 'input') setState({ status: 'error', message: outcome.error.message });
          else setState({ status: 'error', message: PLACE_SEARCH_TEXTS.failed });
        },
        error: () => setState({ status: 'error', message: PLACE_SEARCH_TEXTS.failed }),
      });
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [text, enabled, environment]);

  return state;
}
