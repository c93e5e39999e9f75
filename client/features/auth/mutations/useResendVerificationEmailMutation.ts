import { graphql } from 'react-relay';
import type { useResendVerificationEmailMutation as T } from '../../../__generated__/useResendVerificationEmailMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useResendVerificationEmailMutation {
    resendVerificationEmail {
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
    if (result.__typename === 'ResendVerificationEmailPayload') return { ok: true, message: result.message };
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [resend, busy] as const;
}
