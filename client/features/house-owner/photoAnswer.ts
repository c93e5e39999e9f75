import type { houseCompletion_house$data } from '../../__generated__/houseCompletion_house.graphql';

type Completion = Pick<houseCompletion_house$data, 'movingMonths' | 'completion'>;

/** A photo as the photo step shows it. */
export interface PhotoShown {
  readonly id: string;
  readonly thumbUrl: string;
  readonly mediumUrl: string;
  readonly width: number;
  readonly height: number;
}

/** The photo state of a house: what the optimistic answers change. */
export interface PhotosSnapshot {
  readonly id: string;
  readonly photos: readonly PhotoShown[];
  readonly mainPhoto?: { readonly id: string } | null;
}

/**
 * The answers the server will give to reordering, choosing the main photo and removing (the
 * house with its photos). Relay shows them as optimistic responses and drops them when the real
 * answer arrives, or when the request fails or answers a typed error: the photos go back.
 */
function answer<T extends string>(
  typename: T,
  house: PhotosSnapshot,
  { movingMonths, completion }: Completion,
  changes: Partial<PhotosSnapshot>,
) {
  // Field by field: the snapshot is fragment data that carries Relay's own keys. The completion
  // stays as it was until the server answers (only the server counts what a section needs).
  const { id, photos, mainPhoto = null } = house;
  return { __typename: typename, house: { id, photos, mainPhoto, movingMonths, completion, ...changes } };
}

/** The photos in the new order (ids the snapshot does not know are left out, as the server refuses them). */
export function reorderedPhotosAnswer(house: PhotosSnapshot, completion: Completion, photoIds: readonly string[]) {
  const byId = new Map(house.photos.map((p) => [p.id, p]));
  const photos = photoIds.map((id) => byId.get(id)).filter((p) => p != null);
  return answer('ReorderHousePhotosPayload', house, completion, { photos });
}

export function mainPhotoAnswer(house: PhotosSnapshot, completion: Completion, photoId: string) {
  return answer('SetMainHousePhotoPayload', house, completion, { mainPhoto: { id: photoId } });
}

/**
 * The house without the photo. Its completion stays as it was until the server answers (only the
 * server counts the photos a section needs); a removed main photo hands over to the first one left,
 * as the server's `mainPhoto` does.
 */
export function removedPhotoAnswer(house: PhotosSnapshot, completion: houseCompletion_house$data, photoId: string) {
  const photos = house.photos.filter((p) => p.id !== photoId);
  const mainPhoto = photos.find((p) => p.id === house.mainPhoto?.id) ?? photos[0] ?? null;
  return answer('RemoveHousePhotoPayload', house, completion, { photos, mainPhoto: mainPhoto && { id: mainPhoto.id } });
}
