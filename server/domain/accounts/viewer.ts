import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';
import { UnauthenticatedError } from '../errors.js';
import { canDoSubscriberActions } from '../subscriptions/rights.js';

/** Who is asking: the logged-in user (or null), with lazily computed rights. */
export interface Viewer {
  user: User | null;
  /** can_do_subscriber_actions, computed once per request. */
  isSubscriber(): Promise<boolean>;
}

export function createViewer(prisma: Db, user: User | null): Viewer {
  let subscriber: Promise<boolean> | undefined;
  return {
    user,
    isSubscriber: () => {
      if (!user) return Promise.resolve(false);
      subscriber ??= canDoSubscriberActions(prisma, user.id);
      return subscriber;
    },
  };
}

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
