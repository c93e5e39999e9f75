import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRequestViewingMutation as T } from '../../../__generated__/useRequestViewingMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useRequestViewingMutation($input: RequestViewingInput!) {
    requestViewing(input: $input) {
      __typename
      ... on RequestViewingPayload {
        viewing {
          id
          date
          time
          status
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** Asks the owner for a viewing (date YYYY-MM-DD, time HH:MM). */
export function useRequestViewingMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const request = useCallback(
    async (input: T['variables']['input']) =>
      outcomeOf((await commit({ input })).requestViewing, 'RequestViewingPayload'),
    [commit],
  );
  return [request, busy] as const;
}
