import { graphql } from 'react-relay';
import type {
  useUpdateSearchProfileMutation as T,
  UpdateSearchProfileInput,
  useUpdateSearchProfileMutation$data,
} from '../../../__generated__/useUpdateSearchProfileMutation.graphql';
import { type MutationOutcome, outcomeOf, type PayloadOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUpdateSearchProfileMutation($input: UpdateSearchProfileInput!) {
    updateSearchProfile(input: $input) {
      __typename
      ... on UpdateSearchProfilePayload {
        searchProfile {
          id
          slug
          ...profileWizardData_searchProfile
          ...SearchProfileCard_searchProfile
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

type Payload = PayloadOf<useUpdateSearchProfileMutation$data['updateSearchProfile']>;
export type UpdateSearchProfileFields = Omit<UpdateSearchProfileInput, 'searchProfileId'>;

/** Saves wizard steps of a profile (fields left out stay); the answer refreshes the wizard, the list and the view. */
export function useUpdateSearchProfileMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const update = async (
    searchProfileId: string,
    fields: UpdateSearchProfileFields,
  ): Promise<MutationOutcome<Payload['searchProfile']>> => {
    const { updateSearchProfile: result } = await run({ input: { ...fields, searchProfileId } });
    const outcome = outcomeOf(result, 'UpdateSearchProfilePayload');
    return outcome.ok ? { ok: true, data: outcome.data.searchProfile } : outcome;
  };
  return [update, busy] as const;
}
