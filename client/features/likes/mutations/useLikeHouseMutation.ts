import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useLikeHouseMutation as LikeT } from '../../../__generated__/useLikeHouseMutation.graphql';
import type { useLikeHouseMutationUnlikeMutation as UnlikeT } from '../../../__generated__/useLikeHouseMutationUnlikeMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';
import { type LikeSnapshot, optimisticLikeAnswer } from '../likeAnswer';

const likeMutation = graphql`
  mutation useLikeHouseMutation($input: LikeHouseInput!) {
    likeHouse(input: $input) {
      __typename
      ... on LikeHousePayload {
        house {
          ...LikeButton_house
        }
      }
      ...mutations_errors @alias(as: "error")
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
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** Like / unlike with an optimistic response. */
export function useLikeHouseMutation() {
  const [runLike, liking] = usePromiseMutation<LikeT>(likeMutation);
  const [runUnlike, unliking] = usePromiseMutation<UnlikeT>(unlikeMutation);

  const setLiked = useCallback(
    async (house: LikeSnapshot, liked: boolean) => {
      const variables = { input: { houseId: house.id } };
      const answer = optimisticLikeAnswer(house, liked);
      if (liked)
        return outcomeOf(
          (await runLike(variables, { optimisticResponse: { likeHouse: answer } })).likeHouse,
          'LikeHousePayload',
        );
      return outcomeOf(
        (await runUnlike(variables, { optimisticResponse: { unlikeHouse: answer } })).unlikeHouse,
        'UnlikeHousePayload',
      );
    },
    [runLike, runUnlike],
  );

  return [setLiked, liking || unliking] as const;
}
