import { graphql } from 'react-relay';
import type { useDeleteSearchProfileMutation as T } from '../../../__generated__/useDeleteSearchProfileMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useDeleteSearchProfileMutation($input: DeleteSearchProfileInput!) {
    deleteSearchProfile(input: $input) {
      __typename
      ... on DeleteSearchProfilePayload {
        deletedSearchProfileId @deleteRecord
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** Deletes a profile; it leaves the store (@deleteRecord), so the lists that showed it drop it. */
export function useDeleteSearchProfileMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const remove = async (searchProfileId: string): Promise<MutationOutcome<null>> => {
    const { deleteSearchProfile: result } = await run({ input: { searchProfileId } });
    return doneOrError(result, 'DeleteSearchProfilePayload');
  };
  return [remove, busy] as const;
}
