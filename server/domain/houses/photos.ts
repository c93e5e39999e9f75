import type { Asset } from '../../generated/prisma/client.js';
import { createImageAsset, ImageTooLargeError, MAX_INPUT_PIXELS, NotAnImageError } from '../assets/images.js';
import { assetKeys, deleteStoredFiles, releaseAssets } from '../assets/release.js';
import { InputError, NotFoundError } from '../errors.js';
import { parseRowId } from '../ids.js';
import type { Storage } from '../ports/storage.js';
import type { HouseDeps } from './house-deps.js';
import { reviewAgain } from './listed-edits.js';
import { findOwnHouse } from './ownership.js';

// House photos (fotos step): upload several at once, reorder, choose the main one, delete. Only
// the owner; variants (thumb, medium, medium2x) are made by createImageAsset through the storage.

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 20;
export const MAX_PHOTOS_PER_HOUSE = 40;
const PHOTO_NOT_FOUND = 'Deze foto hoort niet bij deze woning.';

/** What an upload needs: a web File (Hono multipart, Yoga's File scalar) fits. */
export interface PhotoUpload {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * Removes the files of assets made by this request that never became anyone's (a failed upload);
 * best effort, after the rows are gone. Anything that may be shared goes through releaseAssets.
 */
export async function deleteAssetFiles(storage: Storage, assets: Pick<Asset, 'path' | 'variants'>[]): Promise<void> {
  await deleteStoredFiles(storage, assets.flatMap(assetKeys));
}

function checkUploads(files: PhotoUpload[], already: number): void {
  if (files.length === 0) throw new InputError({ photos: ["Kies een of meer foto's."] });
  if (files.length > MAX_PHOTOS_PER_UPLOAD)
    throw new InputError({ photos: [`Upload maximaal ${MAX_PHOTOS_PER_UPLOAD} foto's tegelijk.`] });
  if (already + files.length > MAX_PHOTOS_PER_HOUSE)
    throw new InputError({ photos: [`Een woning kan maximaal ${MAX_PHOTOS_PER_HOUSE} foto's hebben.`] });
  const messages: string[] = [];
  for (const f of files) {
    // The browser's type is a first filter; the decoder decides (an empty or generic type is allowed).
    const declared = f.type.toLowerCase();
    if (
      declared &&
      declared !== 'application/octet-stream' &&
      (!declared.startsWith('image/') || declared.includes('svg'))
    )
      messages.push(`'${f.name}' is geen foto. Kies een JPG-, PNG-, WebP-, GIF- of HEIC-bestand.`);
    else if (f.size > MAX_PHOTO_BYTES) messages.push(`'${f.name}' is groter dan 15 MB.`);
    else if (f.size === 0) messages.push(`'${f.name}' is leeg.`);
  }
  if (messages.length) throw new InputError({ photos: messages });
}

/**
 * Adds the photos after the existing ones; the first photo of a house becomes its main photo.
 * All or nothing: when one file cannot be read, none is added and no file is left behind.
 */
export async function uploadHousePhotos(deps: HouseDeps, key: string | number, files: PhotoUpload[]): Promise<number> {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key, { assets: true });
  checkUploads(files, house.assets.length);
  const slots: (Asset | undefined)[] = new Array(files.length);
  const created = () => slots.filter((a): a is Asset => a !== undefined); // in the order chosen
  const discard = async () => {
    await deps.prisma.asset.deleteMany({ where: { id: { in: created().map((a) => a.id) } } });
    await deleteAssetFiles(deps.storage, created());
  };
  // Per file, in the order chosen (two are read at once, and either may finish first).
  const unreadable: (string | undefined)[] = new Array(files.length);
  try {
    // Two at a time: sharp already uses several threads per image.
    for (let i = 0; i < files.length; i += 2) {
      // allSettled: on a failure nothing may still be writing when the batch is discarded.
      const results = await Promise.allSettled(
        files.slice(i, i + 2).map(async (f, j) => {
          const buffer = Buffer.from(await f.arrayBuffer());
          if (buffer.length > MAX_PHOTO_BYTES) {
            unreadable[i + j] = `'${f.name}' is groter dan 15 MB.`;
            return;
          }
          try {
            slots[i + j] = await createImageAsset(deps.prisma, deps.storage, {
              buffer,
              kind: 'house_photo',
              ownerUserId: house.ownerUserId,
            });
          } catch (err) {
            if (err instanceof ImageTooLargeError) {
              unreadable[i + j] =
                `De foto '${f.name}' is te groot: maximaal ${MAX_INPUT_PIXELS / 1_000_000} megapixel.`;
            } else if (err instanceof NotAnImageError) {
              unreadable[i + j] = `'${f.name}' is geen afbeelding die we kunnen lezen.`;
            } else throw err;
          }
        }),
      );
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
    const messages = unreadable.filter((m) => m !== undefined);
    if (messages.length) throw new InputError({ photos: messages });
    const start = house.assets.reduce((max, a) => Math.max(max, a.position + 1), 0);
    const hasMain = house.assets.some((a) => a.isMain);
    await deps.prisma.houseAsset.createMany({
      data: created().map((asset, i) => ({
        houseId: house.id,
        assetId: asset.id,
        position: start + i,
        isMain: !hasMain && i === 0,
      })),
    });
    // New photos on an approved house go back to review (listed-edits.ts).
    await reviewAgain(deps.prisma, house.id);
  } catch (err) {
    await discard();
    throw err;
  }
  return house.id;
}

const ORDER_NEEDED = "Geef de nieuwe volgorde van alle foto's van deze woning.";

/**
 * New order of the photos, by photo (asset) id; it must name every photo of the house once.
 * `photoIds` is checked only after the owner is (rights before validation).
 */
export async function reorderHousePhotos(deps: HouseDeps, key: string | number, photoIds: unknown): Promise<number> {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key, { assets: true });
  const current = new Set(house.assets.map((a) => a.assetId));
  // Ids as numbers or digits (REST), or decoded global ids (NaN: not a photo id at all).
  const ids = Array.isArray(photoIds) ? photoIds.map(parseRowId) : [];
  if (
    !Array.isArray(photoIds) ||
    ids.length !== current.size ||
    new Set(ids).size !== ids.length ||
    !ids.every((id) => current.has(id))
  )
    throw new InputError({ photoIds: [ORDER_NEEDED] });
  await deps.prisma.$transaction(
    ids.map((assetId, position) =>
      deps.prisma.houseAsset.updateMany({ where: { houseId: house.id, assetId }, data: { position } }),
    ),
  );
  return house.id;
}

