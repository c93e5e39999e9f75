/**
 * The advisor-profile editor's rules, pure so that they can be tested on their own: the work-area
 * slider in km against the metres the server stores (spec §9), certificates that fit the chosen
 * expertises, and the form's values as the mutation's input.
 */
import { DEFAULT_RANGE_METRES, MAX_RANGE_METRES, MIN_RANGE_METRES } from '../../../server/domain/advisors/work-area';
import type { Availability } from '../advisors/advisorFilters';
import type { LookupAddress } from '../house-owner/addressLookup';

export const MIN_RANGE_KM = MIN_RANGE_METRES / 1000;
export const MAX_RANGE_KM = MAX_RANGE_METRES / 1000;

/** The slider's whole kilometres as the `range` the server stores. */
export function kmToMetres(km: number): number {
  return Math.round(km) * 1000;
}

/** A stored `range` on the slider: whole km within 1–15. */
export function metresToKm(metres: number): number {
  return Math.min(MAX_RANGE_KM, Math.max(MIN_RANGE_KM, Math.round(metres / 1000)));
}

/** A certificate of the catalogue and the expertises (keys) it vouches for. */
export interface CertificateChoice {
  readonly name: string;
  readonly expertiseKeys: readonly string[];
}

/** The certificates that vouch for at least one of the chosen expertises (the server's rule). */
export function fittingCertificates<C extends CertificateChoice>(
  certificates: readonly C[],
  expertiseKeys: readonly string[],
): C[] {
  return certificates.filter((c) => c.expertiseKeys.some((key) => expertiseKeys.includes(key)));
}

/** The chosen certificates (names) split into those that still fit the expertises and those that no longer do. */
export function splitChosenCertificates(
  chosen: readonly string[],
  certificates: readonly CertificateChoice[],
  expertiseKeys: readonly string[],
): { kept: string[]; dropped: string[] } {
  const fitting = new Set(fittingCertificates(certificates, expertiseKeys).map((c) => c.name));
  return { kept: chosen.filter((n) => fitting.has(n)), dropped: chosen.filter((n) => !fitting.has(n)) };
}

/** The profile's flag for an availability of the advisors list: 'evenings' → isAvailableEvenings. */
export function availabilityField(key: Availability) {
  return `isAvailable${key[0].toUpperCase()}${key.slice(1)}` as `isAvailable${Capitalize<Availability>}`;
}

export interface AdvisorProfileValues {
  organisationName: string;
  /** Empty: the office is called after the organisation. */
  officeName: string;
  address: LookupAddress | null;
  /** True once the address was looked up in this form (a stored office is not sent again). */
  addressLookedUp: boolean;
  expertises: string[];
  /** Certificate names. */
  certificates: string[];
  /** Language codes. */
  languages: string[];
  isAvailableOfficehours: boolean;
  isAvailableEvenings: boolean;
  isAvailableWeekends: boolean;
  rangeKm: number;
  acceptTerms: boolean;
}

/** A new profile: office hours on, the widest work area (spec §3, §9). */
export const NEW_PROFILE: AdvisorProfileValues = {
  organisationName: '',
  officeName: '',
  address: null,
  addressLookedUp: false,
  expertises: [],
  certificates: [],
  languages: [],
  isAvailableOfficehours: true,
  isAvailableEvenings: false,
  isAvailableWeekends: false,
  rangeKm: metresToKm(DEFAULT_RANGE_METRES),
  acceptTerms: false,
};

/**
 * The values as the create and update mutations take them. The address goes along only when it
 * was looked up in the form, so an unchanged office stays as it is.
 */
export function profileInput(values: AdvisorProfileValues) {
  return {
    organisationName: values.organisationName.trim(),
    officeName: values.officeName.trim() || null,
    ...(values.address && values.addressLookedUp && { ngrAddressId: values.address.id }),
    expertises: values.expertises,
    certificates: values.certificates,
    languages: values.languages,
    isAvailableOfficehours: values.isAvailableOfficehours,
    isAvailableEvenings: values.isAvailableEvenings,
    isAvailableWeekends: values.isAvailableWeekends,
    range: kmToMetres(values.rangeKm),
    acceptTerms: values.acceptTerms,
  };
}
