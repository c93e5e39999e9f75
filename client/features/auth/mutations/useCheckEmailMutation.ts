import { graphql } from 'react-relay';
import type { useCheckEmailMutation as T } from '../../../__generated__/useCheckEmailMutation.graphql';
import { type MutationOutcome, outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useCheckEmailMutation($input: CheckEmailInput!) {
    checkEmail(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
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
  const check = async (email: string): Promise<MutationOutcome<EmailCheck>> => {
    const { checkEmail: result } = await run({ input: { email } });
    const outcome = outcomeOf(result, 'CheckEmailPayload');
    if (!outcome.ok) return outcome;
    const { exists, isDeleted, hasPassword } = outcome.data;
    return { ok: true, data: { exists, isDeleted, hasPassword } };
  };
  return [check, busy] as const;
}
