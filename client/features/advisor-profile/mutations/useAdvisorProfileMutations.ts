import { graphql } from 'react-relay';
import type {
  useAdvisorProfileMutationsCreateMutation as Create,
  CreateAdvisorProfileInput,
} from '../../../__generated__/useAdvisorProfileMutationsCreateMutation.graphql';
import type { useAdvisorProfileMutationsDeleteMutation as Delete } from '../../../__generated__/useAdvisorProfileMutationsDeleteMutation.graphql';
import type { useAdvisorProfileMutationsUpdateMutation as Update } from '../../../__generated__/useAdvisorProfileMutationsUpdateMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

// The viewer's advisor profile: create, update, delete. Create answers the profile through its
// user (the viewer), so `viewer.advisorProfile` in the store points at it without a reload; delete
// removes the record (@deleteRecord), which empties that link again.

const create = graphql`
  mutation useAdvisorProfileMutationsCreateMutation($input: CreateAdvisorProfileInput!) {
    createAdvisorProfile(input: $input) {
      __typename
      ... on CreateAdvisorProfilePayload {
        advisor {
          user {
            id
            advisorProfile {
              id
              route
              # Everything the page shows once the profile exists (AdvisorProfilePage's query).
              ...AdvisorProfileForm_advisor
              ...CoacheesCard_advisor
              ...AdvisorOffersCard_advisor
            }
          }
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

const update = graphql`
  mutation useAdvisorProfileMutationsUpdateMutation($input: UpdateAdvisorProfileInput!) {
    updateAdvisorProfile(input: $input) {
      __typename
      ... on UpdateAdvisorProfilePayload {
        advisor {
          id
          route
          ...AdvisorProfileForm_advisor
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

const remove = graphql`
  mutation useAdvisorProfileMutationsDeleteMutation($input: DeleteAdvisorProfileInput!) {
    deleteAdvisorProfile(input: $input) {
      __typename
      ... on DeleteAdvisorProfilePayload {
        deletedAdvisorId @deleteRecord
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

export type AdvisorProfileInput = CreateAdvisorProfileInput;

/** Saves the profile: creates it when `advisorId` is null, changes it otherwise. */
export function useSaveAdvisorProfileMutation() {
  const [runCreate, creating] = usePromiseMutation<Create>(create);
  const [runUpdate, updating] = usePromiseMutation<Update>(update);
  const save = async (advisorId: string | null, input: AdvisorProfileInput): Promise<MutationOutcome<null>> => {
    if (advisorId == null) {
      const { createAdvisorProfile: result } = await runCreate({ input });
      return doneOrError(result, 'CreateAdvisorProfilePayload');
    }
    const { updateAdvisorProfile: result } = await runUpdate({ input: { ...input, advisorId } });
    return doneOrError(result, 'UpdateAdvisorProfilePayload');
  };
  return [save, creating || updating] as const;
}

export function useDeleteAdvisorProfileMutation() {
  const [run, busy] = usePromiseMutation<Delete>(remove);
  const destroy = async (advisorId: string): Promise<MutationOutcome<null>> => {
    const { deleteAdvisorProfile: result } = await run({ input: { advisorId } });
    return doneOrError(result, 'DeleteAdvisorProfilePayload');
  };
  return [destroy, busy] as const;
}
