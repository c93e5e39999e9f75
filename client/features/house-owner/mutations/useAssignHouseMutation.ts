import { graphql } from 'react-relay';
import type {
  useAssignHouseMutation as T,
  useAssignHouseMutation$data,
} from '../../../__generated__/useAssignHouseMutation.graphql';
import { type MutationOutcome, outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useAssignHouseMutation($input: AssignHouseInput!) {
    assignHouse(input: $input) {
      __typename
      ... on AssignHousePayload {
        house {
          id
          slug
          viewerIsOwner
        }
      }
      ... on InputError {
        message
        fieldErrors {
          field
          messages
        }
      }
      ... on DomainError {
        message
        code
      }
    }
  }
`;

type Result = useAssignHouseMutation$data['assignHouse'];
type Payload = Extract<Result, { __typename: 'AssignHousePayload' }>;

/** The logged-in viewer becomes the owner of a house the seller funnel created. */
export function useAssignHouseMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const assign = async (houseId: string): Promise<MutationOutcome<Payload['house']>> => {
    const { assignHouse: result } = await run({ input: { houseId } });
    const outcome = outcomeOf(result, 'AssignHousePayload');
    return outcome.ok ? { ok: true, data: outcome.data.house } : outcome;
  };
  return [assign, busy] as const;
}
