import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRemoveMyAdvisorMutation as T } from '../../../__generated__/useRemoveMyAdvisorMutation.graphql';
import { doneOrError, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useRemoveMyAdvisorMutation($input: RemoveMyAdvisorInput!, $connections: [ID!]!) {
    removeMyAdvisor(input: $input) {
      __typename
      ... on RemoveMyAdvisorPayload {
        removedAdvisorId @deleteEdge(connections: $connections)
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/**
 * Removes an advisor (every expertise the viewer asked them about) from the viewer's advisors; its
 * edges leave `connection` (@deleteEdge: the advisor itself stays in the store, it still exists).
 */
export function useRemoveMyAdvisorMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const remove = useCallback(
    async (advisorId: string, connection: string) =>
      doneOrError(
        (await commit({ input: { advisorId }, connections: [connection] })).removeMyAdvisor,
        'RemoveMyAdvisorPayload',
      ),
    [commit],
  );
  return [remove, busy] as const;
}
