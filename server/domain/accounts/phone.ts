// Import-free on purpose: the client imports it too (what the form accepts, the server stores).

/** What is stored of a phone number (spec §5/§9: 10 characters): a Dutch number's 10 digits. */
export const PHONE_DIGITS = 10;

const SEPARATORS = /[\s\-.()/]/g;
const INTERNATIONAL = /^(?:\+|00)31(\d+)$/;
const NATIONAL = /^0\d{9}$/;

/**
 * A Dutch phone number as people write it ('06-1234 5678', '+31 6 12345678', '0031612345678',
 * '+31 (0)6 12345678', '010 123 45 67') as its 10 stored digits ('0612345678'); null when it is not one.
 */
export function normalizePhoneNumber(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '');
  const international = INTERNATIONAL.exec(compact);
  // +31 replaces the leading 0; '+31 (0)6 …' writes it anyway.
  const national = international ? `0${international[1].replace(/^0/, '')}` : compact;
  return NATIONAL.test(national) ? national : null;
}
