import { graphql } from 'react-relay';
import type {
  ChangePasswordInput,
  useChangePasswordMutation as T,
} from '../../../__generated__/useChangePasswordMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on ChangePasswordPayload {
        user {
          ...PasswordForm_user
          ...DashboardTasks_user
        }
      }
    }
  }
`;

export type { ChangePasswordInput };

export function useChangePasswordMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const change = async (input: ChangePasswordInput): Promise<MutationOutcome<null>> => {
    const { changePassword: result } = await run({ input });
    return doneOrError(result, 'ChangePasswordPayload');
  };
  return [change, busy] as const;
}
