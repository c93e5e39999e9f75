import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { useDeleteAccountMutation as T } from '../../../__generated__/useDeleteAccountMutation.graphql';
import { paths } from '../../../paths';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';
import { leaveAccount } from '../../account/session';

const mutation = graphql`
  mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on DeleteAccountPayload {
        viewer {
          id
        }
      }
    }
  }
`;

/** Deletes the account (the server ends every session), goes home and forgets the viewer. */
export function useDeleteAccountMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const navigate = useNavigate();
  const deleteAccount = async (password: string | null): Promise<MutationOutcome<null>> => {
    const { deleteAccount: result } = await run({ input: { password } });
    const outcome = doneOrError(result, 'DeleteAccountPayload');
    if (outcome.ok) await leaveAccount(() => navigate(paths.home(), { replace: true }));
    return outcome;
  };
  return [deleteAccount, busy] as const;
}
