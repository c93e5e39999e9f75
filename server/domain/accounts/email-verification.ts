import type { User } from '../../generated/prisma/client.js';
import { InputError, UnauthenticatedError } from '../errors.js';
import { hashToken, newToken } from '../kernel/tokens.js';
import type { RequestDeps } from '../ports/index.js';
import { verificationLink, verificationMail } from './mails.js';
import { ALREADY_VERIFIED, RESET_THROTTLED, VERIFY_TOKEN_INVALID } from './messages.js';
import { consume, consumeMailQuota, LIMITS, throttleKeys } from './throttle.js';
import { emailField, optionalText, validateFields } from './validation.js';

export const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Ctx = Pick<RequestDeps, 'prisma' | 'mail' | 'config'>;

/** Sends a fresh verification link to the user's current e-mail (older links stop working). */
export async function sendVerificationMail(ctx: Ctx, user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
  const token = newToken();
  await ctx.prisma.$transaction([
    ctx.prisma.emailVerification.deleteMany({ where: { userId: user.id } }),
    ctx.prisma.emailVerification.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) },
    }),
  ]);
  await ctx.mail.send(verificationMail(user, verificationLink(ctx.config.APP_URL, user.email, token)));
}

/** "Stuur de link opnieuw" for the logged-in user; 3 a minute. */
export async function resendVerificationMail(ctx: RequestDeps): Promise<void> {
  const user = ctx.viewer.user;
  if (!user) throw new UnauthenticatedError();
  if (user.emailVerifiedAt) throw new InputError({ email: [ALREADY_VERIFIED] }, ALREADY_VERIFIED);
  await consume(ctx.rateLimits, throttleKeys.verificationMail(user.id), LIMITS.verificationMail, () => RESET_THROTTLED);
  await consumeMailQuota(ctx, user.email);
  await sendVerificationMail(ctx, user);
}

/**
 * Confirms the e-mail of the link. The token must belong to the account of that e-mail and still
 * be valid; confirming twice is fine. Returns the user.
 */
export async function verifyEmail(ctx: Ctx, input: { email?: unknown; token?: unknown }): Promise<User> {
  const { values, errors } = validateFields(input, { email: emailField, token: optionalText });
  const invalid = () => new InputError({ token: [VERIFY_TOKEN_INVALID] }, VERIFY_TOKEN_INVALID);
  if (errors.token) throw new InputError(errors); // control characters: the rule's own message
  if (errors.email || !values.token) throw invalid();
  const user = await ctx.prisma.user.findUnique({ where: { email: values.email } });
  if (!user || user.deletedAt) throw invalid();
  const verification = await ctx.prisma.emailVerification.findUnique({ where: { tokenHash: hashToken(values.token) } });
  if (!verification || verification.userId !== user.id || verification.expiresAt <= new Date()) {
    if (user.emailVerifiedAt) return user; // an old link of an already confirmed address
    throw invalid();
  }
  const [verified] = await ctx.prisma.$transaction([
    ctx.prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: user.emailVerifiedAt ?? new Date() } }),
    ctx.prisma.emailVerification.deleteMany({ where: { userId: user.id } }),
  ]);
  return verified;
}
