import { describe, expect, it } from 'vitest';
import { optimisticLikeAnswer } from '../../client/features/likes/likeAnswer';

// Spec §4: the count changes at once (Relay's optimisticResponse) and goes back on failure.
describe('optimisticLikeAnswer', () => {
  it('answers what the server will: one more like and the flags swapped', () => {
    expect(optimisticLikeAnswer({ id: 'SG91c2U6MQ==', likingUsersCount: 4 }, true)).toEqual({
      __typename: 'LikeHousePayload',
      house: { id: 'SG91c2U6MQ==', likingUsersCount: 5, viewerCanLike: false, viewerCanUnlike: true },
    });
  });

  it('takes one off on unlike, never below zero', () => {
    expect(optimisticLikeAnswer({ id: 'x', likingUsersCount: 1 }, false).house).toMatchObject({
      likingUsersCount: 0,
      viewerCanLike: true,
      viewerCanUnlike: false,
    });
    expect(optimisticLikeAnswer({ id: 'x', likingUsersCount: 0 }, false).house.likingUsersCount).toBe(0);
    expect(optimisticLikeAnswer({ id: 'x', likingUsersCount: 0 }, false).__typename).toBe('UnlikeHousePayload');
  });
});
