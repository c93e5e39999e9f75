import { type DomainError, ForbiddenError, UnauthenticatedError } from '../errors.js';
import { BlockedError } from '../notifications/blocks.js';
import type { ThreadSummary } from '../notifications/threads.js';
import type { Viewer } from '../ports/index.js';
import { NOT_LOGGED_IN, SUBSCRIBERS_START_CONVERSATIONS } from './messages.js';

// Who may do what in messaging (design.md "Messaging rights"), for both surfaces:
// - reading a thread or marking its notifications read: its two participants (a thread is always
//   looked up from the viewer's side, so a stranger finds none);
// - sending: blocked either way → nobody; where the other side has written (chat_enabled) →
//   every logged-in user; starting a conversation → a subscriber action.

/** The logged-in user, or 401 with the messaging text. */
export function requireMessagingUser(viewer: Viewer) {
  if (!viewer.user) throw new UnauthenticatedError(NOT_LOGGED_IN);
  return viewer.user;
}

/** Why the viewer may not send in this thread (null: the viewer may). `thread` null: none yet. */
export async function sendRefusal(
  viewer: Viewer,
  thread: Pick<ThreadSummary, 'blocked' | 'blockedBy' | 'chatEnabled'> | null,
): Promise<DomainError | null> {
  if (thread?.blocked) return new BlockedError('message', 'youBlocked');
  if (thread?.blockedBy) return new BlockedError('message', 'blockedBy');
  if (thread?.chatEnabled) return null;
  return (await viewer.isSubscriber()) ? null : new ForbiddenError(SUBSCRIBERS_START_CONVERSATIONS);
}
