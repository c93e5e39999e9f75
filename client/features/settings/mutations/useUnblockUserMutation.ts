import { graphql } from 'react-relay';
import type { useUnblockUserMutation as T } from '../../../__generated__/useUnblockUserMutation.graphql';
import { usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUnblockUserMutation($input: UnblockUserInput!) {
    unblockUser(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on UnblockUserPayload {
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

/** Unblocks a user; the payload carries the new list (spec §7: "each returns the new list"). */
export function useUnblockUserMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const unblock = async (userId: string) => {
    await run({ input: { userId } });
  };
  return [unblock, busy] as const;
}
