import { graphql } from 'react-relay';
import type { useRequestPasswordResetMutation as T } from '../../../__generated__/useRequestPasswordResetMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
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
      ... on RequestPasswordResetPayload {
        message
      }
    }
  }
`;

/** Sends the 'wachtwoord opnieuw instellen' mail (always answers the same, known e-mail or not). */
export function useRequestPasswordResetMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const request = async (email: string): Promise<{ ok: true; message: string } | { ok: false; error: UserError }> => {
    const { requestPasswordReset: result } = await run({ input: { email } });
    if (result.__typename === 'RequestPasswordResetPayload') return { ok: true, message: result.message };
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [request, busy] as const;
}
