import { describe, expect, it } from 'vitest';
import {
  acceptedField,
  bioField,
  checkConfirmation,
  emailField,
  givenPasswordField,
  newPasswordField,
  optionalText,
  phoneField,
  profileMovingMonthsField,
  registrationMovingMonthsField,
  requiredText,
  userTypeField,
  validateFields,
} from '../../../server/domain/accounts/validation.js';
import { isStatusFresh, STATUS_FRESHNESS_MS } from '../../../server/domain/kernel/freshness.js';
import { dashboardTasks } from '../../../server/domain/users/dashboard.js';
import { isAllowedWebSocketOrigin } from '../../../server/http/csrf.js';
import { clearSessionCookie, sessionCookie } from '../../../server/http/session-cookie.js';

const REQUIRED = 'Zorg dat alle velden zijn ingevuld.';
/** The first message for `value`, or null when valid. */
const err = (schema: Parameters<typeof validateFields>[1][string], value: unknown) =>
  validateFields({ f: value }, { f: schema }).errors.f?.[0] ?? null;
const val = (schema: Parameters<typeof validateFields>[1][string], value: unknown) =>
  validateFields({ f: value }, { f: schema }).values.f;

describe('required text (first_name, last_name)', () => {
  it.each([undefined, null, '', '   '])('%j is missing: the spec message', (v) => {
    expect(err(requiredText(), v)).toBe(REQUIRED);
  });
  it('trims and limits the length', () => {
    expect(val(requiredText(), '  Anna ')).toBe('Anna');
    expect(err(requiredText(100), 'x'.repeat(101))).toBe('Dit veld mag maximaal 100 tekens bevatten.');
    expect(err(requiredText(), 12)).toBe(REQUIRED);
  });
});

describe('email', () => {
  it.each(['anna@example.nl', 'a.b+c@sub.example.co.uk'])('accepts %s', (v) => expect(err(emailField, v)).toBeNull());
  it.each(['anna', 'anna@', '@example.nl', 'anna@example', 'an na@example.nl'])('refuses %s', (v) =>
    expect(err(emailField, v)).toBe('Vul een geldig e-mailadres in.'),
  );
  it('is required, and lower-cased', () => {
    expect(err(emailField, '')).toBe(REQUIRED);
    expect(val(emailField, ' Anna@Example.NL ')).toBe('anna@example.nl');
  });
});

