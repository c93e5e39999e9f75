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

// Slugs of houses being deleted: their record leaves the store before the page navigates away,
// and a page showing one renders nothing meanwhile instead of flashing 'niet gevonden'.
const deleting = new Set<string>();

export function isBeingDeleted(slug: string | undefined): boolean {
  return slug !== undefined && deleting.has(slug);
}

/**
 * Deletes a house. Without `force`, a house people showed interest in answers a DomainError with
 * code 409 and a Dutch question: ask it, then repeat with `force: true`. The record leaves the
 * store (@deleteRecord), so lists that showed it drop it.
 */
export function useDeleteHouseMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const deleteHouse = async (houseId: string, slug: string, force: boolean): Promise<MutationOutcome<null>> => {
    deleting.add(slug);
    const { deleteHouse: result } = await run({ input: { houseId, force } }).finally(() =>
      setTimeout(() => deleting.delete(slug), 1000),
    );
    const outcome = outcomeOf(result, 'DeleteHousePayload');
    return outcome.ok ? { ok: true, data: null } : outcome;
  };
  return [deleteHouse, busy] as const;
}
