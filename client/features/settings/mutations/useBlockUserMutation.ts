import { graphql } from 'react-relay';
import type { useBlockUserMutation as T } from '../../../__generated__/useBlockUserMutation.graphql';
import { usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useBlockUserMutation($input: BlockUserInput!) {
    blockUser(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on BlockUserPayload {
        viewer {
          ...BlockedUsersList_user
        }
        user {
          id
          blocked
        }
      }
    }
  }
`;

/** Blocks a user (from a thread or profile); the payload carries the new blocked list. */
export function useBlockUserMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const block = async (userId: string) => {
    await run({ input: { userId } });
  };
  return [block, busy] as const;
}
