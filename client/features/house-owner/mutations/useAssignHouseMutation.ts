import { graphql } from 'react-relay';
import type {
  useAssignHouseMutation as T,
  useAssignHouseMutation$data,
} from '../../../__generated__/useAssignHouseMutation.graphql';
import { type MutationOutcome, outcomeOf, type PayloadOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useAssignHouseMutation($input: AssignHouseInput!, $connections: [ID!]!) {
    assignHouse(input: $input) {
      __typename
      ... on AssignHousePayload {
        house @prependNode(connections: $connections, edgeTypeName: "UserHousesConnectionEdge") {
          id
          slug
          viewerIsOwner
          ...DashboardHouses_house
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

type Result = useAssignHouseMutation$data['assignHouse'];
type Payload = PayloadOf<Result>;

/**
 * The logged-in viewer becomes the owner of a house the seller funnel created; it joins the
 * `connections` of the viewer's houses (newest first, so at the top).
 */
export function useAssignHouseMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const assign = async (
    houseId: string,
    connections: readonly string[],
  ): Promise<MutationOutcome<Payload['house']>> => {
    const { assignHouse: result } = await run({ input: { houseId }, connections: [...connections] });
    const outcome = outcomeOf(result, 'AssignHousePayload');
    return outcome.ok ? { ok: true, data: outcome.data.house } : outcome;
  };
  return [assign, busy] as const;
}
