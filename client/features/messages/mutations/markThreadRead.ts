import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { markThreadReadMutation as T } from '../../../__generated__/markThreadReadMutation.graphql';
import { applyMarkedAsRead } from '../liveStore';

const mutation = graphql`
  mutation markThreadReadMutation($input: MarkThreadReadInput!) {
    markThreadRead(input: $input) {
      __typename
      ... on MarkThreadReadPayload {
        markedAsReadCount
      }
    }
  }
`;

/**
 * Marks every notification of the thread read (opening it, or a message arriving while it is
 * open); the counts go down by `markedAsReadCount` (spec §4). Failures stay quiet: the counts
 * simply stay up, as they are on the server.
 */
export function markThreadReadIn(environment: Environment, viewerId: string, threadId: string): void {
  commitMutation<T>(environment, {
    mutation,
    variables: { input: { threadId } },
    cacheConfig: { metadata: { silentErrors: true } },
    updater: (store, data) => {
      const result = data?.markThreadRead;
      if (result?.__typename === 'MarkThreadReadPayload') {
        applyMarkedAsRead(store, viewerId, threadId, result.markedAsReadCount);
      }
    },
  });
}
