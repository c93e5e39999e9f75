import { graphql } from 'react-relay';
import type { useResendVerificationEmailMutation as T } from '../../../__generated__/useResendVerificationEmailMutation.graphql';
import { outcomeOf, type UserError, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useResendVerificationEmailMutation {
    resendVerificationEmail {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on ResendVerificationEmailPayload {
        message
      }
    }
  }
`;

/** Mails a new e-mail verification link to the viewer. */
export function useResendVerificationEmailMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const resend = async (): Promise<{ ok: true; message: string } | { ok: false; error: UserError }> => {
    const { resendVerificationEmail: result } = await run({});
    const outcome = outcomeOf(result, 'ResendVerificationEmailPayload');
    return outcome.ok ? { ok: true, message: outcome.data.message } : outcome;
  };
  return [resend, busy] as const;
}
