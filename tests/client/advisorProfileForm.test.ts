import { describe, expect, it } from 'vitest';
import {
  availabilityField,
  fittingCertificates,
  kmToMetres,
  MAX_RANGE_KM,
  MIN_RANGE_KM,
  metresToKm,
  NEW_PROFILE,
  profileInput,
  splitChosenCertificates,
} from '../../client/features/advisor-profile/advisorProfileForm';
import { AVAILABILITY } from '../../client/features/advisors/advisorFilters';
import { advisorInputSchema } from '../../server/domain/advisors/command';
import { CERTIFICATES } from '../../server/domain/reference-data/catalog';

// The advisor-profile editor's rules: the work-area slider in km against the metres the
// server stores, and the certificates that fit the chosen expertises, checked against the real
// catalogue and the server's own command schema.

const catalogue = CERTIFICATES.map((c) => ({ name: c.name, expertiseKeys: c.expertises }));
const names = (list: readonly { name: string }[]) => list.map((c) => c.name);

describe('work-area slider', () => {
  it('is 1–15 km, starts at 15, and sends whole kilometres as metres', () => {
    expect([MIN_RANGE_KM, MAX_RANGE_KM, NEW_PROFILE.rangeKm]).toEqual([1, 15, 15]);
    expect(kmToMetres(8)).toBe(8000);
    expect(kmToMetres(1)).toBe(1000);
    expect(profileInput({ ...NEW_PROFILE, rangeKm: 8 }).range).toBe(8000);
  });

  it('shows a stored range in whole km within the bounds', () => {
    expect(metresToKm(8000)).toBe(8);
    expect(metresToKm(12_400)).toBe(12);
    expect(metresToKm(2500)).toBe(3);
    expect(metresToKm(400)).toBe(1);
    expect(metresToKm(40_000)).toBe(15);
  });

  it('every position of the slider is a range the server accepts, and one beyond is not', () => {
    for (let km = MIN_RANGE_KM; km <= MAX_RANGE_KM; km++) {
      expect(advisorInputSchema.safeParse({ range: kmToMetres(km) }).success, `${km} km`).toBe(true);
      expect(metresToKm(kmToMetres(km))).toBe(km);
    }
    expect(advisorInputSchema.safeParse({ range: kmToMetres(MAX_RANGE_KM + 1) }).success).toBe(false);
    expect(advisorInputSchema.safeParse({ range: kmToMetres(MIN_RANGE_KM - 1) }).success).toBe(false);
  });
});

describe('certificates for the chosen expertises', () => {
  it('offers only certificates that vouch for one of the expertises', () => {
    expect(fittingCertificates(catalogue, [])).toEqual([]);
    expect(names(fittingCertificates(catalogue, ['hypotheekadvies']))).toEqual([
      'Erkend Hypotheekadviseur',
      'SEH',
      'Wft Hypothecair Krediet',
    ]);
    expect(names(fittingCertificates(catalogue, ['taxatie', 'notaris']))).toEqual([
      'NVM',
      'VBO',
      'Vastgoedpro',
      'Register Taxateur (NRVT)',
      'KNB',
    ]);
  });

  it('drops a chosen certificate once none of its expertises is chosen any more', () => {
    const chosen = ['NVM', 'SEH', 'Register Taxateur (NRVT)'];
    expect(splitChosenCertificates(chosen, catalogue, ['makelaar_aankoop', 'hypotheekadvies', 'taxatie'])).toEqual({
      kept: chosen,
      dropped: [],
    });
    // NVM still vouches for aankoop; the taxateur register only for taxatie, SEH only for hypotheekadvies.
    expect(splitChosenCertificates(chosen, catalogue, ['makelaar_aankoop'])).toEqual({
      kept: ['NVM'],
      dropped: ['SEH', 'Register Taxateur (NRVT)'],
    });
  });
});

describe('the form as the mutation input', () => {
  const address = {
    id: 'adr-1',
    street: 'Oudegracht',
    houseNumber: '112',
    postalCode: '3511AV',
    city: 'Utrecht',
    weergavenaam: 'Oudegracht 112, 3511AV Utrecht',
  };

  it('sends the address only when it was looked up in the form', () => {
    expect(profileInput({ ...NEW_PROFILE, address, addressLookedUp: true }).ngrAddressId).toBe('adr-1');
    expect(profileInput({ ...NEW_PROFILE, address, addressLookedUp: false })).not.toHaveProperty('ngrAddressId');
    expect(profileInput(NEW_PROFILE)).not.toHaveProperty('ngrAddressId');
  });

  it('trims the names and leaves an empty office name to the organisation', () => {
    const input = profileInput({ ...NEW_PROFILE, organisationName: '  Domstad Wonen ', officeName: '  ' });
    expect(input.organisationName).toBe('Domstad Wonen');
    expect(input.officeName).toBeNull();
    expect(advisorInputSchema.safeParse(input).success).toBe(true);
  });

  it('names each availability of the advisors list by the field the server takes', () => {
    const fields = AVAILABILITY.map(([key]) => availabilityField(key));
    expect(fields).toEqual(['isAvailableOfficehours', 'isAvailableEvenings', 'isAvailableWeekends']);
    for (const field of fields) expect(advisorInputSchema.shape).toHaveProperty(field);
  });

  it('a new profile is available in office hours only, and terms still to be accepted', () => {
    expect(profileInput(NEW_PROFILE)).toMatchObject({
      isAvailableOfficehours: true,
      isAvailableEvenings: false,
      isAvailableWeekends: false,
      range: 15_000,
      acceptTerms: false,
    });
  });
});
