/**
 * Login rules (spec §5): the e-mail must match a standard e-mail pattern; the password step's
 * submit is enabled once the password is longer than 3 characters. Pure, unit-tested.
 */

// The server's own rule, not a copy: what the form accepts, the server accepts.
import { EMAIL_PATTERN } from '../../../server/domain/accounts/email-pattern';

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Password length over 3 enables the login submit. */
export const LOGIN_PASSWORD_MIN_EXCLUSIVE = 3;

export function canSubmitPassword(password: string): boolean {
  return password.length > LOGIN_PASSWORD_MIN_EXCLUSIVE;
}

/**
 * Where to go after logging in: a same-site path from `?redirect=` (never another origin),
 * otherwise the default.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/** A link the server answers itself (an advisor's offer link, /api/...): loaded in full, not routed here. */
export const isServerPath = (path: string) => path.startsWith('/api/');