export async function setMainHousePhoto(deps: HouseDeps, key: string | number, photoId: number): Promise<number> {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key, { assets: true });
  if (!house.assets.some((a) => a.assetId === photoId)) throw new NotFoundError(PHOTO_NOT_FOUND);
  await deps.prisma.$transaction([
    deps.prisma.houseAsset.updateMany({ where: { houseId: house.id }, data: { isMain: false } }),
    deps.prisma.houseAsset.updateMany({ where: { houseId: house.id, assetId: photoId }, data: { isMain: true } }),
  ]);
  return house.id;
}

/** Deletes one photo and its files; when it was the main photo, the first remaining one takes over. */
export async function removeHousePhoto(deps: HouseDeps, key: string | number, photoId: number): Promise<number> {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key, {
    assets: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { asset: true } },
  });
  const link = house.assets.find((a) => a.assetId === photoId);
  if (!link) throw new NotFoundError(PHOTO_NOT_FOUND);
  const rest = house.assets.filter((a) => a !== link);
  // Only this house's link goes; the asset and its files only when nothing else refers to them
  // (the demo houses share photos).
  const unusedKeys = await deps.prisma.$transaction(async (tx) => {
    await tx.houseAsset.delete({ where: { id: link.id } });
    for (const [position, a] of rest.entries())
      await tx.houseAsset.update({
        where: { id: a.id },
        data: { position, isMain: link.isMain ? position === 0 : a.isMain },
      });
    return releaseAssets(tx, [photoId]);
  });
  await deleteStoredFiles(deps.storage, unusedKeys);
  return house.id;
}
