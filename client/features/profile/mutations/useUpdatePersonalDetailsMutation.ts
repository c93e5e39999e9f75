import { graphql } from 'react-relay';
import type {
  useUpdatePersonalDetailsMutation as T,
  UpdatePersonalDetailsInput,
} from '../../../__generated__/useUpdatePersonalDetailsMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUpdatePersonalDetailsMutation($input: UpdatePersonalDetailsInput!) {
    updatePersonalDetails(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on UpdatePersonalDetailsPayload {
        user {
          ...PersonalDetailsForm_user
          ...HeaderAccount_viewer
          ...DashboardTasks_user
        }
      }
    }
  }
`;

export type { UpdatePersonalDetailsInput };

export function useUpdatePersonalDetailsMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const update = async (input: UpdatePersonalDetailsInput): Promise<MutationOutcome<null>> => {
    const { updatePersonalDetails: result } = await run({ input });
    return doneOrError(result, 'UpdatePersonalDetailsPayload');
  };
  return [update, busy] as const;
}
