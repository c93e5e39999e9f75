import { graphql } from 'react-relay';
import type { useDeleteHouseMutation as T } from '../../../__generated__/useDeleteHouseMutation.graphql';
import { type MutationOutcome, outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useDeleteHouseMutation($input: DeleteHouseInput!) {
    deleteHouse(input: $input) {
      __typename
      ... on DeleteHousePayload {
        deletedHouseId @deleteRecord
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/**
 * Deletes a house. Without `force`, a house people showed interest in answers a
 * HouseDeletionNeedsConfirmationError with a Dutch question: ask it, then repeat with `force: true`.
 * The record leaves the store (@deleteRecord), so lists that showed it drop it; the page that
 * showed it renders nothing meanwhile (useDeletedWhileShown).
 */
export function useDeleteHouseMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const deleteHouse = async (houseId: string, force: boolean): Promise<MutationOutcome<null>> => {
    const { deleteHouse: result } = await run({ input: { houseId, force } });
    const outcome = outcomeOf(result, 'DeleteHousePayload');
    return outcome.ok ? { ok: true, data: null } : outcome;
  };
  return [deleteHouse, busy] as const;
}
