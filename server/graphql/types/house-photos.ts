import {
  removeHousePhoto,
  reorderHousePhotos,
  setMainHousePhoto,
  uploadHousePhotos,
} from '../../domain/houses/photos.js';
import { builder } from '../builder.js';
import { HOUSE_ID, houseKey, houseMutation, photoKey } from '../house-mutation.js';

// The photos step of the wizard (spec §2): upload, order, main photo, removal.

const UploadHousePhotosInput = builder.inputType('UploadHousePhotosInput', {
  description: 'Images (JPG, PNG, WebP, GIF, HEIC ...) of at most 15 MB each, up to 20 at once and 40 per house.',
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    photos: t.field({ type: ['File'], required: true }),
  }),
});
const ReorderHousePhotosInput = builder.inputType('ReorderHousePhotosInput', {
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    photoIds: t.idList({ required: true, description: 'Every photo id of the house, in the new order.' }),
  }),
});
const HousePhotoInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({ houseId: t.id({ required: true, description: HOUSE_ID }), photoId: t.id({ required: true }) }),
  });
const SetMainHousePhotoInput = HousePhotoInput('SetMainHousePhotoInput');
const RemoveHousePhotoInput = HousePhotoInput('RemoveHousePhotoInput');

houseMutation(
  'uploadHousePhotos',
  'Adds photos after the existing ones (multipart request).',
  UploadHousePhotosInput,
  (ctx, input) => uploadHousePhotos(ctx, houseKey(ctx, input), (input as unknown as { photos: File[] }).photos),
);
houseMutation('reorderHousePhotos', 'Puts the photos in a new order.', ReorderHousePhotosInput, (ctx, input) =>
  reorderHousePhotos(ctx, houseKey(ctx, input), (input as unknown as { photoIds: string[] }).photoIds.map(photoKey)),
);
houseMutation('setMainHousePhoto', 'Chooses the main photo.', SetMainHousePhotoInput, (ctx, input) =>
  setMainHousePhoto(ctx, houseKey(ctx, input), photoKey((input as unknown as { photoId: string }).photoId)),
);
houseMutation('removeHousePhoto', 'Deletes a photo and its files.', RemoveHousePhotoInput, (ctx, input) =>
  removeHousePhoto(ctx, houseKey(ctx, input), photoKey((input as unknown as { photoId: string }).photoId)),
);
