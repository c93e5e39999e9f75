import type { User } from '../../generated/prisma/client.js';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';
import type { Viewer } from '../ports/index.js';

export const READ_ONLY_KEY_MESSAGE =
  'Deze API-sleutel mag alleen openbare gegevens lezen. Maak een sleutel met het bereik "namens mij handelen".';

/**
 * The logged-in user, or 401 — the one login check of every use case. `message` lets an area say
 * what the visitor should do (houses: "Log in om verder te gaan."); the default is the error's own.
 */
export function requireUser(viewer: Viewer, message?: string): User {
  // A read-only API key is known but may not act as its user: 403, not "log in".
  if (!viewer.user && viewer.apiKey) throw new ForbiddenError(READ_ONLY_KEY_MESSAGE);
  if (!viewer.user) throw new UnauthenticatedError(message);
  return viewer.user;
}

export function userRoute(user: { slug: string }): string {
  return `/gebruikers/${user.slug}`;
}
