import type { Viewer } from '../accounts/viewer.js';

/** Private account fields (e-mail, phone, flags ...) are for the account holder only. */
export function isSelf(viewer: Viewer, user: { id: number }): boolean {
  return viewer.user !== null && viewer.user.id === user.id;
}
