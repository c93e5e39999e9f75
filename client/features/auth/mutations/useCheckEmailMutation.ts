import { graphql } from 'react-relay';
import type { useCheckEmailMutation as T } from '../../../__generated__/useCheckEmailMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useCheckEmailMutation($input: CheckEmailInput!) {
    checkEmail(input: $input) {
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
      ... on RateLimitedError {
        message
        retryAfterSeconds
      }
      ... on CheckEmailPayload {
        exists
        isDeleted
        hasPassword
      }
    }
  }
`;

export type EmailCheck = { exists: boolean; isDeleted: boolean; hasPassword: boolean };

/** POST user-exists as a mutation: does an account with this e-mail exist, is it deleted, has it a password? */
export function useCheckEmailMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const check = async (email: string): Promise<{ ok: true; data: EmailCheck } | { ok: false; error: UserError }> => {
    const { checkEmail: result } = await run({ input: { email } });
    if (result.__typename === 'CheckEmailPayload') {
      return {
        ok: true,
        data: { exists: result.exists, isDeleted: result.isDeleted, hasPassword: result.hasPassword },
      };
    }
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [check, busy] as const;
}
