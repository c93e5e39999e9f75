import { graphql } from 'react-relay';
import type {
  ChangePasswordInput,
  useChangePasswordMutation as T,
} from '../../../__generated__/useChangePasswordMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on DomainError {
        message
        code
      }
      ... on InputError {
        message
        fieldErrors {
          field
          messages
        }
      }
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
  const change = async (input: ChangePasswordInput): Promise<{ ok: true } | { ok: false; error: UserError }> => {
    const { changePassword: result } = await run({ input });
    if (result.__typename === 'ChangePasswordPayload') return { ok: true };
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [change, busy] as const;
}
