import { graphql } from 'react-relay';
import type {
  useUpdatePersonalDetailsMutation as T,
  UpdatePersonalDetailsInput,
} from '../../../__generated__/useUpdatePersonalDetailsMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUpdatePersonalDetailsMutation($input: UpdatePersonalDetailsInput!) {
    updatePersonalDetails(input: $input) {
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
      ... on UpdatePersonalDetailsPayload {
        user {
          ...PersonalDetailsForm_user
          ...HeaderAccount_viewer
          ...DashboardTasks_user
        }
      }
    }
  }
`;

export type { UpdatePersonalDetailsInput };

export function useUpdatePersonalDetailsMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const update = async (input: UpdatePersonalDetailsInput): Promise<{ ok: true } | { ok: false; error: UserError }> => {
    const { updatePersonalDetails: result } = await run({ input });
    if (result.__typename === 'UpdatePersonalDetailsPayload') return { ok: true };
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [update, busy] as const;
}
