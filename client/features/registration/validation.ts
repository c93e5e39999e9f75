/**
 * Registration rules of spec §5, pure and unit-tested. The order is the order of the messages:
 * required fields first, then password length, confirmation, terms and the captcha.
 */
import { normalizePhoneNumber } from '../../../server/domain/accounts/phone';
import { PASSWORD_MIN_LENGTH } from '../../config';

export const REQUIRED_TEXT = 'Zorg dat alle velden zijn ingevuld.';
export const PASSWORD_LENGTH_TEXT = 'Het wachtwoord dient minimaal 8 karakters te bevatten.';
export const PASSWORD_MATCH_TEXT = 'De wachtwoorden dienen overeen te komen.';
export const TERMS_TEXT = 'Voordat je verder gaat, moet je eerst de voorwaarden accepteren.';
export const CAPTCHA_TEXT = 'Voordat je verder gaat, moet je eerst aangeven dat je geen robot bent.';
/** Spec §5 only says "exactly 10 characters"; the same Dutch text as the server's 422. */
export const PHONE_LENGTH_TEXT = 'Vul een Nederlands telefoonnummer van 10 cijfers in, zoals 06-1234 5678.';

export const REGISTRATION_FAILED_TEXT = 'Er ging iets mis bij je registratie. Probeer het later opnieuw.';

export { PASSWORD_MIN_LENGTH };

export type UserType = 'searcher' | 'seller' | 'searcher_and_seller';

export const USER_TYPE_OPTIONS: { value: UserType; label: string }[] = [
  { value: 'searcher', label: 'Ik zoek een huis' },
  { value: 'seller', label: 'Ik verkoop mijn huis' },
  { value: 'searcher_and_seller', label: 'Allebei' },
];

/** moving_months of the registration (spec §5) with their labels. */
export const REGISTRATION_MOVING_OPTIONS: { value: number; label: string }[] = [
  { value: 1, label: 'Zo snel mogelijk' },
  { value: 3, label: '3-6 maanden' },
  { value: 6, label: '6-12 maanden' },
  { value: 12, label: '1-2 jaar' },
];

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  userType: UserType | '';
  movingMonths: number | null;
  password: string;
  passwordConfirmation: string;
  terms: boolean;
}

/** Snake_case field names, as the server's 422 errors use them. */
export type RegistrationField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'userType'
  | 'movingMonths'
  | 'password'
  | 'passwordConfirmation'
  | 'terms'
  | 'g-recaptcha-response';

export interface RegistrationProblem {
  message: string;
  /** The fields to highlight. */
  fields: RegistrationField[];
}

export interface RegistrationOptions {
  /** User type and moving months are not asked (spec §5: "unless user-only fields are hidden"). */
  hideUserFields?: boolean;
  /** A captcha is configured and must be ticked. */
  captchaEnabled?: boolean;
  captchaToken?: string | null;
}

export function emptyRegistration(): RegistrationValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    userType: '',
    movingMonths: null,
    password: '',
    passwordConfirmation: '',
    terms: false,
  };
}

/**
 * Every problem with the form at once, in the spec's order (spec §5/§8: each field's first message,
 * not one at a time); empty when it may be sent. The empty fields share one message.
 */
export function registrationProblems(
  values: RegistrationValues,
  { hideUserFields = false, captchaEnabled = false, captchaToken = null }: RegistrationOptions = {},
): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  const missing: RegistrationField[] = [];
  if (!values.firstName.trim()) missing.push('firstName');
  if (!values.lastName.trim()) missing.push('lastName');
  if (!values.email.trim()) missing.push('email');
  if (!values.phoneNumber.trim()) missing.push('phoneNumber');
  if (!hideUserFields) {
    if (!values.userType) missing.push('userType');
    if (values.movingMonths == null) missing.push('movingMonths');
  }
  if (!values.password) missing.push('password');
  if (!values.passwordConfirmation) missing.push('passwordConfirmation');
  if (missing.length > 0) problems.push({ message: REQUIRED_TEXT, fields: missing });
  if (values.phoneNumber.trim() && normalizePhoneNumber(values.phoneNumber) === null) {
    problems.push({ message: PHONE_LENGTH_TEXT, fields: ['phoneNumber'] });
  }
  // A password typed once is checked for its length; the match only once both are there.
  const passwordProblem = values.password
    ? newPasswordProblem(values.password, values.passwordConfirmation || values.password)
    : null;
  if (passwordProblem) problems.push({ message: passwordProblem.message, fields: [passwordProblem.field] });
  if (!values.terms) problems.push({ message: TERMS_TEXT, fields: ['terms'] });
  if (captchaEnabled && !captchaToken) problems.push({ message: CAPTCHA_TEXT, fields: ['g-recaptcha-response'] });
  return problems;
}

export interface NewPasswordProblem {
  message: string;
  field: 'password' | 'passwordConfirmation';
}

/** A new password (sign-up, reset, change) is long enough and typed twice the same; else the first problem. */
export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return { message: PASSWORD_LENGTH_TEXT, field: 'password' };
  if (password !== confirmation) return { message: PASSWORD_MATCH_TEXT, field: 'passwordConfirmation' };
  return null;
}

/** funnelType of /f/{funnelType} → the user type it implies. */
export function userTypeForFunnel(funnelType: string | undefined): UserType | undefined {
  if (funnelType === 'verkoper') return 'seller';
  if (funnelType === 'zoeker') return 'searcher';
  if (funnelType === 'beide') return 'searcher_and_seller';
  return undefined;
}

/** The GraphQL enum value of a user type ('searcher' → 'SEARCHER'). */
export function graphQLUserType(type: UserType | ''): 'SEARCHER' | 'SELLER' | 'SEARCHER_AND_SELLER' | null {
  if (!type) return null;
  return type.toUpperCase() as 'SEARCHER' | 'SELLER' | 'SEARCHER_AND_SELLER';
}
