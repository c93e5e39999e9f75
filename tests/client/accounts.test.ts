import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSnapshot,
  reportFieldErrors,
  resetGlobalMessages,
  toFieldErrors,
  VALIDATION_FAILED_TEXT,
} from '../../client/errors/errorStore';
import { isDashboardPath } from '../../client/features/account/DashboardGuard';
import { LOGIN_FAILED_TEXT, LOGIN_INVALID_TEXT, RATE_LIMITED_TEXT } from '../../client/features/auth/messages';
import { canSubmitPassword, isValidEmail, safeRedirect } from '../../client/features/auth/validation';
import {
  DEFAULT_RETURN,
  funnelSlugs,
  registrationReturnTarget,
} from '../../client/features/registration/returnTargets';
import {
  CAPTCHA_TEXT,
  emptyRegistration,
  graphQLUserType,
  newPasswordProblem,
  PASSWORD_LENGTH_TEXT,
  PASSWORD_MATCH_TEXT,
  PHONE_LENGTH_TEXT,
  REGISTRATION_FAILED_TEXT,
  REGISTRATION_MOVING_OPTIONS,
  REQUIRED_TEXT,
  type RegistrationValues,
  registrationProblems,
  TERMS_TEXT,
  userTypeForFunnel,
} from '../../client/features/registration/validation';
import { MOVING_MONTHS_OPTIONS, movingMonthsLabel } from '../../client/format/movingMonths';
import { multipartBody } from '../../client/relay/environment';
import { userErrorOf } from '../../client/relay/mutations';
import { errorResult } from './relayResults';

const valid: RegistrationValues = {
  firstName: 'Fenna',
  lastName: 'Jansen',
  email: 'fenna@voorbeeld.nl',
  phoneNumber: '0612345678',
  userType: 'searcher',
  movingMonths: 3,
  password: 'geheim-123',
  passwordConfirmation: 'geheim-123',
  terms: true,
};

describe('spec texts (§5, §8), character for character', () => {
  it('registration', () => {
    expect(REQUIRED_TEXT).toBe('Zorg dat alle velden zijn ingevuld.');
    expect(PASSWORD_LENGTH_TEXT).toBe('Het wachtwoord dient minimaal 8 karakters te bevatten.');
    expect(PASSWORD_MATCH_TEXT).toBe('De wachtwoorden dienen overeen te komen.');
    expect(TERMS_TEXT).toBe('Voordat je verder gaat, moet je eerst de voorwaarden accepteren.');
    expect(CAPTCHA_TEXT).toBe('Voordat je verder gaat, moet je eerst aangeven dat je geen robot bent.');
    expect(REGISTRATION_FAILED_TEXT).toBe('Er ging iets mis bij je registratie. Probeer het later opnieuw.');
  });

  it('login', () => {
    expect(LOGIN_INVALID_TEXT).toBe(
      "Helaas kunnen we je niet inloggen met deze gegevens. Probeer het opnieuw, of stel je wachtwoord opnieuw in met de 'Wachtwoord vergeten'-knop.",
    );
    expect(LOGIN_FAILED_TEXT).toBe('Er ging iets mis bij het inloggen. Probeer het alsjeblieft later opnieuw.');
    expect(RATE_LIMITED_TEXT).toBe('Om veiligheidsredenen vragen we je 1 minuutje te wachten voordat je verder gaat.');
  });
});

