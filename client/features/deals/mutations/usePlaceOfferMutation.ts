import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { usePlaceOfferMutation as T } from '../../../__generated__/usePlaceOfferMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation usePlaceOfferMutation($input: PlaceOfferInput!) {
    placeOffer(input: $input) {
      __typename
      ... on PlaceOfferPayload {
        offer {
          id
          amount
          status
        }
        # The bidder's earlier open offer, now 'replaced' wherever it is shown.
        replaced {
          id
          status
          expiresAt
          viewerCanAnswerCounter
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** Places an offer in whole euros; it replaces the bidder's open one. */
export function usePlaceOfferMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const place = useCallback(
    async (input: T['variables']['input']) => outcomeOf((await commit({ input })).placeOffer, 'PlaceOfferPayload'),
    [commit],
  );
  return [place, busy] as const;
}
