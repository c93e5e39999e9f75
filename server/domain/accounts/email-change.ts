import type { Db } from '../../db/client.js';
import { Prisma, type User } from '../../generated/prisma/client.js';
import { InputError } from '../errors.js';
import { hashToken, newToken } from '../kernel/tokens.js';
import type { RequestDeps } from '../ports/index.js';
import { emailChangeConfirmLink, emailChangeConfirmMail, emailChangeNoticeMail, emailChangeUndoLink } from './mails.js';
import {
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_TAKEN,
  EMAIL_CHANGE_UNDO_INVALID,
  EMAIL_CHANGE_UNDO_TAKEN,
} from './messages.js';
import { revokeUserSessions } from './session.js';
import { optionalText, validateFields } from './validation.js';

// Changing the e-mail address. The address is the login and where reset links
// go, so whoever holds a session must not be able to move the account to an address of theirs:
// - the change is asked with the current password (users/profile.ts, updateProfile);
// - it takes effect only when the link mailed to the new address is followed (24 hours, once);
// - the old address is told at once, with a link that undoes it (7 days): a change still waiting
//   is cancelled, a confirmed one is reversed, and every session of the account ends.
// Both tokens are stored as SHA-256 hashes; a newer request cancels an older one still waiting.

export const EMAIL_CHANGE_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Ctx = Pick<RequestDeps, 'prisma' | 'mail' | 'config'>;
type EndCtx = Pick<RequestDeps, 'prisma' | 'sessions' | 'pubsub'>;

/** Records a change to `newEmail` (already checked: free, password given) and mails both addresses. */
export async function requestEmailChange(
  ctx: Ctx,
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  newEmail: string,
): Promise<void> {
  const confirm = newToken();
  const undo = newToken();
  const now = Date.now();
  await ctx.prisma.$transaction([
    ctx.prisma.emailChange.updateMany({
      where: { userId: user.id, confirmedAt: null, cancelledAt: null },
      data: { cancelledAt: new Date(now) },
    }),
    ctx.prisma.emailChange.create({
      data: {
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        confirmTokenHash: hashToken(confirm),
        confirmExpiresAt: new Date(now + EMAIL_CHANGE_CONFIRM_TTL_MS),
        undoTokenHash: hashToken(undo),
        undoExpiresAt: new Date(now + EMAIL_CHANGE_UNDO_TTL_MS),
      },
    }),
  ]);
  await ctx.mail.send(
    emailChangeConfirmMail(
      { email: newEmail, firstName: user.firstName },
      emailChangeConfirmLink(ctx.config.APP_URL, confirm),
    ),
  );
  await ctx.mail.send(emailChangeNoticeMail(user, newEmail, emailChangeUndoLink(ctx.config.APP_URL, undo)));
}

/** The address a change of the user waits to be confirmed for ('Wachtend op bevestiging: ...'), or null. */
export async function pendingEmail(prisma: Db, userId: number, now = new Date()): Promise<string | null> {
  const pending = await prisma.emailChange.findFirst({
    where: { userId, confirmedAt: null, cancelledAt: null, confirmExpiresAt: { gt: now } },
    orderBy: { id: 'desc' },
    select: { newEmail: true },
  });
  return pending?.newEmail ?? null;
}

const linkInvalid = (message: string) => new InputError({ token: [message] }, message);

const readToken = (input: { token?: unknown }, message: string) => {
  const { values, errors } = validateFields(input, { token: optionalText });
  if (errors.token) throw new InputError(errors); // control characters: the rule's own message
  if (!values.token) throw linkInvalid(message);
  return hashToken(values.token);
};

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';

/**
 * The link of the mail to the new address: the account's e-mail becomes the new address (and counts
 * as confirmed). Used, expired, replaced or undone links, and an address another account took
 * meanwhile, are refused; the old address then stays.
 */
export async function confirmEmailChange(ctx: Pick<RequestDeps, 'prisma'>, input: { token?: unknown }) {
  const hash = readToken(input, EMAIL_CHANGE_LINK_INVALID);
  const change = await ctx.prisma.emailChange.findUnique({ where: { confirmTokenHash: hash } });
  const now = new Date();
  if (!change || change.confirmedAt || change.cancelledAt || change.confirmExpiresAt <= now) {
    throw linkInvalid(EMAIL_CHANGE_LINK_INVALID);
  }
  const user = await ctx.prisma.user.findUnique({ where: { id: change.userId } });
  if (!user || user.deletedAt || user.email !== change.oldEmail) throw linkInvalid(EMAIL_CHANGE_LINK_INVALID);
  const taken = await ctx.prisma.user.findFirst({
    where: { email: change.newEmail, id: { not: user.id } },
    select: { id: true },
  });
  if (taken) throw new InputError({ email: [EMAIL_CHANGE_TAKEN] }, EMAIL_CHANGE_TAKEN);
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      // Once: of two clicks at the same time only one finds the change still open.
      const { count } = await tx.emailChange.updateMany({
        where: { id: change.id, confirmedAt: null, cancelledAt: null },
        data: { confirmedAt: now },
      });
      if (count !== 1) throw linkInvalid(EMAIL_CHANGE_LINK_INVALID);
      await tx.emailVerification.deleteMany({ where: { userId: user.id } });
      return tx.user.update({ where: { id: user.id }, data: { email: change.newEmail, emailVerifiedAt: now } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new InputError({ email: [EMAIL_CHANGE_TAKEN] }, EMAIL_CHANGE_TAKEN);
    throw err;
  }
}

/**
 * The link of the notice to the old address: cancels the change (and any other waiting change of
 * the account), puts the old address back when the change was already confirmed, and ends every
 * session of the account on every instance (live sockets too).
 */
export async function undoEmailChange(ctx: EndCtx, input: { token?: unknown }): Promise<User> {
  const hash = readToken(input, EMAIL_CHANGE_UNDO_INVALID);
  const change = await ctx.prisma.emailChange.findUnique({ where: { undoTokenHash: hash } });
  const now = new Date();
  if (!change || change.cancelledAt || change.undoExpiresAt <= now) throw linkInvalid(EMAIL_CHANGE_UNDO_INVALID);
  const user = await ctx.prisma.user.findUnique({ where: { id: change.userId } });
  if (!user || user.deletedAt) throw linkInvalid(EMAIL_CHANGE_UNDO_INVALID);
  const restore = user.email !== change.oldEmail;
  if (restore) {
    const taken = await ctx.prisma.user.findFirst({
      where: { email: change.oldEmail, id: { not: user.id } },
      select: { id: true },
    });
    if (taken) throw new InputError({ email: [EMAIL_CHANGE_UNDO_TAKEN] }, EMAIL_CHANGE_UNDO_TAKEN);
  }
  let restored: User;
  try {
    restored = await ctx.prisma.$transaction(async (tx) => {
      const { count } = await tx.emailChange.updateMany({
        where: { id: change.id, cancelledAt: null },
        data: { cancelledAt: now },
      });
      if (count !== 1) throw linkInvalid(EMAIL_CHANGE_UNDO_INVALID);
      await tx.emailChange.updateMany({
        where: { userId: user.id, confirmedAt: null, cancelledAt: null },
        data: { cancelledAt: now },
      });
      // Following a link mailed to the old address proves it is theirs.
      return tx.user.update({ where: { id: user.id }, data: { email: change.oldEmail, emailVerifiedAt: now } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new InputError({ email: [EMAIL_CHANGE_UNDO_TAKEN] }, EMAIL_CHANGE_UNDO_TAKEN);
    throw err;
  }
  await revokeUserSessions(ctx, user.id);
  return restored;
}
