import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSendMessageMutation as T } from '../../../__generated__/useSendMessageMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';
import { setLastNotification } from '../liveStore';

const mutation = graphql`
  mutation useSendMessageMutation($input: SendMessageInput!, $connections: [ID!]!) {
    sendMessage(input: $input) {
      __typename
      ... on SendMessagePayload {
        edge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...ThreadMessage_notification
          }
        }
        thread {
          id
          chatEnabled
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

export interface SendMessage {
  /** The other user (the thread's slug names them). */
  userId: string;
  message: string;
  /** From a house page: the message is a HouseMessage about this house. */
  houseId?: string | null;
  /** The open thread's messages connection (`__id`), which gets the new message at its end. */
  connectionId: string | null;
}

/** Sends a message; the answer's edge is appended to the thread and the thread moves to the top. */
export function useSendMessageMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const send = useCallback(
    async ({ userId, message, houseId, connectionId }: SendMessage) => {
      const response = await commit(
        {
          input: { recipientUserId: userId, message, houseId: houseId ?? null },
          connections: connectionId ? [connectionId] : [],
        },
        {
          updater: (store, data) => {
            const result = data?.sendMessage;
            if (result?.__typename !== 'SendMessagePayload' || !result.edge?.node || !result.thread) return;
            setLastNotification(store, result.thread.id, result.edge.node.id);
          },
        },
      );
      return outcomeOf(response.sendMessage, 'SendMessagePayload');
    },
    [commit],
  );
  return [send, busy] as const;
}
