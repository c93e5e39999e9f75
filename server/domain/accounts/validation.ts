import { z } from 'zod';
import { fieldErrorsFromIssues, InputError } from '../errors.js';
import { PROFILE_MOVING_MONTHS } from '../kernel/form-fields.js';
import { line, multiLine } from '../text.js';
import { EMAIL_PATTERN } from './email-pattern.js';
import {
  BIO_TOO_LONG,
  INVALID_EMAIL,
  INVALID_MOVING_MONTHS,
  INVALID_USER_TYPE,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  PHONE_LENGTH,
  REQUIRED,
  TERMS_REQUIRED,
  tooLong,
} from './messages.js';
import { normalizePhoneNumber } from './phone.js';

export const USER_TYPES = ['searcher', 'seller', 'searcher_and_seller'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Registration offers these (spec §5); profile and status screens also 0 and 24 (spec §3, design.md). */
export const REGISTRATION_MOVING_MONTHS = [1, 3, 6, 12] as const;
export const PASSWORD_MIN = 8;
/** argon2 hashes any length, but a megabyte password is a denial-of-service, not a password. */
export const PASSWORD_MAX = 1000;
export const BIO_MAX = 2000;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** A required text field: missing or blank gives the spec's "Zorg dat alle velden zijn ingevuld.". */
export const requiredText = (max = 100) =>
  z.preprocess(blankToUndefined, line({ error: REQUIRED }).trim().max(max, tooLong(max)));

export const emailField = z.preprocess(
  blankToUndefined,
  line({ error: REQUIRED })
    .trim()
    .max(255, tooLong(255))
    .regex(EMAIL_PATTERN, INVALID_EMAIL)
    .transform((v) => v.toLowerCase()),
);

/** A Dutch phone number however it is written, stored as its 10 digits (phone.ts). */
export const phoneField = z.preprocess(
  (v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' ? (normalizePhoneNumber(value) ?? value) : value;
  },
  line({ error: REQUIRED })
    .trim()
    .refine((v) => normalizePhoneNumber(v) === v, PHONE_LENGTH),
);

/** A new password: at least 8 characters. (Not trimmed: spaces are part of a password.) */
export const newPasswordField = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  line({ error: REQUIRED }).min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
);

/** A password typed to prove who you are (login, current password): only required. */
export const givenPasswordField = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  line({ error: REQUIRED }).max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
);

export const userTypeField = z.preprocess(
  blankToUndefined,
  z.enum(USER_TYPES, { error: (issue) => (issue.input === undefined ? REQUIRED : INVALID_USER_TYPE) }),
);

/** Whole numbers from a JSON number or a form string ("3"). */
const movingMonthsIn = (allowed: readonly number[]) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' && /^\d+$/.test(b.trim()) ? Number(b) : b;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID_MOVING_MONTHS) })
      .refine((n) => allowed.includes(n), INVALID_MOVING_MONTHS),
  );
export const registrationMovingMonthsField = movingMonthsIn(REGISTRATION_MOVING_MONTHS);
export const profileMovingMonthsField = movingMonthsIn(PROFILE_MOVING_MONTHS);

/** Laravel's `accepted`: true, 1, "1", "true", "on", "yes". */
export const acceptedField = z.preprocess(
  (v) => v === true || v === 1 || (typeof v === 'string' && ['1', 'true', 'on', 'yes'].includes(v.toLowerCase())),
  z.literal(true, { error: TERMS_REQUIRED }),
);

export const bioField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  multiLine({ error: BIO_TOO_LONG })
    .trim()
    .max(BIO_MAX, BIO_TOO_LONG)
    .transform((v) => (v === '' ? null : v)),
);

/** An optional free text (honeypots, slugs, tokens, captcha answer): anything but a string counts as empty. */
export const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  line().optional(),
);

type Shape = Record<string, z.ZodType>;
type Output<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

/**
 * Validates each field on its own and collects the errors instead of throwing, because account
 * forms add checks made after parsing (e-mail taken, wrong password, captcha) to the same 422 and
 * show every field's error at once (zod skips object-level checks once a field fails). Issues map
 * to field errors the one way all commands use (fieldErrorsFromIssues); `errors` is empty when valid.
 */
export function validateFields<S extends Shape>(
  input: Record<string, unknown>,
  shape: S,
): { values: Output<S>; errors: Record<string, string[]> } {
  const values = {} as Record<string, unknown>;
  const issues: { path: PropertyKey[]; message: string }[] = [];
  for (const [field, schema] of Object.entries(shape)) {
    const result = schema.safeParse(input[field]);
    if (result.success) values[field] = result.data;
    else issues.push(...result.error.issues.map((issue) => ({ path: [field], message: issue.message })));
  }
  return { values: values as Output<S>, errors: fieldErrorsFromIssues(issues) };
}

/** Throws the 422 when `errors` has anything. */
export function throwIfInvalid(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length) throw new InputError(errors);
}

/** The password confirmation rule (on password_confirmation, where the client shows it). */
export function checkConfirmation(
  password: unknown,
  confirmation: unknown,
  errors: Record<string, string[]>,
  field = 'passwordConfirmation',
): void {
  if (errors[field] || typeof password !== 'string' || password === '') return;
  if (password !== confirmation) errors[field] = [PASSWORDS_DIFFER];
}
