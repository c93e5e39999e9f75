import type { Storage } from '../../adapters/storage/types.js';
import type { RequestContext } from '../../context.js';
import type { Asset, User } from '../../generated/prisma/client.js';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE } from '../accounts/messages.js';
import { requireUser } from '../accounts/viewer.js';
import { assetVariants, createImageAsset, ImageTooLargeError, NotAnImageError } from '../assets/images.js';
import { InputError } from '../errors.js';

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/**
 * New profile photo: resized to small_square (64) and small_square2x (128) by the image pipeline,
 * stored via the storage adapter; the previous photo (row and files) is removed afterwards.
 */
export async function uploadProfilePhoto(
  ctx: RequestContext,
  file: { size: number; arrayBuffer(): Promise<ArrayBuffer> } | null | undefined,
): Promise<User> {
  const user = requireUser(ctx.viewer);
  if (!file || file.size === 0) throw new InputError({ file: [PHOTO_REQUIRED] });
  if (file.size > AVATAR_MAX_BYTES) throw new InputError({ file: [PHOTO_TOO_LARGE] });
  let asset: Asset;
  try {
    asset = await createImageAsset(ctx.prisma, ctx.storage, {
      buffer: Buffer.from(await file.arrayBuffer()),
      kind: 'avatar',
      ownerUserId: user.id,
    });
  } catch (err) {
    if (err instanceof NotAnImageError || err instanceof ImageTooLargeError)
      throw new InputError({ file: [err.message] });
    throw err;
  }
  const previous = user.avatarAssetId;
  const updated = await ctx.prisma.user.update({ where: { id: user.id }, data: { avatarAssetId: asset.id } });
  if (previous) await removeAsset(ctx, previous);
  ctx.viewer.user = updated;
  return updated;
}

export async function removeProfilePhoto(ctx: RequestContext): Promise<User> {
  const user = requireUser(ctx.viewer);
  if (!user.avatarAssetId) return user;
  const updated = await ctx.prisma.user.update({ where: { id: user.id }, data: { avatarAssetId: null } });
  await removeAsset(ctx, user.avatarAssetId);
  ctx.viewer.user = updated;
  return updated;
}

/** Deletes an avatar asset row and its files (original and every variant). */
async function removeAsset(ctx: Pick<RequestContext, 'prisma' | 'storage'>, assetId: number): Promise<void> {
  const asset = await ctx.prisma.asset.findUnique({ where: { id: assetId } });
  if (!asset) return;
  await ctx.prisma.asset.delete({ where: { id: asset.id } });
  await deleteAssetFiles(ctx.storage, asset);
}

export async function deleteAssetFiles(storage: Storage, asset: Pick<Asset, 'path' | 'variants'>): Promise<void> {
  const keys = [asset.path, ...Object.values(assetVariants(asset)).map((v) => v?.path)].filter(
    (k): k is string => typeof k === 'string',
  );
  await Promise.allSettled(keys.map((k) => storage.delete(k)));
}
