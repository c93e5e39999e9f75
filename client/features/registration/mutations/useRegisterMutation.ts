import { graphql } from 'react-relay';
import type { RegisterInput, useRegisterMutation as T } from '../../../__generated__/useRegisterMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on DomainError {
        message
        code
      }
      ... on RateLimitedError {
        message
        retryAfterSeconds
      }
      ... on InputError {
        message
        fieldErrors {
          field
          messages
        }
      }
      ... on RegisterPayload {
        viewer {
          id
          firstName
        }
      }
    }
  }
`;

export type { RegisterInput };

/** Creates the account (and logs it in). */
export function useRegisterMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const register = async (
    input: RegisterInput,
  ): Promise<{ ok: true; firstName: string } | { ok: false; error: UserError }> => {
    const { register: result } = await run({ input });
    if (result.__typename === 'RegisterPayload') return { ok: true, firstName: result.viewer.firstName };
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [register, busy] as const;
}
