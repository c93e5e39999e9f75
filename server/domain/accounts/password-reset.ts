import type { User } from '../../generated/prisma/client.js';
import { hashToken, newToken } from '../kernel/tokens.js';
import type { RequestDeps } from '../ports/index.js';
import { requireSessionUser } from './api-keys/keys.js';
import { passwordResetLink, passwordResetMail } from './mails.js';
import { CURRENT_PASSWORD_WRONG, RESET_TOKEN_INVALID } from './messages.js';
import { hashPassword, verifyPassword } from './password.js';
import { revokeUserSessions, startSession } from './session.js';
import { consume, consumeMailQuota, LIMITS, throttleKeys, throttleMessages } from './throttle.js';
import {
  checkConfirmation,
  emailField,
  givenPasswordField,
  newPasswordField,
  optionalText,
  throwIfInvalid,
  validateFields,
} from './validation.js';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * "Wachtwoord vergeten": mails a link to /password/reset?email=...&token=... (60 minutes valid;
 * a new request replaces the old link). The answer is the same whether or not the account exists.
 */
export async function requestPasswordReset(ctx: RequestDeps, input: { email?: unknown }): Promise<void> {
  await consume(
    ctx.rateLimits,
    throttleKeys.passwordReset(ctx.session.ip),
    LIMITS.passwordReset,
    throttleMessages.passwordReset,
  );
  const { values, errors } = validateFields(input, { email: emailField });
  throwIfInvalid(errors);
  // Counted for every address, with an account or not: the answer must not tell which.
  await consumeMailQuota(ctx, values.email);
  const user = await ctx.prisma.user.findUnique({ where: { email: values.email } });
  if (!user || user.deletedAt) return;
  const token = newToken();
  await ctx.prisma.$transaction([
    ctx.prisma.passwordReset.deleteMany({ where: { userId: user.id } }),
    ctx.prisma.passwordReset.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) },
    }),
  ]);
  await ctx.mail.send(passwordResetMail(user, passwordResetLink(ctx.config.APP_URL, user.email, token)));
}

/**
 * Sets a new password with the token of the mail. Ends every session of the account (whoever
 * knew the old password is out), logs this browser in, and counts as a confirmed e-mail.
 */
export async function resetPassword(
  ctx: RequestDeps,
  input: { email?: unknown; token?: unknown; password?: unknown; passwordConfirmation?: unknown },
): Promise<User> {
  const { values, errors } = validateFields(input, {
    email: emailField,
    token: optionalText,
    password: newPasswordField,
  });
  checkConfirmation(input.password, input.passwordConfirmation, errors);
  const user = errors.email ? null : await ctx.prisma.user.findUnique({ where: { email: values.email } });
  const reset = values.token
    ? await ctx.prisma.passwordReset.findUnique({ where: { tokenHash: hashToken(values.token) } })
    : null;
  if (!user || user.deletedAt || !reset || reset.userId !== user.id || reset.usedAt || reset.expiresAt <= new Date()) {
    errors.email = [RESET_TOKEN_INVALID];
  }
  throwIfInvalid(errors);
  const [updated] = await ctx.prisma.$transaction([
    ctx.prisma.user.update({
      where: { id: user!.id },
      data: { passwordHash: await hashPassword(values.password), emailVerifiedAt: user!.emailVerifiedAt ?? new Date() },
    }),
    ctx.prisma.passwordReset.deleteMany({ where: { userId: user!.id } }),
  ]);
  await revokeUserSessions(ctx, updated.id);
  ctx.session.token = undefined; // revoked above with the rest
  await startSession(ctx, updated);
  return updated;
}

/**
 * Changes the password of the logged-in user. The current password is asked when there is one
 * (accounts without a password can set one). Every other session of the account ends.
 */
export async function changePassword(
  ctx: RequestDeps,
  input: { currentPassword?: unknown; password?: unknown; passwordConfirmation?: unknown },
): Promise<User> {
  const user = requireSessionUser(ctx.viewer);
  const { values, errors } = validateFields(input, {
    password: newPasswordField,
    ...(user.passwordHash ? { currentPassword: givenPasswordField } : {}),
  });
  checkConfirmation(input.password, input.passwordConfirmation, errors);
  if (user.passwordHash && !errors.currentPassword) {
    const current = (values as { currentPassword?: string }).currentPassword ?? '';
    if (!(await verifyPassword(current, user.passwordHash))) errors.currentPassword = [CURRENT_PASSWORD_WRONG];
  }
  throwIfInvalid(errors);
  const updated = await ctx.prisma.user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(values.password) },
  });
  await revokeUserSessions(ctx, user.id, ctx.session.token);
  ctx.viewer.user = updated;
  return updated;
}
