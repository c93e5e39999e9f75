/**
 * House address lookup rules (spec §4, §5, §8, §9 "Address lookup (house)"). Pure: the hook in
 * useHouseAddressLookup.ts and the unit tests use the same functions.
 */
import { SUPPORT_EMAIL } from '../../config';
import type { UserError } from '../../relay/mutations';

/** Look up only once the postcode has at least 6 characters (spec §9). */
export const HOUSE_ADDRESS_MIN_POSTCODE_LENGTH = 6;
/** ... and after a 1-second pause in typing (spec §4, §9). */
export const HOUSE_ADDRESS_DEBOUNCE_MS = 1000;

export const ADDRESS_LOOKUP_FAILED_TEXT =
  'Helaas ging er iets mis bij het ophalen van het adres. Probeer het later opnieuw.';
export const PARTNER_ADDRESS_INVALID_TEXT = 'Vul een geldig adres in.';
export const SEVERAL_ADDRESSES_TITLE = 'Meerdere adressen gevonden';
export const SEVERAL_ADDRESSES_PROMPT = 'Kies een van de onderstaande adressen.';

/** Spec §8, 404: the support e-mail comes from the client configuration. */
export function addressNotFoundText(email: string = SUPPORT_EMAIL): string {
  return `We hebben hier helaas geen adres kunnen vinden, kloppen de postcode en het huisnummer? Zo ja, laat het ons weten via ${email}.`;
}

/** Both fields are required; the postcode needs at least 6 characters before we search. */
export function shouldLookUp(postalCode: string, streetNumber: string): boolean {
  return postalCode.trim().length >= HOUSE_ADDRESS_MIN_POSTCODE_LENGTH && streetNumber.trim() !== '';
}

/** '3526 kp' → '3526KP' (what the server stores and answers). */
export function normalizePostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** One address as the client uses it (GraphQL Address). */
export interface LookupAddress {
  readonly id: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly weergavenaam: string;
  readonly latitude?: number;
  readonly longitude?: number;
}

export type LookupOutcome =
  | { kind: 'one'; address: LookupAddress }
  | { kind: 'several'; addresses: LookupAddress[] }
  | { kind: 'notFound'; message: string }
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'failed'; message: string };

/** The addressLookup / address result union: its addresses, or its error (relay/mutations.ts). */
export interface LookupResultShape {
  readonly __typename: string;
  readonly addresses?: readonly LookupAddress[];
  readonly address?: LookupAddress;
  readonly error?: UserError | null;
}

/**
 * What the screen does with an answer: one address sets it, several open the chooser, NotFoundError
 * shows the not-found text, InputError the field errors, anything else the general failure text.
 */
export function lookupOutcome(result: LookupResultShape | null | undefined): LookupOutcome {
  if (!result) return { kind: 'failed', message: ADDRESS_LOOKUP_FAILED_TEXT };
  switch (result.__typename) {
    case 'AddressLookupSuccess': {
      const addresses = [...(result.addresses ?? [])];
      if (addresses.length === 0) return { kind: 'notFound', message: addressNotFoundText() };
      if (addresses.length === 1) return { kind: 'one', address: addresses[0] };
      return { kind: 'several', addresses };
    }
    case 'AddressSuccess':
      return result.address
        ? { kind: 'one', address: result.address }
        : { kind: 'failed', message: ADDRESS_LOOKUP_FAILED_TEXT };
  }
  const error = result.error;
  if (error?.kind === 'input') {
    const fieldErrors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.fieldErrors))
      if (messages[0]) fieldErrors[field] = messages[0];
    if (Object.keys(fieldErrors).length === 0 && error.message) fieldErrors.postalCode = error.message;
    return { kind: 'invalid', fieldErrors };
  }
  if (error?.kind === 'other' && error.typename === 'NotFoundError')
    return { kind: 'notFound', message: addressNotFoundText() };
  return { kind: 'failed', message: ADDRESS_LOOKUP_FAILED_TEXT };
}

/** 'Europalaan 93A' + '3526KP Utrecht' for the two lines of an address card. */
export function addressLines(address: LookupAddress): [string, string] {
  return [`${address.street} ${address.houseNumber}`, `${address.postalCode} ${address.city}`];
}
