import { graphql } from 'react-relay';
import type { useUpdateBioMutation as T } from '../../../__generated__/useUpdateBioMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUpdateBioMutation($input: UpdateBioInput!) {
    updateBio(input: $input) {
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
      ... on UpdateBioPayload {
        user {
          ...BioForm_user
          ...DashboardTasks_user
        }
      }
    }
  }
`;

export function useUpdateBioMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const update = async (bio: string): Promise<{ ok: true } | { ok: false; error: UserError }> => {
    const { updateBio: result } = await run({ input: { bio } });
    if (result.__typename === 'UpdateBioPayload') return { ok: true };
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [update, busy] as const;
}
