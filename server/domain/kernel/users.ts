import type { Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../ports/index.js';
import { isSlug } from '../text.js';

/** Private account fields (e-mail, phone, flags ...) are for the account holder only. */
export function isSelf(viewer: Viewer, user: { id: number }): boolean {
  return viewer.user !== null && viewer.user.id === user.id;
}

/**
 * A deleted account (deleted_at) is gone from every public place: its page, its card on a house,
 * its global id. Rows filter with this where; relations already loaded go through `activeUser`.
 */
export const activeUserWhere = { deletedAt: null };

/** The user, or null when the account was deleted. */
export function activeUser<T extends { deletedAt: Date | null }>(user: T | null): T | null {
  return user && !user.deletedAt ? user : null;
}

/** A public profile (/gebruikers/{slug}) exists while the account does: deleted accounts are gone. */
export function publicUserWhere(slug: string): Prisma.UserWhereInput {
  // Text that cannot be a slug matches nothing, without asking the database (a NUL would be an error).
  return isSlug(slug) ? { slug, ...activeUserWhere } : { id: 0 };
}
