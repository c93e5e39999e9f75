import type { Asset, User } from '../../generated/prisma/client.js';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE } from '../accounts/messages.js';
import { createImageAsset, ImageTooLargeError, NotAnImageError } from '../assets/images.js';
import { deleteStoredFiles, releaseAssets } from '../assets/release.js';
import { InputError } from '../errors.js';
import { requireUser } from '../kernel/viewer.js';
import type { RequestDeps } from '../ports/index.js';

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/**
 * New profile photo: resized to small_square (64) and small_square2x (128) by the image pipeline,
 * stored via the storage adapter; the previous photo (row and files) is removed afterwards.
 */
export async function uploadProfilePhoto(
  ctx: RequestDeps,
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
  const updated = await setAvatar(ctx, user.id, asset.id);
  ctx.viewer.user = updated;
  return updated;
}

export async function removeProfilePhoto(ctx: RequestDeps): Promise<User> {
  const user = requireUser(ctx.viewer);
  if (!user.avatarAssetId) return user;
  const updated = await setAvatar(ctx, user.id, null);
  ctx.viewer.user = updated;
  return updated;
}

/**
 * Points the user at another avatar (or none) and lets go of the previous one in the same
 * transaction: its row and files go only when nothing else refers to them (no house photo, no
 * other user's avatar, no other asset row naming the same keys). The files
 * are deleted after the commit.
 */
async function setAvatar(ctx: Pick<RequestDeps, 'prisma' | 'storage'>, userId: number, assetId: number | null) {
  const { updated, unusedKeys } = await ctx.prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarAssetId: true } });
    const updated = await tx.user.update({ where: { id: userId }, data: { avatarAssetId: assetId } });
    const previous = before.avatarAssetId;
    const unusedKeys = previous && previous !== assetId ? await releaseAssets(tx, [previous]) : [];
    return { updated, unusedKeys };
  });
  await deleteStoredFiles(ctx.storage, unusedKeys);
  return updated;
}
