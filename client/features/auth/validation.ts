/**
 * Login rules (spec §5): the e-mail must match a standard e-mail pattern; the password step's
 * submit is enabled once the password is longer than 3 characters. Pure, unit-tested.
 */

/** The common "standard" e-mail pattern (local part, @, a domain with a TLD of 2+ letters). */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

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
