/** The like state a house shows: what the optimistic answer changes. */
export interface LikeSnapshot {
  id: string;
  likingUsersCount: number;
}

/**
 * The answer the server will give (spec §4): the count moves by one and the flags swap at once.
 * Relay shows it as an optimistic response and drops it when the real answer arrives, or when
 * the request fails or answers a typed error (which carries no house): the count goes back.
 */
export function optimisticLikeAnswer(house: LikeSnapshot, liked: boolean) {
  return {
    __typename: liked ? ('LikeHousePayload' as const) : ('UnlikeHousePayload' as const),
    house: {
      id: house.id,
      likingUsersCount: Math.max(0, house.likingUsersCount + (liked ? 1 : -1)),
      viewerCanLike: !liked,
      viewerCanUnlike: liked,
    },
  };
}
