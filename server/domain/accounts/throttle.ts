import type { RateLimitStore } from '../../adapters/ratelimit/types.js';
import { RateLimitedError } from '../errors.js';
import { loginThrottled, RESET_THROTTLED, USER_EXISTS_THROTTLED } from './messages.js';

const MINUTE = 60_000;

/** The limits of design.md: login 5 failures a minute per e-mail + IP; user-exists 10 a minute per IP. */
export const LIMITS = {
  login: { max: 5, windowMs: MINUTE },
  userExists: { max: 10, windowMs: MINUTE },
  passwordReset: { max: 5, windowMs: MINUTE },
  verificationMail: { max: 3, windowMs: MINUTE },
} as const;

export const throttleKeys = {
  login: (email: string, ip: string) => `login:${email.trim().toLowerCase()}|${ip}`,
  userExists: (ip: string) => `user-exists:${ip}`,
  passwordReset: (ip: string) => `password-reset:${ip}`,
  verificationMail: (userId: number) => `verification-mail:${userId}`,
};

const secondsUntil = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

/**
 * Refuses while `key` already has `max` hits in its window, without counting this request (Laravel's
 * tooManyAttempts: login checks this before hashing anything, and only failures count).
 */
export async function assertNotThrottled(
  store: RateLimitStore,
  key: string,
  max: number,
  message: (seconds: number) => string,
): Promise<void> {
  const open = await store.peek(key);
  if (open && open.hits >= max) {
    const seconds = secondsUntil(open.resetAt);
    throw new RateLimitedError(message(seconds), seconds);
  }
}

/** Counts this request and refuses it when it is over `max` in the window. */
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

export const throttleMessages = {
  login: loginThrottled,
  userExists: () => USER_EXISTS_THROTTLED,
  passwordReset: () => RESET_THROTTLED,
};
