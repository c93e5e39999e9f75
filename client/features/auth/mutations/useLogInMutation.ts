import { graphql } from 'react-relay';
import type { useLogInMutation as T } from '../../../__generated__/useLogInMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useLogInMutation($input: LogInInput!) {
    logIn(input: $input) {
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
      ... on LogInPayload {
        viewer {
          id
          firstName
        }
      }
    }
  }
`;

export function useLogInMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const logIn = async (email: string, password: string): Promise<{ ok: true } | { ok: false; error: UserError }> => {
    const { logIn: result } = await run({ input: { email, password } });
    if (result.__typename === 'LogInPayload') return { ok: true };
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [logIn, busy] as const;
}