describe('registration rules (spec §5)', () => {
  const messages = (values: typeof valid, options?: Parameters<typeof registrationProblems>[1]) =>
    registrationProblems(values, options).map((p) => p.message);

  it('accepts a complete form', () => {
    expect(registrationProblems(valid)).toEqual([]);
  });

  it('every required field, with all empty ones highlighted, and the terms at once', () => {
    const problems = registrationProblems(emptyRegistration());
    expect(problems.map((p) => p.message)).toEqual([REQUIRED_TEXT, TERMS_TEXT]);
    expect(problems[0].fields).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'userType',
      'movingMonths',
      'password',
      'passwordConfirmation',
    ]);
    for (const key of ['firstName', 'lastName', 'email', 'phoneNumber', 'password', 'passwordConfirmation'] as const) {
      expect(messages({ ...valid, [key]: '' })[0], key).toBe(REQUIRED_TEXT);
    }
    expect(registrationProblems({ ...valid, firstName: '   ' })[0].fields).toEqual(['firstName']);
    expect(registrationProblems({ ...valid, userType: '' })[0].fields).toEqual(['userType']);
    expect(registrationProblems({ ...valid, movingMonths: null })[0].fields).toEqual(['movingMonths']);
  });

  it('shows every problem at once, in the spec order', () => {
    expect(
      messages({
        ...valid,
        lastName: '',
        phoneNumber: '0612',
        password: 'kort',
        passwordConfirmation: 'kort',
        terms: false,
      }),
    ).toEqual([REQUIRED_TEXT, PHONE_LENGTH_TEXT, PASSWORD_LENGTH_TEXT, TERMS_TEXT]);
    // A password typed once is already checked for its length; the match waits for the second.
    expect(messages({ ...valid, password: 'kort', passwordConfirmation: '' })).toEqual([
      REQUIRED_TEXT,
      PASSWORD_LENGTH_TEXT,
    ]);
    expect(messages({ ...valid, password: 'lang-genoeg', passwordConfirmation: '' })).toEqual([REQUIRED_TEXT]);
  });

  it('user type and moving months are not required when the user-only fields are hidden', () => {
    expect(registrationProblems({ ...valid, userType: '', movingMonths: null }, { hideUserFields: true })).toEqual([]);
  });

  it('phone is a Dutch number of 10 digits, however written', () => {
    expect(registrationProblems({ ...valid, phoneNumber: '061234567' })).toEqual([
      { message: PHONE_LENGTH_TEXT, fields: ['phoneNumber'] },
    ]);
    expect(messages({ ...valid, phoneNumber: '06123456789' })).toEqual([PHONE_LENGTH_TEXT]);
    // The common ways of writing a Dutch number pass (the server stores the 10 digits).
    for (const phoneNumber of ['06-1234 5678', '+31 6 12345678', '0031612345678'])
      expect(registrationProblems({ ...valid, phoneNumber })).toEqual([]);
  });

  it('password at least 8 characters', () => {
    const seven = { ...valid, password: '1234567', passwordConfirmation: '1234567' };
    expect(registrationProblems(seven)).toEqual([{ message: PASSWORD_LENGTH_TEXT, fields: ['password'] }]);
    expect(registrationProblems({ ...seven, password: '12345678', passwordConfirmation: '12345678' })).toEqual([]);
  });

  it('the confirmation must match', () => {
    expect(registrationProblems({ ...valid, passwordConfirmation: 'geheim-124' })).toEqual([
      { message: PASSWORD_MATCH_TEXT, fields: ['passwordConfirmation'] },
    ]);
  });

  it('a new password (sign-up, reset, profile) is checked the same way: length first, then the match', () => {
    expect(newPasswordProblem('1234567', '1234567')).toEqual({ message: PASSWORD_LENGTH_TEXT, field: 'password' });
    expect(newPasswordProblem('1234567', 'anders')?.field).toBe('password');
    expect(newPasswordProblem('12345678', '12345679')).toEqual({
      message: PASSWORD_MATCH_TEXT,
      field: 'passwordConfirmation',
    });
    expect(newPasswordProblem('12345678', '12345678')).toBeNull();
  });

  it('terms must be accepted', () => {
    expect(registrationProblems({ ...valid, terms: false })).toEqual([{ message: TERMS_TEXT, fields: ['terms'] }]);
  });

  it('the captcha only counts when it is enabled', () => {
    expect(registrationProblems(valid, { captchaEnabled: false, captchaToken: null })).toEqual([]);
    expect(registrationProblems(valid, { captchaEnabled: true, captchaToken: null })).toEqual([
      { message: CAPTCHA_TEXT, fields: ['g-recaptcha-response'] },
    ]);
    expect(registrationProblems(valid, { captchaEnabled: true, captchaToken: 'token' })).toEqual([]);
  });

  it('reports problems in the spec order: required, length, match, terms', () => {
    const all = { ...valid, lastName: '', password: 'kort', passwordConfirmation: 'anders', terms: false };
    expect(messages(all)).toEqual([REQUIRED_TEXT, PASSWORD_LENGTH_TEXT, TERMS_TEXT]);
    expect(messages({ ...all, lastName: 'J', password: 'lang-genoeg' })).toEqual([PASSWORD_MATCH_TEXT, TERMS_TEXT]);
    expect(messages({ ...all, lastName: 'J', password: 'lang-genoeg', passwordConfirmation: 'lang-genoeg' })).toEqual([
      TERMS_TEXT,
    ]);
  });

  it('user types and moving months of §5', () => {
    expect(REGISTRATION_MOVING_OPTIONS).toEqual([
      { value: 1, label: 'Zo snel mogelijk' },
      { value: 3, label: '3-6 maanden' },
      { value: 6, label: '6-12 maanden' },
      { value: 12, label: '1-2 jaar' },
    ]);
    expect(graphQLUserType('searcher')).toBe('SEARCHER');
    expect(graphQLUserType('seller')).toBe('SELLER');
    expect(graphQLUserType('searcher_and_seller')).toBe('SEARCHER_AND_SELLER');
    expect(graphQLUserType('')).toBeNull();
    expect(userTypeForFunnel('verkoper')).toBe('seller');
    expect(userTypeForFunnel('zoeker')).toBe('searcher');
    expect(userTypeForFunnel(undefined)).toBeUndefined();
  });
});

