import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useLikeHouseMutation as LikeT } from '../../../__generated__/useLikeHouseMutation.graphql';
import type { useLikeHouseMutationUnlikeMutation as UnlikeT } from '../../../__generated__/useLikeHouseMutationUnlikeMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const likeMutation = graphql`
  mutation useLikeHouseMutation($input: LikeHouseInput!) {
    likeHouse(input: $input) {
      __typename
      ... on LikeHousePayload {
        house {
          ...LikeButton_house
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

const unlikeMutation = graphql`
  mutation useLikeHouseMutationUnlikeMutation($input: LikeHouseInput!) {
    unlikeHouse(input: $input) {
      __typename
      ... on UnlikeHousePayload {
        house {
          ...LikeButton_house
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

/** The optimistic change of spec §4: the count moves by one and the flags swap at once. */
export function applyOptimisticLike(store: RecordSourceSelectorProxy, houseId: string, liked: boolean) {
  const house = store.get(houseId);
  if (!house) return;
  const count = house.getValue('likingUsersCount');
  if (typeof count === 'number') house.setValue(Math.max(0, count + (liked ? 1 : -1)), 'likingUsersCount');
  house.setValue(!liked, 'viewerCanLike');
  house.setValue(liked, 'viewerCanUnlike');
}

/**
 * Like / unlike with an optimistic update. Relay rolls the optimistic change back by itself when
 * the request fails or the server answers with a typed error (which carries no house), so the
 * count returns to what it was.
 */
export function useLikeHouseMutation() {
  const [runLike, liking] = usePromiseMutation<LikeT>(likeMutation);
  const [runUnlike, unliking] = usePromiseMutation<UnlikeT>(unlikeMutation);

  const setLiked = useCallback(
    async (houseId: string, liked: boolean) => {
      const variables = { input: { houseId } };
      const options = {
        optimisticUpdater: (store: RecordSourceSelectorProxy) => applyOptimisticLike(store, houseId, liked),
      };
      if (liked) return outcomeOf((await runLike(variables, options)).likeHouse, 'LikeHousePayload');
      return outcomeOf((await runUnlike(variables, options)).unlikeHouse, 'UnlikeHousePayload');
    },
    [runLike, runUnlike],
  );

  return [setLiked, liking || unliking] as const;
}
