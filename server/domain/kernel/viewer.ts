import type { User } from '../../generated/prisma/client.js';
import { UnauthenticatedError } from '../errors.js';
import type { Viewer } from '../ports/index.js';

/**
 * The logged-in user, or 401 — the one login check of every use case. `message` lets an area say
 * what the visitor should do (houses: "Log in om verder te gaan."); the default is the error's own.
 */
export function requireUser(viewer: Viewer, message?: string): User {
  if (!viewer.user) throw new UnauthenticatedError(message);
  return viewer.user;
}

export function userRoute(user: { slug: string }): string {
  return `/gebruikers/${user.slug}`;
}
