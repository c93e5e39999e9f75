import { graphql } from 'react-relay';
import type { useUpdateBioMutation as T } from '../../../__generated__/useUpdateBioMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUpdateBioMutation($input: UpdateBioInput!) {
    updateBio(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on UpdateBioPayload {
        user {
          ...BioForm_user
          ...DashboardTasks_user
        }
      }
    }
  }
`;

export function useUpdateBioMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const update = async (bio: string): Promise<MutationOutcome<null>> => {
    const { updateBio: result } = await run({ input: { bio } });
    return doneOrError(result, 'UpdateBioPayload');
  };
  return [update, busy] as const;
}