describe('phone number: a Dutch number however written, stored as 10 digits', () => {
  it('accepts 10 digits (trimmed)', () => {
    expect(err(phoneField, '0612345678')).toBeNull();
    expect(val(phoneField, ' 0201234567 ')).toBe('0201234567');
  });
  it.each([
    ['06-1234 5678', '0612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['+31 6 12345678', '0612345678'],
    ['+31612345678', '0612345678'],
    ['0031612345678', '0612345678'],
    ['+31 (0)6 1234 5678', '0612345678'],
    ['(010) 123.45.67', '0101234567'],
  ])('stores %s as %s', (typed, stored) => expect(val(phoneField, typed)).toBe(stored));
  it.each(['061234567', '06123456789', '06-1234 56', '+49 151 12345678', '6123456789', 'nul-zes-een'])(
    'refuses %s',
    (v) => expect(err(phoneField, v)).toBe('Vul een Nederlands telefoonnummer van 10 cijfers in, zoals 06-1234 5678.'),
  );
  it('is required', () => expect(err(phoneField, undefined)).toBe(REQUIRED));
});

describe('passwords', () => {
  it('a new password has at least 8 characters', () => {
    expect(err(newPasswordField, '1234567')).toBe('Het wachtwoord dient minimaal 8 karakters te bevatten.');
    expect(err(newPasswordField, '12345678')).toBeNull();
    expect(err(newPasswordField, '')).toBe(REQUIRED);
    expect(val(newPasswordField, ' spaties ')).toBe(' spaties '); // not trimmed
    expect(err(newPasswordField, 'x'.repeat(1001))).toBe('Dit veld mag maximaal 1000 tekens bevatten.');
  });
  it('a given password is only required', () => {
    expect(err(givenPasswordField, 'abc')).toBeNull();
    expect(err(givenPasswordField, '')).toBe(REQUIRED);
  });
  it('the confirmation must match', () => {
    const errors: Record<string, string[]> = {};
    checkConfirmation('geheim123', 'geheim124', errors);
    expect(errors).toEqual({ passwordConfirmation: ['De wachtwoorden dienen overeen te komen.'] });
    const ok: Record<string, string[]> = {};
    checkConfirmation('geheim123', 'geheim123', ok);
    expect(ok).toEqual({});
    const noPassword: Record<string, string[]> = {};
    checkConfirmation(undefined, 'x', noPassword);
    expect(noPassword).toEqual({}); // the missing password itself is the error
  });
});

describe('terms must be accepted', () => {
  it.each([true, 1, '1', 'true', 'on', 'yes'])('%j is accepted', (v) => expect(err(acceptedField, v)).toBeNull());
  it.each([false, 0, '0', '', undefined, 'nee'])('%j is not', (v) =>
    expect(err(acceptedField, v)).toBe('Voordat je verder gaat, moet je eerst de voorwaarden accepteren.'),
  );
});

describe('user_type', () => {
  it.each(['searcher', 'seller', 'searcher_and_seller'])('accepts %s', (v) => expect(err(userTypeField, v)).toBeNull());
  it('refuses others and requires one', () => {
    expect(err(userTypeField, 'advisor')).toBe('Kies of je een woning zoekt, verkoopt of allebei.');
    expect(err(userTypeField, '')).toBe(REQUIRED);
  });
});

describe('moving_months', () => {
  it('registration: 1, 3, 6, 12 (numbers or form strings)', () => {
    for (const v of [1, 3, 6, 12, '6']) expect(err(registrationMovingMonthsField, v)).toBeNull();
    for (const v of [0, 2, 24, 'snel', 1.5])
      expect(err(registrationMovingMonthsField, v)).toBe('Kies wanneer je wilt verhuizen.');
    expect(err(registrationMovingMonthsField, undefined)).toBe(REQUIRED);
    expect(val(registrationMovingMonthsField, '12')).toBe(12);
  });
  it('profile: 0, 1, 3, 6, 12, 24', () => {
    for (const v of [0, 1, 3, 6, 12, 24]) expect(err(profileMovingMonthsField, v)).toBeNull();
    for (const v of [2, 25, -1]) expect(err(profileMovingMonthsField, v)).toBe('Kies wanneer je wilt verhuizen.');
  });
});

describe('bio', () => {
  it('is optional, trimmed, empty becomes null, at most 2000 characters', () => {
    expect(val(bioField, '  hoi  ')).toBe('hoi');
    expect(val(bioField, '')).toBeNull();
    expect(val(bioField, null)).toBeNull();
    expect(err(bioField, 'x'.repeat(2000))).toBeNull();
    expect(err(bioField, 'x'.repeat(2001))).toBe('Je bio mag maximaal 2000 tekens bevatten.');
  });
});

describe('honeypots and optional text', () => {
  it('only a non-blank string counts as filled', () => {
    expect(optionalText.parse('')).toBeUndefined();
    expect(optionalText.parse('  ')).toBeUndefined();
    expect(optionalText.parse(undefined)).toBeUndefined();
    expect(optionalText.parse(0)).toBeUndefined();
    expect(optionalText.parse(' spam ')).toBe('spam');
  });
});

describe('validateFields', () => {
  it('reports every field at once, first message only', () => {
    const { errors } = validateFields({ a: '', b: 'x' }, { a: requiredText(), b: phoneField, c: emailField });
    expect(errors).toEqual({
      a: [REQUIRED],
      b: ['Vul een Nederlands telefoonnummer van 10 cijfers in, zoals 06-1234 5678.'],
      c: [REQUIRED],
    });
  });
});

describe('status freshness (1 day)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is fresh under a day, outdated from a day on', () => {
    expect(STATUS_FRESHNESS_MS).toBe(86_400_000);
    expect(isStatusFresh(now, now)).toBe(true);
    expect(isStatusFresh(new Date(now.getTime() - 86_399_999), now)).toBe(true);
    expect(isStatusFresh(new Date(now.getTime() - 86_400_000), now)).toBe(false);
    expect(isStatusFresh(new Date('2026-11-01T00:00:00Z'), now)).toBe(false);
  });
});

describe('dashboard tasks', () => {
  const base = { email: 'a@example.nl', phoneNumber: '0612345678', avatarAssetId: 1, bio: 'Hoi', passwordHash: 'x' };
  it('counts the open tasks', () => {
    expect(dashboardTasks(base)).toEqual({
      personalInfo: true,
      profilePicture: true,
      bio: true,
      password: true,
      openCount: 0,
    });
    expect(dashboardTasks({ ...base, phoneNumber: null, avatarAssetId: null, bio: '  ', passwordHash: null })).toEqual({
      personalInfo: false,
      profilePicture: false,
      bio: false,
      password: false,
      openCount: 4,
    });
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, and Secure only behind HTTPS', () => {
    const expires = new Date(Date.now() + 3_600_000);
    const plain = sessionCookie('abc', expires, false);
    expect(plain).toMatch(/^huiskans_session=abc; Max-Age=(3599|3600); Expires=.+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(sessionCookie('abc', expires, true)).toMatch(/; Secure$/);
    expect(clearSessionCookie(false)).toMatch(/^huiskans_session=; Max-Age=0;/);
  });
});

describe('WebSocket origin check', () => {
  const app = 'https://www.huiskans.nl';
  it('accepts the app origin, the same host, and non-browser clients without Origin', () => {
    expect(isAllowedWebSocketOrigin('https://www.huiskans.nl', 'intern:3000', app)).toBe(true);
    expect(isAllowedWebSocketOrigin('http://localhost:5173', 'localhost:5173', app)).toBe(true);
    expect(isAllowedWebSocketOrigin(undefined, 'www.huiskans.nl', app)).toBe(true);
  });
  it('refuses other sites and garbage', () => {
    expect(isAllowedWebSocketOrigin('https://evil.example', 'www.huiskans.nl', app)).toBe(false);
    expect(isAllowedWebSocketOrigin('http://www.huiskans.nl', 'intern:3000', app)).toBe(false);
    expect(isAllowedWebSocketOrigin('null', 'www.huiskans.nl', app)).toBe(false);
  });
});
