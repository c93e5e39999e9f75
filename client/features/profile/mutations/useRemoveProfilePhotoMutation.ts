import { graphql } from 'react-relay';
import type { useRemoveProfilePhotoMutation as T } from '../../../__generated__/useRemoveProfilePhotoMutation.graphql';
import { usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useRemoveProfilePhotoMutation {
    removeProfilePhoto {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on RemoveProfilePhotoPayload {
        user {
          ...ProfilePhotoForm_user
          ...HeaderAccount_viewer
          ...DashboardTasks_user
        }
      }
    }
  }
`;

export function useRemoveProfilePhotoMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const remove = async () => {
    await run({});
  };
  return [remove, busy] as const;
}