describe('login rules (spec §5)', () => {
  it('a standard e-mail pattern', () => {
    for (const ok of ['a@b.nl', 'jan.de.vries@voorbeeld.co.uk', 'x+y@sub.domein.com', ' fenna@voorbeeld.nl ']) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
    for (const bad of ['', 'jan', 'jan@', '@voorbeeld.nl', 'jan@voorbeeld', 'jan @voorbeeld.nl', 'jan@voorbeeld.n']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('password length over 3 enables submit', () => {
    expect(canSubmitPassword('')).toBe(false);
    expect(canSubmitPassword('abc')).toBe(false);
    expect(canSubmitPassword('abcd')).toBe(true);
  });

  it('returns only to paths on this site', () => {
    expect(safeRedirect('/mijn-huiskans/profiel', '/mijn-huiskans')).toBe('/mijn-huiskans/profiel');
    expect(safeRedirect(null, '/mijn-huiskans')).toBe('/mijn-huiskans');
    expect(safeRedirect('https://kwaadwillig.example', '/x')).toBe('/x');
    expect(safeRedirect('//kwaadwillig.example', '/x')).toBe('/x');
    expect(safeRedirect('/\\kwaadwillig.example', '/x')).toBe('/x');
  });
});

describe('funnel return targets (spec §2)', () => {
  it('huis/registreren → seller chat, zoek/registreren → searcher chat, otherwise Mijn Huiskans', () => {
    expect(registrationReturnTarget('huis/registreren').path).toBe('/aanmelden/verkoper');
    expect(registrationReturnTarget('zoek/registreren').path).toBe('/aanmelden/zoeker');
    expect(registrationReturnTarget('zoek/snel-registreren')).toEqual(DEFAULT_RETURN);
    expect(DEFAULT_RETURN).toEqual({ path: '/mijn-huiskans', label: 'Ga naar Mijn Huiskans' });
  });

  it('reads house_slug / search_query_slug from the query, else from the navigation state', () => {
    expect(funnelSlugs(new URLSearchParams('house_slug=huis-1'), null)).toEqual({
      houseSlug: 'huis-1',
      searchQuerySlug: null,
    });
    expect(funnelSlugs(new URLSearchParams(), { searchQuerySlug: 'zp-2', houseSlug: 3 })).toEqual({
      houseSlug: null,
      searchQuerySlug: 'zp-2',
    });
  });

  it('the dashboard area that needs a login', () => {
    expect(isDashboardPath('/mijn-huiskans')).toBe(true);
    expect(isDashboardPath('/mijn-huiskans/profiel/bewerken/bio')).toBe(true);
    expect(isDashboardPath('/mijn-huiskansen')).toBe(false);
    expect(isDashboardPath('/meedoen/email')).toBe(false);
  });
});

describe('moving wish of profile screens (spec §3)', () => {
  it('0 to 24 months with their labels', () => {
    expect(MOVING_MONTHS_OPTIONS.map((o) => `${o.value} ${o.label}`)).toEqual([
      '0 Weet niet',
      '1 Zo snel mogelijk',
      '3 Binnen een paar maanden',
      '6 Binnen een half jaar',
      '12 Binnen een jaar',
      '24 Binnen een paar jaar',
    ]);
    expect(movingMonthsLabel(0)).toBe('Weet niet');
    expect(movingMonthsLabel(null)).toBeNull();
  });
});

describe('typed user errors → the global display (spec §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetGlobalMessages();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an InputError shows the 422 toast and keeps the field errors for the fields', () => {
    const error = userErrorOf(
      errorResult({
        __typename: 'InputError',
        message: 'Opslaan mislukt, check de invoer',
        fieldErrors: [{ field: 'email', messages: ['Er bestaat al een account met dit e-mailadres.', 'tweede'] }],
      }),
    );
    expect(error).toEqual({
      kind: 'input',
      message: 'Opslaan mislukt, check de invoer',
      fieldErrors: { email: ['Er bestaat al een account met dit e-mailadres.', 'tweede'] },
    });
    if (error?.kind !== 'input') throw new Error('not an input error');
    reportFieldErrors(error.fieldErrors);
    expect(getSnapshot().message?.text).toBe(VALIDATION_FAILED_TEXT);
    expect(getSnapshot().fieldErrors.email[0]).toBe('Er bestaat al een account met dit e-mailadres.');
    vi.advanceTimersByTime(5000);
    expect(getSnapshot().message).toBeNull();
  });

  it('field errors without the toast (the login shows its own text)', () => {
    reportFieldErrors({ email: ['x'] }, { toast: false });
    expect(getSnapshot().message).toBeNull();
    expect(getSnapshot().fieldErrors).toEqual({ email: ['x'] });
  });

  it('rate limits and other refusals', () => {
    expect(
      userErrorOf(errorResult({ __typename: 'RateLimitedError', message: 'wacht', retryAfterSeconds: 42 })),
    ).toEqual({ kind: 'rateLimited', message: 'wacht', retryAfterSeconds: 42 });
    expect(userErrorOf(errorResult({ __typename: 'NotFoundError', message: 'Niet gevonden.' }))).toEqual({
      kind: 'other',
      typename: 'NotFoundError',
      message: 'Niet gevonden.',
    });
    expect(userErrorOf({ __typename: 'LogInPayload' })).toBeNull();
  });

  it('merges repeated fields', () => {
    expect(
      toFieldErrors([
        { field: 'password', messages: ['a'] },
        { field: 'password', messages: ['b'] },
      ]),
    ).toEqual({ password: ['a', 'b'] });
  });
});

describe('uploads (Relay uploadables → GraphQL multipart request)', () => {
  it('puts null at the file path in operations and maps the part to it', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' });
    const form = multipartBody(
      {
        text: 'mutation M($input: UploadProfilePhotoInput!) { uploadProfilePhoto(input: $input) { __typename } }',
        name: 'M',
      },
      { input: { file: null } },
      { 'input.file': file },
    );
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.operationName).toBe('M');
    expect(operations.variables).toEqual({ input: { file: null } });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.file'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('foto.png');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});
