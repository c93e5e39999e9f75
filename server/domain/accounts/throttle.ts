import { RateLimitedError } from '../errors.js';
import type { RateLimitStore } from '../ports/rate-limits.js';
import {
  loginThrottled,
  MAILS_FROM_IP_THROTTLED,
  mailsToAddressThrottled,
  REGISTRATION_THROTTLED,
  RESET_THROTTLED,
  USER_EXISTS_THROTTLED,
} from './messages.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit of accounts (design.md "Rate limits"). Each request is
 * counted before it is served (an atomic increment, then a compare), so parallel requests cannot
 * slip past a limit. Per IP unless said otherwise.
 */
export const LIMITS = {
  /** Login attempts per e-mail + IP; a success clears the counter. */
  login: { max: 5, windowMs: MINUTE },
  /** Login attempts per IP across e-mails (trying one password on many accounts). */
  loginPerIp: { max: 30, windowMs: MINUTE },
  /** Every way to learn whether an e-mail has an account, together: user-exists, registration, e-mail change. */
  emailProbe: { max: 10, windowMs: MINUTE },
  /** New accounts. */
  registration: { max: 20, windowMs: HOUR },
  /** Password-reset requests. */
  passwordReset: { max: 5, windowMs: MINUTE },
  /** "Stuur de link opnieuw", per account. */
  verificationMail: { max: 3, windowMs: MINUTE },
  /** Account mails (verification, reset, e-mail change) to one address, whoever asks. */
  mailsToAddress: { max: 3, windowMs: HOUR },
  /** Account mails asked for from one IP. */
  mailsFromIp: { max: 30, windowMs: HOUR },
} as const;

export const throttleKeys = {
  login: (email: string, ip: string) => `login:${email.trim().toLowerCase()}|${ip}`,
  loginPerIp: (ip: string) => `login-ip:${ip}`,
  emailProbe: (ip: string) => `email-probe:${ip}`,
  registration: (ip: string) => `registration:${ip}`,
  passwordReset: (ip: string) => `password-reset:${ip}`,
  verificationMail: (userId: number) => `verification-mail:${userId}`,
  mailsToAddress: (email: string) => `mail-to:${email.trim().toLowerCase()}`,
  mailsFromIp: (ip: string) => `mail-ip:${ip}`,
};

const secondsUntil = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

/** Counts this request and refuses it (429) when it is over `max` in the window. */
export async function consume(
  store: RateLimitStore,
  key: string,
  limit: { max: number; windowMs: number },
  message: (seconds: number) => string,
): Promise<void> {
  const count = await store.hit(key, limit.windowMs);
  if (count.hits > limit.max) {
    const seconds = secondsUntil(count.resetAt);
    throw new RateLimitedError(message(seconds), seconds);
  }
}

type ThrottleCtx = { rateLimits: RateLimitStore; session: { ip: string } };

/** One probe of whether an e-mail has an account (user-exists, registration, e-mail change). */
export const consumeEmailProbe = (ctx: ThrottleCtx) =>
  consume(ctx.rateLimits, throttleKeys.emailProbe(ctx.session.ip), LIMITS.emailProbe, () => USER_EXISTS_THROTTLED);

/**
 * An account mail to `address` is about to be asked for: counted per address (whether or not it
 * has an account, so a 429 tells nothing about that) and per IP, before anything is saved.
 */
export async function consumeMailQuota(ctx: ThrottleCtx, address: string): Promise<void> {
  await consume(
    ctx.rateLimits,
    throttleKeys.mailsFromIp(ctx.session.ip),
    LIMITS.mailsFromIp,
    () => MAILS_FROM_IP_THROTTLED,
  );
  await consume(ctx.rateLimits, throttleKeys.mailsToAddress(address), LIMITS.mailsToAddress, mailsToAddressThrottled);
}

export const throttleMessages = {
  login: loginThrottled,
  passwordReset: () => RESET_THROTTLED,
  registration: () => REGISTRATION_THROTTLED,
};
