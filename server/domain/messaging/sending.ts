import { z } from 'zod';
import { fieldErrorsFromIssues, InputError } from '../errors.js';
import { visibleHouseKeyWhere } from '../houses/access.js';
import { houseRefFor } from '../notifications/house-ref.js';
import { type NotifyDeps, notifyFromUser } from '../notifications/notify.js';
import { MESSAGE_MAX_LENGTH, type NotificationContent, notificationContent } from '../notifications/types.js';
import type { Viewer } from '../ports/index.js';
import type { RateLimitStore } from '../ports/rate-limits.js';
import { multiLine } from '../text.js';
import { type ConversationRef, findConversation } from './conversation.js';
import { HOUSE_NOT_IN_CONVERSATION, MESSAGE_EMPTY, MESSAGE_TOO_LONG, NO_MESSAGE_TO_SELF } from './messages.js';
import { requireMessagingUser, sendRefusal } from './policy.js';
import { consumeSendLimit } from './send-limits.js';

export interface SendMessageInput {
  message: unknown;
  /** Sent from a house page: the house (the recipient's or the sender's) travels with the message. */
  houseId?: number | null;
}

export const messageSchema = z.object({
  message: multiLine({ error: MESSAGE_EMPTY })
    .transform((m) => m.trim())
    .pipe(multiLine().min(1, MESSAGE_EMPTY).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)),
});

/**
 * Sends a UserMessage (or a HouseMessage with `houseId`) to the other side of a conversation.
 * Order: logged in (401), the recipient exists (404), the rights (403: blocked, or starting without
 * subscriber rights), then the input (422), then the send limits (429) — nothing is written unless
 * everything passes. `input`
 * may be a function: REST reads the request body only once the rights are settled.
 */
export async function sendMessage(
  deps: NotifyDeps & { viewer: Viewer; rateLimits: RateLimitStore },
  to: ConversationRef,
  input: SendMessageInput | (() => Promise<SendMessageInput>),
) {
  const sender = requireMessagingUser(deps.viewer);
  const conversation = await findConversation(deps.prisma, sender.id, to);
  const recipient = conversation.other;
  if (recipient.id === sender.id) throw new InputError({ message: [NO_MESSAGE_TO_SELF] }, NO_MESSAGE_TO_SELF);
  const refusal = await sendRefusal(deps.viewer, conversation);
  if (refusal) throw refusal;
  const command = typeof input === 'function' ? await input() : input;
  const parsed = messageSchema.safeParse({ message: command.message });
  if (!parsed.success) {
    const fields = fieldErrorsFromIssues(parsed.error.issues);
    throw new InputError(fields, Object.values(fields)[0][0]); // the chat shows the reason itself
  }
  const { message } = parsed.data;
  let content: NotificationContent = notificationContent('UserMessage', { message });
  let houseId: number | null = null;
  if (command.houseId !== undefined && command.houseId !== null) {
    const house = await deps.prisma.house.findFirst({
      where: visibleHouseKeyWhere(deps.viewer, String(command.houseId)),
    });
    if (!house || (house.ownerUserId !== sender.id && house.ownerUserId !== recipient.id)) {
      throw new InputError({ houseId: [HOUSE_NOT_IN_CONVERSATION] }, HOUSE_NOT_IN_CONVERSATION);
    }
    houseId = house.id;
    content = notificationContent('HouseMessage', {
      message,
      house: await houseRefFor(deps.prisma, house, [sender.id, recipient.id]),
    });
  }
  // The send limits, once everything else passed (send-limits.ts): every message, and one that
  // starts a conversation (nobody wrote in this thread yet).
  await consumeSendLimit(deps, 'messages', sender.id);
  if (!conversation.thread?.chatEnabled && !conversation.thread?.viewerHasWritten)
    await consumeSendLimit(deps, 'newConversations', sender.id);
  const { notification, senderThread } = await notifyFromUser(deps, {
    recipientUserId: recipient.id,
    senderUserId: sender.id,
    content,
    houseId,
  });
  return { notification, thread: senderThread, recipient };
}
