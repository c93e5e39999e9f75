import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRemoveCoacheeMutation as T } from '../../../__generated__/useRemoveCoacheeMutation.graphql';
import { doneOrError, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useRemoveCoacheeMutation($input: RemoveCoacheeInput!, $connections: [ID!]!) {
    removeCoachee(input: $input) {
      __typename
      ... on RemoveCoacheePayload {
        removedCoacheeId @deleteEdge(connections: $connections)
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** The viewer (an advisor) stops coaching a user; the user's edge leaves `connection` (@deleteEdge). */
export function useRemoveCoacheeMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const remove = useCallback(
    async (advisorId: string, userId: string, connection: string) =>
      doneOrError(
        (await commit({ input: { advisorId, userId }, connections: [connection] })).removeCoachee,
        'RemoveCoacheePayload',
      ),
    [commit],
  );
  return [remove, busy] as const;
}
