import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useMarkNotificationReadMutation as T } from '../../../__generated__/useMarkNotificationReadMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useMarkNotificationReadMutation($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      __typename
      ... on MarkNotificationReadPayload {
        notification {
          id
          readAt
          isRead
        }
        # Marking one read is no §4 rule: the server's new counts replace the old.
        viewer {
          id
          unreadCount
        }
        thread {
          id
          unreadCount
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** Marks one notification read (POST /api/user/notifications/{id}/read's twin); the counts come back with it. */
export function useMarkNotificationReadMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const markRead = useCallback(
    async (notificationId: string) => {
      const response = await commit({ input: { notificationId } });
      return outcomeOf(response.markNotificationRead, 'MarkNotificationReadPayload');
    },
    [commit],
  );
  return [markRead, busy] as const;
}
