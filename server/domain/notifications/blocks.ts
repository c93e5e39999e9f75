import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { ForbiddenError } from '../errors.js';

const YOU_BLOCKED =
  'Je hebt deze gebruiker geblokkeerd. Deblokkeer de gebruiker bij je instellingen om weer berichten te sturen.';
const BLOCKED_BY = 'Deze gebruiker heeft je geblokkeerd. Je kunt geen berichten meer sturen in dit gesprek.';

// A block blocks: nothing passes between a blocked pair, in either direction —
// messages, viewing requests and answers, offers and answers, likes, reviews, advisor contact
// requests, coaching — and the other side is told nothing. One rule, enforced twice in one module:
// - every action between two users calls `assertNotBlocked(actor, other, action)` after its other
//   rights checks and before it reads its input or writes anything (403, the action's Dutch text);
// - `notify` (notify.ts) refuses, in the very statement that stores it, a notification with a
//   sender between a blocked pair (`NOT_BLOCKED_SQL`): an action that forgot the guard, or a block
//   that landed between the guard and the write, rolls its transaction back instead of telling the
//   other side anything.

/** Who blocked whom, seen from the user who acts: `youBlocked` (they blocked the other) or `blockedBy`. */
export type BlockDirection = 'youBlocked' | 'blockedBy';

/** The actions between two users, each with its refusal in both directions. */
export const BLOCKED_MESSAGES = {
  message: { youBlocked: YOU_BLOCKED, blockedBy: BLOCKED_BY },
  viewing: {
    youBlocked:
      'Je hebt de eigenaar van dit huis geblokkeerd. Deblokkeer de gebruiker bij je instellingen om een bezichtiging aan te vragen.',
    blockedBy: 'De eigenaar van dit huis heeft je geblokkeerd. Je kunt geen bezichtiging aanvragen voor dit huis.',
  },
  viewingAnswer: {
    youBlocked:
      'Je hebt deze gebruiker geblokkeerd. Deblokkeer de gebruiker bij je instellingen om op deze bezichtiging te antwoorden.',
    blockedBy: 'Deze gebruiker heeft je geblokkeerd. Je kunt niet meer op deze bezichtiging antwoorden.',
  },
  offer: {
    youBlocked:
      'Je hebt de eigenaar van dit huis geblokkeerd. Deblokkeer de gebruiker bij je instellingen om een bod uit te brengen.',
    blockedBy: 'De eigenaar van dit huis heeft je geblokkeerd. Je kunt geen bod uitbrengen op dit huis.',
  },
  offerAnswer: {
    youBlocked:
      'Je hebt deze bieder geblokkeerd. Deblokkeer de gebruiker bij je instellingen om op dit bod te antwoorden.',
    blockedBy: 'Deze bieder heeft je geblokkeerd. Je kunt niet meer op dit bod antwoorden.',
  },
  like: {
    youBlocked:
      'Je hebt de eigenaar van dit huis geblokkeerd. Deblokkeer de gebruiker bij je instellingen om dit huis te liken.',
    blockedBy: 'De eigenaar van dit huis heeft je geblokkeerd. Je kunt dit huis niet liken.',
  },
  review: {
    youBlocked:
      'Je hebt deze adviseur geblokkeerd. Deblokkeer de adviseur bij je instellingen om een review te schrijven.',
    blockedBy: 'Deze adviseur heeft je geblokkeerd. Je kunt geen review over deze adviseur schrijven.',
  },
  advisorContact: {
    youBlocked: 'Je hebt deze adviseur geblokkeerd. Deblokkeer de adviseur bij je instellingen om contact op te nemen.',
    blockedBy: 'Deze adviseur heeft je geblokkeerd. Je kunt geen contact opnemen met deze adviseur.',
  },
  coaching: {
    youBlocked:
      'Je hebt deze gebruiker geblokkeerd. Deblokkeer de gebruiker bij je instellingen om deze gebruiker te coachen.',
    blockedBy: 'Deze gebruiker heeft je geblokkeerd. Je kunt deze gebruiker niet coachen.',
  },
  /** What `notify` answers when an action reached it without its own guard. */
  other: {
    youBlocked:
      'Je hebt deze gebruiker geblokkeerd. Deblokkeer de gebruiker bij je instellingen om weer iets te sturen.',
    blockedBy: 'Deze gebruiker heeft je geblokkeerd. Je kunt deze gebruiker niets meer sturen.',
  },
} as const satisfies Record<string, Record<BlockDirection, string>>;

export type BlockedAction = keyof typeof BLOCKED_MESSAGES;

/** The refusal of a blocked action: a 403 (GraphQL ForbiddenError) with the action's Dutch text. */
export class BlockedError extends ForbiddenError {
  constructor(
    readonly action: BlockedAction,
    readonly direction: BlockDirection,
  ) {
    super(BLOCKED_MESSAGES[action][direction]);
  }
}

/** Whether one of the two blocked the other, seen from `actorId`; null when neither did. */
export async function blockBetween(
  db: Db | Prisma.TransactionClient,
  actorId: number,
  otherId: number,
): Promise<BlockDirection | null> {
  if (actorId === otherId) return null;
  const rows = await db.blockedUser.findMany({
    where: {
      OR: [
        { blockerId: actorId, blockedId: otherId },
        { blockerId: otherId, blockedId: actorId },
      ],
    },
    select: { blockerId: true },
  });
  if (rows.some((r) => r.blockerId === actorId)) return 'youBlocked';
  return rows.length > 0 ? 'blockedBy' : null;
}

/**
 * The guard every action between two users calls before it writes (after its own rights checks,
 * before its input): 403 with the action's text when either blocked the other.
 */
export async function assertNotBlocked(
  db: Db | Prisma.TransactionClient,
  actorId: number,
  otherId: number,
  action: BlockedAction,
): Promise<void> {
  const direction = await blockBetween(db, actorId, otherId);
  if (direction) throw new BlockedError(action, direction);
}
