import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useMarkSoldMutation as T } from '../../../__generated__/useMarkSoldMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useMarkSoldMutation($input: MarkSoldUnderReservationInput!) {
    markSoldUnderReservation(input: $input) {
      __typename
      ... on MarkSoldUnderReservationPayload {
        offer {
          id
          viewerCanMarkSold
          # The house page shows the new status and no longer takes offers.
          house {
            id
            houseStatus
            openForDeals
            currentHouseStatus {
              status
              label
              descriptionLabel
              updatedAt
            }
          }
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** The owner confirms the sale after a deal: the house becomes 'Verkocht onder voorbehoud'. */
export function useMarkSoldMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const markSold = useCallback(
    async (offerId: string) =>
      outcomeOf((await commit({ input: { offerId } })).markSoldUnderReservation, 'MarkSoldUnderReservationPayload'),
    [commit],
  );
  return [markSold, busy] as const;
}
