import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';
import { NotFoundError } from '../errors.js';
import { isRowId } from '../ids.js';
import { activeUserWhere } from '../kernel/users.js';
import { type ThreadSummary, threadBetween, threadSummaries } from '../notifications/threads.js';
import { isSlug } from '../text.js';
import { THREAD_NOT_FOUND, USER_NOT_FOUND } from './messages.js';

/** The viewer and one other user: their thread (null before anything was sent) and the block flags. */
export interface Conversation {
  other: User;
  thread: ThreadSummary | null;
  blocked: boolean;
  blockedBy: boolean;
  chatEnabled: boolean;
}

/** How a command names the other side of a conversation. */
export type ConversationRef = { userId: number } | { slug: string } | { threadId: number };

/**
 * The conversation the viewer means: with a user (by id or slug; deleted users do not exist) or of
 * a thread of theirs. 404 for an unknown user and for a thread that is not the viewer's (whether a
 * thread between two others exists is nobody else's business).
 */
export async function findConversation(prisma: Db, viewerId: number, ref: ConversationRef): Promise<Conversation> {
  if ('threadId' in ref) {
    const [thread] = isRowId(ref.threadId) ? await threadSummaries(prisma, viewerId, [ref.threadId]) : [];
    const other = thread
      ? await prisma.user.findFirst({ where: { id: thread.otherUserId, ...activeUserWhere } })
      : null;
    if (!thread || !other) throw new NotFoundError(THREAD_NOT_FOUND);
    return { other, thread, blocked: thread.blocked, blockedBy: thread.blockedBy, chatEnabled: thread.chatEnabled };
  }
  const where =
    'slug' in ref ? (isSlug(ref.slug) ? { slug: ref.slug } : null) : isRowId(ref.userId) ? { id: ref.userId } : null;
  const other = where ? await prisma.user.findFirst({ where: { ...where, ...activeUserWhere } }) : null;
  if (!other) throw new NotFoundError(USER_NOT_FOUND);
  return conversationWith(prisma, viewerId, other);
}

export async function conversationWith(prisma: Db, viewerId: number, other: User): Promise<Conversation> {
  const thread = other.id === viewerId ? null : await threadBetween(prisma, viewerId, other.id);
  if (thread)
    return { other, thread, blocked: thread.blocked, blockedBy: thread.blockedBy, chatEnabled: thread.chatEnabled };
  const blocks = await prisma.blockedUser.findMany({
    where: {
      OR: [
        { blockerId: viewerId, blockedId: other.id },
        { blockerId: other.id, blockedId: viewerId },
      ],
    },
    select: { blockerId: true },
  });
  return {
    other,
    thread: null,
    blocked: blocks.some((b) => b.blockerId === viewerId),
    blockedBy: blocks.some((b) => b.blockerId === other.id),
    chatEnabled: false,
  };
}
