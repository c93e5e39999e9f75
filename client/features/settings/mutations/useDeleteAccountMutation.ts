import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { useDeleteAccountMutation as T } from '../../../__generated__/useDeleteAccountMutation.graphql';
import { paths } from '../../../paths';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';
import { leaveAccount } from '../../account/session';

const mutation = graphql`
  mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DomainError {
        message
        code
      }
      ... on DeleteAccountPayload {
        viewer {
          id
        }
      }
      ... on InputError {
        message
        fieldErrors {
          field
          messages
        }
      }
    }
  }
`;

/** Deletes the account (the server ends every session), goes home and forgets the viewer. */
export function useDeleteAccountMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const navigate = useNavigate();
  const deleteAccount = async (password: string | null): Promise<{ ok: true } | { ok: false; error: UserError }> => {
    const { deleteAccount: result } = await run({ input: { password } });
    if (result.__typename !== 'DeleteAccountPayload') {
      return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
    }
    await leaveAccount(() => navigate(paths.home(), { replace: true }));
    return { ok: true };
  };
  return [deleteAccount, busy] as const;
}
