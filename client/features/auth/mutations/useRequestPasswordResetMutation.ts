import { graphql } from 'react-relay';
import type { useRequestPasswordResetMutation as T } from '../../../__generated__/useRequestPasswordResetMutation.graphql';
import { outcomeOf, type UserError, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
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
    const outcome = outcomeOf(result, 'RequestPasswordResetPayload');
    return outcome.ok ? { ok: true, message: outcome.data.message } : outcome;
  };
  return [request, busy] as const;
}
