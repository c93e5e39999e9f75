import { assetUrl } from '../domain/assets/images.js';
import { userRoute } from '../domain/kernel/viewer.js';
import type { Storage } from '../domain/ports/storage.js';
import type { Asset, User } from '../generated/prisma/client.js';

export function avatarJson(storage: Storage, avatar: Asset | null) {
  return avatar
    ? {
        id: avatar.id,
        small_square_url: assetUrl(storage, avatar, 'small_square'),
        small_square2x_url: assetUrl(storage, avatar, 'small_square2x'),
      }
    : null;
}

/** Another user's public card (blocked-users list): never e-mail, phone or other account fields. */
export function userCardJson(
  storage: Storage,
  user: User & { avatar?: Asset | null },
  flags: { blocked: boolean; blocked_by: boolean },
) {
  return {
    id: user.id,
    slug: user.slug,
    first_name: user.firstName,
    route: userRoute(user),
    asset_id: user.avatarAssetId,
    asset: avatarJson(storage, user.avatar ?? null),
    bio: user.bio,
    ...flags,
  };
}
