import { graphql } from 'react-relay';
import type {
  AddHouseInput,
  useAddHouseMutation as T,
  useAddHouseMutation$data,
} from '../../../__generated__/useAddHouseMutation.graphql';
import { type MutationOutcome, outcomeOf, type PayloadOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useAddHouseMutation($input: AddHouseInput!) {
    addHouse(input: $input) {
      __typename
      ... on AddHousePayload {
        house {
          id
          slug
          route
          city
          street
          formattedAddressLine
          viewerIsOwner
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

type Result = useAddHouseMutation$data['addHouse'];
export type AddedHouse = PayloadOf<Result>['house'];

/** Creates a house from the chosen address (owner = viewer; ownerless for a visitor in the funnel). */
export function useAddHouseMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const addHouse = async (input: AddHouseInput): Promise<MutationOutcome<AddedHouse>> => {
    const { addHouse: result } = await run({ input });
    const outcome = outcomeOf(result, 'AddHousePayload');
    return outcome.ok ? { ok: true, data: outcome.data.house } : outcome;
  };
  return [addHouse, busy] as const;
}
