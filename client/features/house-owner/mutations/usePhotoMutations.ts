import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { usePhotoMutationsRemoveMutation as RemoveT } from '../../../__generated__/usePhotoMutationsRemoveMutation.graphql';
import type { usePhotoMutationsReorderMutation as ReorderT } from '../../../__generated__/usePhotoMutationsReorderMutation.graphql';
import type { usePhotoMutationsSetMainMutation as SetMainT } from '../../../__generated__/usePhotoMutationsSetMainMutation.graphql';
import { type UserError, userErrorOf } from '../../../relay/mutations';

const reorderMutation = graphql`
  mutation usePhotoMutationsReorderMutation($input: ReorderHousePhotosInput!) {
    reorderHousePhotos(input: $input) {
      __typename
      ... on ReorderHousePhotosPayload {
        house {
          ...PhotosStep_house
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

const setMainMutation = graphql`
  mutation usePhotoMutationsSetMainMutation($input: SetMainHousePhotoInput!) {
    setMainHousePhoto(input: $input) {
      __typename
      ... on SetMainHousePhotoPayload {
        house {
          ...PhotosStep_house
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

const removeMutation = graphql`
  mutation usePhotoMutationsRemoveMutation($input: RemoveHousePhotoInput!) {
    removeHousePhoto(input: $input) {
      __typename
      ... on RemoveHousePhotoPayload {
        house {
          ...PhotosStep_house
          ...HouseWizardProgress_house
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

type Outcome = { ok: true } | { ok: false; error: UserError };
const NO_ANSWER: UserError = { kind: 'other', message: 'Er ging iets mis. Probeer het later opnieuw.', code: null };

function toOutcome(result: { readonly __typename: string } | null | undefined, payload: string): Outcome {
  if (result?.__typename === payload) return { ok: true };
  return { ok: false, error: userErrorOf(result as Parameters<typeof userErrorOf>[0]) ?? NO_ANSWER };
}

/** Photo records by id, in the given order (the ones the store knows). */
function photoRecords(store: RecordSourceSelectorProxy, houseId: string, photoIds: readonly string[]) {
  const house = store.get(houseId);
  const current = house?.getLinkedRecords('photos') ?? [];
  const byId = new Map(current.filter(Boolean).map((r) => [String(r!.getValue('id')), r!]));
  return { house, ordered: photoIds.map((id) => byId.get(id)).filter((r) => r != null) };
}

/**
 * Reorder, choose the main photo and delete. Each changes the store at once (optimistic) and is
 * rolled back by Relay when the server refuses.
 */
export function usePhotoMutations(houseId: string) {
  const [commitReorder, reordering] = useMutation<ReorderT>(reorderMutation);
  const [commitSetMain, settingMain] = useMutation<SetMainT>(setMainMutation);
  const [commitRemove, removing] = useMutation<RemoveT>(removeMutation);

  const reorder = (photoIds: string[]) =>
    new Promise<Outcome>((resolve, reject) => {
      commitReorder({
        variables: { input: { houseId, photoIds } },
        optimisticUpdater: (store) => {
          const { house, ordered } = photoRecords(store, houseId, photoIds);
          if (house && ordered.length === photoIds.length) house.setLinkedRecords(ordered, 'photos');
        },
        onCompleted: (response) => resolve(toOutcome(response.reorderHousePhotos, 'ReorderHousePhotosPayload')),
        onError: reject,
      });
    });

  const setMain = (photoId: string) =>
    new Promise<Outcome>((resolve, reject) => {
      commitSetMain({
        variables: { input: { houseId, photoId } },
        optimisticUpdater: (store) => {
          const { house, ordered } = photoRecords(store, houseId, [photoId]);
          if (house && ordered[0]) house.setLinkedRecord(ordered[0], 'mainPhoto');
        },
        onCompleted: (response) => resolve(toOutcome(response.setMainHousePhoto, 'SetMainHousePhotoPayload')),
        onError: reject,
      });
    });

  const remove = (photoId: string) =>
    new Promise<Outcome>((resolve, reject) => {
      commitRemove({
        variables: { input: { houseId, photoId } },
        optimisticUpdater: (store) => {
          const house = store.get(houseId);
          const current = house?.getLinkedRecords('photos');
          if (house && current) {
            house.setLinkedRecords(
              current.filter((r) => r && String(r.getValue('id')) !== photoId),
              'photos',
            );
          }
        },
        onCompleted: (response) => resolve(toOutcome(response.removeHousePhoto, 'RemoveHousePhotoPayload')),
        onError: reject,
      });
    });

  return { reorder, setMain, remove, busy: reordering || settingMain || removing };
}
