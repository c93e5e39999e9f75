import { graphql } from 'react-relay';
import type { useResetPasswordMutation as T } from '../../../__generated__/useResetPasswordMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on DomainError {
        message
        code
      }
      ... on ResetPasswordPayload {
        viewer {
          id
        }
      }
      ... on InputError {
        message
        fieldErrors {
          field
          messages
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
  const reset = async (values: ResetPasswordValues): Promise<{ ok: true } | { ok: false; error: UserError }> => {
    const { resetPassword: result } = await run({ input: values });
    if (result.__typename === 'ResetPasswordPayload') return { ok: true };
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [reset, busy] as const;
}
