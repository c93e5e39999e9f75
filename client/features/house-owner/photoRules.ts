/**
 * Client-side checks of the photos step, the same limits as the server (schema: images of at most
 * 15 MB each, up to 20 at once and 40 per house; spec §9: at least 5 for completeness). The server
 * checks again; these give the Dutch message before anything is sent. Pure, unit-tested.
 */

export const MIN_HOUSE_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 20;
export const MAX_PHOTOS_PER_HOUSE = 40;

const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif|heic|heif|avif|tiff?)$/i;

export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export function isImageFile(file: FileLike): boolean {
  if (file.type) return file.type.startsWith('image/') && file.type !== 'image/svg+xml';
  // Some browsers leave the type empty for HEIC: go by the extension.
  return IMAGE_EXTENSIONS.test(file.name);
}

/** The files that may be uploaded, and a Dutch message per refused file or limit. */
export function checkPhotoFiles<T extends FileLike>(
  files: readonly T[],
  existingCount: number,
): { accepted: T[]; problems: string[] } {
  const problems: string[] = [];
  let accepted: T[] = [];
  for (const file of files) {
    if (!isImageFile(file)) problems.push(`'${file.name}' is geen foto. Kies een JPG-, PNG- of WebP-bestand.`);
    else if (file.size > MAX_PHOTO_BYTES) problems.push(`'${file.name}' is groter dan 15 MB.`);
    else if (file.size === 0) problems.push(`'${file.name}' is leeg.`);
    else accepted.push(file);
  }
  const room = Math.max(0, MAX_PHOTOS_PER_HOUSE - existingCount);
  if (accepted.length > room) {
    problems.push(
      room === 0
        ? `Een woning kan maximaal ${MAX_PHOTOS_PER_HOUSE} foto's hebben.`
        : `Een woning kan maximaal ${MAX_PHOTOS_PER_HOUSE} foto's hebben; je kunt er nog ${room} toevoegen.`,
    );
    accepted = accepted.slice(0, room);
  }
  return { accepted, problems };
}

/** Splits a selection into uploads of at most 20 photos. */
export function uploadBatches<T>(files: readonly T[], size = MAX_PHOTOS_PER_UPLOAD): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < files.length; i += size) batches.push(files.slice(i, i + size));
  return batches;
}

/** A copy of `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** '3 van 5' style text for the photo counter. */
export function photosStillNeeded(count: number): number {
  return Math.max(0, MIN_HOUSE_PHOTOS - count);
}
