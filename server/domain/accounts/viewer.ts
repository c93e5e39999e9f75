import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';
import { canDoSubscriberActions } from '../subscriptions/rights.js';
import { API_KEY_MESSAGES, type RequestApiKey } from './api-keys/messages.js';

/** Who is asking: the logged-in user (or null), with lazily computed rights. */
export interface Viewer {
  user: User | null;
  /** The API key of a bearer request; a `read` key has no user (public data only). */
  apiKey?: RequestApiKey;
  /** can_do_subscriber_actions, computed once per request. */
  isSubscriber(): Promise<boolean>;
}

export function createViewer(prisma: Db, user: User | null, apiKey?: RequestApiKey): Viewer {
  let subscriber: Promise<boolean> | undefined;
  return {
    user,
    apiKey,
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
  // A read-only key is known but may not act as its user: 403, not "log in".
  if (!viewer.user && viewer.apiKey) throw new ForbiddenError(API_KEY_MESSAGES.readOnly);
  if (!viewer.user) throw new UnauthenticatedError(message);
  return viewer.user;
}

export function userRoute(user: { slug: string }): string {
  return `/gebruikers/${user.slug}`;
}
