import { graphql } from 'react-relay';
import type { usePhotoMutationsRemoveMutation as RemoveT } from '../../../__generated__/usePhotoMutationsRemoveMutation.graphql';
import type { usePhotoMutationsReorderMutation as ReorderT } from '../../../__generated__/usePhotoMutationsReorderMutation.graphql';
import type { usePhotoMutationsSetMainMutation as SetMainT } from '../../../__generated__/usePhotoMutationsSetMainMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';
import { mainPhotoAnswer, type PhotosSnapshot, removedPhotoAnswer, reorderedPhotosAnswer } from '../photoAnswer';

const reorderMutation = graphql`
  mutation usePhotoMutationsReorderMutation($input: ReorderHousePhotosInput!) {
    reorderHousePhotos(input: $input) {
      __typename
      ... on ReorderHousePhotosPayload {
        house {
          ...PhotosStep_house
        }
      }
      ...mutations_errors @alias(as: "error")
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
      ...mutations_errors @alias(as: "error")
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
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/**
 * Reorder, choose the main photo and delete. Each answers the house at once (an optimistic
 * response of the shape the server gives) and Relay rolls it back when the server refuses.
 */
export function usePhotoMutations(house: PhotosSnapshot, completion: Parameters<typeof removedPhotoAnswer>[1]) {
  const [runReorder, reordering] = usePromiseMutation<ReorderT>(reorderMutation);
  const [runSetMain, settingMain] = usePromiseMutation<SetMainT>(setMainMutation);
  const [runRemove, removing] = usePromiseMutation<RemoveT>(removeMutation);
  const houseId = house.id;

  const reorder = async (photoIds: string[]) => {
    const { reorderHousePhotos } = await runReorder(
      { input: { houseId, photoIds } },
      { optimisticResponse: { reorderHousePhotos: reorderedPhotosAnswer(house, completion, photoIds) } },
    );
    return outcomeOf(reorderHousePhotos, 'ReorderHousePhotosPayload');
  };

  const setMain = async (photoId: string) => {
    const { setMainHousePhoto } = await runSetMain(
      { input: { houseId, photoId } },
      { optimisticResponse: { setMainHousePhoto: mainPhotoAnswer(house, completion, photoId) } },
    );
    return outcomeOf(setMainHousePhoto, 'SetMainHousePhotoPayload');
  };

  const remove = async (photoId: string) => {
    const { removeHousePhoto } = await runRemove(
      { input: { houseId, photoId } },
      { optimisticResponse: { removeHousePhoto: removedPhotoAnswer(house, completion, photoId) } },
    );
    return outcomeOf(removeHousePhoto, 'RemoveHousePhotoPayload');
  };

  return { reorder, setMain, remove, busy: reordering || settingMain || removing };
}
