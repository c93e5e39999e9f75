import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { usePhotoMutationsRemoveMutation as RemoveT } from '../../../__generated__/usePhotoMutationsRemoveMutation.graphql';
import type { usePhotoMutationsReorderMutation as ReorderT } from '../../../__generated__/usePhotoMutationsReorderMutation.graphql';
import type { usePhotoMutationsSetMainMutation as SetMainT } from '../../../__generated__/usePhotoMutationsSetMainMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';

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
          ...houseCompletion_house
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
  const [runReorder, reordering] = usePromiseMutation<ReorderT>(reorderMutation);
  const [runSetMain, settingMain] = usePromiseMutation<SetMainT>(setMainMutation);
  const [runRemove, removing] = usePromiseMutation<RemoveT>(removeMutation);

  const reorder = async (photoIds: string[]) => {
    const { reorderHousePhotos } = await runReorder(
      { input: { houseId, photoIds } },
      {
        optimisticUpdater: (store) => {
          const { house, ordered } = photoRecords(store, houseId, photoIds);
          if (house && ordered.length === photoIds.length) house.setLinkedRecords(ordered, 'photos');
        },
      },
    );
    return outcomeOf(reorderHousePhotos, 'ReorderHousePhotosPayload');
  };

  const setMain = async (photoId: string) => {
    const { setMainHousePhoto } = await runSetMain(
      { input: { houseId, photoId } },
      {
        optimisticUpdater: (store) => {
          const { house, ordered } = photoRecords(store, houseId, [photoId]);
          if (house && ordered[0]) house.setLinkedRecord(ordered[0], 'mainPhoto');
        },
      },
    );
    return outcomeOf(setMainHousePhoto, 'SetMainHousePhotoPayload');
  };

  const remove = async (photoId: string) => {
    const { removeHousePhoto } = await runRemove(
      { input: { houseId, photoId } },
      {
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
      },
    );
    return outcomeOf(removeHousePhoto, 'RemoveHousePhotoPayload');
  };

  return { reorder, setMain, remove, busy: reordering || settingMain || removing };
}
