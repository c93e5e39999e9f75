import type { Viewer } from '../accounts/viewer.js';

/** Private account fields (e-mail, phone, flags ...) are for the account holder only. */
export function isSelf(viewer: Viewer, user: { id: number }): boolean {
  return viewer.user !== null && viewer.user.id === user.id;
}

/** A public profile (/gebruikers/{slug}) exists while the account does: deleted accounts are gone. */
export function publicUserWhere(slug: string) {
  return { slug, deletedAt: null };
}
