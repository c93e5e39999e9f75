import {
  commitMutation,
  Environment,
  type GraphQLResponse,
  type MutationParameters,
  Network,
  Observable,
  RecordSource,
  Store,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import removeMutation from '../../client/__generated__/usePhotoMutationsRemoveMutation.graphql';
import reorderMutation from '../../client/__generated__/usePhotoMutationsReorderMutation.graphql';
import {
  mainPhotoAnswer,
  type PhotosSnapshot,
  removedPhotoAnswer,
  reorderedPhotosAnswer,
} from '../../client/features/house-owner/photoAnswer';

const photo = (id: string) => ({ id, thumbUrl: `/t/${id}`, mediumUrl: `/m/${id}`, width: 800, height: 600 });
const house: PhotosSnapshot = { id: 'h1', photos: ['p1', 'p2', 'p3'].map(photo), mainPhoto: { id: 'p2' } };
// The answers pass the completion through unchanged: two flags stand for all of them.
const completion = {
  movingMonths: 3,
  completion: { photos: true, complete: false },
} as unknown as Parameters<typeof removedPhotoAnswer>[1];

describe('photo answers (the house as the server will answer it)', () => {
  it('reorders, leaving out ids the house does not have', () => {
    const answer = reorderedPhotosAnswer(house, completion, ['p3', 'p1', 'nope', 'p2']);
    expect(answer.__typename).toBe('ReorderHousePhotosPayload');
    expect(answer.house.photos.map((p) => p.id)).toEqual(['p3', 'p1', 'p2']);
    expect(answer.house.mainPhoto).toEqual({ id: 'p2' });
  });

  it('sets the main photo', () => {
    expect(mainPhotoAnswer(house, completion, 'p3')).toEqual({
      __typename: 'SetMainHousePhotoPayload',
      house: { id: 'h1', photos: house.photos, mainPhoto: { id: 'p3' }, ...completion },
    });
  });

  it('removes a photo; a removed main photo hands over to the first one left', () => {
    const other = removedPhotoAnswer(house, completion, 'p1').house;
    expect(other.photos.map((p) => p.id)).toEqual(['p2', 'p3']);
    expect(other.mainPhoto).toEqual({ id: 'p2' });
    expect(other.completion).toBe(completion.completion);
    expect(removedPhotoAnswer(house, completion, 'p2').house.mainPhoto).toEqual({ id: 'p1' });
    const last = { ...house, photos: [photo('p1')], mainPhoto: { id: 'p1' } };
    expect(removedPhotoAnswer(last, completion, 'p1').house).toMatchObject({ photos: [], mainPhoto: null });
  });
});

/** The generated mutation types carry no raw response type: any answer shape type-checks. */
type AnyAnswer = MutationParameters & { rawResponse: object };

/** A store holding the house, and a network whose answer the test gives (or refuses). */
function setup() {
  let sink: { error(e: Error): void } | undefined;
  const environment = new Environment({
    network: Network.create(() =>
      Observable.create<GraphQLResponse>((s) => {
        sink = s;
      }),
    ),
    store: new Store(new RecordSource()),
  });
  environment.commitUpdate((store) => {
    const h = store.create('h1', 'House');
    h.setValue('h1', 'id');
    const records = house.photos.map((p) => {
      const r = store.create(p.id, 'Photo');
      for (const [k, v] of Object.entries(p)) r.setValue(v, k);
      return r;
    });
    h.setLinkedRecords(records, 'photos');
    h.setLinkedRecord(records[1], 'mainPhoto');
  });
  const photoIds = () =>
    (environment.getStore().getSource().get('h1')?.photos as { __refs: string[] } | undefined)?.__refs;
  return { environment, photoIds, fail: () => sink?.error(new Error('Failed to fetch')) };
}

describe('optimistic photo mutations in a Relay store', () => {
  it('shows a removal at once and puts the photo back when the request fails', () => {
    const { environment, photoIds, fail } = setup();
    const errors: unknown[] = [];
    commitMutation<AnyAnswer>(environment, {
      mutation: removeMutation,
      variables: { input: { houseId: 'h1', photoId: 'p1' } },
      optimisticResponse: { removeHousePhoto: removedPhotoAnswer(house, completion, 'p1') },
      onError: (e) => errors.push(e),
    });
    expect(photoIds()).toEqual(['p2', 'p3']);
    fail();
    expect(errors).toHaveLength(1);
    expect(photoIds()).toEqual(['p1', 'p2', 'p3']);
  });

  it('shows a new order at once and restores the old one when the request fails', () => {
    const { environment, photoIds, fail } = setup();
    commitMutation<AnyAnswer>(environment, {
      mutation: reorderMutation,
      variables: { input: { houseId: 'h1', photoIds: ['p3', 'p2', 'p1'] } },
      optimisticResponse: { reorderHousePhotos: reorderedPhotosAnswer(house, completion, ['p3', 'p2', 'p1']) },
      onError: () => undefined,
    });
    expect(photoIds()).toEqual(['p3', 'p2', 'p1']);
    fail();
    expect(photoIds()).toEqual(['p1', 'p2', 'p3']);
  });
});
