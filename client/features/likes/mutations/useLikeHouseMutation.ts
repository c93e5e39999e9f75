import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useLikeHouseMutation as LikeT } from '../../../__generated__/useLikeHouseMutation.graphql';
import type { useLikeHouseMutationUnlikeMutation as UnlikeT } from '../../../__generated__/useLikeHouseMutationUnlikeMutation.graphql';
import { type UserError, userErrorOf } from '../../../relay/mutations';

const likeMutation = graphql`
  mutation useLikeHouseMutation($input: LikeHouseInput!) {
    likeHouse(input: $input) {
      __typename
      ... on LikeHousePayload {
        house {
          id
          likingUsersCount
          viewerCanLike
          viewerCanUnlike
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
          id
          likingUsersCount
          viewerCanLike
          viewerCanUnlike
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

export type LikeOutcome = { ok: true } | { ok: false; error: UserError };

/** The optimistic change of spec §4: the count moves by one and the flags swap at once. */
export function applyOptimisticLike(store: RecordSourceSelectorProxy, houseId: string, liked: boolean) {
  const house = store.get(houseId);
  if (!house) return;
  const count = house.getValue('likingUsersCount');
  if (typeof count === 'number') house.setValue(Math.max(0, count + (liked ? 1 : -1)), 'likingUsersCount');
  house.setValue(!liked, 'viewerCanLike');
  house.setValue(liked, 'viewerCanUnlike');
}

const NO_ANSWER: UserError = { kind: 'other', message: 'Er ging iets mis. Probeer het later opnieuw.', code: null };

/**
 * Like / unlike with an optimistic update. Relay rolls the optimistic change back by itself when
 * the request fails or the server answers with a typed error (which carries no house), so the
 * count returns to what it was.
 */
export function useLikeHouseMutation() {
  const [commitLike, liking] = useMutation<LikeT>(likeMutation);
  const [commitUnlike, unliking] = useMutation<UnlikeT>(unlikeMutation);

  const setLiked = useCallback(
    (houseId: string, liked: boolean) =>
      new Promise<LikeOutcome>((resolve, reject) => {
        const config = {
          variables: { input: { houseId } },
          optimisticUpdater: (store: RecordSourceSelectorProxy) => applyOptimisticLike(store, houseId, liked),
          onError: reject,
        };
        if (liked) {
          commitLike({
            ...config,
            onCompleted: ({ likeHouse: result }) =>
              resolve(
                result.__typename === 'LikeHousePayload'
                  ? { ok: true }
                  : { ok: false, error: userErrorOf(result as Parameters<typeof userErrorOf>[0]) ?? NO_ANSWER },
              ),
          });
        } else {
          commitUnlike({
            ...config,
            onCompleted: ({ unlikeHouse: result }) =>
              resolve(
                result.__typename === 'UnlikeHousePayload'
                  ? { ok: true }
                  : { ok: false, error: userErrorOf(result as Parameters<typeof userErrorOf>[0]) ?? NO_ANSWER },
              ),
          });
        }
      }),
    [commitLike, commitUnlike],
  );

  return [setLiked, liking || unliking] as const;
}
