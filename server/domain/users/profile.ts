import type { User } from '../../generated/prisma/client.js';
import { requireSessionUser } from '../accounts/api-keys/keys.js';
import { requestEmailChange } from '../accounts/email-change.js';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_WRONG,
  EMAIL_TAKEN,
  NOT_YOUR_ACCOUNT,
  PASSWORD_WRONG,
  USER_NOT_FOUND,
} from '../accounts/messages.js';
import { verifyPassword } from '../accounts/password.js';
import { endSession, revokeUserSessions } from '../accounts/session.js';
import { consumeEmailProbe, consumeMailQuota } from '../accounts/throttle.js';
import {
  bioField,
  emailField,
  givenPasswordField,
  phoneField,
  profileMovingMonthsField,
  requiredText,
  throwIfInvalid,
  userTypeField,
  validateFields,
} from '../accounts/validation.js';
import { ForbiddenError, InputError, NotFoundError } from '../errors.js';
import { isRowId } from '../ids.js';
import { requireUser } from '../kernel/viewer.js';
import type { RequestDeps } from '../ports/index.js';

/** What a profile update may change (snake_case, as PUT /api/users/{id} sends it). */
export interface ProfileInput {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phoneNumber?: unknown;
  bio?: unknown;
  movingMonths?: unknown;
  userType?: unknown;
  /** Needed when `email` changes (and the account has a password). */
  currentPassword?: unknown;
}

export const PROFILE_FIELDS = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  phoneNumber: phoneField,
  bio: bioField,
  movingMonths: profileMovingMonthsField,
  userType: userTypeField,
};

/**
 * The account `id` for a write by the viewer: 401 logged out, 404 unknown (or deleted), 403
 * somebody else's (design.md: unknown id 404, another's private resource 403).
 */
export async function ownAccount(ctx: Pick<RequestDeps, 'viewer' | 'prisma'>, id: number): Promise<User> {
  const me = requireUser(ctx.viewer);
  if (id === me.id) return me;
  const other = isRowId(id) ? await ctx.prisma.user.findUnique({ where: { id }, select: { deletedAt: true } }) : null;
  if (!other || other.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  throw new ForbiddenError(NOT_YOUR_ACCOUNT);
}

/**
 * Updates the fields present in `input` (the client sends the whole user object; read-only fields
 * are ignored). A new e-mail needs the current password and must be free; it does not change the
 * account here: a link goes to the new address (the change takes effect when it is followed) and a
 * notice with an undo link to the old one (accounts/email-change.ts). The other fields are saved.
 */
export async function updateProfile(ctx: RequestDeps, userId: number, input: ProfileInput): Promise<User> {
  const user = await ownAccount(ctx, userId);
  const present = Object.fromEntries(
    Object.entries(PROFILE_FIELDS).filter(([field]) => input[field as keyof ProfileInput] !== undefined),
  ) as Partial<typeof PROFILE_FIELDS>;
  const { values, errors } = validateFields(input as Record<string, unknown>, present);
  const v = values as Partial<{
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    bio: string | null;
    movingMonths: number;
    userType: string;
  }>;
  const emailChanged = v.email !== undefined && v.email !== user.email;
  if (emailChanged) requireSessionUser(ctx.viewer); // a key may not move the account's e-mail
  if (emailChanged && !errors.email) {
    // Whether the new e-mail is taken is an e-mail probe like user-exists: counted together per IP
    // (which also limits guessing the current password here).
    await consumeEmailProbe(ctx);
    if (user.passwordHash) {
      const given = input.currentPassword;
      if (typeof given !== 'string' || given === '') errors.currentPassword = [CURRENT_PASSWORD_FOR_EMAIL];
      else if (given.length > 1000 || !(await verifyPassword(given, user.passwordHash))) {
        errors.currentPassword = [CURRENT_PASSWORD_WRONG];
      }
    }
    const taken = await ctx.prisma.user.findUnique({ where: { email: v.email }, select: { id: true } });
    if (taken) errors.email = [EMAIL_TAKEN];
  }
  throwIfInvalid(errors);
  if (emailChanged) await consumeMailQuota(ctx, v.email!); // the confirmation mail, before saving
  const updated = await ctx.prisma.user.update({
    where: { id: user.id },
    data: {
      firstName: v.firstName,
      lastName: v.lastName,
      phoneNumber: v.phoneNumber,
      bio: v.bio,
      movingMonths: v.movingMonths,
      userType: v.userType,
      // Saving the moving wish confirms it (status check-ins, server/domain/kernel/freshness.ts).
      ...(v.movingMonths !== undefined ? { movingWishConfirmedAt: new Date() } : {}),
    },
  });
  if (emailChanged) await requestEmailChange(ctx, user, v.email!);
  ctx.viewer.user = updated;
  return updated;
}

/**
 * Deletes the account softly (deleted_at): its sessions end, logging in and new sessions are
 * refused, and user-exists reports is_deleted. The password is asked when the account has one.
 */
export async function deleteAccount(ctx: RequestDeps, input: { password?: unknown }): Promise<void> {
  const user = requireSessionUser(ctx.viewer);
  if (user.passwordHash) {
    const { values, errors } = validateFields(input, { password: givenPasswordField });
    throwIfInvalid(errors);
    if (!(await verifyPassword(values.password, user.passwordHash)))
      throw new InputError({ password: [PASSWORD_WRONG] });
  }
  await ctx.prisma.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
  await revokeUserSessions(ctx, user.id);
  ctx.session.token = undefined;
  await endSession(ctx);
}
