import { graphql } from 'react-relay';
import type {
  useUpdateHouseMutation as T,
  UpdateHouseInput,
  useUpdateHouseMutation$data,
} from '../../../__generated__/useUpdateHouseMutation.graphql';
import { type MutationOutcome, outcomeOf, type PayloadOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUpdateHouseMutation($input: UpdateHouseInput!) {
    updateHouse(input: $input) {
      __typename
      ... on UpdateHousePayload {
        house {
          id
          submitted
          route
          ...wizardData_house
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

type Result = useUpdateHouseMutation$data['updateHouse'];
type Payload = PayloadOf<Result>;
export type UpdateHouseFields = Omit<UpdateHouseInput, 'houseId'>;

/**
 * Saves wizard steps (only the fields given change). The answer refreshes every step and the
 * progress list through their fragments; `submitted` says whether the house is now online.
 */
export function useUpdateHouseMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const updateHouse = async (
    houseId: string,
    fields: UpdateHouseFields,
  ): Promise<MutationOutcome<Payload['house']>> => {
    const { updateHouse: result } = await run({ input: { ...fields, houseId } });
    const outcome = outcomeOf(result, 'UpdateHousePayload');
    return outcome.ok ? { ok: true, data: outcome.data.house } : outcome;
  };
  return [updateHouse, busy] as const;
}
