import { graphql } from 'react-relay';
import type { useSubmitHouseMutation as T } from '../../../__generated__/useSubmitHouseMutation.graphql';
import { type MutationOutcome, outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useSubmitHouseMutation($input: SubmitHouseInput!) {
    submitHouse(input: $input) {
      __typename
      ... on SubmitHousePayload {
        house {
          id
          submitted
          moderationStatus
          submittedAt
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** Sends the house in (address, offer and type must be complete). */
export function useSubmitHouseMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const submit = async (houseId: string): Promise<MutationOutcome<null>> => {
    const { submitHouse: result } = await run({ input: { houseId } });
    const outcome = outcomeOf(result, 'SubmitHousePayload');
    return outcome.ok ? { ok: true, data: null } : outcome;
  };
  return [submit, busy] as const;
}
