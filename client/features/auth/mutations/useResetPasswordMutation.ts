import { graphql } from 'react-relay';
import type { useResetPasswordMutation as T } from '../../../__generated__/useResetPasswordMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on ResetPasswordPayload {
        viewer {
          id
        }
      }
    }
  }
`;

export interface ResetPasswordValues {
  email: string;
  token: string;
  password: string;
  passwordConfirmation: string;
}

/** Sets a new password with the token from the mail; the server logs the user in. */
export function useResetPasswordMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const reset = async (values: ResetPasswordValues): Promise<MutationOutcome<null>> => {
    const { resetPassword: result } = await run({ input: values });
    return doneOrError(result, 'ResetPasswordPayload');
  };
  return [reset, busy] as const;
}
